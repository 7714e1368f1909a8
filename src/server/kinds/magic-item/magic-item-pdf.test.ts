import { describe, expect, it } from 'vitest';
import { ITEM_RARITIES, ITEM_TYPES, type MagicItemData } from '../../../shared/kinds/magic-item.js';
import { magicItemKind } from './magic-item-kind.js';
import { itemMechanics, itemTypeLine } from './magic-item-pdf.js';

const crossbow: MagicItemData = {
  name: 'Emberbolt',
  type: 'Weapon',
  subtype: 'Crossbow (light crossbow)',
  rarity: 'Artifact',
  description: 'A light crossbow whose bolts smoulder.',
  abilities: ['Kindle. Bolts fired from it burn.'],
  requiresAttunement: true,
  attunementRequirements: null,
  bonus: 3,
  damageType: 'piercing and fire',
  damageAmount: '1d8 piercing plus 2d6 fire',
  armorClass: null,
  charges: null,
  recharge: null,
  duration: null,
  spellLevel: null,
  tags: ['fire'],
  quirks: [],
  history: '',
  appearance: 'Blackened walnut and brass.',
  artStyle: 'Gothic',
};

describe('the item card’s type line', () => {
  it('prints one pair of parentheses after the type, as a 5e book does', () => {
    expect(itemTypeLine(crossbow)).toBe('Weapon (light crossbow), artifact (requires attunement)');
    const leather = { ...crossbow, type: 'Armor', subtype: 'Light Armor (studded leather)', rarity: 'Rare' };
    expect(itemTypeLine({ ...leather, attunementRequirements: 'by a cleric' } as MagicItemData)).toBe(
      'Armor (studded leather), rare (requires attunement by a cleric)',
    );
    expect(
      itemTypeLine({ ...crossbow, subtype: 'Warhammer', rarity: 'Uncommon', requiresAttunement: false }),
    ).toBe('Weapon (warhammer), uncommon');
    expect(itemTypeLine({ ...crossbow, type: 'Wand', subtype: 'Wand', requiresAttunement: false })).toBe(
      'Wand, artifact',
    );
  });

  it('never nests parentheses, over every type and rarity the writer makes', () => {
    for (let seed = 0; seed < 200; seed++) {
      const request = magicItemKind.contract.requestSchema.parse({
        rarity: ITEM_RARITIES[seed % ITEM_RARITIES.length],
        type: ITEM_TYPES[(seed * 7) % ITEM_TYPES.length],
      });
      const line = itemTypeLine(magicItemKind.procedural.text(request, seed) as MagicItemData);
      expect(line, line).not.toMatch(/\([^)]*\(/);
    }
  });
});

describe('the item card’s mechanics', () => {
  it('shows the damage once: no damage type line when the damage line names every type', () => {
    expect(itemMechanics(crossbow)).toEqual([
      ['Bonus', '+3'],
      ['Damage', '1d8 piercing plus 2d6 fire'],
    ]);
    expect(itemMechanics({ ...crossbow, damageAmount: '1d8', bonus: null })).toEqual([
      ['Damage', '1d8'],
      ['Damage type', 'piercing and fire'],
    ]);
    expect(itemMechanics({ ...crossbow, damageAmount: null, bonus: null })).toEqual([
      ['Damage type', 'piercing and fire'],
    ]);
  });

  it('does not repeat armour’s bonus that its Armor Class already adds', () => {
    const leather = {
      ...crossbow,
      type: 'Armor' as const,
      damageType: null,
      damageAmount: null,
      bonus: 1,
      armorClass: '11 + Dex + 1 (leather)',
    };
    expect(itemMechanics(leather)).toEqual([['Armor Class', '11 + Dex + 1 (leather)']]);
    expect(itemMechanics({ ...leather, armorClass: '13 (shield)' })).toEqual([
      ['Bonus', '+1'],
      ['Armor Class', '13 (shield)'],
    ]);
  });

  it('never prints the same value twice, over the writer’s items', () => {
    for (let seed = 0; seed < 200; seed++) {
      const request = magicItemKind.contract.requestSchema.parse({
        rarity: ITEM_RARITIES[seed % ITEM_RARITIES.length],
        type: ITEM_TYPES[(seed * 3) % ITEM_TYPES.length],
      });
      const rows = itemMechanics(magicItemKind.procedural.text(request, seed) as MagicItemData);
      expect(rows.map(([label]) => label)).not.toContain('Damage type');
      const values = rows.map(([, value]) => value);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
