// One game master's account typing a feature with a pronoun and leaving the gender random, 25 times: 'missing two
// fingers on his left hand' came back on women and 'a burn scar across her cheek' on men, each rewritten to fit.
import { describe, expect, it } from 'vitest';
import type { NpcData } from '../../../shared/kinds/npc.js';
import { writeAccount } from '../../test/one-account.js';

const base = {
  artStyle: 'fantasy',
  gender: 'random',
  age: 'random',
  socialClass: 'random',
  friendliness: 5,
  bravery: 5,
  honesty: 5,
};
const CASES = [
  { typed: 'missing two fingers on his left hand', occupation: 'ferryman', race: 'random', gender: 'male' },
  { typed: 'a burn scar across her cheek', occupation: 'random', race: 'gnome', gender: 'female' },
];

describe('one account typing a feature with a pronoun, the gender left random', () => {
  for (const c of CASES) {
    it(`gives '${c.typed}' to ${c.gender}s only, and tells it as typed`, async () => {
      const request = { ...base, race: c.race, occupation: c.occupation, notableFeatures: c.typed };
      const records = (await writeAccount('npc', request, { count: 25, salt: 4100 })) as NpcData[];
      expect(records.filter((npc) => npc.gender !== c.gender).map((npc) => npc.name)).toEqual([]);
      const told = records.filter((npc) => npc.appearance.includes(c.typed.replace(/^a /, '')));
      expect(told.length).toBe(25);
    }, 30_000);
  }
});
