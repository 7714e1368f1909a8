// A strict game master read 25 items of one account and found nearly a third of the histories opening on the maker's
// biography ('The wizard X had been expelled from two academies…') right after a description that opened on the same
// maker. Written as the app writes an account, no more than a sixth of 25 histories may open on the maker.
import { describe, expect, it } from 'vitest';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { splitSentences } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const N = 25;
const base = { includeHistory: true, includeQuirks: true };
const REQUESTS: Record<string, Record<string, unknown>> = {
  'uncommon item': { ...base, rarity: 'Uncommon' },
  'rare wondrous item': { ...base, rarity: 'Rare', type: 'Wondrous Item' },
};

/** Whether the history opens on the maker the description's first sentence names ('The wizard Aldous Sawyer …'). */
function opensOnMaker(item: MagicItemData): boolean {
  const lead = (splitSentences(item.history ?? '')[0] ?? '').split(' ').slice(0, 4).join(' ').toLowerCase();
  return (
    lead.split(' ').length === 4 && (splitSentences(item.description)[0] ?? '').toLowerCase().includes(lead)
  );
}

describe('the histories of one account asking for the same item 25 times', () => {
  for (const [name, request] of Object.entries(REQUESTS)) {
    it(`open on the maker in no more than a sixth of 25 ${name}s`, async () => {
      for (const salt of [1000, 2000, 3000]) {
        const items = (await writeAccount('magic-item', request, { count: N, salt })) as MagicItemData[];
        expect(items.filter(opensOnMaker).length, `${name}, salt ${salt}`).toBeLessThanOrEqual(N / 6);
      }
    }, 120_000);
  }
});
