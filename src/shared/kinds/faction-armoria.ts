// A faction's arms in Armoria's coat-of-arms format (issue 25, item 5): the `coa` object Armoria's editor saves and
// its address reads (`t1`, `division`, `ordinaries`, `charges`, `shield`), and the link that opens it there. Shared,
// so the page links straight from the record and the exports say the same. What Armoria cannot draw is said, never
// dropped: a charge it has no picture for is drawn as its nearest one, or a roundel, and `notCarried` names it.
import type { Arms, Charge } from './faction.js';

/** Armoria's editor, which reads a coat of arms from its `coa` query parameter. */
export const ARMORIA_URL = 'https://azgaar.github.io/Armoria/';

type Nearest = readonly [armoria: string, exact: boolean];
const same = (id: string): Nearest => [id, true];
const near = (id: string): Nearest => [id, false];

/** Each of our charges as Armoria's charge id: the same device, or (not exact) the nearest it draws. */
const CHARGE_IDS: Record<Charge, Nearest> = {
  lion: same('lionRampant'),
  wolf: same('wolfRampant'),
  bear: same('bearRampant'),
  boar: same('boarRampant'),
  stag: same('stagPassant'),
  horse: same('horseRampant'),
  fox: near('martenCourant'),
  cat: same('catPassantGuardant'),
  hound: same('greyhoundCourant'),
  ram: same('ramPassant'),
  bull: same('bullPassant'),
  goat: same('goat'),
  hare: same('rabbitSejant'),
  unicorn: same('unicornRampant'),
  elephant: same('elephant'),
  squirrel: same('squirrel'),
  rat: same('ratRampant'),
  dragon: same('dragonRampant'),
  griffin: same('griffinRampant'),
  phoenix: near('eagle'),
  eagle: same('eagle'),
  raven: same('raven'),
  owl: same('owl'),
  dove: same('dove'),
  swan: same('swan'),
  falcon: same('falcon'),
  cock: same('cock'),
  heron: same('heron'),
  gull: near('swallow'),
  magpie: near('raven'),
  sparrow: near('swallow'),
  serpent: same('serpent'),
  fish: same('pike'),
  eel: near('snake'),
  dolphin: same('dolphin'),
  crab: same('cancer'),
  octopus: near('escallop'),
  frog: same('frog'),
  tortoise: near('lizard'),
  salamander: near('lizard'),
  spider: near('scorpion'),
  scorpion: same('scorpion'),
  bee: same('bee'),
  butterfly: same('butterfly'),
  moth: near('butterfly'),
  scarab: near('fly'),
  bat: near('wing'),
  sword: same('sword'),
  dagger: near('falchion'),
  axe: same('axe'),
  spear: same('spear'),
  bow: same('bow'),
  arrow: same('arrow'),
  mace: near('mallet'),
  trident: near('spear'),
  hammer: same('mallet'),
  helm: same('helmet'),
  gauntlet: same('gauntlet'),
  banner: same('banner'),
  anvil: same('anvil'),
  pickaxe: near('hatchet'),
  scythe: same('scythe'),
  sickle: same('sickle'),
  shears: same('scissors'),
  ladder: same('ladder'),
  oar: near('boat'),
  wheel: same('wheel'),
  anchor: same('anchor'),
  ship: same('lymphad'),
  key: same('key'),
  padlock: near('key'),
  chain: same('chain'),
  scales: near('roundel'),
  quill: near('wing'),
  book: same('bookOpen'),
  scroll: near('bookClosed'),
  hourglass: near('roundel'),
  lantern: near('roundel'),
  lamp: near('roundel'),
  candle: near('roundel'),
  torch: near('roundel'),
  bell: same('bell'),
  horn: same('bugleHorn'),
  harp: same('harp'),
  drum: same('drum'),
  chalice: same('chalice'),
  tankard: near('pot'),
  barrel: near('bucket'),
  cauldron: same('pot'),
  flask: near('pot'),
  mirror: near('annulet'),
  beehive: near('bee'),
  purse: near('roundel'),
  coin: same('roundel'),
  ring: same('annulet'),
  gem: same('lozengeFaceted'),
  crown: same('crown'),
  orb: same('orb'),
  sceptre: same('sceptre'),
  'cross-formy': same('crossFormee'),
  mask: near('head'),
  eye: near('roundel'),
  hand: same('hand'),
  heart: same('heart'),
  skull: same('skull'),
  bone: near('billet'),
  feather: near('wing'),
  sun: same('sunInSplendour'),
  crescent: same('crescent'),
  mullet: same('mullet'),
  estoile: same('estoile'),
  comet: near('estoile'),
  thunderbolt: near('arrow'),
  cloud: near('roundel'),
  snowflake: near('mullet6'),
  drop: same('goutte'),
  flame: near('goutte'),
  tower: same('tower'),
  castle: same('castle'),
  portcullis: near('tower'),
  bridge: same('bridge'),
  windmill: near('tower'),
  lighthouse: near('tower'),
  mountain: near('triangle'),
  tree: same('tree'),
  pine: same('pineTree'),
  'oak-leaf': near('oak'),
  acorn: near('oak'),
  apple: same('apple'),
  grapes: same('grapeBunch'),
  garb: same('garb'),
  rose: same('rose'),
  lily: near('fleurDeLis'),
  'fleur-de-lis': same('fleurDeLis'),
  thistle: near('cinquefoil'),
  trefoil: same('trefoil'),
  mushroom: near('roundel'),
  wreath: same('laurelWreath'),
  escallop: same('escallop'),
  egg: near('roundel'),
  map: near('bookOpen'),
  prism: near('triangle'),
  wagon: near('wheel'),
  pavilion: near('triangle'),
  salt: near('pot'),
  crook: same('crosier'),
  'laughing-mask': near('head'),
  wraith: near('head'),
  dice: near('billet'),
  fly: same('fly'),
};

const DIVISION_IDS: Record<Exclude<Arms['division']['type'], 'none'>, string> = {
  'per pale': 'perPale',
  'per fess': 'perFess',
  'per bend': 'perBend',
  'per chevron': 'perChevron',
  'per saltire': 'perSaltire',
  quarterly: 'perCross',
};

/** Ordinaries Armoria draws with an edge line; the others it draws straight only. */
const LINED_ORDINARIES = new Set(['pale', 'fess', 'bend', 'chief', 'cross', 'saltire']);

const SHIELD_IDS: Record<Arms['shield'], string> = {
  heater: 'heater',
  french: 'french',
  spanish: 'spanish',
  kite: 'kite',
  round: 'round',
  lozenge: 'diamond',
  swiss: 'swiss',
  pavise: 'pavise',
};

/** Colours heraldry has no tincture for, as Armoria takes them: a hex colour in place of a tincture's name. */
const PROPER_COLOURS = { copper: '#b87333', bronze: '#cd7f32' } as const;

/**
 * Where Armoria sets n charges (its position letters: a-i the three rows, e the heart, p and q either side of it, j
 * and l the upper corners, h the base, A-L round the edge): heraldry's own arrangement where Armoria has it.
 */
const POSITIONS: Record<number, string> = {
  1: 'e',
  2: 'pq',
  3: 'jlh',
  4: 'bhdf',
  5: 'acegi',
  6: 'abcpqh',
  9: 'abcdefgzi',
  12: 'ABCDEFGHIJKL',
};

/** Where a second charge sits on each ordinary. */
const ON_ORDINARY: Partial<Record<Arms['ordinary']['type'], readonly string[]>> = {
  chief: ['b', 'ac', 'abc'],
  fess: ['e', 'df', 'def'],
  pale: ['e', 'bh', 'beh'],
  bend: ['e', 'jo', 'jeo'],
  cross: ['e', 'bh', 'beh'],
  saltire: ['e', 'jo', 'jeo'],
};

export type ArmoriaCoa = {
  t1: string;
  shield: string;
  division?: { division: string; t: string; line: string };
  ordinaries?: { ordinary: string; t: string; line?: string }[];
  charges?: { charge: string; t: string; p: string; size: number }[];
};

/** The arms as Armoria's coat of arms, and what Armoria could not show as the arms have it (empty: everything). */
export function armoriaCoa(arms: Arms): { coa: ArmoriaCoa; notCarried: string[] } {
  const notCarried: string[] = [];
  const coa: ArmoriaCoa = { t1: arms.field, shield: SHIELD_IDS[arms.shield] };
  if (arms.division.type !== 'none') {
    coa.division = {
      division: DIVISION_IDS[arms.division.type],
      t: arms.division.tincture,
      line: arms.division.line,
    };
  }
  const ordinary = arms.ordinary.type;
  if (ordinary !== 'none') {
    const lined = LINED_ORDINARIES.has(ordinary);
    coa.ordinaries = [
      { ordinary, t: arms.ordinary.tincture, ...(lined ? { line: arms.ordinary.line } : {}) },
    ];
    if (!lined && arms.ordinary.line !== 'straight')
      notCarried.push(`Armoria draws the ${ordinary} straight, not ${arms.ordinary.line}.`);
  }
  const device = (type: Charge) => {
    const { id, exact } = armoriaCharge(type);
    if (!exact) notCarried.push(`Armoria draws the ${type} as its ${id}.`);
    return id;
  };
  const charges: NonNullable<ArmoriaCoa['charges']> = [];
  const main = arms.charge;
  if (main.count > 0) {
    const id = device(main.type);
    const t = main.proper ? PROPER_COLOURS[main.proper] : main.tincture;
    const shown = main.semy ? 9 : main.count;
    const fits = Math.max(
      ...Object.keys(POSITIONS)
        .map(Number)
        .filter((n) => n <= shown),
    );
    if (main.semy) notCarried.push('Armoria shows nine of the charges, not a field strewn with them.');
    else if (fits !== main.count) notCarried.push(`Armoria shows ${fits} of the charges, not ${main.count}.`);
    charges.push({ charge: id, t, p: POSITIONS[fits] ?? 'e', size: fits === 1 ? 1.5 : fits <= 3 ? 1 : 0.5 });
  }
  if (arms.second) {
    const id = device(arms.second.type);
    const t = arms.second.proper ? PROPER_COLOURS[arms.second.proper] : arms.second.tincture;
    const places = ON_ORDINARY[ordinary];
    const p = places?.[arms.second.count - 1] ?? 'e';
    if (!places)
      notCarried.push(`Armoria sets the ${arms.second.type} at the heart, not on the ${ordinary}.`);
    charges.push({ charge: id, t, p, size: 0.5 });
  }
  if (charges.length) coa.charges = charges;
  return { coa, notCarried };
}

/** Armoria's charge for one of ours: the same device (`exact`), or the nearest it draws. */
export function armoriaCharge(type: Charge): { id: string; exact: boolean } {
  const [id, exact] = CHARGE_IDS[type];
  return { id, exact };
}

/** The address that opens the arms in Armoria's editor. */
export function armoriaLink(arms: Arms): string {
  return `${ARMORIA_URL}?coa=${encodeURIComponent(JSON.stringify(armoriaCoa(arms).coa))}`;
}
