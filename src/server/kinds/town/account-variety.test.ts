// One game master's account asks for the same town again and again (ten villages for one region, ten market
// towns). Written in a row as the app writes them, each avoiding the world before it, no long sentence may come back
// in more than 2 of 25, and no six-word phrase in more than a few: a reader recognises the template long before the
// names change. The aim for phrases is 3 of 25; PHRASE_CEILING holds each profile to what it reaches today, so it
// can only come down.
import { describe, expect, it } from 'vitest';
import { measurePhrases, measureRepetition } from '../../engine/repetition.js';
import { fillerOnly, writeAccount } from '../../test/one-account.js';

const PROFILES: Record<string, { request: Record<string, unknown>; ceiling: number }> = {
  'council market town': {
    request: { size: 'town', economyType: 'mixed', governmentType: 'council', mapStyle: 'fantasy' },
    ceiling: 8,
  },
  'farming village': {
    request: { size: 'village', economyType: 'agricultural', governmentType: 'council', mapStyle: 'fantasy' },
    ceiling: 7,
  },
  'royal trading city': {
    request: { size: 'city', economyType: 'trade', governmentType: 'monarchy', mapStyle: 'parchment' },
    ceiling: 7,
  },
  'fishing hamlet of the clans': {
    request: {
      size: 'hamlet',
      economyType: 'fishing',
      governmentType: 'tribal',
      mapStyle: 'sketched',
      terrain: 'rocky coast',
    },
    ceiling: 7,
  },
};

const N = 25;

/**
 * Left out: the words the user typed (the terrain, echoed as asked) and runs made only of names, numbers and the
 * commonest words ('of the X of the X'), which a reader does not recognise as a phrase.
 */
const skip = (text: string) => /\b(a rocky|rocky coast)\b/.test(text) || fillerOnly(text);

const account = (request: Record<string, unknown>, salt: number) =>
  writeAccount('town', request, { count: N, salt });

describe('one account asking for the same town 25 times', () => {
  for (const [name, { request, ceiling }] of Object.entries(PROFILES)) {
    it(`repeats no sentence in more than 2 and no phrase in more than ${ceiling} of 25 (${name})`, async () => {
      const records = await account(request, 1000);
      // Counted in whole towns: 7 of 25 is 0.28, and 0.28 * 25 is not quite 7 in floating point.
      const held = (share: number) => Math.round(share * N);
      const phrases = measurePhrases(records, { words: 6, top: 40, skip }).filter(
        (p) => held(p.share) > ceiling,
      );
      const sentences = measureRepetition(records, { top: 40 }).worst.filter((w) => held(w.share) > 2);
      expect({ phrases, sentences }, name).toEqual({ phrases: [], sentences: [] });
    }, 20_000);
  }
});
