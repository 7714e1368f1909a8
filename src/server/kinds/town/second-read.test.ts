// A strict game master's second read of 25 towns of one account: a hamlet of a few dozen governed by a guild, with
// 'Guild of…' factions and a 'Market Street'; the government paragraph's line about a faction back in town after
// town; and 'old walls show above it' in a lake town with no walls, let through because the sentence also held the
// typed terrain; a stone quay and a crane on a lake.
import { describe, expect, it } from 'vitest';
import { type TownData, townRequestSchema } from '../../../shared/kinds/town.js';
import { measurePhrases } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';
import { generateTown } from './generate.js';
import { checkTown } from './text/agreement.js';

const N = 25;
const FILLER = new Set(['X', 'N', 'the', 'of', 'a', 'an', 'and', 'to', 'in']);
const skip = (text: string) => text.split(' ').filter((w) => !FILLER.has(w)).length < 2;

describe('25 towns of one account, read a second time', () => {
  it('gives a hamlet left to chance no guild, exchange or mages, no guilds or houses, no streets', async () => {
    const hamlet = { size: 'hamlet', economyType: 'random', governmentType: 'random', mapStyle: 'fantasy' };
    const towns = (await writeAccount('town', hamlet, { count: N, salt: 61 })) as unknown as TownData[];
    const wrong = towns.flatMap((t) => [
      ...(['guild', 'plutocracy', 'magocracy'].includes(t.governmentType)
        ? [`${t.name}: ${t.governmentType}`]
        : []),
      ...t.factions.filter((f) => /^[^:]*(?:Guild|Company)|^House /.test(f)),
      ...t.layout.streets.filter((s) => /Street$|Fair$/.test(s)),
    ]);
    expect(wrong).toEqual([]);
  }, 30_000);

  it('tells the ruler’s dealings with a faction in no five-word phrase of more than 3 of 25', async () => {
    const trade = { size: 'town', economyType: 'trade', governmentType: 'council', mapStyle: 'fantasy' };
    const towns = (await writeAccount('town', trade, { count: N, salt: 67 })) as unknown as TownData[];
    const lines = towns.map((t) => {
      const names = t.factions.map((f) => f.replace(/^The |:.*$/g, ''));
      return t.leadership.split(/(?<=\.) /).filter((s) => names.some((n) => n && s.includes(n)));
    });
    const phrases = measurePhrases(lines, { words: 5, top: 10, skip }).filter(
      (p) => Math.round(p.share * N) > 3,
    );
    expect(phrases).toEqual([]);
  }, 30_000);

  it('builds no quays on a lake', async () => {
    const lake = {
      size: 'town',
      economyType: 'fishing',
      governmentType: 'random',
      mapStyle: 'fantasy',
      terrain: 'lakeshore',
    };
    const towns = (await writeAccount('town', lake, { count: N, salt: 71 })) as unknown as TownData[];
    const quays = towns
      .filter((t) => t.layout.water === 'lake')
      .flatMap((t) => [t.description, t.localEconomy].join(' ').split(/(?<=\.) /))
      .filter((s) => /\bquays?\b/.test(s));
    expect(quays).toEqual([]);
  }, 30_000);

  it('finds walls the layout lacks in a sentence that also names the typed terrain', () => {
    for (let seed = 1; seed < 200; seed++) {
      const t = generateTown(
        townRequestSchema.parse({
          size: 'village',
          economyType: 'fishing',
          governmentType: 'council',
          mapStyle: 'fantasy',
          terrain: 'lake',
        }),
        seed,
      );
      if (t.layout.walls !== 'none') continue;
      const line = 'The lake has fallen lower this year than anyone remembers, and old walls show above it.';
      const withLine = { ...t, threats: [{ title: 'Low Water', description: line }, ...t.threats.slice(1)] };
      expect(checkTown(withLine).some((c) => c.rule === 'layout' && c.sentence === line)).toBe(true);
      // The typed words themselves are still spared.
      const typedOnly = { ...t, threats: [{ title: 'Low Water', description: 'The lake is low.' }] };
      expect(checkTown(typedOnly).filter((c) => c.sentence === 'The lake is low.')).toEqual([]);
      return;
    }
    throw new Error('no wall-less lake village in 200 seeds');
  });
});
