// Typed titles, as a town's or a faction's person brings them ('Innkeeper of the Velvet Hound'): the trade is read
// from the words before ' of ' and the name after it keeps its case, and a title that names a rank decides the NPC's
// class when the request leaves it random (a Lord Mayor is never drawn as a pauper, nor a beggar-king as nobility).
// The same reading pre-fills the generator when such a person is forged (shared/kinds/npc.ts).
import { describe, expect, it } from 'vitest';
import { npcRequestSchema, socialClassOfTitle } from '../../../shared/kinds/npc.js';
import { generateNpc } from './generate.js';

describe('the social class a title names', () => {
  it.each([
    ['Lord Mayor', 'upper'],
    ['Guildmaster of the Guild Bench', 'upper'],
    ['High Priestess of the Dawn', 'upper'],
    ['Duchess of Varn', 'nobility'],
    ['Lady of the Lake House', 'nobility'],
    ['Innkeeper of the Velvet Hound', 'middle'],
    ['Owner of the Salt Steps Ropewalk', 'middle'],
    ['Dockhand', 'working'],
    ['Beggar-king of the docks', 'lower'],
  ] as const)('%s reads as %s', (title, social) => {
    expect(socialClassOfTitle(title)).toBe(social);
  });

  it('says nothing when the title names no rank, and never reads a word inside another', () => {
    for (const title of ['Leader of the Gilded Crows', 'Accountant', 'Early riser', 'Kingfisher trainer'])
      expect(socialClassOfTitle(title), title).toBeUndefined();
  });

  it('decides a typed occupation’s class when the request leaves it random, and never overrides a chosen one', () => {
    const request = (occupation: string, socialClass = 'random') =>
      npcRequestSchema.parse({
        race: 'random',
        gender: 'random',
        occupation,
        age: 'adult',
        socialClass,
        artStyle: 'fantasy',
      });
    for (let seed = 1; seed <= 20; seed++) {
      expect(generateNpc(request('Lord Mayor'), seed).socialClass).toBe('upper');
      expect(generateNpc(request('Beggar-king of the docks'), seed).socialClass).toBe('lower');
      expect(generateNpc(request('Lord Mayor', 'working'), seed).socialClass).toBe('working');
    }
  });

  it("reads the trade of a title before its 'of', and keeps the name after it as typed", () => {
    const npc = generateNpc(
      npcRequestSchema.parse({
        race: 'human',
        gender: 'female',
        occupation: 'Innkeeper of the Velvet Hound',
        age: 'adult',
        socialClass: 'random',
        artStyle: 'fantasy',
      }),
      3,
    );
    expect(npc.occupation).toBe('innkeeper of the Velvet Hound');
    expect(npc.tags).toContain('innkeeper');
    expect(npc.socialClass).toBe('middle');
    expect(JSON.stringify(npc)).not.toContain('velvet hound');
  });
});
