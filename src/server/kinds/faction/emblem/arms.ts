// Decides a faction's coat of arms from what the faction is (purpose, alignment, secrecy, size, emblem style) and a
// seed, keeping the rule of tincture; also the reading of an `Arms` record the drawing and the blazon share.
//
// The rules every decided coat of arms keeps, and that the drawing and the blazon both honour exactly:
// - Rule of tincture: metal (or, argent) is never laid on metal nor colour on colour.
// - A divided field has two parts: the first (`field`) and the second (`division.tincture`), always one metal and
//   one colour. A divided field carries no ordinary (it would lie on both parts), and its charges lie together
//   on the parts of one tincture: on the first part when the charge's tincture is of the other class than the
//   first part's, else on the second ('Per fess azure and or, in chief three mullets or').
// - An ordinary contrasts the field. Its charges lie on the field around it ('a chevron or between three ravens
//   argent') when their tincture contrasts the field, else on the ordinary itself ('on a fess or three mullets
//   azure'), which they then contrast. Charges are never laid on a bordure.
// - `charge.count` is 0..3, and 0 only with an ordinary, so every emblem shows something. Each ground offers the
//   counts heraldry arranges well there (`ARRANGEMENTS`); the drawing places any count on any ground.
// - A secret or clandestine faction bears a dark (colour) field, no division, at most one charge, and no gold at
//   all (its metal is argent): no golden lion on azure. The drawing also draws its lone charge smaller. A known one
//   may be bold.
import {
  type Arms,
  type Charge,
  type FactionAlignment,
  type FactionData,
  type FactionEmblemStyle,
  type FactionPurpose,
  HERALDIC_COLOURS,
  type HERALDIC_METALS,
  type ProperTincture,
  type Tincture,
} from '../../../../shared/kinds/faction.js';
import { type ArtRng, createArtRng } from '../../../art/art-rng.js';
import { readArmsWords } from './lexicon.js';
import type { LineStyle } from './lines.js';
import { type RowFrame, semyPlaces } from './rows.js';
import type { ShieldShape } from './shields.js';

export type ArmsFacts = Pick<FactionData, 'purpose' | 'alignment' | 'secrecy' | 'size' | 'emblemStyle'> & {
  /** The faction's name, typed or generated: a colour or a thing in it is borne ('the Golden Bell': a bell or). */
  readonly name?: string;
  /** The purpose as the game master typed it, read the same way ('beekeepers': bees; 'necromancers': a skull). */
  readonly purposeText?: string;
  /** What the faction reveres, in words (a deity's holy symbol, a cult's sign): it leans the choice of charge. */
  readonly devotion?: string;
  /** The name was typed by the game master: its words lead; a generated name's follow the typed purpose's. */
  readonly nameGiven?: boolean;
};
export type Division = Arms['division']['type'];
export type Ordinary = Arms['ordinary']['type'];

const COLOURS: readonly Tincture[] = HERALDIC_COLOURS;

export const isMetal = (t: Tincture): boolean => t === 'or' || t === 'argent';
/** Whether two tinctures may touch: one metal and one colour. */
export const contrasts = (a: Tincture, b: Tincture): boolean => isMetal(a) !== isMetal(b);

/** Where the charges of a coat of arms lie. */
export type ChargeGround =
  | { on: 'none' }
  | { on: 'field' }
  | { on: 'ordinary' }
  /** A part of a divided field: 1 is the first part (the field's tincture), 2 the second. */
  | { on: 'part'; part: 1 | 2 };

/** Read from the record alone, so the drawing and the blazon always agree about it. */
export function chargeGround(arms: Arms): ChargeGround {
  if (arms.charge.count === 0) return { on: 'none' };
  // Strewn charges and the main charges beside a second one always lie on the field.
  if (arms.charge.semy || arms.second) return { on: 'field' };
  if (arms.division.type !== 'none') {
    return { on: 'part', part: contrasts(arms.charge.tincture, arms.field) ? 1 : 2 };
  }
  if (
    arms.ordinary.type !== 'none' &&
    arms.ordinary.type !== 'bordure' &&
    !contrasts(arms.charge.tincture, arms.field) &&
    contrasts(arms.charge.tincture, arms.ordinary.tincture)
  ) {
    return { on: 'ordinary' };
  }
  return { on: 'field' };
}

/** Every adjacency the emblem draws, as pairs of tinctures that touch (for the rule of tincture). */
export function adjacencies(arms: Arms): [Tincture, Tincture][] {
  const pairs: [Tincture, Tincture][] = [];
  const hasDivision = arms.division.type !== 'none';
  if (hasDivision) pairs.push([arms.field, arms.division.tincture]);
  if (arms.ordinary.type !== 'none') {
    pairs.push([arms.ordinary.tincture, arms.field]);
    if (hasDivision) pairs.push([arms.ordinary.tincture, arms.division.tincture]);
  }
  const ground = chargeGround(arms);
  if (ground.on === 'field') pairs.push([arms.charge.tincture, arms.field]);
  if (ground.on === 'ordinary') pairs.push([arms.charge.tincture, arms.ordinary.tincture]);
  if (ground.on === 'part')
    pairs.push([arms.charge.tincture, ground.part === 1 ? arms.field : arms.division.tincture]);
  if (arms.second) pairs.push([arms.second.tincture, arms.ordinary.tincture]);
  return pairs;
}

/** The rule of tincture over the whole coat (for checking arms that came from elsewhere, as an AI's). */
export const keepsRuleOfTincture = (arms: Arms): boolean =>
  adjacencies(arms).every(([a, b]) => contrasts(a, b));

/** The counts each ground arranges well (the decider keeps to them; the drawing places any count anywhere). */
export const ARRANGEMENTS = {
  /** Charges on the field around an ordinary (0 is the ordinary alone). */
  around: {
    fess: [0, 2, 3],
    pale: [0, 2],
    bend: [0, 2],
    chevron: [0, 2, 3],
    cross: [0, 4],
    saltire: [0, 2, 4],
    chief: [0, 1, 2, 3],
    bordure: [0, 1, 2, 3],
    pile: [0, 2],
  },
  /** Charges on the ordinary. */
  on: {
    fess: [1, 2, 3],
    pale: [1, 2, 3],
    bend: [1, 2, 3],
    chevron: [1, 3],
    cross: [1],
    saltire: [1],
    chief: [1, 2, 3],
    pile: [1, 2],
  },
  /** Charges on a part of a divided field: [first part, second part]. */
  parts: {
    'per pale': [[1], [1]],
    'per fess': [
      [1, 2, 3],
      [1, 2],
    ],
    'per bend': [[1], [1]],
    'per chevron': [[1, 2], [1]],
    quarterly: [[1], [1]],
    'per saltire': [[1], [2]],
  },
} as const satisfies {
  around: Record<Exclude<Ordinary, 'none'>, readonly number[]>;
  on: Record<Exclude<Ordinary, 'none' | 'bordure'>, readonly number[]>;
  parts: Record<Exclude<Division, 'none'>, readonly [readonly number[], readonly number[]]>;
};

/** The largest count that fits where a narrow shield leaves less room (a lozenge's corners are tight). */
const CROWDED: Partial<Record<ShieldShape, Record<string, number>>> = {
  lozenge: {
    'around chevron': 0,
    'around cross': 0,
    'around saltire': 2,
    'around fess': 2,
    'on chief': 2,
    'part 1 per chevron': 1,
    'part 1 per fess': 2,
  },
};

function fitting(shield: ShieldShape, where: string, counts: readonly number[]): readonly number[] {
  const max = CROWDED[shield]?.[where];
  return max === undefined ? counts : counts.filter((n) => n <= max);
}

// ---- What each kind of faction bears ----

type Weights<T extends string> = Partial<Record<T, number>>;

/**
 * The charges a purpose draws from when its words name none (weight 3 is its signature, the rest give variety at
 * volume: a hundred thieves' guilds are not a hundred keys), and its favourite colours, lines and ordinaries.
 */
const PURPOSE: Record<
  FactionPurpose,
  {
    charges: Weights<Charge>;
    colours: Weights<Tincture>;
    lines?: Weights<LineStyle>;
    ordinaries?: Weights<Ordinary>;
  }
> = {
  "thieves' guild": {
    charges: {
      key: 3,
      mask: 3,
      dagger: 3,
      fox: 3,
      raven: 2.5,
      cat: 2,
      rat: 2,
      magpie: 1.8,
      padlock: 1.5,
      purse: 1.5,
      hand: 1,
      coin: 1,
      ladder: 1,
      moth: 1,
      bat: 0.8,
      candle: 0.8,
      lantern: 0.7,
      gauntlet: 0.6,
    },
    colours: { sable: 1.8, vert: 1.3, purpure: 1.2 },
  },
  'merchant league': {
    charges: {
      coin: 3,
      scales: 3,
      ship: 3,
      key: 2.2,
      purse: 2,
      barrel: 1.5,
      gem: 1.2,
      anchor: 1,
      wheel: 1,
      bee: 1,
      beehive: 1,
      garb: 0.8,
      grapes: 0.8,
      ring: 0.8,
      bridge: 0.8,
      lighthouse: 0.6,
      windmill: 0.6,
      tankard: 0.5,
    },
    colours: { azure: 1.4, vert: 1.3, gules: 1.1 },
    ordinaries: { chief: 1.4, fess: 1.3 },
  },
  'knightly order': {
    charges: {
      lion: 3,
      sword: 3,
      tower: 2.6,
      helm: 2.4,
      'cross-formy': 2.2,
      castle: 2,
      horse: 1.6,
      spear: 1.4,
      banner: 1.4,
      gauntlet: 1.3,
      griffin: 1,
      eagle: 1,
      unicorn: 1,
      portcullis: 1,
      falcon: 0.8,
      mace: 0.7,
      bull: 0.5,
    },
    colours: { gules: 1.6, azure: 1.3 },
    lines: { embattled: 3 },
    ordinaries: { cross: 4, saltire: 1.3 },
  },
  cult: {
    charges: {
      eye: 3,
      skull: 3,
      serpent: 3,
      flame: 3,
      candle: 1.5,
      moth: 1.2,
      bat: 1.2,
      octopus: 1.2,
      bone: 1.2,
      goat: 1.2,
      crescent: 1,
      hand: 1,
      scorpion: 1,
      cauldron: 1,
      drop: 1,
      mask: 1,
      comet: 0.8,
      scarab: 0.8,
      heart: 0.6,
      eel: 0.6,
    },
    colours: { purpure: 2, sable: 1.6, gules: 1.3 },
    lines: { nebuly: 2, wavy: 1.3 },
    ordinaries: { pile: 1.8 },
  },
  'cabal of mages': {
    charges: {
      mullet: 3,
      crescent: 3,
      book: 3,
      owl: 2.6,
      eye: 2.2,
      estoile: 2,
      hourglass: 1.5,
      comet: 1.5,
      orb: 1.5,
      flask: 1.5,
      thunderbolt: 1.2,
      dragon: 1,
      scroll: 1,
      gem: 1,
      mirror: 1,
      cauldron: 0.8,
      phoenix: 0.8,
      salamander: 0.8,
      tower: 0.8,
      key: 0.5,
    },
    colours: { azure: 1.7, purpure: 2 },
    lines: { nebuly: 2.5 },
  },
  'rebel cell': {
    charges: {
      flame: 3,
      hand: 3,
      wolf: 3,
      torch: 2,
      chain: 2,
      arrow: 1.5,
      sickle: 1.5,
      bow: 1.2,
      sparrow: 1.2,
      thistle: 1.2,
      banner: 1.2,
      cock: 1.2,
      fox: 1,
      bell: 1,
      drum: 1,
      sword: 0.8,
      falcon: 0.8,
      pickaxe: 0.8,
      hare: 0.6,
      gull: 0.6,
    },
    colours: { gules: 1.6, vert: 1.4 },
    ordinaries: { bend: 1.6 },
  },
  'noble house': {
    charges: {
      lion: 3,
      eagle: 3,
      crown: 3,
      griffin: 3,
      'fleur-de-lis': 2,
      unicorn: 2,
      rose: 1.5,
      castle: 1.5,
      swan: 1.5,
      stag: 1.2,
      falcon: 1.2,
      boar: 1,
      hound: 1,
      bull: 1,
      lily: 1,
      sceptre: 1,
      tower: 0.8,
      orb: 0.8,
      dolphin: 0.8,
      horse: 0.8,
      ram: 0.6,
      elephant: 0.6,
      trefoil: 0.6,
      acorn: 0.6,
      harp: 0.6,
      mullet: 0.5,
      crescent: 0.5,
    },
    colours: { gules: 1.4, azure: 1.4, purpure: 1.2 },
    ordinaries: { chief: 1.5, bordure: 1.4 },
  },
  'mercenary company': {
    charges: {
      axe: 3,
      sword: 3,
      wolf: 3,
      bear: 3,
      helm: 2,
      gauntlet: 2,
      spear: 1.5,
      hammer: 1.5,
      mace: 1.5,
      boar: 1.2,
      bull: 1.2,
      arrow: 1,
      hound: 1,
      drum: 1,
      banner: 1,
      skull: 0.8,
      ram: 0.8,
      coin: 0.8,
      scorpion: 0.6,
      purse: 0.6,
      anvil: 0.5,
    },
    colours: { gules: 1.5, sable: 1.4 },
    lines: { embattled: 2.5, indented: 1.5 },
  },
  'druid circle': {
    charges: {
      tree: 3,
      stag: 3,
      garb: 2.5,
      acorn: 2.5,
      'oak-leaf': 2.5,
      boar: 2,
      sickle: 2,
      pine: 1.5,
      trefoil: 1.5,
      mushroom: 1.5,
      hare: 1.5,
      wreath: 1.2,
      mountain: 1,
      bee: 1,
      crescent: 1,
      owl: 1,
      apple: 1,
      thistle: 1,
      squirrel: 1,
      frog: 0.8,
      butterfly: 0.8,
      fish: 0.8,
      rose: 0.6,
      sun: 0.6,
      goat: 0.6,
      heron: 0.6,
    },
    colours: { vert: 3.2, azure: 0.9 },
    lines: { wavy: 1.5, engrailed: 1.5 },
  },
  'spy ring': {
    charges: {
      eye: 3,
      mask: 3,
      key: 3,
      spider: 3,
      raven: 1.5,
      mirror: 1.5,
      padlock: 1.5,
      moth: 1.2,
      bat: 1.2,
      quill: 1,
      dagger: 1,
      owl: 1,
      scroll: 1,
      cat: 1,
      magpie: 1,
      lantern: 0.8,
      rat: 0.8,
      hand: 0.6,
      scorpion: 0.6,
    },
    colours: { sable: 1.7, azure: 1.3 },
  },
  "assassins' guild": {
    charges: {
      dagger: 3,
      skull: 3,
      spider: 3,
      serpent: 3,
      scorpion: 2,
      flask: 1.5,
      drop: 1.5,
      raven: 1,
      hourglass: 1,
      mask: 1,
      bat: 1,
      arrow: 1,
      crescent: 0.8,
      bone: 0.8,
      moth: 0.6,
      rose: 0.6,
      cat: 0.6,
    },
    colours: { sable: 2.2, gules: 1.4 },
    ordinaries: { pile: 1.5, saltire: 1.5 },
  },
  'holy order': {
    charges: {
      sun: 3,
      chalice: 3,
      dove: 3,
      lantern: 2.5,
      'cross-formy': 2.5,
      bell: 1.5,
      candle: 1.5,
      lily: 1.5,
      escallop: 1.2,
      book: 1,
      lamp: 1,
      estoile: 1,
      key: 0.8,
      heart: 0.6,
      rose: 0.6,
      crown: 0.6,
      swan: 0.6,
      ram: 0.6,
      wreath: 0.6,
      orb: 0.6,
      hand: 0.6,
    },
    colours: { azure: 1.5, gules: 1.1 },
    ordinaries: { cross: 4, chief: 1.2 },
  },
  "scholars' society": {
    charges: {
      book: 3,
      quill: 3,
      lantern: 2.5,
      owl: 3,
      scroll: 2,
      lamp: 1.5,
      hourglass: 1.2,
      candle: 1.2,
      key: 1,
      orb: 1,
      mullet: 0.8,
      scales: 0.6,
      estoile: 0.6,
      mirror: 0.6,
      heron: 0.6,
      bee: 0.6,
      tree: 0.6,
      gem: 0.4,
    },
    colours: { azure: 1.4, vert: 1.2, purpure: 1.2 },
    ordinaries: { chevron: 1.4, chief: 1.3 },
  },
  'smuggling ring': {
    charges: {
      ship: 3,
      anchor: 3,
      fish: 2.5,
      lantern: 2.5,
      barrel: 2.5,
      gull: 1.5,
      oar: 1.5,
      eel: 1.2,
      crab: 1.2,
      escallop: 1,
      dolphin: 1,
      octopus: 1,
      lighthouse: 1,
      key: 0.8,
      rat: 0.8,
      coin: 0.6,
      cat: 0.6,
      tankard: 0.6,
      chain: 0.6,
    },
    colours: { azure: 1.6, vert: 1.2, sable: 1.3 },
    lines: { wavy: 3.5 },
    ordinaries: { fess: 1.4, bend: 1.3 },
  },
};

/** Charges that look sinister or menacing, and those that look bright and open. */
const SINISTER = new Set<Charge>([
  'skull',
  'serpent',
  'spider',
  'raven',
  'flame',
  'mask',
  'dagger',
  'dragon',
  'wolf',
  'bat',
  'scorpion',
  'bone',
  'rat',
  'octopus',
  'moth',
  'drop',
  'cauldron',
  'chain',
]);
const BRIGHT = new Set<Charge>([
  'dove',
  'sun',
  'lion',
  'rose',
  'heart',
  'chalice',
  'stag',
  'crown',
  'fleur-de-lis',
  'escallop',
  'lantern',
  'lily',
  'swan',
  'candle',
  'wreath',
  'bell',
  'unicorn',
  'butterfly',
  'estoile',
]);
/** Charges that display power: never shown by a faction that hides. */
const BOLD = new Set<Charge>([
  'lion',
  'eagle',
  'griffin',
  'dragon',
  'crown',
  'sun',
  'tower',
  'bear',
  'horse',
  'castle',
  'unicorn',
  'elephant',
  'banner',
  'sceptre',
  'orb',
  'bull',
]);
/** Large figures read best alone; small ones are classic in threes. */
const LARGE = new Set<Charge>([
  'lion',
  'wolf',
  'bear',
  'boar',
  'stag',
  'horse',
  'dragon',
  'griffin',
  'eagle',
  'ship',
  'tree',
  'tower',
  'serpent',
  'owl',
  'mountain',
  'scales',
  'cat',
  'hound',
  'ram',
  'bull',
  'goat',
  'hare',
  'unicorn',
  'elephant',
  'squirrel',
  'phoenix',
  'swan',
  'falcon',
  'cock',
  'heron',
  'octopus',
  'castle',
  'bridge',
  'windmill',
  'lighthouse',
  'harp',
  'cauldron',
  'banner',
  'pine',
  'dolphin',
  'salamander',
]);

/** The field and its charges' colours per moral axis (metals are weighed separately). */
const COLOUR_WEIGHTS: Record<
  'good' | 'neutral' | 'evil',
  Record<(typeof HERALDIC_COLOURS)[number], number>
> = {
  good: { gules: 2, azure: 3, vert: 1.5, sable: 0.45, purpure: 0.7 },
  neutral: { gules: 2, azure: 2, vert: 2, sable: 1.3, purpure: 1 },
  evil: { gules: 3, azure: 0.5, vert: 0.8, sable: 3.6, purpure: 2.3 },
};
const METAL_WEIGHTS: Record<'good' | 'neutral' | 'evil', Record<(typeof HERALDIC_METALS)[number], number>> = {
  good: { or: 2.4, argent: 2 },
  neutral: { or: 1.5, argent: 1.5 },
  evil: { or: 0.8, argent: 2 },
};

type Law = 'lawful' | 'neutral' | 'chaotic';
type Moral = 'good' | 'neutral' | 'evil';

function axes(alignment: FactionAlignment): { law: Law; moral: Moral } {
  const [a, b] = alignment === 'True Neutral' ? ['Neutral', 'Neutral'] : alignment.split(' ');
  return {
    law: a === 'Lawful' ? 'lawful' : a === 'Chaotic' ? 'chaotic' : 'neutral',
    moral: b === 'Good' ? 'good' : b === 'Evil' ? 'evil' : 'neutral',
  };
}

/** Chaotic factions like bends and restless lines; lawful ones straight lines, crosses and pales. */
const ORDINARY_WEIGHTS: Record<Law, Record<Exclude<Ordinary, 'none'>, number>> = {
  lawful: {
    cross: 2.2,
    pale: 2,
    fess: 2,
    chevron: 1.4,
    chief: 1.6,
    saltire: 0.7,
    bordure: 1,
    bend: 0.35,
    pile: 0.4,
  },
  neutral: {
    chevron: 2,
    fess: 1.8,
    bend: 1.5,
    chief: 1.5,
    pale: 1,
    saltire: 1,
    cross: 0.9,
    bordure: 1,
    pile: 0.8,
  },
  chaotic: {
    bend: 3.2,
    saltire: 1.8,
    pile: 1.5,
    chevron: 1,
    chief: 0.8,
    fess: 0.6,
    bordure: 0.5,
    pale: 0.35,
    cross: 0.3,
  },
};
const LINE_WEIGHTS: Record<Law, Record<LineStyle, number>> = {
  lawful: { straight: 9, embattled: 0.8, indented: 0.5, engrailed: 0.6, wavy: 0, dancetty: 0, nebuly: 0 },
  neutral: {
    straight: 4,
    engrailed: 1.2,
    indented: 1.1,
    embattled: 0.7,
    wavy: 1,
    dancetty: 0.5,
    nebuly: 0.3,
  },
  chaotic: { straight: 1.3, wavy: 3, nebuly: 2.6, dancetty: 1.6, indented: 1, engrailed: 1, embattled: 0.2 },
};
const DIVISION_WEIGHTS: Record<Law, Record<Exclude<Division, 'none'>, number>> = {
  lawful: {
    quarterly: 2.5,
    'per pale': 2,
    'per fess': 1.8,
    'per chevron': 1,
    'per bend': 0.25,
    'per saltire': 0.5,
  },
  neutral: {
    'per fess': 2,
    'per chevron': 2,
    'per pale': 1.2,
    'per bend': 1.2,
    quarterly: 1,
    'per saltire': 0.8,
  },
  chaotic: {
    'per bend': 3,
    'per saltire': 1.5,
    'per chevron': 1,
    'per fess': 0.8,
    'per pale': 0.5,
    quarterly: 0.4,
  },
};

/**
 * The lines each ordinary or division is drawn with well: a cross dancetty or a nebuly bordure reads as noise, and
 * teeth along a diagonal turn into stairs.
 */
const LINES_FOR: Record<Exclude<Ordinary | Division, 'none'>, readonly LineStyle[]> = {
  fess: ['straight', 'wavy', 'embattled', 'indented', 'engrailed', 'dancetty', 'nebuly'],
  chief: ['straight', 'wavy', 'embattled', 'indented', 'engrailed', 'dancetty', 'nebuly'],
  pale: ['straight', 'wavy', 'embattled', 'indented', 'engrailed', 'nebuly'],
  bend: ['straight', 'wavy', 'embattled', 'indented', 'engrailed', 'nebuly'],
  chevron: ['straight', 'wavy', 'embattled', 'indented', 'engrailed'],
  cross: ['straight', 'wavy', 'embattled', 'indented', 'engrailed', 'nebuly'],
  saltire: ['straight', 'wavy', 'engrailed'],
  pile: ['straight', 'wavy', 'indented', 'engrailed'],
  bordure: ['straight', 'wavy', 'indented', 'engrailed', 'embattled'],
  'per pale': ['straight', 'wavy', 'embattled', 'indented', 'dancetty', 'nebuly'],
  'per fess': ['straight', 'wavy', 'embattled', 'indented', 'dancetty', 'nebuly'],
  'per bend': ['straight', 'wavy', 'embattled', 'indented', 'nebuly'],
  'per chevron': ['straight', 'wavy', 'embattled', 'indented'],
  quarterly: ['straight'],
  'per saltire': ['straight'],
};

/**
 * The shield each style draws: fantasy a heater; medieval a heater or the French square shield; dark a Spanish
 * round-based shield or a Norman kite; elegant a lozenge or a French shield; tribal a round hide shield; arcane
 * round or Swiss; religious French; military a pavise or a Swiss shield.
 */
export const STYLE_SHIELDS: Record<FactionEmblemStyle, readonly (readonly [ShieldShape, number])[]> = {
  fantasy: [['heater', 1]],
  medieval: [
    ['heater', 0.6],
    ['french', 0.4],
  ],
  dark: [
    ['spanish', 0.5],
    ['kite', 0.5],
  ],
  elegant: [
    ['french', 0.55],
    ['lozenge', 0.45],
  ],
  tribal: [['round', 1]],
  arcane: [
    ['round', 0.5],
    ['swiss', 0.5],
  ],
  religious: [['french', 1]],
  military: [
    ['pavise', 0.55],
    ['swiss', 0.45],
  ],
};

const entries = <T extends string>(w: Weights<T>): [T, number][] =>
  (Object.entries(w) as [T, number][]).filter(([, v]) => v > 0);

function pickWeighted<T extends string>(rng: ArtRng, w: Weights<T>): T {
  return rng.weighted(entries(w));
}

const isSecret = (facts: ArmsFacts) => facts.secrecy === 'secret' || facts.secrecy === 'clandestine';
const isGreat = (facts: ArmsFacts) =>
  facts.size === 'World Organization' || facts.size === 'Continental Network';

/** What the faction's words ask for, as the decider uses it. */
interface Wants {
  readonly charges: readonly Charge[];
  readonly tinctures: readonly Tincture[];
  readonly chargeTincture?: Tincture;
  readonly hints: readonly Charge[];
  /** How many of the first charge the words count (2 to 13). */
  readonly count?: number;
  /** The first charge strewn over the field. */
  readonly semy?: boolean;
  /** The first charge's colour, one heraldry has no tincture for. */
  readonly proper?: ProperTincture;
}

const NOTHING: Wants = { charges: [], tinctures: [], hints: [] };

function chooseCharge(facts: ArmsFacts, wants: Wants, moral: Moral, rng: ArtRng): Charge {
  // A charge the faction's words name is borne: the first ('the Bell and Key' a bell, and often keys on a band).
  // The others are shown as a second charge on an ordinary (see `chooseSecond`), so the first is always the main one.
  if (wants.charges.length > 0) return wants.charges[0]!;
  const secret = isSecret(facts);
  // A great power may carry a crown, whatever it is for (a hidden one would not show it).
  if (isGreat(facts) && !secret && rng.chance(0.12)) return 'crown';
  return pickWeighted(rng, purposePool(facts, wants, moral));
}

/** The purpose's charges weighed by the faction's temper, secrecy and setting. */
function purposePool(facts: ArmsFacts, wants: Wants, moral: Moral): Weights<Charge> {
  const secret = isSecret(facts);
  const w: Weights<Charge> = {};
  const pool = entries(PURPOSE[facts.purpose].charges);
  const top = Math.max(...pool.map(([, v]) => v));
  // What its setting or faith suggests joins the pool at the signature's weight.
  for (const hint of wants.hints) pool.push([hint, top * 1.2]);
  for (const [charge, weight] of pool) {
    let k = weight;
    if (moral === 'evil' && SINISTER.has(charge)) k *= 1.6;
    if (moral === 'good' && SINISTER.has(charge)) k *= 0.35;
    if (moral === 'good' && BRIGHT.has(charge)) k *= 1.5;
    if (moral === 'evil' && BRIGHT.has(charge)) k *= 0.5;
    if (secret && BOLD.has(charge)) k *= 0.12;
    w[charge] = (w[charge] ?? 0) + k;
  }
  return w;
}

/**
 * The second charge, laid on the ordinary: another thing the words name (a name's and a typed purpose's), most
 * often; now and then, for variety at volume, another of the purpose's charges. Null: one charge only.
 */
function chooseSecond(
  facts: ArmsFacts,
  wants: Wants,
  main: Charge,
  moral: Moral,
  rng: ArtRng,
): Charge | null {
  const others = wants.charges.filter((c) => c !== main);
  if (wants.semy) return null;
  if (others.length > 0) {
    if (!rng.chance(0.8)) return null;
    const rank = [5, 1, 0.5];
    return rng.weighted(others.map((c, i) => [c, rank[i] ?? 0.5] as const));
  }
  if (isSecret(facts) || wants.count || !rng.chance(0.11)) return null;
  const pool = purposePool(facts, wants, moral);
  delete pool[main];
  // A great figure on a narrow band reads poorly; the second is a small thing.
  for (const c of LARGE) delete pool[c];
  return entries(pool).length > 0 ? pickWeighted(rng, pool) : null;
}

function colourWeights(facts: ArmsFacts, moral: Moral): Weights<Tincture> {
  const base = COLOUR_WEIGHTS[moral];
  const favour = PURPOSE[facts.purpose].colours;
  const w: Weights<Tincture> = {};
  for (const t of COLOURS) w[t] = (base[t as keyof typeof base] ?? 1) * (favour[t] ?? 1);
  return w;
}

function metalWeights(moral: Moral, secret: boolean, named: readonly Tincture[]): Weights<Tincture> {
  // A hidden faction's only metal is the quiet one: silver and shadow, never gold, unless its name says gold.
  if (secret) return named.includes('or') ? { argent: 1, or: 1 } : { argent: 1 };
  return { ...METAL_WEIGHTS[moral] };
}

/** A metal or a colour by the faction's taste, less often one in `avoid`, more often one in `favour`. */
function pickTincture(
  rng: ArtRng,
  metal: boolean,
  facts: ArmsFacts,
  moral: Moral,
  wants: Wants,
  options: { avoid?: readonly Tincture[]; favour?: readonly Tincture[]; never?: readonly Tincture[] } = {},
): Tincture {
  const { avoid = [], favour = [], never = [] } = options;
  const w = metal ? metalWeights(moral, isSecret(facts), wants.tinctures) : colourWeights(facts, moral);
  for (const t of avoid) if (w[t] !== undefined) w[t] = w[t]! * 0.15;
  for (const t of favour) if (w[t] !== undefined) w[t] = w[t]! * 2.5;
  // A colour the faction's words name is far likelier wherever it can go.
  for (const t of wants.tinctures) if (w[t] !== undefined) w[t] = w[t]! * 12;
  const kept = { ...w };
  for (const t of never) delete w[t];
  return pickWeighted(rng, entries(w).length > 0 ? w : kept);
}

function pickCount(
  rng: ArtRng,
  allowed: readonly number[],
  charge: Charge,
  secret: boolean,
  mustShow: boolean,
  want?: number,
): number {
  // A count the words give is kept wherever the ground arranges it ('the Three Keys'), hidden or not.
  if (want !== undefined && allowed.includes(want)) return want;
  const options = allowed.filter((n) => (!secret || n <= 1) && (!mustShow || n > 0) && n <= 4);
  if (options.length === 0) return -1;
  const large = LARGE.has(charge);
  const w = (n: number) =>
    // A bare ordinary is classic but repeats soon at volume (a green field with a silver bend), so it is rarer.
    n === 0
      ? secret
        ? 0.45
        : 0.25
      : n === 1
        ? large
          ? 3
          : 1.4
        : n === 2
          ? large
            ? 0.5
            : 0.9
          : n === 3
            ? large
              ? 0.7
              : 1.9
            : large
              ? 0.3
              : 1.2;
  return rng.weighted(options.map((n) => [n, w(n)] as const));
}

/** The ordinaries a second charge can lie on, and the main charges' counts around each (on the field). */
const SECOND_GROUNDS: Partial<Record<Exclude<Ordinary, 'none'>, readonly number[]>> = {
  chief: [1, 2, 3],
  fess: [2, 3],
  pale: [2],
  bend: [2],
  chevron: [2, 3],
  cross: [4],
  saltire: [2, 4],
  pile: [2],
};

/** One coat of arms from the faction's facts and words; `decideArms` keeps the first that shows what is named. */
function compose(facts: ArmsFacts, wants: Wants, root: ArtRng): Arms {
  const { law, moral } = axes(facts.alignment);
  const secret = isSecret(facts);
  const great = isGreat(facts);
  const shield = root.fork('shield').weighted(STYLE_SHIELDS[facts.emblemStyle]);
  const charge = chooseCharge(facts, wants, moral, root.fork('charge'));
  const mustShow = wants.charges.length > 0;
  const first = charge === wants.charges[0];
  const counted = first ? wants.count : undefined;
  const strewn = first && wants.semy === true;
  const proper = first ? wants.proper : undefined;
  const second = chooseSecond(
    facts,
    first ? wants : { ...wants, semy: false },
    charge,
    moral,
    root.fork('second'),
  );

  const composition = root.fork('composition');
  const lineRng = root.fork('line');
  const pickLine = (what: Exclude<Ordinary | Division, 'none'>): LineStyle => {
    const favour = PURPOSE[facts.purpose].lines ?? {};
    const w: Weights<LineStyle> = {};
    for (const l of LINES_FOR[what]) w[l] = LINE_WEIGHTS[law][l] * (favour[l] ?? 1);
    return entries(w).length ? pickWeighted(lineRng, w) : 'straight';
  };
  const tinct = root.fork('tinctures');
  // The charge's own named colour ('the Golden Bell') is borne by the charge: the field takes the other class.
  const bound = first ? wants.chargeTincture : undefined;
  const boundOnCharge =
    bound !== undefined && (isMetal(bound) || tinct.chance(0.8) || wants.tinctures.length > 1);
  // A copper or bronze charge reads poorly on red (and the arms show no gold beside it): never gules under it.
  const never: Tincture[] = proper ? ['gules'] : [];
  const shunned: Tincture[] = proper ? ['or'] : [];
  // A hidden faction's field is always a dark colour; otherwise good factions show more metal fields.
  const metalField =
    !secret &&
    (boundOnCharge
      ? !isMetal(bound!)
      : bound !== undefined
        ? isMetal(bound)
        : tinct.chance(
            (moral === 'good' ? 0.4 : moral === 'evil' ? 0.22 : 0.33) *
              (facts.secrecy === 'rumored' ? 0.7 : 1),
          ));
  const field = secret
    ? pickWeighted(tinct, {
        sable: 2.6 * (wants.tinctures.includes('sable') ? 12 : 1),
        purpure: 1.6 * (wants.tinctures.includes('purpure') ? 12 : 1),
        vert: 1.2 * (PURPOSE[facts.purpose].colours.vert ?? 1) * (wants.tinctures.includes('vert') ? 12 : 1),
        azure: 1 * (wants.tinctures.includes('azure') ? 12 : 1),
        gules: proper ? 0 : (moral === 'evil' ? 0.7 : 0.2) + (wants.tinctures.includes('gules') ? 6 : 0),
      })
    : pickTincture(tinct, metalField, facts, moral, wants, { never });
  const chargeColour = (
    metal: boolean,
    options: { avoid?: readonly Tincture[]; favour?: readonly Tincture[] },
  ) =>
    boundOnCharge && isMetal(bound!) === metal
      ? bound!
      : pickTincture(tinct, metal, facts, moral, wants, options);
  const main = (count: number, tincture: Tincture, extra: Partial<Arms['charge']> = {}): Arms['charge'] => ({
    type: charge,
    tincture,
    count,
    ...extra,
    ...(proper && count > 0 && tincture === 'or' ? { proper } : {}),
  });
  /** The second charge on an ordinary of `ordinaryTincture`: the field's class, often the field's own tincture. */
  const secondOn = (type: Exclude<Ordinary, 'none' | 'bordure'>, ordinaryTincture: Tincture) => {
    if (!second) return {};
    const allowed = fitting(shield, `on ${type}`, ARRANGEMENTS.on[type]).filter((n) => n >= 1 && n <= 3);
    if (allowed.length === 0) return {};
    const count = composition.weighted(
      allowed.map((n) => [n, n === 1 ? (LARGE.has(second) ? 3 : 1.2) : n === 3 ? 1.4 : 0.8] as const),
    );
    const tincture = pickTincture(tinct, !isMetal(ordinaryTincture), facts, moral, wants, {
      favour: [field],
    });
    return { second: { type: second, tincture, count } };
  };

  // An absent division or ordinary still needs a tincture in the record: the field's, which nothing paints.
  const none = { type: 'none', line: 'straight', tincture: field } as const;

  // Many charges: counted in rows ('the Twelve Boars') or strewn ('the Thousand Eyes'), on the field alone, under a
  // chief or within a bordure.
  if (strewn || (counted !== undefined && counted >= 4)) {
    const frame: RowFrame = second
      ? 'chief'
      : composition.weighted(
          secret
            ? [
                ['plain', 0.6],
                ['chief', 0.4],
              ]
            : [
                ['plain', 0.5],
                ['chief', 0.3],
                ['bordure', 0.2],
              ],
        );
    const count = strewn ? semyPlaces(shield, frame).length : counted!;
    if (frame === 'plain') {
      return {
        shield,
        field,
        division: none,
        ordinary: none,
        charge: main(count, chargeColour(!isMetal(field), {}), strewn ? { semy: true } : {}),
      };
    }
    const ordinaryTincture = pickTincture(tinct, !isMetal(field), facts, moral, wants, {
      avoid: [...(boundOnCharge ? [bound!] : []), ...shunned],
    });
    return {
      shield,
      field,
      division: none,
      ordinary: { type: frame, line: pickLine(frame), tincture: ordinaryTincture },
      charge: main(
        count,
        chargeColour(!isMetal(field), { avoid: [ordinaryTincture] }),
        strewn ? { semy: true } : {},
      ),
      ...(frame === 'chief' ? secondOn('chief', ordinaryTincture) : {}),
    };
  }

  // Two things named: the main charges on the field, the second on the ordinary between or above them.
  if (second) {
    const w: Weights<Ordinary> = {};
    for (const [o, counts] of Object.entries(SECOND_GROUNDS) as [
      Exclude<Ordinary, 'none' | 'bordure'>,
      number[],
    ][]) {
      // A hidden faction shows one main charge, so only under a chief; a narrow shield leaves some bands no room.
      const around = fitting(shield, `around ${o}`, counts).filter((n) => n >= 1 && (!secret || n <= 1));
      const on = fitting(shield, `on ${o}`, ARRANGEMENTS.on[o]).filter((n) => n >= 1 && n <= 3);
      if (around.length === 0 || on.length === 0) continue;
      w[o] =
        ORDINARY_WEIGHTS[law][o] * (PURPOSE[facts.purpose].ordinaries?.[o] ?? 1) * (o === 'chief' ? 3 : 1);
    }
    if (!entries(w).some(([, v]) => v > 0)) w.chief = 1;
    const type = pickWeighted(composition, w) as Exclude<Ordinary, 'none' | 'bordure'>;
    let line = pickLine(type);
    if (line === 'dancetty' || line === 'nebuly') line = 'straight';
    const allowed = fitting(shield, `around ${type}`, SECOND_GROUNDS[type]!).filter(
      (n) => n >= 1 && (!secret || n <= 1),
    );
    const count =
      counted !== undefined && allowed.includes(counted)
        ? counted
        : composition.weighted(allowed.map((n) => [n, n === 1 ? (LARGE.has(charge) ? 3 : 1) : 1.4] as const));
    const ordinaryTincture = pickTincture(tinct, !isMetal(field), facts, moral, wants, {
      avoid: [...(boundOnCharge ? [bound!] : []), ...shunned],
    });
    return {
      shield,
      field,
      division: none,
      ordinary: { type, line, tincture: ordinaryTincture },
      charge: main(count, chargeColour(!isMetal(field), { avoid: [ordinaryTincture] })),
      ...secondOn(type, ordinaryTincture),
    };
  }

  // A hidden faction keeps to a dark field and one quiet charge, so its variety lies in the band it sets that
  // charge on or beside.
  const kindWeights: ['plain' | 'ordinary' | 'division', number][] = secret
    ? [
        ['plain', 0.2],
        ['ordinary', 0.8],
      ]
    : [
        ['plain', facts.secrecy === 'rumored' ? 0.4 : 0.3],
        ['ordinary', great ? 0.6 : 0.45],
        ['division', (facts.secrecy === 'rumored' ? 0.15 : 0.25) * (facts.size === 'Small Gang' ? 0.3 : 1)],
      ];
  const kind = composition.weighted(kindWeights);

  if (kind === 'division') {
    const type = pickWeighted(composition, DIVISION_WEIGHTS[law]);
    const line = pickLine(type);
    const other = pickTincture(tinct, !isMetal(field), facts, moral, wants, {
      avoid: [field, ...shunned],
      never,
    });
    const part = composition.weighted([
      [1, 1],
      [2, 1],
    ] as const);
    const allowed = fitting(shield, `part ${part} ${type}`, ARRANGEMENTS.parts[type][part - 1]!);
    const count = pickCount(composition, allowed, charge, secret, true, counted);
    const ground = part === 1 ? field : other;
    const chargeTincture = chargeColour(!isMetal(ground), { avoid: [field, other] });
    return {
      shield,
      field,
      division: { type, line, tincture: other },
      ordinary: none,
      charge: main(count, chargeTincture),
    };
  }

  if (kind === 'ordinary') {
    const w: Weights<Ordinary> = { ...ORDINARY_WEIGHTS[law] };
    for (const [o, k] of entries(PURPOSE[facts.purpose].ordinaries ?? {})) w[o] = (w[o] ?? 0) * k;
    if (great) w.chief = (w.chief ?? 0) * 3;
    const type = pickWeighted(composition, w) as Exclude<Ordinary, 'none'>;
    const ordinaryTincture = pickTincture(tinct, !isMetal(field), facts, moral, wants, {
      avoid: [...(boundOnCharge ? [bound!] : []), ...shunned],
    });
    // Charges on the ordinary or around it, by what each arranges well.
    const onOrdinary =
      type !== 'bordure' &&
      // A hidden faction's one charge often sits on its ordinary, as a device set on a band.
      composition.chance(
        (type === 'cross' || type === 'saltire' ? 0.45 : type === 'chief' ? 0.35 : 0.22) * (secret ? 2 : 1),
      );
    // A dancetty or nebuly band swings too far to carry charges on it.
    let line = pickLine(type);
    if (onOrdinary && (line === 'dancetty' || line === 'nebuly')) line = 'straight';
    const allowed = fitting(
      shield,
      `${onOrdinary ? 'on' : 'around'} ${type}`,
      onOrdinary ? ARRANGEMENTS.on[type] : ARRANGEMENTS.around[type],
    );
    let count = pickCount(composition, allowed, charge, secret, mustShow, counted);
    if (count < 0) count = 0;
    const chargeTincture =
      count === 0
        ? pickTincture(tinct, !isMetal(field), facts, moral, wants)
        : onOrdinary
          ? // On the ordinary: the field's class, often the field's own tincture.
            chargeColour(isMetal(field), { favour: [field] })
          : chargeColour(!isMetal(field), { avoid: [ordinaryTincture] });
    return {
      shield,
      field,
      division: none,
      ordinary: { type, line, tincture: ordinaryTincture },
      charge: main(count, chargeTincture),
    };
  }

  const count = pickCount(composition, [1, 2, 3], charge, secret, true, counted);
  return {
    shield,
    field,
    division: none,
    ordinary: none,
    charge: main(count, chargeColour(!isMetal(field), {})),
  };
}

/** The tinctures a coat of arms shows (an absent division or ordinary shows none; nor do absent charges). */
export function shownTinctures(arms: Arms): Tincture[] {
  const out = new Set<Tincture>([arms.field]);
  if (arms.division.type !== 'none') out.add(arms.division.tincture);
  if (arms.ordinary.type !== 'none') out.add(arms.ordinary.tincture);
  if (arms.charge.count > 0) out.add(arms.charge.tincture);
  if (arms.second) out.add(arms.second.tincture);
  return [...out];
}

/**
 * How far arms fall short of what the faction's words name: 0 when they bear a named charge, show every named
 * tincture and give the first charge its own named colour.
 */
export function shortfall(arms: Arms, named: Arms['named']): number {
  if (!named) return 0;
  let miss = 0;
  if (named.charges.length > 0 && (arms.charge.count === 0 || !named.charges.includes(arms.charge.type)))
    miss += 4;
  const shown = shownTinctures(arms);
  for (const t of named.tinctures) if (!shown.includes(t)) miss += 2;
  // The first charge's own colour: a named metal is the charge's ('the Golden Bell' is a bell or); a named colour
  // may be the charge's or the field it lies on ('the Crimson Lily': a lily gules, or gules, a lily).
  const own = named.chargeTincture;
  const first = named.charges[0] !== undefined && arms.charge.type === named.charges[0];
  if (own && first) {
    const onCharge = arms.charge.count > 0 && arms.charge.tincture === own;
    if (!onCharge && (isMetal(own) || arms.field !== own)) miss += 1;
  }
  // A count, a strewn field or a proper colour the words give the first charge ('the Twelve Boars', 'the Copper Key').
  if (first && named.count !== undefined && arms.charge.count !== named.count) miss += 3;
  if (first && named.semy && !arms.charge.semy) miss += 3;
  if (first && named.proper && arms.charge.proper !== named.proper) miss += 2;
  return miss;
}

const wantsOf = (named: Arms['named'], hints: readonly Charge[] = []): Wants =>
  named
    ? {
        charges: named.charges,
        tinctures: named.tinctures,
        ...(named.chargeTincture ? { chargeTincture: named.chargeTincture } : {}),
        ...(named.count ? { count: named.count } : {}),
        ...(named.semy ? { semy: true } : {}),
        ...(named.proper ? { proper: named.proper } : {}),
        hints,
      }
    : { ...NOTHING, hints };

/**
 * Tries compositions from `root` until one shows what the words name and `accept` takes it (the first try nearly
 * always does); else the best try. Deterministic: the same facts, words and stream give the same arms.
 */
export function chooseArms(
  facts: ArmsFacts,
  named: Arms['named'],
  hints: readonly Charge[],
  root: ArtRng,
  accept: (arms: Arms) => boolean = () => true,
): Arms {
  const wants = wantsOf(named, hints);
  let best: Arms | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 60; attempt++) {
    const arms = compose(facts, wants, attempt === 0 ? root : root.fork(`again/${attempt}`));
    const score = shortfall(arms, named) + (accept(arms) ? 0 : 10);
    if (score === 0) return named ? { ...arms, named } : arms;
    if (score < bestScore) {
      best = arms;
      bestScore = score;
    }
  }
  return named ? { ...best!, named } : best!;
}

/**
 * Decides the arms; the same facts and seed always give the same arms. A colour or a thing in the faction's name
 * or typed purpose is borne when heraldry can show it ('the Order of the Golden Bell': a bell or), the rule of
 * tincture choosing the field to suit; otherwise the purpose, alignment, secrecy and size choose.
 */
export function decideArms(facts: ArmsFacts, seed: number): Arms {
  const reading = readArmsWords({
    ...(facts.name ? { name: facts.name } : {}),
    ...(facts.purposeText ? { purpose: facts.purposeText } : {}),
    ...(facts.devotion ? { devotion: facts.devotion } : {}),
    nameLeads: facts.nameGiven ?? true,
  });
  const root = createArtRng(seed, `arms/${facts.purpose}/${facts.alignment}/${facts.secrecy}/${facts.size}`);
  return chooseArms(facts, reading.named, reading.hints, root);
}

/**
 * A key of what a coat of arms shows to the eye: field, division, ordinary, charge, count and tinctures, not the
 * lines of its edges nor the shield's outline. Two arms with one key look the same at a glance (for measuring
 * repetition, and for a world's fingerprints).
 */
export function armsKey(arms: Arms): string {
  const parts: string[] = [arms.field];
  if (arms.division.type !== 'none') parts.push(`${arms.division.type}:${arms.division.tincture}`);
  if (arms.ordinary.type !== 'none') parts.push(`${arms.ordinary.type}:${arms.ordinary.tincture}`);
  const { charge, second } = arms;
  if (charge.count > 0)
    parts.push(`${charge.semy ? 'semy' : charge.count}x${charge.type}:${charge.proper ?? charge.tincture}`);
  if (second) parts.push(`on:${second.count}x${second.type}:${second.tincture}`);
  return parts.join(' ');
}
