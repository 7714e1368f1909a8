// A strict game master's read of 25 towns of one account (0 of 25 usable): a tie between two key people stated
// twice, once from each side ('They share a bull with Jebnix' then 'Jebnix went halves with Pellock on a bull');
// every rumour opening on a formula ('It is whispered in the pews that'); one look detail, one hoard under the
// floor, one custom in town after town; a hamlet of twenty-five with a constable of its own.
import { describe, expect, it } from 'vitest';
import type { TownData } from '../../../shared/kinds/town.js';
import { measurePhrases } from '../../engine/repetition.js';
import { fillerOnly, writeAccount } from '../../test/one-account.js';

const N = 25;
const held = (share: number) => Math.round(share * N);
const skip = fillerOnly;

/** The pairs of key people who each speak of the other: one tie told from both sides. */
function toldTwice(town: TownData): string[] {
  const people = town.keyNpcs;
  const mentions = (from: number, to: number) => {
    const [first] = people[to]!.name.split(' ');
    return people[from]!.description.includes(first!);
  };
  const out: string[] = [];
  for (let a = 0; a < people.length; a++)
    for (let b = a + 1; b < people.length; b++)
      if (mentions(a, b) && mentions(b, a)) out.push(`${people[a]!.description} / ${people[b]!.description}`);
  return out;
}

describe('25 towns of one account, read by a strict game master', () => {
  const trade = { size: 'town', economyType: 'trade', governmentType: 'council', mapStyle: 'fantasy' };
  const hamlet = { size: 'hamlet', economyType: 'random', governmentType: 'random', mapStyle: 'fantasy' };

  it('tells each tie between two key people once, not once from each side', async () => {
    const towns = (await writeAccount('town', trade, { count: N, salt: 31 })) as unknown as TownData[];
    const twice = towns.flatMap(toldTwice);
    expect(twice.length, twice.slice(0, 3).join('\n')).toBeLessThanOrEqual(2);
  }, 30_000);

  it('opens no rumour the same way in more than 3 of 25, and repeats no five-word phrase of them', async () => {
    const towns = (await writeAccount('town', trade, { count: N, salt: 47 })) as unknown as TownData[];
    const phrases = measurePhrases(
      towns.map((t) => t.rumors),
      { words: 5, top: 10, skip },
    ).filter((p) => held(p.share) > 3);
    expect(phrases).toEqual([]);
  }, 30_000);

  it('gives a hamlet no constable, watch or lamplighter of its own, and no face detail in more than 3', async () => {
    const towns = (await writeAccount('town', hamlet, { count: N, salt: 53 })) as unknown as TownData[];
    const own = /(?<!parish )\bconstables?\b|\bcaptain of the watch\b|\blamplighters?\b/i;
    const wrong = towns.flatMap((t) =>
      [t.description, t.leadership, ...t.keyNpcs.flatMap((n) => [n.role, n.description])]
        .concat(
          t.establishments.map((e) => e.description),
          t.rumors,
          t.hooks.map((h) => h.description),
        )
        .filter((s) => own.test(s)),
    );
    expect(wrong).toEqual([]);
    const looks = measurePhrases(
      towns.map((t) => t.keyNpcs.map((n) => n.description)),
      { words: 6, top: 10, skip },
    ).filter((p) => held(p.share) > 3);
    expect(looks).toEqual([]);
  }, 30_000);
});
