// How an NPC reads in one line, and as a plain-text summary for sharing, and as a request to re-forge it.
import type { KindEntity } from '@client/features/content/client-kind';
import { titleCase } from '@client/features/content/gallery/gallery-filters';
import type { NpcData, NpcRequestInput } from '@shared/kinds/npc';
import { NPC_ADVANCED_DEFAULTS } from './npc-form-values';

export type NpcEntity = KindEntity<NpcData>;

/** 'Elf · Female · Wizard' */
export function npcLine(npc: Pick<NpcData, 'race' | 'gender' | 'occupation'>): string {
  return [npc.race, npc.gender, npc.occupation].map(titleCase).join(' · ');
}

function bullets(title: string, items: readonly string[]): string {
  return items.length ? `${title}:\n${items.map((item) => `- ${item}`).join('\n')}` : '';
}

/** Everything a game master might paste into their notes. */
export function npcSummary(npc: NpcData): string {
  const parts = [
    `${npc.name}`,
    `${titleCase(npc.race)} ${npc.gender}, ${npc.age}. ${titleCase(npc.occupation)}, ${npc.socialClass} class.`,
    npc.tags.length ? `Tags: ${npc.tags.join(', ')}` : '',
    `Appearance: ${npc.appearance}`,
    `Personality: ${npc.personality}`,
    npc.traits.length ? `Traits: ${npc.traits.join(', ')}` : '',
    bullets('Mannerisms', npc.mannerisms),
    npc.backstory ? `Backstory: ${npc.backstory}` : '',
    bullets('Motivations', npc.motivations),
    bullets('Secrets', npc.secrets),
    bullets('Flaws', npc.flaws),
    bullets(
      'Plot hooks',
      npc.plotHooks.map((hook) => `${hook.title}: ${hook.description}`),
    ),
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** The Advanced form's values that re-forge this NPC: same choices and seed, sections as it has them. */
export function npcToRequest(npc: NpcEntity): NpcRequestInput {
  return {
    ...NPC_ADVANCED_DEFAULTS,
    name: npc.name,
    race: npc.race,
    gender: npc.gender,
    occupation: npc.occupation,
    age: npc.ageCategory,
    socialClass: npc.socialClass,
    includeBackstory: npc.backstory.trim().length > 0,
    includeSecrets: npc.secrets.length > 0,
    includeFlaws: npc.flaws.length > 0,
    includePlotHooks: npc.plotHooks.length > 0,
    artStyle: npc.artStyle,
    // A stat block is re-forged at its rating (the derived one kept, so the same seed gives the same block).
    ...(npc.statBlock ? { statBlock: true, challengeRating: npc.statBlock.challengeRating } : {}),
    seed: npc.seed,
  };
}
