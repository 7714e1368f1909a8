// One game master's account asks for the same item again and again (ten rare swords, ten potions). Written in a row
// as the app writes them, each avoiding the world before it, no phrase may come back in more than 3 of 25 and no
// long sentence in more than 2: a reader recognises the template long before the names change.
import { describe, expect, it } from 'vitest';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { measurePhrases, measureRepetition, splitSentences } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const base = { includeHistory: true, includeQuirks: true };
const PROFILES: Record<string, Record<string, unknown>> = {
  'rare sword': { ...base, rarity: 'Rare', type: 'Weapon', weaponType: 'Sword', artStyle: 'Fantasy' },
  'rare wondrous item': { ...base, rarity: 'Rare', type: 'Wondrous Item', artStyle: 'Fantasy' },
  'uncommon potion': { ...base, rarity: 'Uncommon', type: 'Potion', artStyle: 'Fantasy' },
  'very rare heavy armor': {
    ...base,
    rarity: 'Very Rare',
    type: 'Armor',
    armorType: 'Heavy Armor',
    artStyle: 'Gothic',
  },
};

const N = 25;

/**
 * What a reader reads as prose: the name, the description's opening sentence, the appearance, the quirks and the
 * history. Rules text (the abilities, and the description after its opening: 'You have a +1 bonus to attack and
 * damage rolls', 'Drinking this potion takes an action') reads the same way in every item, and is left out.
 */
function prose(item: MagicItemData) {
  return {
    n: item.name,
    d: splitSentences(item.description)[0],
    ap: item.appearance,
    q: item.quirks,
    h: item.history,
    at: item.attunementRequirements,
  };
}

async function account(request: Record<string, unknown>, salt: number) {
  return (await writeAccount('magic-item', request, { count: N, salt })).map((r) =>
    prose(r as MagicItemData),
  );
}

describe('one account asking for the same item 25 times', () => {
  for (const [name, request] of Object.entries(PROFILES)) {
    it(`repeats no phrase in more than 3 and no sentence in more than 2 of 25 ${name}s`, async () => {
      const records = await account(request, 1000);
      const phrases = measurePhrases(records, { words: 6, top: 40 }).filter((p) => p.share * N > 3);
      const sentences = measureRepetition(records, { top: 40 }).worst.filter((w) => w.share * N > 2);
      expect({ phrases, sentences }, name).toEqual({ phrases: [], sentences: [] });
    }, 20_000);
  }
});
