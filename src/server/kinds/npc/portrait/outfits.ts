// Occupations and social classes as clothing and props: which archetype an occupation (even a typed one)
// dresses as, the cuts, colours, layers, headwear, held things, armour and weapons it may wear and carry, and how
// class colours, trims and jewels it. The look (looks.ts) draws one of each from these tables; the prose and the
// portrait both read what it drew.
import type { NpcGarment, NpcLayer, NpcSocialClass } from '../../../../shared/kinds/npc.js';

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
  | 'healer'
  | 'ranger'
  | 'sailor'
  | 'scholar'
  | 'labourer'
  | 'commoner';

export const HEADWEAR = [
  'helm',
  'hood',
  'wizard-hat',
  'straw-hat',
  'fine-hat',
  'feathered-cap',
  'circlet',
  'crown',
  'goggles',
  'headband',
  'tricorne',
  'cap',
  'kerchief',
  'hat',
] as const;
export type Headwear = (typeof HEADWEAR)[number];

/** Things a game master may put in a hand, drawn by portrait/held-things.ts as they are named. */
export const HELD_THING_PROPS = [
  'cage',
  'fan',
  'basket',
  'candle',
  'torch',
  'bottle',
  'goblet',
  'flower',
  'wand',
  'orb',
  'skull',
  'quill',
] as const;
export const PROPS = [
  'spear',
  'staff',
  'quarterstaff',
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
  'sword',
  'axe',
  'mace',
  'club',
  'jug',
  'keys',
  'lantern',
  'scroll',
  'ladle',
  'spyglass',
  // Things a game master may put in a hand (drawn as they are named).
  ...HELD_THING_PROPS,
] as const;
export type Prop = (typeof PROPS)[number];
export type Garment = NpcGarment;
export type Mask = 'domino' | 'scarf';

type Weighted<T> = readonly (readonly [T, number])[];
/** A colour as the prose names it and the portrait paints it. */
export type Named = readonly [word: string, hex: string];

/** An SRD weapon, the word the prose may use for it, where it is carried and what the portrait draws. */
export interface WeaponOption {
  name: string;
  word?: string;
  carried: 'hand' | 'back' | 'hip';
}

/** A piece worn over the garment: how likely, and the colours it comes in. */
export interface LayerOption {
  kind: NpcLayer;
  chance: number;
  colours?: readonly Named[];
}

export interface OutfitDef {
  /** Cuts this trade wears, by weight; a gown only for those who would wear one. */
  garments: {
    male: Weighted<Garment>;
    female: Weighted<Garment>;
    nonBinary: Weighted<Garment>;
  };
  /** Main cloth colours; null uses the social class's palette. */
  colours: readonly Named[] | null;
  layers: readonly LayerOption[];
  headwear: Weighted<Headwear | 'none'>;
  /** Colours of soft headwear (hats, hoods, caps, kerchiefs); undefined follows the cloth. */
  headwearColours?: readonly Named[];
  /** What the hand holds: a tool of the trade, or a weapon from `weapons` ('weapon'), or nothing. */
  held: Weighted<Prop | 'weapon' | 'none'>;
  weapons?: Weighted<WeaponOption>;
  /** Chance of carrying a weapon when the hand holds a tool instead (on the back or at a baldric). */
  sideArm?: number;
  armour?: Weighted<string>;
  shield?: number;
  /** The face set for the trade: stern trades frown, sly ones smirk. */
  mood?: 'stern' | 'sly';
}

/** Keywords that map a typed occupation onto the archetype it dresses like; the first match wins. */
const ARCHETYPE_KEYWORDS: readonly (readonly [Archetype, RegExp])[] = [
  [
    'sailor',
    /\b(?:ship|sea|naval|harbou?r|sail|mariner|boatswain|bosun|deckhand|navigator|helmsman|pirate|corsair|buccaneer|privateer|admiral|fisher|whaler|ferry|boat)/,
  ],
  ['smith', /smith|forge|armou?rer|farrier|metalwork|foundry/],
  [
    'guard',
    /guard|soldier|knight|captain|watch(?!maker)|warrior|fighter|sergeant|sentry|mercenary|militia|paladin|gladiator|constable|jailer|gaoler|bounty|marshal|legion|veteran/,
  ],
  [
    'priest',
    /priest|cleric|monk|nun|acolyte|abbot|abbess|bishop|friar|templar|oracle|shaman|prophet|pilgrim/,
  ],
  ['wizard', /wizard|mage|sorcer|warlock|witch|magus|enchant|necromancer|arcan|astrolog|diviner|illusionist/],
  ['healer', /physician|healer|doctor|surgeon|midwife|nurse|leech|chirurg/],
  ['alchemist', /alchem|apothecar|herbal|chemist|tinker|artificer|engineer|inventor|poisoner/],
  ['outlaw', /outlaw|bandit|brigand|highway|raider|smuggler|poacher|deserter/],
  ['thief', /thief|rogue|assassin|spy|cutpurse|burglar|pickpocket|fence|scout master|informant|con ?artist/],
  [
    'bard',
    /bard|minstrel|musician|singer|performer|jester|poet|actor|dancer|storyteller|juggler|acrobat|fiddler|piper|herald/,
  ],
  ['ranger', /ranger|hunter|trapper|druid|forester|tracker|scout|woodsman|archer|huntsman|warden|guide/],
  [
    'scholar',
    /scholar|sage|scribe|clerk|librarian|cartographer|teacher|tutor|lawyer|notary|archivist|historian|student|magistrate|judge|accountant|bookkeeper|astronomer|philosopher/,
  ],
  [
    'farmer',
    /farm|peasant|shepherd|miller|herder|gardener|field|orchard|beekeeper|goatherd|swineherd|plough|vintner|grower/,
  ],
  [
    'innkeeper',
    /inn|tavern|barkeep|bartender|brewer|cook|baker|butcher|publican|serving|alewife|barmaid|landlord|landlady|vintner|chef/,
  ],
  [
    'noble',
    /\b(?:noble|lord|lady|duke|duchess|baron|baroness|count|countess|king|queen|prince|princess|earl|marquis|emperor|empress|heir|heiress|courtier|mayor|governor|chancellor|ambassador)/,
  ],
  [
    'labourer',
    /miner|carpenter|mason|woodcutter|porter|docker|stevedore|builder|labou?rer|digger|quarry|cooper|wheelwright|thatcher|roofer|carter|drover|teamster|ostler|stable/,
  ],
  [
    'merchant',
    /merchant|trader|shop|peddler|pedlar|banker|jewel|moneylender|broker|vendor|tailor|clothier|chandler|cloth|draper|dealer|factor|auctioneer/,
  ],
];

export function archetypeOf(occupation: string): Archetype {
  const text = occupation.toLowerCase();
  for (const [archetype, pattern] of ARCHETYPE_KEYWORDS) if (pattern.test(text)) return archetype;
  return 'commoner';
}

/** Whether the trade is the one who commands a ship (coat and tricorne) rather than one who sails in it. */
export const isShipmaster = (occupation: string) =>
  /\b(?:captain|master|admiral|commodore|skipper|navigator|privateer)\b/i.test(occupation);

// Named cloth colours shared by the trades: each a word a game master reads and the hex the portrait paints.
const C = {
  russet: ['russet', '#8a4a2a'],
  oxblood: ['oxblood', '#5e1f26'],
  brickRed: ['brick-red', '#9a3a2a'],
  wine: ['wine-red', '#6a1f35'],
  scarlet: ['scarlet', '#a82a2a'],
  crimson: ['crimson', '#8f1f2f'],
  mustard: ['mustard', '#a8862a'],
  ochre: ['ochre', '#a0702a'],
  saffron: ['saffron', '#c8902a'],
  moss: ['moss-green', '#5a6a3a'],
  bottle: ['bottle-green', '#1f4a35'],
  sage: ['sage-green', '#7a8a6a'],
  olive: ['olive', '#6a6a3a'],
  forest: ['forest-green', '#2f5a2f'],
  seaBlue: ['sea-blue', '#2a5a7a'],
  navy: ['navy', '#1f2a4a'],
  slate: ['slate-blue', '#4a5a78'],
  sky: ['pale blue', '#7a9ab8'],
  indigo: ['indigo', '#2f2a6a'],
  teal: ['teal', '#1f5a5a'],
  plum: ['plum', '#5a2a4a'],
  violet: ['violet', '#5a3a7a'],
  purple: ['purple', '#4b1f7a'],
  grey: ['grey', '#6a6a68'],
  charcoal: ['charcoal', '#333338'],
  black: ['black', '#1e1e22'],
  dove: ['dove-grey', '#9a9896'],
  brown: ['brown', '#6a4a30'],
  dun: ['dun', '#8a7a5a'],
  fawn: ['fawn', '#b09a78'],
  chestnut: ['chestnut', '#7a4a2a'],
  undyed: ['undyed', '#bdb29a'],
  oatmeal: ['oatmeal', '#c8bca0'],
  cream: ['cream', '#e8e0c8'],
  white: ['white', '#ece8e0'],
  rose: ['rose', '#b05a6a'],
  mulberry: ['mulberry', '#6a2a4a'],
  gold: ['gold', '#c8a040'],
  tawny: ['tawny', '#a0703a'],
} as const satisfies Record<string, Named>;

const LINEN: readonly Named[] = [['linen', '#e4dcc8'], C.cream, C.oatmeal, C.white];
const LEATHER: readonly Named[] = [
  ['brown leather', '#7a4e2e'],
  ['dark leather', '#4a3020'],
  ['tan leather', '#9a6a3e'],
];
const BRIGHT: readonly Named[] = [
  C.scarlet,
  C.saffron,
  C.teal,
  C.violet,
  C.seaBlue,
  C.mustard,
  C.rose,
  C.forest,
];
const EARTH: readonly Named[] = [
  C.russet,
  C.brown,
  C.dun,
  C.moss,
  C.ochre,
  C.olive,
  C.fawn,
  C.chestnut,
  C.grey,
];
const DARK: readonly Named[] = [C.charcoal, C.black, C.navy, C.oxblood, C.bottle, C.plum, C.grey];

const G = (
  male: Weighted<Garment>,
  female: Weighted<Garment> = male,
  nonBinary: Weighted<Garment> = male,
): OutfitDef['garments'] => ({ male, female, nonBinary });

export const OUTFITS: Readonly<Record<Archetype, OutfitDef>> = {
  merchant: {
    garments: G(
      [
        ['doublet', 3],
        ['coat', 3],
        ['waistcoat', 2],
      ],
      [
        ['gown', 3],
        ['coat', 2],
        ['waistcoat', 1],
        ['doublet', 1],
      ],
    ),
    colours: [C.wine, C.seaBlue, C.ochre, C.bottle, C.plum, C.russet, C.slate, C.mustard, C.teal],
    layers: [
      { kind: 'sash', chance: 0.15, colours: [C.saffron, C.scarlet, C.teal] },
      { kind: 'fur-collar', chance: 0.1 },
    ],
    headwear: [
      ['fine-hat', 3],
      ['hat', 2],
      ['cap', 2],
      ['none', 4],
    ],
    held: [
      ['coin-purse', 3],
      ['book', 2],
      ['scroll', 1],
      ['keys', 1],
      ['none', 2],
    ],
    weapons: [[{ name: 'dagger', carried: 'hand' }, 1]],
  },
  guard: {
    garments: G([['mail', 1]]),
    colours: [C.scarlet, C.navy, C.forest, C.mustard, C.purple, C.crimson, C.seaBlue, C.black, C.brickRed],
    layers: [
      { kind: 'tabard', chance: 0.55 },
      { kind: 'cloak', chance: 0.25 },
    ],
    headwear: [
      ['helm', 8],
      ['cap', 1],
      ['none', 2],
    ],
    held: [
      ['weapon', 7],
      ['lantern', 1],
      ['none', 1],
    ],
    weapons: [
      [{ name: 'spear', carried: 'hand' }, 5],
      [{ name: 'longsword', carried: 'hand' }, 2],
      [{ name: 'mace', carried: 'hand' }, 1],
      [{ name: 'longsword', carried: 'hip' }, 2],
      [{ name: 'shortsword', carried: 'hip' }, 1],
      [{ name: 'club', carried: 'hand', word: 'cudgel' }, 1],
    ],
    sideArm: 1,
    armour: [
      ['chain shirt', 5],
      ['leather', 2],
      ['studded leather', 2],
      ['chain mail', 1],
      ['breastplate', 1],
    ],
    shield: 0.3,
    mood: 'stern',
  },
  noble: {
    garments: G(
      [
        ['doublet', 4],
        ['coat', 2],
      ],
      [
        ['gown', 5],
        ['doublet', 1],
      ],
      [
        ['doublet', 3],
        ['coat', 2],
        ['gown', 1],
      ],
    ),
    colours: [C.wine, C.indigo, C.purple, C.bottle, C.black, C.crimson, C.navy, C.plum, C.teal, C.white],
    layers: [
      { kind: 'fur-collar', chance: 0.45 },
      { kind: 'sash', chance: 0.2, colours: [C.gold, C.scarlet, C.white, C.navy] },
    ],
    headwear: [
      ['circlet', 4],
      ['fine-hat', 2],
      ['feathered-cap', 1],
      ['none', 2],
    ],
    held: [
      ['none', 4],
      ['book', 1],
      ['scroll', 1],
      ['weapon', 1],
    ],
    weapons: [[{ name: 'rapier', carried: 'hand' }, 1]],
    sideArm: 0.2,
    mood: 'sly',
  },
  innkeeper: {
    garments: G(
      [
        ['shirt', 3],
        ['waistcoat', 3],
        ['tunic', 2],
        ['smock', 1],
      ],
      [
        ['gown', 3],
        ['shirt', 2],
        ['waistcoat', 2],
        ['smock', 1],
      ],
      [
        ['shirt', 2],
        ['waistcoat', 2],
        ['tunic', 2],
        ['smock', 1],
      ],
    ),
    colours: null,
    layers: [
      { kind: 'apron-cloth', chance: 0.45 },
      { kind: 'apron-leather', chance: 0.2 },
      { kind: 'towel', chance: 0.3 },
      { kind: 'neckerchief', chance: 0.2, colours: [C.scarlet, C.saffron, C.seaBlue, C.forest, C.white] },
      { kind: 'shawl', chance: 0.1, colours: [C.russet, C.moss, C.plum, C.oatmeal] },
    ],
    headwear: [
      ['none', 6],
      ['kerchief', 2],
      ['cap', 2],
      ['headband', 1],
    ],
    headwearColours: [C.scarlet, C.white, C.seaBlue, C.saffron, C.moss, C.cream],
    held: [
      ['tankard', 2],
      ['jug', 2],
      ['keys', 2],
      ['ladle', 1],
      ['lantern', 1],
      ['book', 1],
      ['coin-purse', 1],
      ['none', 2],
    ],
  },
  smith: {
    garments: G([
      ['shirt', 3],
      ['jerkin', 2],
      ['smock', 1],
    ]),
    colours: [C.dun, C.brown, C.grey, C.undyed, C.charcoal, C.russet, C.oatmeal],
    layers: [{ kind: 'apron-leather', chance: 0.6 }],
    headwear: [
      ['none', 4],
      ['headband', 2],
      ['cap', 1],
      ['kerchief', 1],
    ],
    headwearColours: [C.grey, C.brown, C.scarlet, C.charcoal],
    held: [['hammer', 1]],
    mood: 'stern',
  },
  priest: {
    garments: G([
      ['vestment', 3],
      ['robe', 2],
    ]),
    colours: [C.white, C.crimson, C.navy, C.dove, C.plum, C.cream, C.black, C.saffron],
    layers: [{ kind: 'stole', chance: 0.5, colours: [C.gold, C.white, C.scarlet, C.violet] }],
    headwear: [
      ['hood', 4],
      ['cap', 1],
      ['none', 3],
    ],
    held: [
      ['holy-symbol', 4],
      ['book', 2],
      ['quarterstaff', 1],
      ['lantern', 1],
    ],
  },
  wizard: {
    garments: G([
      ['robe', 5],
      ['coat', 2],
    ]),
    colours: [C.indigo, C.purple, C.navy, C.plum, C.teal, C.wine, C.bottle, C.charcoal, C.saffron],
    layers: [{ kind: 'sash', chance: 0.2, colours: [C.gold, C.scarlet, C.teal] }],
    headwear: [
      ['wizard-hat', 5],
      ['hood', 2],
      ['cap', 1],
      ['none', 2],
    ],
    held: [
      ['weapon', 4],
      ['book', 2],
      ['scroll', 1],
      ['none', 1],
    ],
    weapons: [[{ name: 'quarterstaff', carried: 'hand', word: 'staff' }, 1]],
  },
  thief: {
    garments: G([
      ['leathers', 3],
      ['jerkin', 2],
      ['coat', 2],
      ['tunic', 1],
    ]),
    colours: DARK,
    layers: [
      { kind: 'cloak', chance: 0.5 },
      { kind: 'neckerchief', chance: 0.15, colours: [C.charcoal, C.oxblood, C.grey] },
    ],
    headwear: [
      ['hood', 3],
      ['cap', 2],
      ['kerchief', 1],
      ['none', 3],
    ],
    held: [
      ['weapon', 3],
      ['keys', 1],
      ['coin-purse', 1],
      ['none', 3],
    ],
    weapons: [[{ name: 'dagger', carried: 'hand' }, 1]],
    armour: [
      ['leather', 2],
      ['none', 3],
    ],
    mood: 'sly',
  },
  outlaw: {
    garments: G([
      ['leathers', 3],
      ['jerkin', 3],
      ['coat', 2],
    ]),
    colours: [C.brown, C.moss, C.oxblood, C.charcoal, C.olive, C.dun, C.russet],
    layers: [
      { kind: 'cloak', chance: 0.55 },
      { kind: 'neckerchief', chance: 0.2, colours: [C.scarlet, C.oxblood, C.moss, C.black] },
    ],
    headwear: [
      ['hood', 3],
      ['hat', 2],
      ['kerchief', 2],
      ['none', 2],
    ],
    headwearColours: [C.moss, C.brown, C.black, C.oxblood, C.dun],
    held: [
      ['weapon', 5],
      ['none', 1],
    ],
    weapons: [
      [{ name: 'dagger', carried: 'hand' }, 2],
      [{ name: 'shortbow', carried: 'hand' }, 1],
      [{ name: 'shortbow', carried: 'back' }, 1],
      [{ name: 'scimitar', carried: 'hand' }, 1],
      [{ name: 'handaxe', carried: 'hand' }, 1],
      [{ name: 'shortsword', carried: 'hip' }, 1],
    ],
    armour: [
      ['leather', 3],
      ['studded leather', 1],
      ['hide', 1],
      ['none', 2],
    ],
    mood: 'sly',
  },
  farmer: {
    garments: G(
      [
        ['smock', 3],
        ['shirt', 2],
        ['tunic', 2],
      ],
      [
        ['gown', 3],
        ['smock', 2],
        ['shirt', 1],
      ],
      [
        ['smock', 2],
        ['shirt', 2],
        ['tunic', 2],
      ],
    ),
    colours: [C.undyed, C.oatmeal, C.dun, C.sage, C.fawn, C.moss, C.russet, C.sky, C.ochre],
    layers: [
      { kind: 'apron-cloth', chance: 0.15 },
      { kind: 'neckerchief', chance: 0.25, colours: [C.scarlet, C.seaBlue, C.saffron, C.white] },
    ],
    headwear: [
      ['straw-hat', 4],
      ['cap', 2],
      ['kerchief', 2],
      ['none', 3],
    ],
    headwearColours: [C.undyed, C.brown, C.scarlet, C.seaBlue, C.moss],
    held: [
      ['pitchfork', 3],
      ['lantern', 1],
      ['jug', 1],
      ['none', 3],
    ],
  },
  bard: {
    garments: G(
      [
        ['doublet', 4],
        ['coat', 2],
        ['waistcoat', 2],
      ],
      [
        ['gown', 3],
        ['doublet', 2],
        ['waistcoat', 1],
      ],
      [
        ['doublet', 3],
        ['waistcoat', 2],
        ['coat', 1],
      ],
    ),
    colours: BRIGHT,
    layers: [
      { kind: 'sash', chance: 0.3, colours: [C.saffron, C.scarlet, C.teal, C.violet] },
      { kind: 'cloak', chance: 0.15 },
    ],
    headwear: [
      ['feathered-cap', 4],
      ['hat', 2],
      ['none', 3],
    ],
    headwearColours: [C.forest, C.scarlet, C.violet, C.navy, C.saffron, C.teal],
    held: [
      ['lute', 5],
      ['none', 1],
    ],
    weapons: [[{ name: 'rapier', carried: 'hip' }, 1]],
    sideArm: 0.25,
    mood: 'sly',
  },
  alchemist: {
    garments: G([
      ['smock', 2],
      ['coat', 2],
      ['robe', 1],
      ['leathers', 1],
    ]),
    colours: [C.teal, C.olive, C.brown, C.slate, C.mustard, C.charcoal, C.bottle],
    layers: [
      { kind: 'apron-leather', chance: 0.6 },
      { kind: 'bandolier', chance: 0.45 },
    ],
    headwear: [
      ['goggles', 3],
      ['cap', 1],
      ['kerchief', 1],
      ['none', 3],
    ],
    headwearColours: [C.brown, C.teal, C.grey],
    held: [
      ['vial', 4],
      ['book', 1],
      ['none', 1],
    ],
  },
  healer: {
    garments: G(
      [
        ['robe', 2],
        ['coat', 2],
        ['smock', 2],
      ],
      [
        ['gown', 2],
        ['smock', 2],
        ['robe', 1],
        ['coat', 1],
      ],
    ),
    colours: [C.white, C.dove, C.sage, C.slate, C.cream, C.black, C.navy],
    layers: [
      { kind: 'apron-cloth', chance: 0.5 },
      { kind: 'shawl', chance: 0.1, colours: [C.oatmeal, C.sage, C.plum] },
    ],
    headwear: [
      ['cap', 2],
      ['kerchief', 2],
      ['hood', 1],
      ['none', 4],
    ],
    headwearColours: [C.white, C.cream, C.dove, C.black],
    held: [
      ['vial', 2],
      ['book', 1],
      ['lantern', 1],
      ['none', 2],
    ],
  },
  ranger: {
    garments: G([
      ['leathers', 3],
      ['jerkin', 2],
      ['tunic', 1],
    ]),
    colours: [C.forest, C.moss, C.olive, C.brown, C.dun, C.sage, C.tawny],
    layers: [{ kind: 'cloak', chance: 0.6 }],
    headwear: [
      ['hood', 4],
      ['hat', 2],
      ['none', 3],
    ],
    headwearColours: [C.forest, C.moss, C.brown, C.dun],
    held: [
      ['weapon', 5],
      ['lantern', 1],
      ['none', 1],
    ],
    weapons: [
      [{ name: 'longbow', carried: 'hand' }, 3],
      [{ name: 'longbow', carried: 'back' }, 2],
      [{ name: 'shortbow', carried: 'hand' }, 2],
      [{ name: 'spear', carried: 'hand' }, 1],
      [{ name: 'handaxe', carried: 'hand' }, 1],
    ],
    sideArm: 0.5,
    armour: [
      ['leather', 3],
      ['hide', 1],
      ['studded leather', 1],
      ['none', 1],
    ],
  },
  sailor: {
    garments: G(
      [
        ['shirt', 3],
        ['waistcoat', 2],
        ['jerkin', 2],
        ['coat', 1],
      ],
      [
        ['shirt', 3],
        ['waistcoat', 2],
        ['jerkin', 1],
        ['coat', 1],
      ],
    ),
    colours: [C.navy, C.seaBlue, C.slate, C.oxblood, C.dun, C.charcoal, C.teal, C.brickRed, C.undyed],
    layers: [
      { kind: 'neckerchief', chance: 0.35, colours: [C.scarlet, C.navy, C.white, C.saffron, C.black] },
      { kind: 'sash', chance: 0.25, colours: [C.scarlet, C.crimson, C.saffron, C.navy] },
    ],
    headwear: [
      ['kerchief', 3],
      ['cap', 3],
      ['none', 3],
    ],
    headwearColours: [C.scarlet, C.navy, C.black, C.white, C.seaBlue, C.brown],
    held: [
      ['spyglass', 2],
      ['weapon', 2],
      ['lantern', 1],
      ['none', 2],
    ],
    weapons: [
      [{ name: 'scimitar', carried: 'hand', word: 'cutlass' }, 3],
      [{ name: 'scimitar', carried: 'hip', word: 'cutlass' }, 2],
      [{ name: 'dagger', carried: 'hand' }, 1],
    ],
    sideArm: 0.4,
  },
  scholar: {
    garments: G(
      [
        ['robe', 3],
        ['coat', 2],
        ['doublet', 2],
      ],
      [
        ['robe', 3],
        ['gown', 2],
        ['coat', 1],
      ],
    ),
    colours: [C.black, C.charcoal, C.navy, C.wine, C.dove, C.brown, C.bottle, C.slate],
    layers: [{ kind: 'stole', chance: 0.15, colours: [C.scarlet, C.gold, C.navy] }],
    headwear: [
      ['cap', 3],
      ['hood', 1],
      ['none', 5],
    ],
    headwearColours: [C.black, C.charcoal, C.wine, C.navy],
    held: [
      ['book', 3],
      ['scroll', 2],
      ['lantern', 1],
      ['none', 1],
    ],
  },
  labourer: {
    garments: G(
      [
        ['shirt', 3],
        ['smock', 2],
        ['jerkin', 2],
        ['tunic', 2],
      ],
      [
        ['shirt', 3],
        ['smock', 2],
        ['jerkin', 1],
        ['gown', 1],
      ],
    ),
    colours: EARTH,
    layers: [
      { kind: 'apron-leather', chance: 0.25 },
      { kind: 'neckerchief', chance: 0.25, colours: [C.scarlet, C.seaBlue, C.saffron, C.grey] },
    ],
    headwear: [
      ['cap', 3],
      ['kerchief', 2],
      ['headband', 1],
      ['none', 4],
    ],
    headwearColours: [C.grey, C.brown, C.scarlet, C.dun, C.undyed],
    held: [
      ['hammer', 1],
      ['axe', 1],
      ['lantern', 1],
      ['none', 3],
    ],
    mood: 'stern',
  },
  commoner: {
    garments: G(
      [
        ['tunic', 3],
        ['shirt', 2],
        ['waistcoat', 1],
        ['smock', 1],
      ],
      [
        ['gown', 3],
        ['shirt', 1],
        ['smock', 1],
        ['waistcoat', 1],
      ],
      [
        ['tunic', 3],
        ['shirt', 2],
        ['waistcoat', 1],
      ],
    ),
    colours: null,
    layers: [
      { kind: 'apron-cloth', chance: 0.12 },
      { kind: 'neckerchief', chance: 0.15, colours: [C.scarlet, C.seaBlue, C.saffron, C.moss] },
      { kind: 'shawl', chance: 0.12, colours: [C.russet, C.moss, C.plum, C.oatmeal, C.grey] },
    ],
    headwear: [
      ['none', 6],
      ['cap', 2],
      ['kerchief', 2],
      ['hat', 1],
      ['headband', 1],
    ],
    headwearColours: [C.grey, C.brown, C.scarlet, C.seaBlue, C.moss, C.undyed],
    held: [
      ['none', 5],
      ['lantern', 1],
      ['jug', 1],
      ['book', 1],
    ],
  },
};

/** The colours the layers come in when their option names none: leather is leather, a towel is linen. */
export const LAYER_COLOURS: Readonly<Record<NpcLayer, readonly Named[] | 'cloth'>> = {
  'apron-cloth': [C.white, C.cream, C.oatmeal, C.undyed, ['striped', '#c8b8a0']],
  'apron-leather': LEATHER,
  cloak: [C.charcoal, C.moss, C.brown, C.grey, C.navy, C.oxblood, C.forest, C.dun],
  tabard: 'cloth',
  towel: [C.white, C.cream, C.oatmeal],
  'fur-collar': [
    ['ermine', '#f2eee6'],
    ['fox-fur', '#b0602a'],
    ['sable', '#3a2a22'],
    ['grey fur', '#8a847a'],
  ],
  bandolier: LEATHER,
  shawl: [C.russet, C.moss, C.plum, C.oatmeal, C.grey],
  neckerchief: [C.scarlet, C.seaBlue, C.saffron, C.white],
  sash: [C.scarlet, C.saffron, C.teal],
  baldric: LEATHER,
  stole: [C.gold, C.white, C.scarlet],
};

/** Headwear that takes the colour of its cloth (the rest are metal, straw or glass and keep their own). */
export const SOFT_HEADWEAR: ReadonlySet<string> = new Set([
  'hood',
  'wizard-hat',
  'fine-hat',
  'feathered-cap',
  'tricorne',
  'cap',
  'kerchief',
  'hat',
  'headband',
]);

/** A second colour for headwear when the trade names none: felt and wool in plain colours. */
export const FELT_COLOURS: readonly Named[] = [
  C.black,
  C.brown,
  C.grey,
  C.charcoal,
  C.moss,
  C.navy,
  C.oxblood,
];

export interface ClassLook {
  /** Cloth colours when the occupation has no palette of its own. */
  colours: readonly Named[];
  /** Multiplies the cloth's saturation: the poor wear faded, undyed cloth. */
  richness: number;
  trim: 'none' | 'plain' | 'silver' | 'gold';
  /** 0 none, 1 a brooch, 2 brooch and earrings, 3 brooch, earrings and a chain. */
  jewels: 0 | 1 | 2 | 3;
  patches: boolean;
}

export const CLASS_LOOKS: Readonly<Record<NpcSocialClass, ClassLook>> = {
  lower: {
    colours: [C.dun, C.undyed, C.grey, C.brown, C.oatmeal, C.sage, C.fawn],
    richness: 0.45,
    trim: 'none',
    jewels: 0,
    patches: true,
  },
  working: {
    colours: [C.russet, C.moss, C.slate, C.ochre, C.brown, C.sage, C.dun, C.seaBlue, C.fawn],
    richness: 0.75,
    trim: 'plain',
    jewels: 0,
    patches: false,
  },
  middle: {
    colours: [C.seaBlue, C.brickRed, C.forest, C.mustard, C.violet, C.teal, C.russet, C.slate, C.plum],
    richness: 0.95,
    trim: 'plain',
    jewels: 0,
    patches: false,
  },
  upper: {
    colours: [C.navy, C.crimson, C.teal, C.purple, C.saffron, C.bottle, C.wine, C.indigo],
    richness: 1.1,
    trim: 'silver',
    jewels: 1,
    patches: false,
  },
  nobility: {
    colours: [C.wine, C.indigo, C.purple, C.bottle, C.black, C.crimson, C.white],
    richness: 1.25,
    trim: 'gold',
    jewels: 3,
    patches: false,
  },
};

/** The linen of the shirt under a garment, by class. */
export const LINEN_BY_CLASS: Readonly<Record<NpcSocialClass, Named>> = {
  lower: ['coarse linen', '#bdb29a'],
  working: ['linen', '#e4dcc8'],
  middle: ['linen', '#e4dcc8'],
  upper: ['fine linen', '#efe8da'],
  nobility: ['white silk', '#f3eee4'],
};
export { LINEN };
