// One game master's account asks for the same NPC again and again (ten innkeepers, ten dwarf guards). Written in a
// row as the app writes them, each avoiding the world before it, no phrase may come back in more than 4 of 25 (the aim
// is 3), no long sentence in more than 2 and no hook title in more than 2: a reader recognises the template long before
// the names.
import { describe, expect, it } from 'vitest';
import type { NpcData } from '../../../shared/kinds/npc.js';
import {
  measurePhrases,
  measureRepetition,
  properNames,
  splitSentences,
  stringsOf,
} from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const base = { artStyle: 'fantasy' };
const PROFILES: Record<string, Record<string, unknown>> = {
  'human innkeeper': {
    ...base,
    race: 'human',
    gender: 'male',
    occupation: 'innkeeper',
    age: 'adult',
    socialClass: 'working',
    friendliness: 7,
    bravery: 5,
    honesty: 6,
  },
  'human merchant': {
    ...base,
    race: 'human',
    gender: 'male',
    occupation: 'merchant',
    age: 'adult',
    socialClass: 'middle',
    friendliness: 6,
    bravery: 5,
    honesty: 5,
  },
  'dwarf guard': {
    ...base,
    race: 'dwarf',
    gender: 'female',
    occupation: 'guard',
    age: 'middle-aged',
    socialClass: 'working',
    friendliness: 4,
    bravery: 8,
    honesty: 7,
  },
  'random NPC': {
    ...base,
    race: 'random',
    gender: 'random',
    occupation: 'random',
    age: 'random',
    socialClass: 'random',
    friendliness: 5,
    bravery: 5,
    honesty: 5,
  },
};

const N = 25;

async function account(request: Record<string, unknown>, salt: number): Promise<NpcData[]> {
  return (await writeAccount('npc', request, { count: N, salt })) as NpcData[];
}

/** A hook title with this NPC's people and places as X: 'A Rule for Warin' and 'A Rule for Edda' are one title. */
function maskTitle(title: string, npc: NpcData): string {
  const { plotHooks, ...rest } = npc;
  const body = [...stringsOf(rest), ...plotHooks.map((h) => h.description)];
  const names = properNames(body.flatMap(splitSentences));
  return title
    .split(/\s+/)
    .map((w) => (names.has(w.replace(/['’]s$/, '')) ? 'X' : w.toLowerCase()))
    .join(' ');
}

describe('one account asking for the same NPC 25 times', () => {
  for (const [name, request] of Object.entries(PROFILES)) {
    it(`repeats no phrase in more than 4, no sentence or hook title in more than 2 of 25 (${name})`, async () => {
      const records = await account(request, 1000);
      // The aim is 3 of 25; 4 is tolerated for now: once every alternative of a rule has been used, a world of
      // fingerprints (a set, not counts) draws the second round by chance, and one phrase in 25 comes back a fourth time.
      const phrases = measurePhrases(records, { words: 6, top: 40 }).filter((p) => p.share * N > 4);
      const sentences = measureRepetition(records, { top: 40 }).worst.filter((w) => w.share * N > 2);
      const titles = new Map<string, number>();
      for (const npc of records)
        for (const t of new Set(npc.plotHooks.map((h) => maskTitle(h.title, npc))))
          titles.set(t, (titles.get(t) ?? 0) + 1);
      const repeatedTitles = [...titles].filter(([, n]) => n > 2);
      expect({ phrases, sentences, repeatedTitles }, name).toEqual({
        phrases: [],
        sentences: [],
        repeatedTitles: [],
      });
    }, 20_000);
  }
});
