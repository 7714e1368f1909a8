// A game master's second read of factions: a typed trade housed where its work is done, a leader's title that does
// not say the faction's name twice, and the account's rites and vows not all one phrase.
import { describe, expect, it } from 'vitest';
import { writeAccount } from '../../test/one-account.js';
import { generateFaction } from './generate.js';
import { typedRequest as request } from './test-request.js';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

describe('a typed trade keeps a house that fits it', () => {
  for (const purpose of ['beekeepers', 'spice traders', 'book smugglers']) {
    it(`houses ${purpose} in an apiary, warehouse, bindery or shop`, () => {
      const misplaced = SEEDS.map((seed) => generateFaction(request(purpose), seed).headquarters)
        .map((hq) => hq.split(/[,.;]/)[0]!)
        .filter((house) => !/\b(apiary|warehouse|bindery|shop)\b/i.test(house));
      expect(misplaced).toEqual([]);
    });
  }
});

describe('the leader’s title in the opening frame', () => {
  it('never says the faction’s name again: no “At the head of X is its Master of X”', () => {
    const doubled: string[] = [];
    for (const purpose of [
      '',
      'a company of archers',
      'an order of knights',
      'a guild of thieves',
      'a cult',
    ]) {
      for (const seed of Array.from({ length: 60 }, (_, i) => i + 1)) {
        const { leadership } = generateFaction(request(purpose, { includeLeadership: true }), seed);
        const frame = /(?:At the head of (.+?) is|^(.+?) (?:answers|answer) to) (?:its|their) ([^,]+),/m.exec(
          leadership,
        );
        if (frame && / of /.test(frame[3]!)) doubled.push(frame[0]);
      }
    }
    expect(doubled).toEqual([]);
  });
});

describe('one account’s rites and vows', () => {
  it('keeps “when the first snow falls” and “has sworn to see the” to fewer than 3 of 25', async () => {
    const records = await writeAccount(
      'faction',
      { emblemStyle: 'medieval', size: 'Local Organization', influence: 'moderate', secrecy: 'known' },
      { count: 25, salt: 1 },
    );
    const texts = records.map((r) => JSON.stringify(r).toLowerCase());
    for (const phrase of ['when the first snow falls', 'has sworn to see the'])
      expect(texts.filter((t) => t.includes(phrase)).length, phrase).toBeLessThan(3);
  }, 120_000);
});
