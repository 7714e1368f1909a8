// A strict game master read 25 items of one account and met each shape of opening ('a failure by its maker's own
// account', 'has changed hands many times') in the very words of an earlier item: each shape had two wordings, and
// an account comes back to each shape three or four times. Written as the app writes an account, no run of five
// words of the openings' own wording may come back in a later item.
import { describe, expect, it } from 'vitest';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { splitSentences } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';
import { STORY_RULES } from './text/story.js';

const N = 25;
const base = { includeHistory: true, includeQuirks: true };
const REQUESTS: Record<string, Record<string, unknown>> = {
  'uncommon item': { ...base, rarity: 'Uncommon' },
  'rare wondrous item': { ...base, rarity: 'Rare', type: 'Wondrous Item' },
};

/** The five-word runs of an opening, lower-cased. */
function runs(sentence: string): Set<string> {
  const words = sentence.toLowerCase().match(/[a-z’']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) out.add(words.slice(i, i + 5).join(' '));
  return out;
}

/** The five-word runs the opening rules write themselves, whatever era, maker and purpose fill them. */
const FIXED = new Set(
  Object.entries(STORY_RULES)
    .filter(([symbol]) => symbol.startsWith('di_'))
    .flatMap(([, alts]) => alts.flatMap((alt) => alt.split(/#[^#]*#|<[^>]*>/)))
    .flatMap((fragment) => [...runs(fragment)]),
);

describe('the openings of one account asking for the same item 25 times', () => {
  for (const [name, request] of Object.entries(REQUESTS)) {
    it(`repeat no run of five words across 25 ${name}s`, async () => {
      for (const salt of [1000, 2000]) {
        const items = (await writeAccount('magic-item', request, { count: N, salt })) as MagicItemData[];
        const seen = new Map<string, number>();
        const again: string[] = [];
        items.forEach((item, i) => {
          for (const run of runs(splitSentences(item.description)[0] ?? '')) {
            if (!FIXED.has(run)) continue;
            if (seen.has(run)) again.push(`${seen.get(run)}→${i}: ${run}`);
            else seen.set(run, i);
          }
        });
        expect(again, `${name}, salt ${salt}`).toEqual([]);
      }
    }, 120_000);
  }
});
