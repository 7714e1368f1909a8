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
  type Tincture,
} from '../../../../shared/kinds/faction.js';
import { type ArtRng, createArtRng } from '../../../art/art-rng.js';
import type { LineStyle } from './lines.js';
import type { ShieldShape } from './shields.js';

export type ArmsFacts = Pick<FactionData, 'purpose' | 'alignment' | 'secrecy' | 'size' | 'emblemStyle'>;
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
    cross: [0],
    saltire: [0, 2],
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

/** The charges a purpose draws from (weight 3 is its signature), and its favourite colours. */
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
    charges: { key: 3, mask: 3, dagger: 3, fox: 3, raven: 2.5, coin: 0.6, hand: 0.6 },
    colours: { sable: 1.8, vert: 1.3, purpure: 1.2 },
  },
  'merchant league': {
    charges: { coin: 3, scales: 3, ship: 3, key: 2.2, anchor: 0.8, wheel: 0.8, bee: 0.6, garb: 0.5 },
    colours: { azure: 1.4, vert: 1.3, gules: 1.1 },
    ordinaries: { chief: 1.4, fess: 1.3 },
  },
  'knightly order': {
    charges: { lion: 3, sword: 3, tower: 2.6, horse: 0.6, spear: 0.5, griffin: 0.4, eagle: 0.3 },
    colours: { gules: 1.6, azure: 1.3 },
    lines: { embattled: 3 },
    ordinaries: { cross: 4, saltire: 1.3 },
  },
  cult: {
    charges: { eye: 3, skull: 3, serpent: 3, flame: 3, hand: 0.7, heart: 0.6, crescent: 0.6 },
    colours: { purpure: 2, sable: 1.6, gules: 1.3 },
    lines: { nebuly: 2, wavy: 1.3 },
    ordinaries: { pile: 1.8 },
  },
  'cabal of mages': {
    charges: { mullet: 3, crescent: 3, book: 3, eye: 2.6, owl: 2.6, hourglass: 0.8, dragon: 0.6 },
    colours: { azure: 1.7, purpure: 2 },
    lines: { nebuly: 2.5 },
  },
  'rebel cell': {
    charges: { flame: 3, hand: 3, wolf: 3, bell: 0.5, bow: 0.5, fox: 0.3, sword: 0.3 },
    colours: { gules: 1.6, vert: 1.4 },
    ordinaries: { bend: 1.6 },
  },
  'noble house': {
    charges: {
      lion: 3,
      eagle: 3,
      crown: 3,
      griffin: 3,
      'fleur-de-lis': 1,
      rose: 0.7,
      stag: 0.6,
      boar: 0.4,
      tower: 0.4,
    },
    colours: { gules: 1.4, azure: 1.4, purpure: 1.2 },
    ordinaries: { chief: 1.5, bordure: 1.4 },
  },
  'mercenary company': {
    charges: { axe: 3, sword: 3, wolf: 3, bear: 3, spear: 0.8, hammer: 0.8, boar: 0.6, anvil: 0.3 },
    colours: { gules: 1.5, sable: 1.4 },
    lines: { embattled: 2.5, indented: 1.5 },
  },
  'druid circle': {
    charges: { tree: 3, stag: 3, garb: 3, boar: 3, mountain: 0.7, bee: 0.6, crescent: 0.5, rose: 0.4 },
    colours: { vert: 3.2, azure: 0.9 },
    lines: { wavy: 1.5, engrailed: 1.5 },
  },
  'spy ring': {
    charges: { eye: 3, mask: 3, key: 3, spider: 3, raven: 0.9, quill: 0.6, dagger: 0.5 },
    colours: { sable: 1.7, azure: 1.3 },
  },
  "assassins' guild": {
    charges: { dagger: 3, skull: 3, spider: 3, serpent: 3, raven: 0.9, hourglass: 0.7, mask: 0.5 },
    colours: { sable: 2.2, gules: 1.4 },
    ordinaries: { pile: 1.5, saltire: 1.5 },
  },
  'holy order': {
    charges: { sun: 3, chalice: 3, dove: 3, lantern: 3, escallop: 1, bell: 0.8, heart: 0.5, rose: 0.4 },
    colours: { azure: 1.5, gules: 1.1 },
    ordinaries: { cross: 4, chief: 1.2 },
  },
  "scholars' society": {
    charges: { book: 3, quill: 3, lantern: 3, owl: 3, hourglass: 0.8, key: 0.5, scales: 0.3 },
    colours: { azure: 1.4, vert: 1.2, purpure: 1.2 },
    ordinaries: { chevron: 1.4, chief: 1.3 },
  },
  'smuggling ring': {
    charges: { ship: 3, anchor: 3, fish: 3, lantern: 3, key: 0.6, escallop: 0.6, coin: 0.4 },
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

function chooseCharge(facts: ArmsFacts, moral: Moral, rng: ArtRng): Charge {
  const secret = isSecret(facts);
  // A great power may carry a crown, whatever it is for (a hidden one would not show it).
  if (isGreat(facts) && !secret && rng.chance(0.18)) return 'crown';
  const w: Weights<Charge> = {};
  for (const [charge, weight] of entries(PURPOSE[facts.purpose].charges)) {
    let k = weight;
    if (moral === 'evil' && SINISTER.has(charge)) k *= 1.6;
    if (moral === 'good' && SINISTER.has(charge)) k *= 0.35;
    if (moral === 'good' && BRIGHT.has(charge)) k *= 1.5;
    if (moral === 'evil' && BRIGHT.has(charge)) k *= 0.5;
    if (secret && BOLD.has(charge)) k *= 0.12;
    w[charge] = k;
  }
  return pickWeighted(rng, w);
}

function colourWeights(facts: ArmsFacts, moral: Moral): Weights<Tincture> {
  const base = COLOUR_WEIGHTS[moral];
  const favour = PURPOSE[facts.purpose].colours;
  const w: Weights<Tincture> = {};
  for (const t of COLOURS) w[t] = (base[t as keyof typeof base] ?? 1) * (favour[t] ?? 1);
  return w;
}

function metalWeights(moral: Moral, secret: boolean): Weights<Tincture> {
  // A hidden faction's only metal is the quiet one: silver and shadow, never gold.
  if (secret) return { argent: 1 };
  return { ...METAL_WEIGHTS[moral] };
}

/** A metal or a colour by the faction's taste, less often one in `avoid`, more often one in `favour`. */
function pickTincture(
  rng: ArtRng,
  metal: boolean,
  facts: ArmsFacts,
  moral: Moral,
  options: { avoid?: readonly Tincture[]; favour?: readonly Tincture[] } = {},
): Tincture {
  const { avoid = [], favour = [] } = options;
  const w = metal ? metalWeights(moral, isSecret(facts)) : colourWeights(facts, moral);
  for (const t of avoid) if (w[t] !== undefined) w[t] = w[t]! * 0.15;
  for (const t of favour) if (w[t] !== undefined) w[t] = w[t]! * 2.5;
  return pickWeighted(rng, w);
}

function pickCount(rng: ArtRng, allowed: readonly number[], charge: Charge, secret: boolean): number {
  const options = allowed.filter((n) => !secret || n <= 1);
  if (options.length === 0) return -1;
  const large = LARGE.has(charge);
  const w = (n: number) =>
    n === 0
      ? secret
        ? 0.8
        : 0.45
      : n === 1
        ? large
          ? 3
          : 1.2
        : n === 2
          ? large
            ? 0.5
            : 0.8
          : large
            ? 0.7
            : 2.2;
  return rng.weighted(options.map((n) => [n, w(n)] as const));
}

/** Decides the arms; the same facts and seed always give the same arms. */
export function decideArms(facts: ArmsFacts, seed: number): Arms {
  const root = createArtRng(seed, `arms/${facts.purpose}/${facts.alignment}/${facts.secrecy}/${facts.size}`);
  const { law, moral } = axes(facts.alignment);
  const secret = isSecret(facts);
  const great = isGreat(facts);
  const shield = root.fork('shield').weighted(STYLE_SHIELDS[facts.emblemStyle]);
  const charge = chooseCharge(facts, moral, root.fork('charge'));

  const composition = root.fork('composition');
  const kindWeights: ['plain' | 'ordinary' | 'division', number][] = secret
    ? [
        ['plain', 0.7],
        ['ordinary', 0.3],
      ]
    : [
        ['plain', facts.secrecy === 'rumored' ? 0.4 : 0.3],
        ['ordinary', great ? 0.6 : 0.45],
        ['division', (facts.secrecy === 'rumored' ? 0.15 : 0.25) * (facts.size === 'Small Gang' ? 0.3 : 1)],
      ];
  const kind = composition.weighted(kindWeights);
  const lineRng = root.fork('line');
  const pickLine = (what: Exclude<Ordinary | Division, 'none'>): LineStyle => {
    const favour = PURPOSE[facts.purpose].lines ?? {};
    const w: Weights<LineStyle> = {};
    for (const l of LINES_FOR[what]) w[l] = LINE_WEIGHTS[law][l] * (favour[l] ?? 1);
    return entries(w).length ? pickWeighted(lineRng, w) : 'straight';
  };
  const tinct = root.fork('tinctures');
  // A hidden faction's field is always a dark colour; otherwise good factions show more metal fields.
  const metalField =
    !secret &&
    tinct.chance(
      (moral === 'good' ? 0.4 : moral === 'evil' ? 0.22 : 0.33) * (facts.secrecy === 'rumored' ? 0.7 : 1),
    );
  const field = secret
    ? pickWeighted(tinct, {
        sable: 3.2,
        purpure: 1.8,
        vert: 1.1 * (PURPOSE[facts.purpose].colours.vert ?? 1),
        azure: 0.8,
        gules: moral === 'evil' ? 0.5 : 0,
      })
    : pickTincture(tinct, metalField, facts, moral);

  // An absent division or ordinary still needs a tincture in the record: the field's, which nothing paints.
  const none = { type: 'none', line: 'straight', tincture: field } as const;

  if (kind === 'division') {
    const type = pickWeighted(composition, DIVISION_WEIGHTS[law]);
    const line = pickLine(type);
    const second = pickTincture(tinct, !isMetal(field), facts, moral);
    const part = composition.weighted([
      [1, 1],
      [2, 1],
    ] as const);
    const allowed = fitting(shield, `part ${part} ${type}`, ARRANGEMENTS.parts[type][part - 1]!);
    const count = pickCount(composition, allowed, charge, secret);
    const ground = part === 1 ? field : second;
    const chargeTincture = pickTincture(tinct, !isMetal(ground), facts, moral, {
      avoid: [field, second],
    });
    return {
      shield,
      field,
      division: { type, line, tincture: second },
      ordinary: none,
      charge: { type: charge, tincture: chargeTincture, count },
    };
  }

  if (kind === 'ordinary') {
    const w: Weights<Ordinary> = { ...ORDINARY_WEIGHTS[law] };
    for (const [o, k] of entries(PURPOSE[facts.purpose].ordinaries ?? {})) w[o] = (w[o] ?? 0) * k;
    if (great) w.chief = (w.chief ?? 0) * 3;
    const type = pickWeighted(composition, w) as Exclude<Ordinary, 'none'>;
    const ordinaryTincture = pickTincture(tinct, !isMetal(field), facts, moral);
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
    let count = pickCount(composition, allowed, charge, secret);
    if (count < 0) count = 0;
    const chargeTincture =
      count === 0
        ? pickTincture(tinct, !isMetal(field), facts, moral)
        : onOrdinary
          ? // On the ordinary: the field's class, often the field's own tincture.
            pickTincture(tinct, isMetal(field), facts, moral, { favour: [field] })
          : pickTincture(tinct, !isMetal(field), facts, moral, {
              avoid: [ordinaryTincture],
            });
    return {
      shield,
      field,
      division: none,
      ordinary: { type, line, tincture: ordinaryTincture },
      charge: { type: charge, tincture: chargeTincture, count },
    };
  }

  const count = pickCount(composition, [1, 2, 3], charge, secret);
  return {
    shield,
    field,
    division: none,
    ordinary: none,
    charge: {
      type: charge,
      tincture: pickTincture(tinct, !isMetal(field), facts, moral),
      count,
    },
  };
}
