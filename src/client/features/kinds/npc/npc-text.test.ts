// Unit tests of the NPC's one-line summary, its shared text and the values that re-forge it.
import { npcRequestSchema } from '@shared/kinds/npc';
import { describe, expect, it } from 'vitest';
import { traitValue, traitWord } from './npc-form-values';
import { type NpcEntity, npcLine, npcSummary, npcToRequest } from './npc-text';

const npc: NpcEntity = {
  id: 7,
  createdAt: '2026-11-21T12:00:00Z',
  updatedAt: '2026-11-21T12:00:00Z',
  seed: 424242,
  provider: 'procedural',
  engineVersion: '1',
  version: 1,
  locked: [],
  imageStatus: 'ready',
  imageError: null,
  portraitUrl: '/api/npc/7/portrait?v=abc',
  name: 'Brenna Duskwater',
  race: 'half-elf',
  gender: 'female',
  age: '112 (middle-aged)',
  ageCategory: 'middle-aged',
  occupation: 'lighthouse keeper',
  socialClass: 'working',
  tags: ['watchful', 'coastal'],
  appearance: 'Salt-bleached hair.',
  personality: 'Quiet and exact.',
  traits: ['patient'],
  mannerisms: ['counts the waves'],
  backstory: '',
  motivations: ['Keep the light burning'],
  secrets: [],
  flaws: ['Distrusts sailors'],
  plotHooks: [{ title: 'The Dark Night', description: 'The lamp went out once. Someone paid for that.' }],
  artStyle: 'painterly',
};

describe('NPC text', () => {
  it('reads race, gender and occupation in one title-cased line', () => {
    expect(npcLine(npc)).toBe('Half-Elf · Female · Lighthouse Keeper');
  });

  it('summarises only the sections the NPC has', () => {
    const summary = npcSummary(npc);
    expect(summary).toContain('Brenna Duskwater');
    expect(summary).toContain('Plot hooks:\n- The Dark Night: The lamp went out once.');
    expect(summary).not.toContain('Secrets');
    expect(summary).not.toContain('Backstory');
  });

  it('re-forges with the same choices, seed and sections, as a request the schema accepts', () => {
    const request = npcToRequest(npc);
    expect(request).toMatchObject({
      name: 'Brenna Duskwater',
      race: 'half-elf',
      age: 'middle-aged',
      occupation: 'lighthouse keeper',
      includeBackstory: false,
      includeSecrets: false,
      includeFlaws: true,
      includePlotHooks: true,
      artStyle: 'painterly',
      seed: 424242,
    });
    expect(npcRequestSchema.safeParse(request).success).toBe(true);
  });

  it('shows a zero or missing slider value as 5 and names each value', () => {
    expect(traitValue(0)).toBe(5);
    expect(traitValue(undefined)).toBe(5);
    expect(traitValue(9)).toBe(9);
    const words = ['Hostile', 'Cold', 'Neutral', 'Friendly', 'Warm'];
    expect(traitWord(words, 1)).toBe('Hostile');
    expect(traitWord(words, 5)).toBe('Neutral');
    expect(traitWord(words, 10)).toBe('Warm');
  });
});
