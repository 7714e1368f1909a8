// Occupations and social classes as clothing and props: which archetype an occupation (even a typed one)
// dresses as, what it wears and carries, and how class colours, trims and jewels it.
import type { NpcSocialClass } from '../../../../shared/kinds/npc.js';

export type Archetype =
  | 'merchant'
  | 'guard'
  | 'noble'
  | 'innkeeper'
  | 'smith'
  | 'priest'
  | 'wizard'
  | 'thief'
  | 'outlaw'
  | 'farmer'
  | 'bard'
  | 'alchemist'
  | 'ranger'
  | 'commoner';

export const HEADWEAR = [
  'helm',
  'hood',
  'wizard-hat',
  'straw-hat',
  'fine-hat',
  'feathered-cap',
  'circlet',
  'goggles',
  'headband',
] as const;
export type Headwear = (typeof HEADWEAR)[number];
export const PROPS = [
  'spear',
  'staff',
  'hammer',
  'tankard',
  'holy-symbol',
  'lute',
  'coin-purse',
  'vial',
  'bow',
  'pitchfork',
  'dagger',
  'book',
] as const;
export type Prop = (typeof PROPS)[number];
export type Garment = 'tunic' | 'doublet' | 'gown' | 'robe' | 'shirt' | 'mail' | 'leathers' | 'vestment';
export type Mask = 'domino' | 'scarf';

type Weighted<T> = readonly (readonly [T, number])[];

export interface OutfitDef {
  garment: { male: Garment; female: Garment; nonBinary: Garment };
  /** Main cloth colours; null uses the social class's palette. */
  colors: readonly string[] | null;
  headwear: Weighted<Headwear | 'none'>;
  prop: Weighted<Prop | 'none'>;
  apron?: 'leather' | 'cloth';
  cloak?: boolean;
  furCollar?: boolean;
  bandolier?: boolean;
  towel?: boolean;
  tabard?: boolean;
  mask?: Weighted<Mask | 'none'>;
  soot?: boolean;
}

/** Keywords that map a typed occupation onto the archetype it dresses like; the first match wins. */
const ARCHETYPE_KEYWORDS: readonly (readonly [Archetype, RegExp])[] = [
  ['smith', /smith|forge|armou?rer|farrier|metalwork/],
  [
    'guard',
    /guard|soldier|knight|captain|watch|warrior|fighter|sergeant|sentry|mercenary|militia|paladin|gladiator/,
  ],
  ['priest', /priest|cleric|monk|nun|acolyte|abbot|bishop|friar|templar|oracle|shaman/],
  ['wizard', /wizard|mage|sorcer|warlock|witch|magus|enchant|necromancer|arcan|astrolog|sage/],
  ['alchemist', /alchem|apothecar|herbal|physician|healer|chemist|tinker|artificer|engineer/],
  ['outlaw', /outlaw|bandit|brigand|highway|pirate|raider|smuggler/],
  ['thief', /thief|rogue|assassin|spy|cutpurse|burglar|pickpocket|fence|scout master/],
  ['bard', /bard|minstrel|musician|singer|performer|jester|poet|actor|dancer|storyteller/],
  ['ranger', /ranger|hunter|trapper|druid|forester|tracker|scout|woodsman|archer/],
  ['farmer', /farm|peasant|shepherd|miller|herder|gardener|fisher|field|orchard|beekeeper/],
  ['innkeeper', /inn|tavern|barkeep|bartender|brewer|cook|baker|butcher|publican|serving/],
  [
    'noble',
    /noble|lord|lady|duke|duchess|baron|count|king|queen|prince|princess|earl|marquis|emperor|heir|courtier/,
  ],
  ['merchant', /merchant|trader|shop|peddler|banker|jewel|moneylender|broker|vendor|tailor|clothier/],
];

export function archetypeOf(occupation: string): Archetype {
  const text = occupation.toLowerCase();
  for (const [archetype, pattern] of ARCHETYPE_KEYWORDS) if (pattern.test(text)) return archetype;
  return 'commoner';
}

export const OUTFITS: Readonly<Record<Archetype, OutfitDef>> = {
  merchant: {
    garment: { male: 'doublet', female: 'gown', nonBinary: 'doublet' },
    colors: ['#7a2f3a', '#2f5a7a', '#6a4a1f', '#3f6a4a', '#5a3a6a'],
    headwear: [
      ['fine-hat', 5],
      ['none', 1],
    ],
    prop: [
      ['coin-purse', 4],
      ['book', 1],
    ],
  },
  guard: {
    garment: { male: 'mail', female: 'mail', nonBinary: 'mail' },
    colors: ['#8a2a2a', '#2a4a8a', '#2a6a4a', '#7a6a2a', '#4a2a6a'],
    headwear: [
      ['helm', 8],
      ['none', 1],
    ],
    prop: [['spear', 1]],
    tabard: true,
  },
  noble: {
    garment: { male: 'doublet', female: 'gown', nonBinary: 'doublet' },
    colors: ['#7a1f3d', '#23338f', '#4b1f7a', '#0f5a45', '#1c1c2a'],
    headwear: [['circlet', 1]],
    prop: [['none', 1]],
    furCollar: true,
  },
  innkeeper: {
    garment: { male: 'shirt', female: 'gown', nonBinary: 'shirt' },
    colors: null,
    headwear: [
      ['none', 4],
      ['headband', 1],
    ],
    prop: [['tankard', 1]],
    apron: 'cloth',
    towel: true,
  },
  smith: {
    garment: { male: 'shirt', female: 'shirt', nonBinary: 'shirt' },
    colors: ['#8a7a62', '#6a5a48', '#7a6a5a', '#5a5a52'],
    headwear: [
      ['none', 3],
      ['headband', 2],
    ],
    prop: [['hammer', 1]],
    apron: 'leather',
    soot: true,
  },
  priest: {
    garment: { male: 'vestment', female: 'vestment', nonBinary: 'vestment' },
    colors: ['#ece4d2', '#7a1f2a', '#23336a', '#d8d0c0', '#3a2a4a'],
    headwear: [
      ['hood', 4],
      ['none', 1],
    ],
    prop: [['holy-symbol', 1]],
  },
  wizard: {
    garment: { male: 'robe', female: 'robe', nonBinary: 'robe' },
    colors: ['#2a3a8a', '#4a2a7a', '#1f2a4a', '#6a1f5a', '#1f5a6a'],
    headwear: [
      ['wizard-hat', 10],
      ['none', 1],
    ],
    prop: [
      ['staff', 4],
      ['book', 1],
    ],
  },
  thief: {
    garment: { male: 'leathers', female: 'leathers', nonBinary: 'leathers' },
    colors: ['#2a2a30', '#3a3238', '#2a3030', '#3a2a2a'],
    headwear: [['hood', 1]],
    prop: [['dagger', 1]],
    cloak: true,
    mask: [
      ['domino', 3],
      ['none', 1],
    ],
  },
  outlaw: {
    garment: { male: 'leathers', female: 'leathers', nonBinary: 'leathers' },
    colors: ['#4a3a2a', '#3a4a3a', '#5a2a2a', '#3a3a4a'],
    headwear: [['hood', 1]],
    prop: [
      ['dagger', 2],
      ['bow', 1],
    ],
    cloak: true,
    mask: [
      ['domino', 2],
      ['scarf', 1],
      ['none', 1],
    ],
  },
  farmer: {
    garment: { male: 'shirt', female: 'gown', nonBinary: 'shirt' },
    colors: ['#c8b48a', '#8a9a6a', '#a87a4a', '#7a8aa0'],
    headwear: [
      ['straw-hat', 6],
      ['none', 1],
    ],
    prop: [['pitchfork', 1]],
  },
  bard: {
    garment: { male: 'doublet', female: 'gown', nonBinary: 'doublet' },
    colors: ['#c0392b', '#2e86c1', '#d4ac0d', '#8e44ad', '#16a085'],
    headwear: [
      ['feathered-cap', 5],
      ['none', 1],
    ],
    prop: [['lute', 1]],
  },
  alchemist: {
    garment: { male: 'leathers', female: 'leathers', nonBinary: 'leathers' },
    colors: ['#3a5a4a', '#5a4a3a', '#2a4a5a', '#6a5a3a'],
    headwear: [
      ['goggles', 5],
      ['none', 1],
    ],
    prop: [['vial', 1]],
    apron: 'leather',
    bandolier: true,
  },
  ranger: {
    garment: { male: 'leathers', female: 'leathers', nonBinary: 'leathers' },
    colors: ['#2f5a2f', '#4a5a2a', '#3a4a2a', '#5a4a2a'],
    headwear: [
      ['hood', 4],
      ['none', 1],
    ],
    prop: [['bow', 1]],
    cloak: true,
  },
  commoner: {
    garment: { male: 'tunic', female: 'gown', nonBinary: 'tunic' },
    colors: null,
    headwear: [
      ['none', 5],
      ['headband', 1],
    ],
    prop: [['none', 1]],
  },
};

export interface ClassLook {
  /** Cloth colours when the occupation has no palette of its own. */
  colors: readonly string[];
  /** Multiplies the cloth's saturation: the poor wear faded, undyed cloth. */
  richness: number;
  trim: 'none' | 'plain' | 'silver' | 'gold';
  /** 0 none, 1 a brooch, 2 brooch and earrings, 3 brooch, earrings and a chain. */
  jewels: 0 | 1 | 2 | 3;
  patches: boolean;
}

export const CLASS_LOOKS: Readonly<Record<NpcSocialClass, ClassLook>> = {
  lower: {
    colors: ['#6b5a48', '#7a6e5d', '#5d5a50', '#746250', '#5a5048'],
    richness: 0.45,
    trim: 'none',
    jewels: 0,
    patches: true,
  },
  working: {
    colors: ['#7d5a3c', '#4f6a5a', '#5f6f86', '#8a6a4a', '#6d5846'],
    richness: 0.75,
    trim: 'plain',
    jewels: 0,
    patches: false,
  },
  middle: {
    colors: ['#3f6a8a', '#7a3b3b', '#4a7a52', '#8a6a2e', '#5a4a7a'],
    richness: 0.95,
    trim: 'plain',
    jewels: 0,
    patches: false,
  },
  upper: {
    colors: ['#2f4f8f', '#8f2f3f', '#2f6f5f', '#6a3f8f', '#9a6a1f'],
    richness: 1.1,
    trim: 'silver',
    jewels: 1,
    patches: false,
  },
  nobility: {
    colors: ['#7a1f3d', '#23338f', '#4b1f7a', '#0f5a45', '#1c1c2a'],
    richness: 1.25,
    trim: 'gold',
    jewels: 3,
    patches: false,
  },
};
