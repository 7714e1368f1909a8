// Holds every generated item to its rarity's power budget (DMG) over thousands of seeds per rarity, and its name
// and story to what it actually does.
import { describe, expect, it } from 'vitest';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
  type ItemRarity,
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { createRng } from '../../engine/rng.js';
import { generateMagicItem } from './generate.js';
import { budgetViolations } from './text/budget.js';
import { MAX_CHARGES, MAX_DC, TIER } from './text/rarity.js';

const PER_RARITY = 1500;

function itemsOf(rarity: ItemRarity): MagicItemData[] {
  const rng = createRng(`budget-${rarity}`, 'magic-item-tests');
  const out: MagicItemData[] = [];
  for (let i = 0; i < PER_RARITY; i++) {
    const type = rng.chance(0.1) ? undefined : rng.pick(ITEM_TYPES);
    const input: MagicItemRequestInput = {
      rarity,
      ...(type ? { type } : {}),
      artStyle: rng.pick(ITEM_ART_STYLES),
    };
    if (type === 'Weapon') input.weaponType = rng.pick(ITEM_WEAPON_TYPES.filter((w) => w !== 'Other'));
    if (type === 'Armor') input.armorType = rng.pick(ITEM_ARMOR_TYPES.filter((a) => a !== 'Other'));
    out.push(generateMagicItem(magicItemRequestSchema.parse(input), rng.nextUint32()));
  }
  return out;
}

const BY_RARITY = new Map(ITEM_RARITIES.map((r) => [r, itemsOf(r)] as const));

describe(`the power budget, over ${PER_RARITY} items per rarity`, () => {
  it.each(ITEM_RARITIES)('keeps every %s item within its budget', (rarity) => {
    const bad = (BY_RARITY.get(rarity) ?? [])
      .map((item) => ({ name: item.name, why: budgetViolations(item) }))
      .filter((v) => v.why.length > 0);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('caps bonuses: +1 uncommon weapon, +2 rare, +3 very rare; armour +1 rare, +2 very rare, +3 legendary', () => {
    const weaponCap = [0, 1, 2, 3, 3, 3];
    const armourCap = [0, 0, 1, 2, 3, 3];
    for (const [rarity, items] of BY_RARITY) {
      const t = TIER[rarity] - 1;
      for (const item of items) {
        const body = item.type === 'Armor' && !item.armorClass?.startsWith('+');
        const cap = (body ? armourCap : weaponCap)[t] as number;
        expect(item.bonus ?? 0, `${item.name} (${rarity} ${item.subtype})`).toBeLessThanOrEqual(cap);
      }
    }
  });

  it('never gives an uncommon weapon both a bonus and extra damage, nor more than one minor property', () => {
    for (const item of BY_RARITY.get('Uncommon') ?? []) {
      if (item.type === 'Weapon') expect(item.damageAmount, item.name).not.toMatch(/ plus /);
      if (item.bonus !== null) expect(item.abilities.length, item.name).toBe(1);
      expect(item.abilities.length, item.name).toBeLessThanOrEqual(2);
    }
  });

  it('scales save DCs to rarity: 13 uncommon, 15 rare, 17 very rare, 18 legendary', () => {
    for (const [rarity, items] of BY_RARITY) {
      const cap = MAX_DC[TIER[rarity] - 1] as number;
      for (const item of items) {
        if (item.type === 'Scroll') continue;
        for (const m of item.abilities.join(' ').matchAll(/DC (\d+) \w+ saving throw/g))
          expect(Number(m[1]), `${item.name} (${rarity})`).toBeLessThanOrEqual(cap);
      }
    }
  });

  it('keeps charges to a handful that regain dice at dawn or dusk, and legendary items attuned', () => {
    for (const [rarity, items] of BY_RARITY) {
      for (const item of items) {
        if (item.charges !== null) {
          expect(item.charges, item.name).toBeGreaterThanOrEqual(3);
          expect(item.charges, item.name).toBeLessThanOrEqual(MAX_CHARGES);
          expect(item.recharge, item.name).toMatch(/^regains \d+d\d+( \+ \d+)? expended charges daily at/);
        }
        const consumable = item.type === 'Potion' || item.type === 'Scroll';
        if (TIER[rarity] >= 5 && !consumable) expect(item.requiresAttunement, item.name).toBe(true);
        if (/ plus \d+d\d+/.test(item.damageAmount ?? ''))
          expect(item.requiresAttunement, item.name).toBe(true);
      }
    }
  });
});

describe('names and stories promise only what the item does', () => {
  const all = [...BY_RARITY.values()].flat();

  it('grants invisibility when the name speaks of it', () => {
    for (const item of all) {
      if (/\b(Unseen|Invisible|Vanishing)\b/.test(item.name))
        expect(item.abilities.join(' '), item.name).toMatch(/invisib/);
    }
  });

  it('protects against poison when it was made to keep someone alive through poisoned feasts', () => {
    let promised = 0;
    for (const item of all) {
      const story = `${item.description} ${item.history}`;
      if (/alive through a year of feasts|heir lived/.test(story)) {
        promised++;
        expect(item.abilities.join(' '), item.name).toMatch(/poison/);
      }
    }
    expect(promised).toBeGreaterThan(0);
  });
});
