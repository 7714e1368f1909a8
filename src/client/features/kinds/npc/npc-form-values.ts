// The Advanced form's values: the defaults (everything random, traits at 5, every section included; spec
// section 3) and how a trait slider's value reads.
import type { NpcRequestInput } from '@shared/kinds/npc';

export const NPC_ADVANCED_DEFAULTS: NpcRequestInput = {
  name: '',
  race: 'random',
  gender: 'random',
  occupation: 'random',
  age: 'random',
  socialClass: 'random',
  notableFeatures: '',
  friendliness: 5,
  bravery: 5,
  honesty: 5,
  includeSecrets: true,
  includeFlaws: true,
  includeBackstory: true,
  includePlotHooks: true,
  artStyle: 'fantasy',
};

export type TraitName = 'friendliness' | 'bravery' | 'honesty';

/** Each slider's words from 1 to 10, two values per word. */
export const TRAITS: readonly { name: TraitName; label: string; words: readonly string[] }[] = [
  { name: 'friendliness', label: 'Friendliness', words: ['Hostile', 'Cold', 'Neutral', 'Friendly', 'Warm'] },
  { name: 'bravery', label: 'Bravery', words: ['Cowardly', 'Timid', 'Steady', 'Bold', 'Fearless'] },
  { name: 'honesty', label: 'Honesty', words: ['Deceitful', 'Sly', 'Guarded', 'Truthful', 'Honest'] },
];

/** A slider's shown value: a zero (or missing) value reads as the default 5 (spec section 5). */
export function traitValue(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 && n <= 10 ? Math.round(n) : 5;
}

export function traitWord(words: readonly string[], value: number): string {
  return words[Math.min(words.length - 1, Math.floor((traitValue(value) - 1) / 2))] ?? '';
}
