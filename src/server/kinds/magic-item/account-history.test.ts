// A blind game master read 25 items of one account and found every story opening on one skeleton ('the tiefling
// evoker made it during the siege, for the garrison'), however its words were shuffled, and the same stock phrases
// ('the bearer of it', 'some forty years ago') item after item. Written as the app writes an account, each item
// avoiding the world before it, no shape of opening may carry more than a fifth of 25, and the stock phrases are gone.
// The sixth read found the event frame itself in nearly every item: most openings now tell no event at all (a patron,
// a mistake, a famous use, a theft, a bequest, what it is for), and those shapes are counted here as well.
import { describe, expect, it } from 'vitest';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { splitSentences } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const N = 25;
const base = { includeHistory: true, includeQuirks: true };
const REQUESTS: Record<string, Record<string, unknown>> = {
  'uncommon item': { ...base, rarity: 'Uncommon' },
  'rare sword': { ...base, rarity: 'Rare', type: 'Weapon', weaponType: 'Sword' },
  'rare wondrous item': { ...base, rarity: 'Rare', type: 'Wondrous Item' },
};

/** The shape an opening tells its story in; the plain 'X made it during Y, for Z' is the last, whatever its order. */
const SHAPES: readonly [string, RegExp][] = [
  // The sixth blind read's shapes, which tell no making during an event (story.ts di_shape).
  [
    'a famous use',
    /remembered in|owes (its|their) fame|earned (its|their) name|one story worth|^Ask about|^The story everyone tells|^The tale told most often|^What people remember/,
  ],
  ['a theft', /\bstolen\b|\blifted\b/],
  ['a bequest', /\bwill\b|\bleft (this|these)\b/],
  [
    'what it is for',
    /piece:|^Nothing about|plain work|no decoration|^Whatever else|, and (that is still|nothing since|that is how)/,
  ],
  [
    'a mistake',
    /mistake that worked|an accident:|happy blunder|by-product|spoiled the final|hurried the binding|lost (his|her|their|its) nerve|was hired to make|meant to make|\bmeant (this|these)\b/,
  ],
  ['a patron', /needed something|who wanted (it|them)|commissioned (this|these)/],
  ['survived', /\bsurviv|\bthe exception\b/],
  ['commissioned', /\bcommission(ed)?\b|\bpaid\b|\bcharged\b/],
  [
    'a failed attempt',
    /\ba failure\b|came out wrong|botched|set out to make|failed to make|fell short of the plan/,
  ],
  ['won against rivals', /\bwon (the right|it)\b|beat every rival|outbid/],
  [
    'told from now back',
    /come a long way|^Nobody knows every road|^The road from|^Long before anyone|^Years and miles|^Few who carry/,
  ],
  ['found by its mark', /maker’s mark|the mark of\b|\bmark on\b|the stamp on|the sign on/],
  ['handed down', /changed hands|^Every owner|^Heirs and buyers|^Whoever passes|from owner to owner/],
];

function shape(item: MagicItemData): string {
  const first = splitSentences(item.description)[0] ?? '';
  return SHAPES.find(([, re]) => re.test(first))?.[0] ?? 'made';
}

async function account(request: Record<string, unknown>, salt: number): Promise<MagicItemData[]> {
  return (await writeAccount('magic-item', request, { count: N, salt })) as MagicItemData[];
}

describe('one account asking for the same item 25 times (the blind read)', () => {
  const accounts = new Map<string, Promise<MagicItemData[]>>();
  const written = (name: string, request: Record<string, unknown>, salt: number) => {
    const key = `${name} ${salt}`;
    if (!accounts.has(key)) accounts.set(key, account(request, salt));
    return accounts.get(key) as Promise<MagicItemData[]>;
  };

  for (const [name, request] of Object.entries(REQUESTS)) {
    it(`opens no more than a fifth of 25 ${name}s on one skeleton`, async () => {
      for (const salt of [1000, 2000]) {
        const counts = new Map<string, number>();
        for (const item of await written(name, request, salt))
          counts.set(shape(item), (counts.get(shape(item)) ?? 0) + 1);
        const worst = Math.max(...counts.values());
        expect(worst, `${name}, salt ${salt}: ${JSON.stringify([...counts])}`).toBeLessThanOrEqual(N / 5);
      }
    }, 60_000);
  }

  it('says none of the stock phrases the reader found in item after item', async () => {
    for (const [name, request] of Object.entries(REQUESTS)) {
      for (const salt of [1000, 2000]) {
        const text = (await written(name, request, salt))
          .map((i) => [i.description, i.history, i.appearance, ...i.quirks].join(' '))
          .join('\n');
        expect(text, `${name}, salt ${salt}`).not.toMatch(
          /\bthe bearer of (it|them)\b|\bsome forty years ago\b/,
        );
      }
    }
  }, 60_000);
});
