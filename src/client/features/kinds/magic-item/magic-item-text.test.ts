// Unit tests of how a magic item reads (type line, attunement, abilities, mechanics), its gallery search, its
// download name, its failure toasts, and the requests the forge's forms send.
import { filterEntities } from '@client/features/content/gallery/gallery-filters';
import { generationFailure } from '@client/features/content/generate/generation-errors';
import { ApiError } from '@client/lib/api-client';
import { magicItemQuickToRequest, magicItemRequestSchema } from '@shared/kinds/magic-item';
import { describe, expect, it } from 'vitest';
import { itemImageFileName, magicItemClientKind } from './magic-item-client-kind';
import {
  ADVANCED_DEFAULTS,
  advancedRequest,
  QUICK_DEFAULTS,
  showsArmorType,
  showsSpecificType,
  showsWeaponType,
} from './magic-item-form-values';
import {
  attunementText,
  itemMechanics,
  itemTypeLine,
  type MagicItemEntity,
  magicItemSearch,
  mechanicsChips,
  preview,
  spellLevelText,
  splitAbility,
} from './magic-item-text';

const sword: MagicItemEntity = {
  id: 3,
  createdAt: '2026-11-21T12:00:00Z',
  updatedAt: '2026-11-21T12:00:00Z',
  seed: 99,
  provider: 'procedural',
  engineVersion: '1',
  version: 1,
  locked: [],
  imageStatus: 'ready',
  imageError: null,
  imageUrl: '/api/magic-item/3/image?v=abc',
  name: 'Emberwake, Brand of the Ashen Court',
  type: 'Weapon',
  subtype: 'Sword (longsword)',
  rarity: 'Very Rare',
  description: 'A longsword whose fuller glows like a banked forge.',
  abilities: [
    'Kindle. As a bonus action the blade bursts into flame for 1 minute (1d6 fire on a hit).',
    'Ashen Ward. Once per day, when you take fire damage, you may halve it.',
    'Smoulder: creatures hit must succeed on a DC 15 Constitution save or burn for 1d4 fire damage.',
    'It hums when dragons are within 1 mile',
  ],
  requiresAttunement: true,
  attunementRequirements: 'by a paladin',
  bonus: 2,
  damageType: 'slashing',
  damageAmount: '1d8 slashing plus 1d6 fire',
  armorClass: null,
  charges: null,
  recharge: null,
  duration: null,
  spellLevel: null,
  tags: ['fire', 'blade', 'court', 'oath'],
  quirks: ['Smells of cedar smoke.'],
  history: 'Forged for the last ember-knight.',
  appearance: 'Blackened steel with a copper grip.',
  artStyle: 'Gothic',
};

describe('magic item text', () => {
  it('reads type and subtype in one line, without repeating a subtype that is only the type', () => {
    expect(itemTypeLine(sword)).toBe('Weapon · Sword (longsword)');
    expect(itemTypeLine({ type: 'Wand', subtype: 'Wand' })).toBe('Wand');
    expect(itemTypeLine({ type: 'Wondrous Item', subtype: 'Amulet' })).toBe('Wondrous Item · Amulet');
  });

  it('says who may attune, or nothing when anyone may use it', () => {
    expect(attunementText(sword)).toBe('Requires attunement by a paladin');
    expect(attunementText({ requiresAttunement: true, attunementRequirements: null })).toBe(
      'Requires attunement',
    );
    expect(attunementText({ requiresAttunement: false, attunementRequirements: null })).toBeNull();
  });

  it('splits an ability into its name and effect, and leaves a nameless one whole', () => {
    expect(splitAbility(sword.abilities[0]!)).toEqual({
      name: 'Kindle',
      effect: 'As a bonus action the blade bursts into flame for 1 minute (1d6 fire on a hit).',
    });
    expect(splitAbility(sword.abilities[2]!).name).toBe('Smoulder');
    expect(splitAbility(sword.abilities[3]!)).toEqual({ name: null, effect: sword.abilities[3] });
  });

  it('previews at most the limit and says whether there is more', () => {
    expect(preview(sword.abilities, 3)).toEqual({ shown: sword.abilities.slice(0, 3), more: true });
    expect(preview(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: false });
  });

  it('lists only the mechanics the item has, and summarises them for the card', () => {
    expect(itemMechanics(sword)).toEqual([
      { key: 'bonus', label: 'Bonus', value: '+2' },
      { key: 'damageType', label: 'Damage Type', value: 'Slashing' },
      { key: 'damage', label: 'Damage', value: '1d8 slashing plus 1d6 fire' },
    ]);
    expect(mechanicsChips(sword).map((chip) => chip.text)).toEqual(['+2', '1d8 slashing plus 1d6 fire']);

    const plate = { ...sword, damageType: null, damageAmount: null, armorClass: '18 (plate) + 1', bonus: 1 };
    // Armour's bonus is already in its AC.
    expect(mechanicsChips(plate).map((chip) => chip.text)).toEqual(['AC 18 (plate) + 1']);

    const wand = {
      ...sword,
      bonus: null,
      damageType: null,
      damageAmount: null,
      charges: 7,
      recharge: 'regains 1d6 + 1 expended charges daily at dawn',
    };
    expect(itemMechanics(wand).map((m) => m.label)).toEqual(['Charges', 'Recharge']);
    expect(mechanicsChips(wand).map((chip) => chip.text)).toEqual(['7 charges']);

    const scroll = { ...wand, charges: null, recharge: null, spellLevel: 3 };
    expect(mechanicsChips(scroll).map((chip) => chip.text)).toEqual(['3rd level spell']);
    expect(mechanicsChips({ ...scroll, spellLevel: 0 }).map((chip) => chip.text)).toEqual(['Cantrip']);
    const potion = { ...wand, charges: null, recharge: null, duration: '1 hour' };
    expect(mechanicsChips(potion).map((chip) => chip.text)).toEqual(['1 hour']);
  });

  it('names spell levels as a game master says them', () => {
    expect([0, 1, 2, 3, 4, 9].map(spellLevelText)).toEqual([
      'Cantrip',
      '1st level',
      '2nd level',
      '3rd level',
      '4th level',
      '9th level',
    ]);
  });

  it('searches name, type, rarity and tags', () => {
    const ring = {
      ...sword,
      id: 4,
      name: 'Quiet Band',
      type: 'Ring' as const,
      subtype: 'Band',
      rarity: 'Uncommon' as const,
      tags: ['stealth'],
    };
    const find = (query: string) => filterEntities([sword, ring], magicItemSearch, query, [], {});
    expect(find('emberwake').map((i) => i.id)).toEqual([3]);
    expect(find('ring').map((i) => i.id)).toEqual([4]);
    expect(find('very rare').map((i) => i.id)).toEqual([3]);
    expect(find('STEALTH').map((i) => i.id)).toEqual([4]);
    expect(find('longsword').map((i) => i.id)).toEqual([3]);
    expect(find('nothing like it')).toEqual([]);
  });

  it('downloads the picture as the lowercased name plus -magic-item.jpg', () => {
    expect(itemImageFileName('Emberwake, Brand of the Ashen Court')).toBe(
      'emberwake, brand of the ashen court-magic-item.jpg',
    );
    expect(itemImageFileName('Key/Lock')).toBe('keylock-magic-item.jpg');
    expect(magicItemClientKind.imageFileName(sword)).toMatch(/^emberwake.*-magic-item\.jpg$/);
    expect(magicItemClientKind.imageDownloadFormat).toBe('jpeg');
  });

  it('speaks of magic items in its failure toasts', () => {
    const texts = magicItemClientKind.texts;
    expect(generationFailure(texts, new ApiError('No', 403, 'GENERATIONS_LIMIT_REACHED')).description).toBe(
      "You've used all your magic item generations. Check your account for details on generation limits.",
    );
    expect(generationFailure(texts, new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Error',
      description: 'Failed to generate magic item. Please try again.',
    });
  });
});

describe('magic item forms', () => {
  it('sends the quick defaults with history and quirks', () => {
    expect(magicItemQuickToRequest(QUICK_DEFAULTS)).toEqual({
      rarity: 'Rare',
      type: 'Wondrous Item',
      artStyle: 'Fantasy',
      includeHistory: true,
      includeQuirks: true,
    });
  });

  it('shows the weapon type for Weapon, the armor type for Armor, the specific type for Other', () => {
    expect(showsWeaponType({ type: 'Weapon' })).toBe(true);
    expect(showsWeaponType({ type: 'Armor' })).toBe(false);
    expect(showsArmorType({ type: 'Armor' })).toBe(true);
    expect(showsArmorType({ type: undefined })).toBe(false);
    expect(showsSpecificType({ type: 'Weapon', weaponType: 'Other' })).toBe(true);
    expect(showsSpecificType({ type: 'Weapon', weaponType: 'Sword' })).toBe(false);
    expect(showsSpecificType({ type: 'Armor', armorType: 'Other' })).toBe(true);
    // A weapon type left over from before the type changed does not count.
    expect(showsSpecificType({ type: 'Ring', weaponType: 'Other' })).toBe(false);
  });

  it('sends only the fields that are shown, as a request the schema accepts', () => {
    const weapon = advancedRequest({
      rarity: 'Legendary',
      type: 'Weapon',
      weaponType: 'Other',
      armorType: 'Shield',
      specificType: '  trident ',
      includeHistory: false,
      includeQuirks: true,
      artStyle: 'Dwarven',
    });
    expect(weapon).toEqual({
      rarity: 'Legendary',
      type: 'Weapon',
      weaponType: 'Other',
      specificType: 'trident',
      includeHistory: false,
      includeQuirks: true,
      artStyle: 'Dwarven',
    });
    expect(magicItemRequestSchema.safeParse(weapon).success).toBe(true);

    const open = advancedRequest({ rarity: 'Common', weaponType: 'Sword', specificType: 'whip' });
    expect(open).toEqual({
      rarity: 'Common',
      includeHistory: true,
      includeQuirks: true,
      artStyle: 'Fantasy',
    });
    expect(
      advancedRequest({ rarity: 'Rare', type: 'Armor', armorType: 'Heavy Armor', specificType: 'x' }),
    ).toMatchObject({ type: 'Armor', armorType: 'Heavy Armor' });
    expect(advancedRequest({ rarity: 'Rare', type: 'Armor', armorType: 'Heavy Armor' })).not.toHaveProperty(
      'specificType',
    );
  });

  it('opens the Advanced form on a request the server takes as it is (Rare, any type)', () => {
    const request = magicItemRequestSchema.parse(advancedRequest(ADVANCED_DEFAULTS as never));
    expect(request).toMatchObject({ rarity: 'Rare', artStyle: 'Fantasy', includeHistory: true });
    expect(request.type).toBeUndefined();
  });

  it('refuses a missing rarity with the spec message', () => {
    const result = magicItemRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select a rarity');
  });
});
