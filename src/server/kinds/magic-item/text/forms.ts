// What an item physically is: weapon and armor statistics from the 5e tables, wondrous objects, and how a
// request (type, weapon type, armor type, typed specific type) resolves to one of them.
import type {
  ItemArmorType,
  ItemType,
  ItemWeaponType,
  MagicItemRequest,
} from '../../../../shared/kinds/magic-item.js';
import type { Rng } from '../../../engine/rng.js';
import { type TypedSpec, typedType } from './typed.js';

export type DamageKind = 'slashing' | 'piercing' | 'bludgeoning';

export interface WeaponStats {
  /** Base damage dice: '1d8'. */
  readonly dice: string;
  readonly damage: DamageKind;
  readonly ranged: boolean;
  /** What a ranged weapon shoots ('arrow', 'bolt'); '' for melee and thrown weapons. */
  readonly missile: string;
  /** The 5e weapon properties, for the description. */
  readonly properties: string;
  /** The 5e weapon whose numbers it uses ('longsword' for a katana); '' when they were guessed from the words. */
  readonly plays: string;
}

export type ArmorKind = 'light' | 'medium' | 'heavy' | 'shield' | 'garment' | 'piece';

export interface ArmorStats {
  readonly kind: ArmorKind;
  /** Base AC (light, medium, heavy, garment) or the bonus a shield or piece adds. */
  readonly base: number;
  /** How the armor is named in the AC line: '18 + 1 (plate)'. */
  readonly label: string;
}

/** One resolved form: everything the writer needs to know about the object itself. */
export interface ItemForm {
  readonly type: ItemType;
  /** The stored subtype: 'Warhammer', 'Sword (greatsword)', 'Heavy Armor (plate)', 'Amulet'. */
  readonly subtype: string;
  /** The noun prose uses: 'warhammer', 'plate armor', 'boots'. */
  readonly noun: string;
  /** Plural objects (boots, bracers) take "they" and plural verbs. */
  readonly plural: boolean;
  /** Nouns for names: 'Maul', 'Hammer'. */
  readonly nameNouns: readonly string[];
  /** Grammar tags: how it is used, worn or held, so only fitting phrases are offered. */
  readonly tags: readonly string[];
  /** The part that strikes, shines or is worked on: 'head', 'blade', 'lens'. */
  readonly part: string;
  /** The artisan who would make it, and the tools they are proficient with. */
  readonly craft: string;
  readonly tools: string;
  readonly weapon?: WeaponStats;
  readonly armor?: ArmorStats;
}

interface WeaponVariant {
  readonly key: string;
  readonly noun: string;
  readonly dice: string;
  readonly damage: DamageKind;
  readonly properties: string;
  readonly names: readonly string[];
  readonly part: string;
  readonly tags: readonly string[];
  readonly weight: number;
  readonly missile?: string;
  readonly craft?: string;
}

const SMITH = { craft: 'weaponsmith', tools: 'smith’s tools' };

/** The requested weapon types and their variants; the label in brackets is the variant when there are several. */
export const WEAPONS: Readonly<Record<Exclude<ItemWeaponType, 'Other'>, readonly WeaponVariant[]>> = {
  Sword: [
    {
      key: 'longsword',
      noun: 'longsword',
      dice: '1d8',
      damage: 'slashing',
      properties: 'versatile (1d10)',
      names: ['Blade', 'Sword', 'Brand', 'Longsword', 'Edge'],
      part: 'blade',
      tags: ['melee', 'blade'],
      weight: 40,
    },
    {
      key: 'greatsword',
      noun: 'greatsword',
      dice: '2d6',
      damage: 'slashing',
      properties: 'heavy, two-handed',
      names: ['Greatsword', 'Blade', 'Brand', 'Edge'],
      part: 'blade',
      tags: ['melee', 'blade', 'two-handed'],
      weight: 20,
    },
    {
      key: 'shortsword',
      noun: 'shortsword',
      dice: '1d6',
      damage: 'piercing',
      properties: 'finesse, light',
      names: ['Shortsword', 'Blade', 'Fang', 'Sting'],
      part: 'blade',
      tags: ['melee', 'blade', 'finesse'],
      weight: 20,
    },
    {
      key: 'scimitar',
      noun: 'scimitar',
      dice: '1d6',
      damage: 'slashing',
      properties: 'finesse, light',
      names: ['Scimitar', 'Sabre', 'Crescent', 'Blade'],
      part: 'blade',
      tags: ['melee', 'blade', 'finesse'],
      weight: 10,
    },
    {
      key: 'rapier',
      noun: 'rapier',
      dice: '1d8',
      damage: 'piercing',
      properties: 'finesse',
      names: ['Rapier', 'Needle', 'Blade', 'Sword'],
      part: 'blade',
      tags: ['melee', 'blade', 'finesse'],
      weight: 10,
    },
  ],
  Axe: [
    {
      key: 'battleaxe',
      noun: 'battleaxe',
      dice: '1d8',
      damage: 'slashing',
      properties: 'versatile (1d10)',
      names: ['Axe', 'Battleaxe', 'Cleaver', 'Bite'],
      part: 'blade',
      tags: ['melee', 'blade', 'chopper'],
      weight: 50,
    },
    {
      key: 'greataxe',
      noun: 'greataxe',
      dice: '1d12',
      damage: 'slashing',
      properties: 'heavy, two-handed',
      names: ['Greataxe', 'Axe', 'Cleaver', 'Reaver'],
      part: 'blade',
      tags: ['melee', 'blade', 'chopper', 'two-handed'],
      weight: 35,
    },
    {
      key: 'handaxe',
      noun: 'handaxe',
      dice: '1d6',
      damage: 'slashing',
      properties: 'light, thrown (range 20/60)',
      names: ['Hatchet', 'Handaxe', 'Axe'],
      part: 'blade',
      tags: ['melee', 'blade', 'chopper', 'thrown'],
      weight: 15,
    },
  ],
  Mace: [
    {
      key: 'mace',
      noun: 'mace',
      dice: '1d6',
      damage: 'bludgeoning',
      properties: 'simple melee',
      names: ['Mace', 'Flanged Mace', 'Cudgel', 'Crusher'],
      part: 'head',
      tags: ['melee', 'blunt'],
      weight: 1,
    },
  ],
  Dagger: [
    {
      key: 'dagger',
      noun: 'dagger',
      dice: '1d4',
      damage: 'piercing',
      properties: 'finesse, light, thrown (range 20/60)',
      names: ['Dagger', 'Knife', 'Dirk', 'Stiletto', 'Fang'],
      part: 'blade',
      tags: ['melee', 'blade', 'finesse', 'thrown'],
      weight: 1,
    },
  ],
  Bow: [
    {
      key: 'longbow',
      noun: 'longbow',
      dice: '1d8',
      damage: 'piercing',
      properties: 'ammunition (range 150/600), heavy, two-handed',
      names: ['Longbow', 'Bow', 'Warbow', 'Greatbow'],
      part: 'string',
      tags: ['ranged', 'bow'],
      weight: 60,
      missile: 'arrow',
      craft: 'bowyer',
    },
    {
      key: 'shortbow',
      noun: 'shortbow',
      dice: '1d6',
      damage: 'piercing',
      properties: 'ammunition (range 80/320), two-handed',
      names: ['Shortbow', 'Bow', 'Hornbow'],
      part: 'string',
      tags: ['ranged', 'bow'],
      weight: 40,
      missile: 'arrow',
      craft: 'bowyer',
    },
  ],
  Crossbow: [
    {
      key: 'light crossbow',
      noun: 'light crossbow',
      dice: '1d8',
      damage: 'piercing',
      properties: 'ammunition (range 80/320), loading, two-handed',
      names: ['Crossbow', 'Latchbow'],
      part: 'string',
      tags: ['ranged', 'crossbow'],
      weight: 45,
      missile: 'bolt',
      craft: 'crossbow-maker',
    },
    {
      key: 'heavy crossbow',
      noun: 'heavy crossbow',
      dice: '1d10',
      damage: 'piercing',
      properties: 'ammunition (range 100/400), heavy, loading, two-handed',
      names: ['Arbalest', 'Crossbow', 'Siege Bow'],
      part: 'string',
      tags: ['ranged', 'crossbow'],
      weight: 35,
      missile: 'bolt',
      craft: 'crossbow-maker',
    },
    {
      key: 'hand crossbow',
      noun: 'hand crossbow',
      dice: '1d6',
      damage: 'piercing',
      properties: 'ammunition (range 30/120), light, loading',
      names: ['Hand Crossbow', 'Latchbow'],
      part: 'string',
      tags: ['ranged', 'crossbow'],
      weight: 20,
      missile: 'bolt',
      craft: 'crossbow-maker',
    },
  ],
  Staff: [
    {
      key: 'quarterstaff',
      noun: 'quarterstaff',
      dice: '1d6',
      damage: 'bludgeoning',
      properties: 'versatile (1d8)',
      names: ['Staff', 'Quarterstaff', 'Stave'],
      part: 'capped end',
      tags: ['melee', 'blunt', 'wooden'],
      weight: 1,
      craft: 'woodcarver',
    },
  ],
  Warhammer: [
    {
      key: 'warhammer',
      noun: 'warhammer',
      dice: '1d8',
      damage: 'bludgeoning',
      properties: 'versatile (1d10)',
      names: ['Maul', 'Hammer', 'Warhammer'],
      part: 'head',
      tags: ['melee', 'blunt', 'hammer'],
      weight: 1,
    },
  ],
  Spear: [
    {
      key: 'spear',
      noun: 'spear',
      dice: '1d6',
      damage: 'piercing',
      properties: 'thrown (range 20/60), versatile (1d8)',
      names: ['Spear', 'Warspear', 'Boar Spear', 'Lance'],
      part: 'point',
      tags: ['melee', 'point', 'thrown'],
      weight: 1,
    },
  ],
};

/** Weapons a game master may type under Other, with their 5e statistics; synonyms borrow a neighbour's numbers. */
const EXOTIC_WEAPONS: readonly (WeaponVariant & { readonly words: readonly string[] })[] = [
  {
    key: 'trident',
    noun: 'trident',
    dice: '1d6',
    damage: 'piercing',
    properties: 'thrown (range 20/60), versatile (1d8)',
    names: ['Trident', 'Tines', 'Fork'],
    part: 'head',
    tags: ['melee', 'point', 'thrown'],
    weight: 3,
    words: ['trident'],
  },
  {
    key: 'glaive',
    noun: 'glaive',
    dice: '1d10',
    damage: 'slashing',
    properties: 'heavy, reach, two-handed',
    names: ['Glaive', 'Polearm', 'Reaper'],
    part: 'blade',
    tags: ['melee', 'blade', 'reach', 'two-handed'],
    weight: 3,
    words: ['glaive', 'naginata', 'scythe', 'bill'],
  },
  {
    key: 'halberd',
    noun: 'halberd',
    dice: '1d10',
    damage: 'slashing',
    properties: 'heavy, reach, two-handed',
    names: ['Halberd', 'Poleaxe', 'Reaver'],
    part: 'blade',
    tags: ['melee', 'blade', 'chopper', 'reach', 'two-handed'],
    weight: 3,
    words: ['halberd', 'bardiche', 'poleaxe', 'pollaxe', 'poleax'],
  },
  {
    key: 'pike',
    noun: 'pike',
    dice: '1d10',
    damage: 'piercing',
    properties: 'heavy, reach, two-handed',
    names: ['Pike', 'Longspear'],
    part: 'point',
    tags: ['melee', 'point', 'reach', 'two-handed'],
    weight: 2,
    words: ['pike', 'partisan', 'ranseur', 'spetum', 'sarissa'],
  },
  {
    key: 'lance',
    noun: 'lance',
    dice: '1d12',
    damage: 'piercing',
    properties: 'reach, special',
    names: ['Lance', 'Tilt'],
    part: 'point',
    tags: ['melee', 'point', 'reach'],
    weight: 1,
    words: ['lance'],
  },
  {
    key: 'whip',
    noun: 'whip',
    dice: '1d4',
    damage: 'slashing',
    properties: 'finesse, reach',
    names: ['Whip', 'Lash', 'Scourge'],
    part: 'lash',
    tags: ['melee', 'reach', 'finesse', 'lash'],
    weight: 2,
    words: ['whip', 'lash', 'scourge'],
  },
  {
    key: 'flail',
    noun: 'flail',
    dice: '1d8',
    damage: 'bludgeoning',
    properties: 'martial melee',
    names: ['Flail', 'Thresher', 'Scourge'],
    part: 'head',
    tags: ['melee', 'blunt'],
    weight: 2,
    words: ['flail'],
  },
  {
    key: 'morningstar',
    noun: 'morningstar',
    dice: '1d8',
    damage: 'piercing',
    properties: 'martial melee',
    names: ['Morningstar', 'Spiked Mace'],
    part: 'head',
    tags: ['melee', 'blunt'],
    weight: 2,
    words: ['morningstar', 'morning star'],
  },
  {
    key: 'maul',
    noun: 'maul',
    dice: '2d6',
    damage: 'bludgeoning',
    properties: 'heavy, two-handed',
    names: ['Maul', 'Sledge'],
    part: 'head',
    tags: ['melee', 'blunt', 'hammer', 'two-handed'],
    weight: 2,
    words: ['maul', 'sledgehammer', 'sledge'],
  },
  {
    key: 'greatclub',
    noun: 'greatclub',
    dice: '1d8',
    damage: 'bludgeoning',
    properties: 'two-handed',
    names: ['Greatclub', 'Club', 'Bludgeon'],
    part: 'head',
    tags: ['melee', 'blunt', 'wooden', 'two-handed'],
    weight: 1,
    words: ['greatclub', 'great club', 'tetsubo'],
  },
  {
    key: 'club',
    noun: 'club',
    dice: '1d4',
    damage: 'bludgeoning',
    properties: 'light',
    names: ['Club', 'Cudgel', 'Shillelagh'],
    part: 'head',
    tags: ['melee', 'blunt', 'wooden'],
    weight: 1,
    words: ['club', 'cudgel', 'shillelagh', 'truncheon', 'baton'],
  },
  {
    key: 'sickle',
    noun: 'sickle',
    dice: '1d4',
    damage: 'slashing',
    properties: 'light',
    names: ['Sickle', 'Crescent'],
    part: 'blade',
    // 'hooked': a crescent blade on a handle, no hilt, guard or pommel (blind read 5: drawn and told as a sabre).
    tags: ['melee', 'blade', 'hooked'],
    weight: 1,
    words: ['sickle', 'kama'],
  },
  {
    key: 'javelin',
    noun: 'javelin',
    dice: '1d6',
    damage: 'piercing',
    properties: 'thrown (range 30/120)',
    names: ['Javelin', 'Dart', 'Harpoon'],
    part: 'point',
    tags: ['melee', 'point', 'thrown'],
    weight: 2,
    words: ['javelin', 'harpoon', 'assegai'],
  },
  {
    key: 'war pick',
    noun: 'war pick',
    dice: '1d8',
    damage: 'piercing',
    properties: 'martial melee',
    names: ['Pick', 'War Pick', 'Beak'],
    part: 'spike',
    tags: ['melee', 'point', 'hammer'],
    weight: 2,
    words: ['war pick', 'pick', 'pickaxe', 'mattock'],
  },
  {
    key: 'light hammer',
    noun: 'light hammer',
    dice: '1d4',
    damage: 'bludgeoning',
    properties: 'light, thrown (range 20/60)',
    names: ['Hammer', 'Mallet'],
    part: 'head',
    tags: ['melee', 'blunt', 'hammer', 'thrown'],
    weight: 1,
    words: ['light hammer', 'mallet', 'throwing hammer'],
  },
  {
    key: 'sling',
    noun: 'sling',
    dice: '1d4',
    damage: 'bludgeoning',
    properties: 'ammunition (range 30/120)',
    names: ['Sling', 'Slingshot'],
    part: 'pouch',
    tags: ['ranged', 'sling'],
    weight: 1,
    missile: 'stone',
    words: ['sling', 'slingshot'],
  },
  {
    key: 'dart',
    noun: 'dart',
    dice: '1d4',
    damage: 'piercing',
    properties: 'finesse, thrown (range 20/60)',
    names: ['Dart', 'Needle'],
    part: 'point',
    tags: ['melee', 'point', 'thrown', 'finesse'],
    weight: 1,
    words: ['dart', 'shuriken', 'chakram'],
  },
];

/** Typed words that are the requested weapon types under other names: a katana is a longsword at the table. */
const WEAPON_SYNONYMS: readonly (readonly [readonly string[], ItemWeaponType, string])[] = [
  [
    ['katana', 'longsword', 'long sword', 'broadsword', 'bastard sword', 'arming sword', 'sword'],
    'Sword',
    'longsword',
  ],
  [['claymore', 'zweihander', 'flamberge', 'greatsword', 'great sword'], 'Sword', 'greatsword'],
  [['sabre', 'saber', 'cutlass', 'falchion', 'scimitar', 'shamshir', 'tulwar'], 'Sword', 'scimitar'],
  [['rapier', 'estoc', 'smallsword'], 'Sword', 'rapier'],
  [['shortsword', 'short sword', 'gladius', 'wakizashi'], 'Sword', 'shortsword'],
  [
    ['dirk', 'knife', 'stiletto', 'kris', 'kukri', 'dagger', 'tanto', 'misericorde', 'sai'],
    'Dagger',
    'dagger',
  ],
  [['hatchet', 'tomahawk', 'handaxe', 'hand axe'], 'Axe', 'handaxe'],
  [['greataxe', 'great axe'], 'Axe', 'greataxe'],
  [['battleaxe', 'battle axe', 'axe'], 'Axe', 'battleaxe'],
  [['longbow', 'warbow', 'yumi'], 'Bow', 'longbow'],
  [['shortbow', 'short bow', 'bow'], 'Bow', 'shortbow'],
  [['arbalest', 'heavy crossbow'], 'Crossbow', 'heavy crossbow'],
  [['hand crossbow'], 'Crossbow', 'hand crossbow'],
  [['crossbow'], 'Crossbow', 'light crossbow'],
  [['quarterstaff', 'bo staff', 'staff'], 'Staff', 'quarterstaff'],
  [['warhammer', 'war hammer', 'hammer'], 'Warhammer', 'warhammer'],
  [['spear', 'boar spear', 'yari', 'hasta'], 'Spear', 'spear'],
  [['mace', 'flanged mace', 'scepter', 'sceptre'], 'Mace', 'mace'],
];

interface ArmorVariant {
  readonly noun: string;
  readonly label: string;
  readonly base: number;
  readonly names: readonly string[];
  readonly weight: number;
  readonly craft: string;
  readonly tools: string;
}

const LEATHER = { craft: 'leatherworker', tools: 'leatherworker’s tools' };
const ARMORER = { craft: 'armorer', tools: 'smith’s tools' };

export const ARMORS: Readonly<
  Record<'Light Armor' | 'Medium Armor' | 'Heavy Armor', readonly ArmorVariant[]>
> = {
  'Light Armor': [
    {
      noun: 'padded armor',
      label: 'padded',
      base: 11,
      names: ['Gambeson', 'Padded Coat'],
      weight: 15,
      ...LEATHER,
    },
    {
      noun: 'leather armor',
      label: 'leather',
      base: 11,
      names: ['Jerkin', 'Leathers', 'Coat'],
      weight: 40,
      ...LEATHER,
    },
    {
      noun: 'studded leather armor',
      label: 'studded leather',
      base: 12,
      names: ['Brigandine', 'Jack', 'Studded Coat'],
      weight: 45,
      ...LEATHER,
    },
  ],
  'Medium Armor': [
    { noun: 'hide armor', label: 'hide', base: 12, names: ['Hide', 'Pelts', 'Furs'], weight: 15, ...LEATHER },
    {
      noun: 'chain shirt',
      label: 'chain shirt',
      base: 13,
      names: ['Mail Shirt', 'Byrnie', 'Chain Shirt'],
      weight: 25,
      ...ARMORER,
    },
    {
      noun: 'scale mail',
      label: 'scale mail',
      base: 14,
      names: ['Scale', 'Scales', 'Scale Coat'],
      weight: 20,
      ...ARMORER,
    },
    {
      noun: 'breastplate',
      label: 'breastplate',
      base: 14,
      names: ['Breastplate', 'Cuirass'],
      weight: 25,
      ...ARMORER,
    },
    {
      noun: 'half plate',
      label: 'half plate',
      base: 15,
      names: ['Half Plate', 'Harness', 'Cuirass'],
      weight: 15,
      ...ARMORER,
    },
  ],
  'Heavy Armor': [
    {
      noun: 'ring mail',
      label: 'ring mail',
      base: 14,
      names: ['Ringmail', 'Hauberk'],
      weight: 10,
      ...ARMORER,
    },
    {
      noun: 'chain mail',
      label: 'chain mail',
      base: 16,
      names: ['Hauberk', 'Mail', 'Coat of Mail'],
      weight: 30,
      ...ARMORER,
    },
    {
      noun: 'splint armor',
      label: 'splint',
      base: 17,
      names: ['Splint', 'Harness', 'Bands'],
      weight: 20,
      ...ARMORER,
    },
    {
      noun: 'plate armor',
      label: 'plate',
      base: 18,
      names: ['Plate', 'Harness', 'Panoply', 'Armor'],
      weight: 40,
      ...ARMORER,
    },
  ],
};

const ARMOR_WEIGHTS: readonly (readonly [Exclude<ItemArmorType, 'Other'>, number])[] = [
  ['Light Armor', 20],
  ['Medium Armor', 25],
  ['Heavy Armor', 30],
  ['Shield', 25],
];

/** Typed armor words: the 5e armor they play as, or a protective garment or piece when none fits. */
const ARMOR_WORDS: readonly (readonly [readonly string[], string])[] = [
  [['full plate', 'plate armor', 'plate armour', 'plate', 'harness', 'panoply'], 'plate'],
  [['splint', 'banded mail', 'banded'], 'splint'],
  [['chain mail', 'chainmail', 'hauberk', 'mail', 'coat of mail'], 'chain mail'],
  [['ring mail', 'ringmail'], 'ring mail'],
  [['half plate', 'half-plate'], 'half plate'],
  [['breastplate', 'cuirass', 'coat of plates'], 'breastplate'],
  [['scale mail', 'scale', 'lamellar', 'scales'], 'scale mail'],
  [['chain shirt', 'byrnie', 'shirt'], 'chain shirt'],
  [['hide', 'pelt', 'pelts', 'furs', 'fur'], 'hide'],
  [['studded leather', 'brigandine', 'jack'], 'studded leather'],
  [['leather', 'jerkin', 'leathers'], 'leather'],
  [['padded', 'gambeson', 'quilted'], 'padded'],
];
const SHIELD_WORDS = [
  'shield',
  'buckler',
  'targe',
  'pavise',
  'aegis',
  'scutum',
  'kite shield',
  'tower shield',
];
const PIECE_WORDS = [
  'bracers',
  'bracer',
  'vambraces',
  'gauntlets',
  'gauntlet',
  'helm',
  'helmet',
  'greaves',
  'pauldrons',
  'gorget',
  'coif',
  'sabatons',
  'spaulders',
  'bracelet',
  'bracelets',
];

interface WondrousDef {
  readonly key: string;
  readonly nameNouns: readonly string[];
  readonly tags: readonly string[];
  readonly part: string;
  readonly craft: string;
  readonly tools: string;
  readonly plural?: boolean;
  readonly weight: number;
  readonly words?: readonly string[];
}

const JEWELER = { craft: 'jeweler', tools: 'jeweler’s tools' };
const WEAVER = { craft: 'weaver', tools: 'weaver’s tools' };
const GLASS = { craft: 'glassblower', tools: 'glassblower’s tools' };
const TINKER = { craft: 'tinker', tools: 'tinker’s tools' };
const CARVER = { craft: 'woodcarver', tools: 'woodcarver’s tools' };

/** Wondrous items by what they are; the tags name where they are worn or what they do. */
export const WONDROUS: readonly WondrousDef[] = [
  {
    key: 'amulet',
    nameNouns: ['Amulet', 'Talisman', 'Periapt', 'Medallion'],
    tags: ['m-jewel', 'worn', 'neck'],
    part: 'stone',
    weight: 8,
    ...JEWELER,
    words: ['amulet', 'talisman', 'periapt', 'medallion', 'pendant', 'locket'],
  },
  {
    key: 'necklace',
    nameNouns: ['Necklace', 'Torc', 'Chain'],
    tags: ['m-jewel', 'worn', 'neck'],
    part: 'clasp',
    weight: 3,
    ...JEWELER,
    words: ['necklace', 'torc', 'torque', 'chain', 'choker'],
  },
  {
    key: 'brooch',
    nameNouns: ['Brooch', 'Clasp', 'Pin'],
    tags: ['m-jewel', 'worn', 'neck'],
    part: 'pin',
    weight: 3,
    ...JEWELER,
    words: ['brooch', 'clasp', 'pin', 'badge'],
  },
  {
    key: 'cloak',
    nameNouns: ['Cloak', 'Mantle', 'Shroud', 'Cape'],
    tags: ['m-cloth', 'worn', 'cloak'],
    part: 'hem',
    weight: 8,
    ...WEAVER,
    words: ['cloak', 'mantle', 'shroud', 'cape', 'robe', 'shawl', 'poncho'],
  },
  {
    key: 'boots',
    nameNouns: ['Boots', 'Striders', 'Treads'],
    tags: ['m-leather', 'worn', 'feet'],
    part: 'heels',
    plural: true,
    weight: 7,
    craft: 'cobbler',
    tools: 'cobbler’s tools',
    words: ['boots', 'shoes', 'slippers', 'sandals', 'greaves'],
  },
  {
    key: 'gloves',
    nameNouns: ['Gloves', 'Grips', 'Hands'],
    tags: ['m-leather', 'worn', 'hands'],
    part: 'fingertips',
    plural: true,
    weight: 4,
    ...LEATHER,
    words: ['gloves', 'mittens'],
  },
  {
    key: 'gauntlets',
    nameNouns: ['Gauntlets', 'Fists'],
    tags: ['m-metal', 'worn', 'hands'],
    part: 'knuckles',
    plural: true,
    weight: 3,
    ...ARMORER,
    words: ['gauntlets', 'gauntlet'],
  },
  {
    key: 'belt',
    nameNouns: ['Belt', 'Girdle', 'Sash'],
    tags: ['m-leather', 'worn', 'waist'],
    part: 'buckle',
    weight: 4,
    ...LEATHER,
    words: ['belt', 'girdle', 'sash', 'cincture'],
  },
  {
    key: 'helm',
    nameNouns: ['Helm', 'Casque', 'Helmet'],
    tags: ['m-metal', 'worn', 'head'],
    part: 'visor',
    weight: 4,
    ...ARMORER,
    words: ['helm', 'helmet', 'casque'],
  },
  {
    key: 'circlet',
    nameNouns: ['Circlet', 'Diadem', 'Coronet', 'Crown'],
    tags: ['m-jewel', 'worn', 'head'],
    part: 'central stone',
    weight: 4,
    ...JEWELER,
    words: ['circlet', 'diadem', 'coronet', 'crown', 'tiara'],
  },
  {
    key: 'hood',
    nameNouns: ['Hood', 'Cowl', 'Hat'],
    tags: ['m-cloth', 'worn', 'head'],
    part: 'brim',
    weight: 2,
    ...WEAVER,
    words: ['hood', 'cowl', 'hat', 'cap'],
  },
  {
    key: 'bracers',
    nameNouns: ['Bracers', 'Vambraces', 'Armlets'],
    tags: ['m-leather', 'worn', 'wrist'],
    part: 'clasps',
    plural: true,
    weight: 4,
    ...LEATHER,
    words: ['bracers', 'vambraces', 'armlets', 'armbands', 'bracelets'],
  },
  {
    key: 'mask',
    nameNouns: ['Mask', 'Visage', 'Face'],
    tags: ['m-wood', 'worn', 'face'],
    part: 'eyeholes',
    weight: 3,
    ...CARVER,
    words: ['mask', 'veil'],
  },
  {
    key: 'goggles',
    nameNouns: ['Goggles', 'Lenses', 'Spectacles'],
    tags: ['m-glass', 'worn', 'face'],
    part: 'lenses',
    plural: true,
    weight: 2,
    ...GLASS,
    words: ['goggles', 'lenses', 'spectacles', 'monocle', 'eyeglass'],
  },
  {
    key: 'orb',
    nameNouns: ['Orb', 'Sphere', 'Globe', 'Eye'],
    tags: ['m-glass', 'held', 'orb'],
    part: 'core',
    weight: 4,
    ...GLASS,
    words: ['orb', 'sphere', 'globe', 'crystal ball'],
  },
  {
    key: 'tome',
    nameNouns: ['Tome', 'Codex', 'Book', 'Grimoire'],
    tags: ['m-paper', 'held', 'book'],
    part: 'pages',
    weight: 4,
    craft: 'bookbinder',
    tools: 'calligrapher’s supplies',
    words: ['tome', 'codex', 'book', 'grimoire', 'manual', 'journal', 'libram'],
  },
  {
    key: 'lantern',
    nameNouns: ['Lantern', 'Lamp'],
    tags: ['m-metal', 'held', 'lamp'],
    part: 'frame',
    weight: 5,
    ...TINKER,
    words: ['lantern', 'lamp', 'censer', 'torch'],
  },
  {
    key: 'candle',
    nameNouns: ['Candle', 'Taper'],
    tags: ['m-wax', 'held', 'lamp'],
    part: 'base',
    weight: 2,
    craft: 'chandler',
    tools: 'alchemist’s supplies',
    words: ['candle', 'taper'],
  },
  {
    key: 'figurine',
    nameNouns: ['Figurine', 'Statuette', 'Idol'],
    tags: ['m-stone', 'held', 'figurine'],
    part: 'base',
    weight: 3,
    ...CARVER,
    words: ['figurine', 'statuette', 'idol', 'carving', 'totem'],
  },
  // A music box is a wooden box with a tune in it, not a bag: it was once found by the 'box' in the bag's words
  // and came out as moss-green wool with a drawstring and a bag of holding's pockets (reader round 2). It is listed
  // before the bag and the casket so 'music box' wins over 'box'; the picture draws it as a casket, so its body is
  // wood, which the casket accepts.
  {
    key: 'music-box',
    nameNouns: ['Music Box'],
    tags: ['m-wood', 'held', 'music', 'musicbox'],
    part: 'lid',
    weight: 0,
    ...TINKER,
    words: ['music box', 'musical box'],
  },
  // A box, chest or coffer is carpentry with a lid and a lock, drawn as a casket; it holds things, as a bag does.
  {
    key: 'casket',
    nameNouns: ['Casket', 'Coffer', 'Chest'],
    tags: ['m-wood', 'held', 'container', 'box'],
    part: 'lid',
    weight: 0,
    ...CARVER,
    words: ['casket', 'reliquary', 'coffer', 'chest', 'box', 'jewel box'],
  },
  {
    key: 'bag',
    nameNouns: ['Bag', 'Satchel', 'Pouch', 'Sack'],
    tags: ['m-cloth', 'held', 'container'],
    part: 'drawstring',
    weight: 4,
    ...WEAVER,
    words: ['bag', 'satchel', 'pouch', 'sack', 'purse', 'haversack', 'backpack'],
  },
  {
    key: 'horn',
    nameNouns: ['Horn', 'Warhorn', 'Bugle'],
    tags: ['m-horn', 'held', 'horn'],
    part: 'bell',
    weight: 3,
    craft: 'hornwright',
    tools: 'woodcarver’s tools',
    words: ['horn', 'warhorn', 'bugle', 'trumpet', 'conch'],
  },
  {
    key: 'mirror',
    nameNouns: ['Mirror', 'Glass', 'Looking-Glass'],
    tags: ['m-glass', 'held', 'mirror'],
    part: 'glass',
    weight: 3,
    ...GLASS,
    words: ['mirror', 'looking-glass', 'looking glass'],
  },
  {
    key: 'lute',
    nameNouns: ['Lute'],
    tags: ['m-wood', 'held', 'music'],
    part: 'strings',
    weight: 1,
    craft: 'luthier',
    tools: 'the lute',
    words: ['lute', 'cittern', 'mandolin', 'guitar'],
  },
  {
    key: 'harp',
    nameNouns: ['Harp'],
    tags: ['m-wood', 'held', 'music'],
    part: 'strings',
    weight: 1,
    craft: 'luthier',
    tools: 'the harp',
    words: ['harp', 'lyre'],
  },
  {
    key: 'flute',
    nameNouns: ['Flute'],
    tags: ['m-wood', 'held', 'music'],
    part: 'mouthpiece',
    weight: 1,
    craft: 'pipe-maker',
    tools: 'the flute',
    words: ['flute', 'pipes', 'whistle', 'recorder', 'fife', 'ocarina'],
  },
  {
    key: 'drum',
    nameNouns: ['Drum', 'Tabor'],
    tags: ['m-wood', 'held', 'music'],
    part: 'skin',
    weight: 1,
    craft: 'drum-maker',
    tools: 'leatherworker’s tools',
    words: ['drum', 'tabor', 'tambourine'],
  },
  {
    key: 'bell',
    nameNouns: ['Bell', 'Handbell', 'Chime'],
    tags: ['m-metal', 'held', 'bell'],
    part: 'clapper',
    weight: 2,
    craft: 'bellfounder',
    tools: 'smith’s tools',
    words: ['bell', 'handbell', 'chime', 'chimes'],
  },
  {
    key: 'compass',
    nameNouns: ['Compass', 'Lodestone'],
    tags: ['m-metal', 'held', 'compass'],
    part: 'needle',
    weight: 2,
    ...TINKER,
    words: ['compass', 'astrolabe', 'sextant'],
  },
  {
    key: 'key',
    nameNouns: ['Key'],
    tags: ['m-metal', 'held', 'key'],
    part: 'bit',
    weight: 2,
    craft: 'locksmith',
    tools: 'thieves’ tools',
    words: ['key', 'lock', 'padlock'],
  },
  {
    key: 'hourglass',
    nameNouns: ['Hourglass', 'Sandglass'],
    tags: ['m-glass', 'held', 'hourglass'],
    part: 'sand',
    weight: 2,
    ...GLASS,
    words: ['hourglass', 'sandglass'],
  },
  {
    key: 'pocket watch',
    nameNouns: ['Watch', 'Timepiece'],
    tags: ['m-metal', 'held', 'hourglass'],
    part: 'case',
    weight: 0.5,
    craft: 'clockmaker',
    tools: 'tinker’s tools',
    words: ['pocket watch', 'watch', 'clock', 'timepiece'],
  },
  {
    key: 'stone',
    nameNouns: ['Stone', 'Gem', 'Jewel'],
    tags: ['m-gem', 'held', 'stone'],
    part: 'facets',
    weight: 2,
    ...JEWELER,
    words: ['stone', 'gem', 'jewel', 'crystal', 'pearl', 'geode'],
  },
  {
    key: 'chalice',
    nameNouns: ['Chalice', 'Cup', 'Goblet'],
    tags: ['m-jewel', 'held', 'cup'],
    part: 'rim',
    weight: 2,
    craft: 'silversmith',
    tools: 'jeweler’s tools',
    words: ['chalice', 'cup', 'goblet', 'grail', 'tankard', 'flask'],
  },
];

interface SimpleForm {
  readonly subtype: string;
  readonly noun: string;
  readonly nameNouns: readonly string[];
  readonly weight: number;
}

const RINGS: readonly SimpleForm[] = [
  { subtype: 'Ring', noun: 'ring', nameNouns: ['Ring', 'Ring', 'Coil', 'Loop'], weight: 5 },
  { subtype: 'Band', noun: 'band', nameNouns: ['Band', 'Ring'], weight: 2 },
  { subtype: 'Signet Ring', noun: 'signet ring', nameNouns: ['Signet', 'Seal'], weight: 2 },
];
const RODS: readonly SimpleForm[] = [
  { subtype: 'Rod', noun: 'rod', nameNouns: ['Rod', 'Verge'], weight: 3 },
  { subtype: 'Scepter', noun: 'scepter', nameNouns: ['Scepter', 'Rod'], weight: 2 },
];
const STAFFS: readonly SimpleForm[] = [
  { subtype: 'Staff', noun: 'staff', nameNouns: ['Staff', 'Stave'], weight: 4 },
  { subtype: 'Crook', noun: 'crook', nameNouns: ['Crook', 'Staff'], weight: 1 },
];
const WANDS: readonly SimpleForm[] = [
  { subtype: 'Wand', noun: 'wand', nameNouns: ['Wand', 'Wand', 'Baton', 'Switch'], weight: 1 },
];
export const POTIONS: readonly SimpleForm[] = [
  { subtype: 'Potion', noun: 'potion', nameNouns: ['Potion', 'Draught'], weight: 5 },
  { subtype: 'Elixir', noun: 'elixir', nameNouns: ['Elixir'], weight: 2 },
  { subtype: 'Philter', noun: 'philter', nameNouns: ['Philter', 'Tincture'], weight: 1 },
  { subtype: 'Tonic', noun: 'tonic', nameNouns: ['Tonic', 'Cordial'], weight: 1 },
];

/** How often a forge left to choose makes each type. */
const TYPE_WEIGHTS: readonly (readonly [ItemType, number])[] = [
  ['Weapon', 22],
  ['Armor', 13],
  ['Wondrous Item', 28],
  ['Ring', 8],
  ['Rod', 4],
  ['Staff', 5],
  ['Wand', 7],
  ['Scroll', 6],
  ['Potion', 8],
];

const WEAPON_TYPE_WEIGHTS: readonly (readonly [ItemWeaponType, number])[] = [
  ['Sword', 25],
  ['Axe', 12],
  ['Mace', 8],
  ['Dagger', 12],
  ['Bow', 12],
  ['Crossbow', 6],
  ['Staff', 4],
  ['Warhammer', 9],
  ['Spear', 9],
  ['Other', 5],
];

export function pickType(request: MagicItemRequest, rng: Rng, typed: TypedSpec | null = null): ItemType {
  return typedType(typed, request.type) ?? rng.weightedEntry(TYPE_WEIGHTS);
}

/**
 * Cleans what a game master typed into a noun phrase prose can use: lower case, letters only, no article, at
 * most three words ("A Rusty Trident!" -> "rusty trident"). Answers '' when nothing usable is left.
 */
export function cleanTyped(text: string | undefined): string {
  if (!text) return '';
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '’')
    .replace(/[^a-z’ -]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[-’]+|[-’]+$/g, ''))
    .filter(Boolean);
  while (words.length > 0 && ['a', 'an', 'the', 'my', 'some'].includes(words[0] as string)) words.shift();
  return words.slice(-4).join(' ');
}

/** The longest listed word or phrase that the typed text contains as whole words. */
function findWord(typed: string, words: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const w of words) {
    if (new RegExp(`(^| )${w}( |$)`).test(typed) && (!best || w.length > best.length)) best = w;
  }
  return best;
}

/** A typed compound that ends in a listed word: "dragonhide" is hide, "wyrmscale" is scale. */
function compoundWord(typed: string, words: readonly string[]): string | undefined {
  for (const typedWord of typed.split(' ')) {
    const hit = words.find((w) => !w.includes(' ') && w.length >= 4 && typedWord.endsWith(w));
    if (hit) return typedWord;
  }
  return undefined;
}

function capitalizeWords(text: string): string {
  return text.replace(/(^|[ -])([a-z])/g, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

function weaponForm(variant: WeaponVariant, subtype: string, noun = variant.noun): ItemForm {
  const craft = variant.craft ?? SMITH.craft;
  return {
    type: 'Weapon',
    subtype,
    noun,
    plural: false,
    nameNouns: variant.names,
    tags: ['weapon', 'gear', 'held-weapon', ...variant.tags],
    part: variant.part,
    craft,
    tools:
      craft === 'woodcarver' || craft === 'bowyer'
        ? 'woodcarver’s tools'
        : craft === 'crossbow-maker'
          ? 'tinker’s tools'
          : SMITH.tools,
    weapon: {
      dice: variant.dice,
      damage: variant.damage,
      ranged: Boolean(variant.missile),
      missile: variant.missile ?? '',
      properties: variant.properties,
      plays: variant.key,
    },
  };
}

function standardWeapon(type: Exclude<ItemWeaponType, 'Other'>, variant: WeaponVariant): ItemForm {
  const several = WEAPONS[type].length > 1;
  const subtype = type === 'Staff' ? 'Staff (quarterstaff)' : several ? `${type} (${variant.noun})` : type;
  return weaponForm(variant, subtype);
}

/** A weapon nobody listed: its numbers are guessed from the words, so a typed "moon-blade" still cuts. */
function guessedWeapon(typed: string): ItemForm {
  const ranged = /(bow|sling|gun|launcher|thrower|blowpipe|blowgun)/.test(typed);
  const slashing = /(sword|blade|sabre|saber|axe|scythe|sickle|cleaver|glaive|claw|razor|fan)/.test(typed);
  const piercing =
    /(spear|pike|lance|fork|pick|dart|needle|spike|trident|harpoon|javelin|fang|horn|bow|rapier)/.test(typed);
  const big = /(great|war|two-handed|giant|heavy)/.test(typed);
  const damage: DamageKind = slashing ? 'slashing' : piercing || ranged ? 'piercing' : 'bludgeoning';
  const variant: WeaponVariant = {
    // No 5e weapon supplies these numbers: the description says so instead of naming one.
    key: '',
    noun: typed,
    dice: big ? '1d10' : ranged ? '1d6' : '1d8',
    damage,
    properties: ranged
      ? 'ammunition (range 80/320), two-handed'
      : big
        ? 'heavy, two-handed'
        : 'martial melee',
    names: [capitalizeWords(typed.split(' ').pop() as string)],
    part: slashing ? 'blade' : piercing ? 'point' : 'head',
    tags: ranged ? ['ranged'] : ['melee', slashing ? 'blade' : piercing ? 'point' : 'blunt'],
    weight: 1,
    missile: ranged ? 'missile' : undefined,
  };
  return weaponForm(variant, capitalizeWords(typed));
}

function resolveWeapon(request: MagicItemRequest, rng: Rng): ItemForm {
  const requested = request.weaponType ?? rng.weightedEntry(WEAPON_TYPE_WEIGHTS);
  if (requested !== 'Other') {
    const variant = rng.weighted(WEAPONS[requested], (v) => v.weight);
    return standardWeapon(requested, variant);
  }
  const typed = cleanTyped(request.specificType);
  if (!typed) {
    const variant = rng.weighted(EXOTIC_WEAPONS, (v) => v.weight);
    return weaponForm(variant, capitalizeWords(variant.noun));
  }
  return weaponFromWords(typed);
}

/**
 * A weapon from the words that name it: the matched weapon supplies its numbers, the words its name. `noun` is
 * what prose calls it ('sacrificial dagger'), `words` what is matched ('dagger').
 */
function weaponFromWords(words: string, noun?: string): ItemForm {
  const say = (word: string) => noun ?? word;
  for (const exotic of EXOTIC_WEAPONS) {
    const word = findWord(words, exotic.words);
    if (word)
      return weaponForm(
        { ...exotic, names: [capitalizeWords(word), ...exotic.names] },
        capitalizeWords(say(word)),
        say(word),
      );
  }
  // The longest match wins across all the lists: "great sword" is a greatsword before "sword" is a longsword.
  let best: { word: string; type: ItemWeaponType; key: string } | undefined;
  for (const [list, type, key] of WEAPON_SYNONYMS) {
    const word = findWord(words, list);
    if (word && (!best || word.length > best.word.length)) best = { word, type, key };
  }
  if (best) {
    const { word, type, key } = best;
    const variant = WEAPONS[type as Exclude<ItemWeaponType, 'Other'>].find(
      (v) => v.key === key,
    ) as WeaponVariant;
    return weaponForm(
      { ...variant, names: [capitalizeWords(word), ...variant.names] },
      capitalizeWords(say(word)),
      say(word),
    );
  }
  return guessedWeapon(noun ?? words);
}

/** What the body of a non-plate armour is made of, where 'plates' would be wrong. */
const ARMOR_PART: Readonly<Record<string, string>> = {
  'chain mail': 'links',
  'chain shirt': 'links',
  'ring mail': 'rings',
  'scale mail': 'scales',
  hide: 'seams',
};

function armorForm(
  variant: ArmorVariant,
  kind: ArmorKind,
  subtype: string,
  noun = variant.noun,
  names = variant.names,
): ItemForm {
  const tag = kind === 'light' || kind === 'garment' ? 'light-armor' : `${kind}-armor`;
  return {
    type: 'Armor',
    subtype,
    noun,
    plural: false,
    nameNouns: names,
    tags: ['armor', 'gear', 'worn', 'body', tag, ...(kind === 'garment' ? ['garment'] : [])],
    // Mail has links and rings, not plates: a rune 'on its plates' reads wrong on a hauberk.
    part: ARMOR_PART[variant.label] ?? (kind === 'heavy' || kind === 'medium' ? 'plates' : 'seams'),
    craft: variant.craft,
    tools: variant.tools,
    armor: { kind, base: variant.base, label: variant.label },
  };
}

function shieldForm(
  noun = 'shield',
  names: readonly string[] = ['Shield', 'Aegis', 'Bulwark', 'Targe'],
): ItemForm {
  return {
    type: 'Armor',
    subtype: noun === 'shield' ? 'Shield' : capitalizeWords(noun),
    noun,
    plural: false,
    nameNouns: names,
    tags: ['armor', 'gear', 'shield', 'held-shield'],
    part: 'boss',
    craft: ARMORER.craft,
    tools: ARMORER.tools,
    armor: { kind: 'shield', base: 2, label: 'shield' },
  };
}

const ALL_ARMORS = [...ARMORS['Light Armor'], ...ARMORS['Medium Armor'], ...ARMORS['Heavy Armor']];

function armorKindOf(variant: ArmorVariant): ArmorKind {
  if (ARMORS['Light Armor'].includes(variant)) return 'light';
  if (ARMORS['Medium Armor'].includes(variant)) return 'medium';
  return 'heavy';
}

function resolveArmor(request: MagicItemRequest, rng: Rng): ItemForm {
  const requested = request.armorType ?? rng.weightedEntry(ARMOR_WEIGHTS);
  if (requested === 'Shield') return shieldForm();
  if (requested !== 'Other') {
    const variant = rng.weighted(ARMORS[requested], (v) => v.weight);
    return armorForm(variant, armorKindOf(variant), `${requested} (${variant.label})`);
  }
  const typed = cleanTyped(request.specificType);
  if (!typed) {
    const variant = rng.pick(ALL_ARMORS);
    const kind = armorKindOf(variant);
    return armorForm(variant, kind, `${capitalizeWords(kind)} Armor (${variant.label})`);
  }
  return armorFromWords(typed, typed);
}

/** Armour from the words that name it: a shield, a piece worn with armour, a 5e armour, or a protective garment. */
function armorFromWords(typed: string, noun: string): ItemForm {
  const shieldWord = findWord(typed, SHIELD_WORDS);
  if (shieldWord) return shieldForm(noun, [capitalizeWords(shieldWord), 'Shield', 'Bulwark']);
  const pieceWord = findWord(typed, PIECE_WORDS);
  if (pieceWord) {
    const plural = /s$/.test(pieceWord);
    return {
      ...armorForm(
        {
          ...ARMORER,
          noun,
          label: pieceWord,
          base: 1,
          names: [capitalizeWords(pieceWord)],
          weight: 1,
        },
        'piece',
        capitalizeWords(noun),
      ),
      plural,
      tags: ['armor', 'gear', 'worn', 'piece', /helm/.test(pieceWord) ? 'head' : 'wrist'],
      part: 'clasps',
    };
  }
  for (const [words, label] of ARMOR_WORDS) {
    const word = findWord(typed, words) ?? compoundWord(typed, words);
    if (!word) continue;
    const variant = ALL_ARMORS.find((v) => v.label === label) as ArmorVariant;
    const said =
      /(armor|armour|mail|plate|shirt|breastplate|cuirass|hauberk|brigandine|gambeson|jerkin|byrnie|lamellar|coat)$/.test(
        noun,
      )
        ? noun
        : `${noun} armor`;
    return armorForm(variant, armorKindOf(variant), capitalizeWords(noun), said, [
      capitalizeWords(word),
      ...variant.names,
    ]);
  }
  // A robe, coat or anything else worn for protection: it plays as light armor of 11 + Dex.
  const garment: ArmorVariant = {
    noun,
    label: noun,
    base: 11,
    names: [capitalizeWords(noun.split(' ').pop() as string)],
    weight: 1,
    ...WEAVER,
  };
  return {
    ...armorForm(garment, 'garment', capitalizeWords(noun)),
    plural: /s$/.test(noun) && !/ss$/.test(noun),
  };
}

function wondrousForm(def: WondrousDef, noun = def.key, subtype = capitalizeWords(noun)): ItemForm {
  return {
    type: 'Wondrous Item',
    subtype,
    noun,
    plural: def.plural ?? false,
    nameNouns: def.nameNouns,
    tags: ['wondrous', ...def.tags],
    part: def.part,
    craft: def.craft,
    tools: def.tools,
  };
}

function resolveWondrous(request: MagicItemRequest, rng: Rng): ItemForm {
  const typed = cleanTyped(request.specificType);
  if (typed) return wondrousFromWords(typed, typed);
  return wondrousForm(rng.weighted(WONDROUS, (d) => d.weight));
}

/** A wondrous thing from the words that name it; something nobody listed (a teapot) is a held curio. */
function wondrousFromWords(words: string, noun: string, pluralNoun?: boolean): ItemForm {
  for (const def of WONDROUS) {
    const word = findWord(words, def.words ?? [def.key]);
    if (word) {
      const plural = pluralNoun ?? def.plural ?? (/s$/.test(word) && !/ss$/.test(word));
      return { ...wondrousForm(def, noun), plural, nameNouns: [capitalizeWords(word), ...def.nameNouns] };
    }
  }
  return {
    type: 'Wondrous Item',
    subtype: capitalizeWords(noun),
    noun,
    plural: pluralNoun ?? (/s$/.test(noun) && !/ss$/.test(noun)),
    nameNouns: [capitalizeWords(noun.split(' ').pop() as string)],
    tags: ['wondrous', 'held', 'curio', 'm-curio'],
    part: 'surface',
    craft: 'artificer',
    tools: 'tinker’s tools',
  };
}

function simpleForm(
  type: ItemType,
  list: readonly SimpleForm[],
  tags: readonly string[],
  rng: Rng,
): ItemForm {
  const f = rng.weighted(list, (x) => x.weight);
  const craft =
    type === 'Ring'
      ? JEWELER
      : type === 'Potion'
        ? { craft: 'alchemist', tools: 'alchemist’s supplies' }
        : type === 'Scroll'
          ? { craft: 'scribe', tools: 'calligrapher’s supplies' }
          : type === 'Staff'
            ? CARVER
            : { craft: 'artificer', tools: 'tinker’s tools' };
  return {
    type,
    subtype: f.subtype,
    noun: f.noun,
    plural: false,
    nameNouns: f.nameNouns,
    tags,
    part: type === 'Ring' ? 'stone' : type === 'Potion' ? 'stopper' : type === 'Scroll' ? 'seal' : 'tip',
    ...craft,
  };
}

/**
 * Resolves the request's type, weapon or armor type and typed specific type into one form. A weapon or armor type
 * only counts when the request asked for that item type: "Sword" with no type (or with Ring) is ignored.
 */
export function resolveForm(
  type: ItemType,
  request: MagicItemRequest,
  rng: Rng,
  typed: TypedSpec | null = null,
): ItemForm {
  // What the game master typed names the object, whatever the weapon or armour type says (issue 20).
  if (typed?.head) return typedForm(type, typed, rng);
  if (request.type !== type)
    request = { ...request, weaponType: undefined, armorType: undefined, specificType: undefined };
  switch (type) {
    case 'Weapon':
      return resolveWeapon(request, rng);
    case 'Armor':
      return resolveArmor(request, rng);
    case 'Wondrous Item':
      return resolveWondrous(request, rng);
    case 'Ring':
      return simpleForm(type, RINGS, RING_TAGS, rng);
    case 'Rod':
      return simpleForm(type, RODS, ROD_TAGS, rng);
    case 'Staff':
      return simpleForm(type, STAFFS, STAFF_TAGS, rng);
    case 'Wand':
      return simpleForm(type, WANDS, WAND_TAGS, rng);
    case 'Scroll':
      return simpleForm(type, [SCROLL_FORM], SCROLL_TAGS, rng);
    case 'Potion':
      return simpleForm(type, POTIONS, POTION_TAGS, rng);
  }
}

const RING_TAGS = ['ring', 'worn', 'finger', 'm-jewel'];
const ROD_TAGS = ['rod', 'charged', 'held', 'm-metal'];
const STAFF_TAGS = ['staff', 'charged', 'held', 'wooden', 'm-wood'];
const WAND_TAGS = ['wand', 'charged', 'held', 'm-wood'];
const SCROLL_TAGS = ['scroll', 'consumable'];
const POTION_TAGS = ['potion', 'consumable'];
const SCROLL_FORM: SimpleForm = { subtype: 'Spell Scroll', noun: 'scroll', nameNouns: ['Scroll'], weight: 1 };

/** One of a type's simple forms, called what the game master called it. */
function simpleTyped(
  type: ItemType,
  list: readonly SimpleForm[],
  tags: readonly string[],
  pick: (f: SimpleForm) => boolean,
  typed: TypedSpec,
  rng: Rng,
): ItemForm {
  const fits = list.find(pick) ?? (list[0] as SimpleForm);
  const base = simpleForm(type, [fits], tags, rng);
  const head = typed.head.split(' ').pop() as string;
  const own = capitalizeWords(head);
  return {
    ...base,
    // A scroll is a spell scroll whatever its sheet is called; the others are what the words say.
    subtype: type === 'Scroll' ? 'Spell Scroll' : capitalizeWords(typed.noun),
    noun: typed.noun,
    plural: typed.plural,
    nameNouns: own === fits.nameNouns[0] ? fits.nameNouns : [own, ...fits.nameNouns],
  };
}

/** The form of an object the game master named: its noun, adjectives and plural kept as typed. */
function typedForm(type: ItemType, typed: TypedSpec, rng: Rng): ItemForm {
  const form = typedFormOf(type, typed, rng);
  // The name calls it what the game master called it: a longbow is never renamed a greatbow.
  const own = capitalizeWords(typed.head.replace(/^spell /, ''));
  return { ...form, nameNouns: [own] };
}

function typedFormOf(type: ItemType, typed: TypedSpec, rng: Rng): ItemForm {
  const head = typed.head;
  const noun = typed.noun;
  const known = typed.types.includes(type);
  switch (type) {
    case 'Weapon':
      return { ...weaponFromWords(known ? head : noun, noun), plural: typed.plural };
    case 'Armor':
      return armorFromWords(known ? head : noun, noun);
    case 'Wondrous Item':
      return wondrousFromWords(known ? head : noun, noun, typed.plural);
    case 'Ring':
      return simpleTyped(
        type,
        RINGS,
        RING_TAGS,
        (f) =>
          /signet|seal/.test(head)
            ? f.subtype === 'Signet Ring'
            : /band/.test(head)
              ? f.subtype === 'Band'
              : f.subtype === 'Ring',
        typed,
        rng,
      );
    case 'Rod':
      return simpleTyped(
        type,
        RODS,
        ROD_TAGS,
        (f) => (/scept/.test(head) ? f.subtype === 'Scepter' : f.subtype === 'Rod'),
        typed,
        rng,
      );
    case 'Staff':
      return simpleTyped(
        type,
        STAFFS,
        STAFF_TAGS,
        (f) => (/crook|crozier/.test(head) ? f.subtype === 'Crook' : f.subtype === 'Staff'),
        typed,
        rng,
      );
    case 'Wand':
      return simpleTyped(type, WANDS, WAND_TAGS, () => true, typed, rng);
    case 'Scroll':
      return simpleTyped(type, [SCROLL_FORM], SCROLL_TAGS, () => true, typed, rng);
    case 'Potion':
      return simpleTyped(type, POTIONS, POTION_TAGS, (f) => head.includes(f.noun), typed, rng);
  }
}
