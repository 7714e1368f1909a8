// The people of a town: which peoples live there (a mix that fits the country and the trade), their names, and the
// phrases that describe a key NPC from their record (look, role, and a tie to someone else in the town).
import type { TownEconomy } from '../../../../shared/kinds/town.js';
import { type Gender, pronounsFor, withArticle } from '../../../engine/english.js';
import type { Person } from '../../../engine/grammar.js';
import {
  type HumanCulture,
  type NameCulture,
  type NameRace,
  type PersonName,
  personName,
} from '../../../engine/names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldChoice } from '../../../engine/world-pick.js';
import type { Landscape, Water } from './terrain.js';

/** Why a key NPC matters: the grammar picks their role sentence by this. */
export type RoleKind = 'leader' | 'owner' | 'faction' | 'priest' | 'extra' | 'context';

export type AgeWord = 'young' | 'adult' | 'middle-aged' | 'elderly';

/** A person of the town: a grammar Person (name, pronouns) with their people, age and place in the town. */
export interface TownPerson extends Person {
  readonly race: NameRace;
  readonly gender: Gender;
  readonly age: AgeWord;
  role: string;
  kind: RoleKind;
  /** For `extra` people: which of the town's other roles they fill (EXTRA_ROLES). */
  extra?: string;
  /** A person brought from another entity (decision 024): their own words about themselves. */
  given?: { readonly occupation: string; readonly look: string; readonly lookSaid: boolean };
}

export interface RaceMix {
  readonly majority: NameRace;
  /** [people, weight] pairs every resident is drawn from. */
  readonly weights: readonly (readonly [NameRace, number])[];
  readonly culture: HumanCulture;
}

/** The plural prose uses for a people: "dwarves", "half-elves", "dragonborn". */
export const RACE_PLURAL: Record<NameRace, string> = {
  human: 'humans',
  elf: 'elves',
  dwarf: 'dwarves',
  halfling: 'halflings',
  gnome: 'gnomes',
  'half-elf': 'half-elves',
  'half-orc': 'half-orcs',
  tiefling: 'tieflings',
  dragonborn: 'dragonborn',
};

/** The adjective a people gives a place: 'a dwarvish town'. */
export const RACE_ADJECTIVE: Record<NameRace, string> = {
  human: 'human',
  elf: 'elvish',
  dwarf: 'dwarvish',
  halfling: 'halfling',
  gnome: 'gnomish',
  'half-elf': 'half-elven',
  'half-orc': 'half-orcish',
  tiefling: 'tiefling',
  dragonborn: 'dragonborn',
};

/** Base weights for the majority people, then what the country and the trade add. */
function raceWeight(
  race: NameRace,
  economy: TownEconomy,
  landscape: readonly Landscape[],
  water: Water,
): number {
  switch (race) {
    case 'human':
      return 46;
    case 'dwarf':
      return (
        5 +
        (landscape.includes('mountains') ? 22 : 0) +
        (economy === 'mining' ? 18 : 0) +
        (landscape.includes('hills') ? 5 : 0)
      );
    case 'elf':
      return 3 + (landscape.includes('forest') ? 14 : 0) + (economy === 'magical' ? 6 : 0);
    case 'halfling':
      return (
        5 +
        (economy === 'agricultural' ? 14 : 0) +
        (landscape.includes('plains') || landscape.includes('hills') ? 5 : 0)
      );
    case 'gnome':
      return 3 + (economy === 'crafting' || economy === 'magical' ? 8 : 0);
    case 'half-elf':
      return 4 + (economy === 'trade' ? 3 : 0);
    case 'half-orc':
      return 3 + (economy === 'military' ? 6 : 0) + (landscape.includes('snow') ? 3 : 0);
    case 'tiefling':
      return 2 + (economy === 'magical' ? 4 : 0) + (landscape.includes('desert') ? 3 : 0);
    case 'dragonborn':
      return (
        2 +
        (landscape.includes('desert') || landscape.includes('mountains') ? 3 : 0) +
        (water === 'island' ? 2 : 0)
      );
  }
}

const RACES: readonly NameRace[] = [
  'human',
  'dwarf',
  'elf',
  'halfling',
  'gnome',
  'half-elf',
  'half-orc',
  'tiefling',
  'dragonborn',
];

/** The peoples of a town: one majority, a few neighbours, and in cities a little of everyone. */
export function decideRaceMix(
  economy: TownEconomy,
  landscape: readonly Landscape[],
  water: Water,
  rank: number,
  rng: Rng,
): RaceMix {
  const weight = (r: NameRace) => raceWeight(r, economy, landscape, water);
  const majority = rng.weighted(RACES, weight);
  const others = RACES.filter((r) => r !== majority);
  const minorityCount = rank <= 1 ? rng.int(1, 2) : rank <= 3 ? rng.int(2, 3) : rng.int(3, 4);
  const minorities: NameRace[] = [];
  for (let i = 0; i < minorityCount; i++) {
    const pool = others.filter((r) => !minorities.includes(r));
    minorities.push(rng.weighted(pool, weight));
  }
  // Humans live nearly everywhere: if they are not the majority they are at least the first neighbours.
  if (majority !== 'human' && !minorities.includes('human')) minorities[0] = 'human';
  const weights: [NameRace, number][] = [[majority, 10]];
  minorities.forEach((r, i) => {
    weights.push([r, Math.max(1.5, 4 - i)]);
  });
  if (rank >= 4) for (const r of others) if (!minorities.includes(r)) weights.push([r, 0.5]);
  const culture = rng.weightedEntry<HumanCulture>([
    ['heartland', 5],
    ['northern', landscape.includes('snow') || landscape.includes('mountains') ? 6 : 1.5],
    ['southern', landscape.includes('desert') ? 8 : 1.5],
    ['isles', water === 'coast' || water === 'island' ? 5 : 1],
  ]);
  return { majority, weights, culture };
}

const GENDERS: readonly (readonly [Gender, number])[] = [
  ['male', 47],
  ['female', 47],
  ['non-binary', 6],
];

/** A resident with a name no one else in the town already has (first names and family names both). */
export function makeResident(
  mix: RaceMix,
  taken: Set<string>,
  rng: Rng,
  options: { race?: NameRace; age?: AgeWord; role?: string; kind?: RoleKind } = {},
): TownPerson {
  const race = options.race ?? rng.weightedEntry(mix.weights);
  const gender = rng.weightedEntry(GENDERS);
  // A town's people mostly grew up in its own culture; a few came from elsewhere.
  const culture: NameCulture = {
    race,
    human: rng.chance(0.8) ? mix.culture : rng.pick(['heartland', 'northern', 'southern', 'isles'] as const),
  };
  let name: PersonName = personName(culture, gender, rng);
  // Nor a near twin of one ('Thyra', 'Thyrna', 'Thyrsa' in one hamlet read as a misprint).
  // Nor a rhyme of one, nor a surname that starts the same ('Cory Yarrowwell' and 'Jory Yarrowwood').
  const keys = (n: PersonName) => [
    ...(n.first.length >= 4
      ? [`~${n.first.slice(0, 4).toLowerCase()}`, `^${n.first.slice(1).toLowerCase()}`]
      : []),
    ...(n.last.length >= 7 ? [`=${n.last.slice(0, 6).toLowerCase()}`] : []),
  ];
  const clashes = (n: PersonName) =>
    taken.has(n.first) || (n.last !== '' && taken.has(n.last)) || keys(n).some((k) => taken.has(k));
  for (let i = 0; i < 14 && clashes(name); i++) name = personName(culture, gender, rng);
  for (const k of keys(name)) taken.add(k);
  taken.add(name.first);
  if (name.last) taken.add(name.last);
  const age =
    options.age ??
    rng.weightedEntry<AgeWord>([
      ['young', 2],
      ['adult', 4],
      ['middle-aged', 4],
      ['elderly', 2],
    ]);
  return {
    name: name.last ? `${name.first} ${name.last}` : name.first,
    first: name.first,
    last: name.last,
    pronouns: pronounsFor(gender),
    race,
    gender,
    age,
    role: genderedRole(options.role ?? 'resident', gender),
    kind: options.kind ?? 'extra',
  };
}

/** Words of a trade or office that name a man or a woman, and what a person of another gender is called instead. */
const GENDERED_WORDS: readonly { re: RegExp; female: string; male: string; other: string }[] = [
  { re: /(?<!-)\bmidwife\b/gi, female: 'midwife', male: 'man-midwife', other: 'midwife' },
  { re: /\bherb-wife\b/gi, female: 'herb-wife', male: 'herbalist', other: 'herbalist' },
  { re: /\bferryman\b/gi, female: 'ferrywoman', male: 'ferryman', other: 'ferry-keeper' },
  { re: /\bheadman\b/gi, female: 'headwoman', male: 'headman', other: 'reeve' },
  { re: /\bcraftsman\b/gi, female: 'craftswoman', male: 'craftsman', other: 'crafter' },
  { re: /\bforeman\b/gi, female: 'forewoman', male: 'foreman', other: 'overseer' },
  { re: /\bboatman\b/gi, female: 'boatwoman', male: 'boatman', other: 'boat-keeper' },
  { re: /\bfishwife\b/gi, female: 'fishwife', male: 'fishmonger', other: 'fishmonger' },
  { re: /\blandlord\b/gi, female: 'landlady', male: 'landlord', other: 'landlord' },
  { re: /\bfirst brother\b/gi, female: 'first sister', male: 'first brother', other: 'first member' },
  { re: /\bprior\b/gi, female: 'prioress', male: 'prior', other: 'prior' },
  { re: /\balderman\b/gi, female: 'alderwoman', male: 'alderman', other: 'alderman' },
  { re: /\bwasherwoman\b/gi, female: 'washerwoman', male: 'washerman', other: 'launderer' },
];

/** A role or title made to agree with the person who holds it: a man is no herb-wife, nor a woman a ferryman. */
export function genderedRole(role: string, gender: Gender): string {
  let out = role;
  for (const w of GENDERED_WORDS) {
    const word = gender === 'female' ? w.female : gender === 'male' ? w.male : w.other;
    out = out.replace(w.re, (m) => (/^\p{Lu}/u.test(m) ? word[0]!.toUpperCase() + word.slice(1) : word));
  }
  return out;
}

/** Builds and bearings; a word a detail shares (eyes, hands) keeps them apart. */
const BUILDS = [
  'lanky',
  'stooped',
  'stocky',
  'bright-eyed',
  'quick-handed',
  'gap-toothed',
  'freckled',
  'hollow-cheeked',
  'thick-necked',
  'long-faced',
  'broad',
  'wiry',
  'tall',
  'heavy-set',
  'slight',
  'weathered',
  'sharp-featured',
  'round-faced',
  'soft-spoken',
  'restless',
  'unhurried',
  'big-handed',
  'neat',
  'rumpled',
  'bow-legged',
  'narrow-shouldered',
  'barrel-chested',
  'sleepy-eyed',
  'loud',
  'small',
  'pale',
  'ruddy',
  'bony',
  'plump',
  'straight-backed',
  'heavy-browed',
  'thin-lipped',
  'quiet',
  'brisk',
  'fidgety',
  'deliberate',
  'square-jawed',
  'pockmarked',
  'sun-browned',
  'windburnt',
  'dapper',
  'careworn',
  'cheerful',
];
const AGE_WORDS: Record<AgeWord, readonly string[]> = {
  young: ['young', 'young', 'youthful'],
  adult: ['', '', ''],
  'middle-aged': ['middle-aged', 'greying', 'grizzled'],
  elderly: ['elderly', 'white-haired', 'old', 'aged'],
};

interface Detail {
  readonly text: string;
  /** Needs hair or a beard (not a dragonborn's). */
  readonly hair?: boolean;
  /** Only for the middle-aged and old. */
  readonly old?: boolean;
  /** Only for the young and adult. */
  readonly youth?: boolean;
}

/** What a stranger remembers: 'with ink on every finger', 'who counts under the breath'. */
const DETAILS: readonly Detail[] = [
  { text: 'with dried herbs tucked in the hatband' },
  { text: 'in a blue apron that is never quite clean' },
  { text: 'with a wooden hand where the left one was' },
  { text: 'with one eye clouded white', old: true },
  { text: 'with a thumb ring of black iron' },
  { text: 'in boots resoled so often they are mostly patch' },
  { text: 'in a shawl knitted in the colours of another country' },
  { text: 'with sawdust in the hair', hair: true },
  { text: 'with a cough that comes with the damp', old: true },
  { text: 'who finishes other people’s sentences' },
  { text: 'with a prayer cord wound around one wrist' },
  { text: 'with a gold tooth that shows when lying' },
  { text: 'with chalk dust on both sleeves' },
  { text: 'in a hat with a heron’s feather' },
  { text: 'who smells of woodsmoke and lanolin' },
  { text: 'with a heavy brass seal on a chain' },
  { text: 'with three fingers stained yellow' },
  { text: 'who hums hymns off key' },
  { text: 'with a brand on the back of one hand' },
  { text: 'with a scarf pinned by a silver brooch' },
  { text: 'with a tin whistle in the breast pocket' },
  { text: 'with hair cropped short', hair: true },
  { text: 'with ink on every finger' },
  { text: 'with a voice like a gate hinge' },
  { text: 'with a laugh that carries across a market' },
  { text: 'in a battered felt hat that never comes off' },
  { text: 'with a burn scar along one wrist' },
  { text: 'with a ring of keys at the belt' },
  { text: 'who counts under the breath' },
  { text: 'in spectacles mended with wire', old: true },
  { text: 'with a chipped front tooth' },
  { text: 'with a walking stick topped with a brass hare', old: true },
  { text: 'with a limp from an old fall' },
  { text: 'in a coat too good for the neighbourhood' },
  { text: 'with an unlit pipe always in hand' },
  { text: 'with a tattoo of a ship on one forearm' },
  { text: 'with a nose broken more than once' },
  { text: 'in an embroidered waistcoat lovingly patched' },
  { text: 'with a small dog that goes everywhere too' },
  { text: 'with a stammer that vanishes in anger' },
  { text: 'with dirt under the nails on any occasion' },
  { text: 'with a soldier’s way of standing', old: true },
  { text: 'with a mourning band on one sleeve' },
  { text: 'with a silver earring shaped like a fish hook' },
  { text: 'with a braid down to the waist', hair: true },
  { text: 'with a beard tucked into the belt', hair: true, old: true },
  { text: 'who whistles through the teeth' },
  { text: 'with a scarred lip' },
  { text: 'with rings on every finger' },
  { text: 'in a leather apron scorched at the hem' },
  { text: 'with a patched eye' },
  { text: 'who never sits with back to a door' },
  { text: 'who laughs at everything twice' },
  { text: 'with a red kerchief at the throat' },
  { text: 'in a cloak two sizes too big', youth: true },
  { text: 'with the calluses of a rower' },
  { text: 'with a voice too big for the body' },
  { text: 'in clogs that announce every step' },
  { text: 'who speaks in proverbs' },
  { text: 'who peers at everything over half-moon glasses', old: true },
  { text: 'with a pencil behind one ear' },
  { text: 'with a missing little finger' },
  { text: 'who smells faintly of peppermint' },
  { text: 'with a crooked and charming smile' },
  { text: 'with a fresh bruise and no story for it', youth: true },
  { text: 'who carries a knitting bag everywhere' },
  { text: 'with a lucky coin worn on a cord' },
  { text: 'in a good hat kept for best and worn daily' },
  { text: 'with a trace of a foreign accent' },
  { text: 'who taps a foot when thinking' },
  { text: 'with a face that gives nothing away' },
  { text: 'with a cap pulled low' },
  { text: 'who keeps a sprig of rosemary behind one ear' },
  { text: 'with a copper bracelet for the joints', old: true },
  { text: 'with hands that are never still' },
  { text: 'with a jaunty feather in the cap', youth: true },
];

/** "a wiry, greying half-elf with ink on every finger": decided once, so the look never changes. */
export function lookOf(person: TownPerson, rng: Rng, used: Set<string>): string {
  const older = person.age === 'middle-aged' || person.age === 'elderly';
  const fits = (d: Detail) =>
    !(d.hair && person.race === 'dragonborn') &&
    // A beard is a man's, or a dwarf's.
    !(/beard/.test(d.text) && person.gender !== 'male' && person.race !== 'dwarf') &&
    !(d.old && !older) &&
    !(d.youth && older);
  // Drawn as the grammar draws, so an account's fortieth face does not wear its fifth one's tin whistle; the pool
  // is the same for everyone of one age and people (one compiled list each), and a detail the town has used is
  // drawn again.
  const pool = DETAILS.filter(fits);
  let detail = worldChoice(rng, 'town_look_detail', pool, (d) => d.text);
  for (let i = 0; i < 8 && used.has(detail.text); i++)
    detail = worldChoice(rng, 'town_look_detail', pool, (d) => d.text);
  used.add(detail.text);
  // A build that says what the detail says ('bright-eyed' with 'one eye clouded') is drawn again.
  const clash = (build: string) =>
    /eye|hand|voice|spoken|loud/.test(build) && /eye|hand|voice|laugh/.test(detail.text);
  let build = rng.pick(BUILDS);
  for (let i = 0; i < 6 && (clash(build) || used.has(`build:${build}`)); i++) build = rng.pick(BUILDS);
  used.add(`build:${build}`);
  const age = rng.pick(AGE_WORDS[person.age]);
  // Some looks keep the age word, some only the build: two shapes of the same phrase.
  const words = age && rng.chance(0.6) ? `${build}, ${age}` : build;
  return `${withArticle(`${words} ${person.race}`)} ${detail.text}`;
}

/** The people besides owners, priests and faction heads that a town of this kind might have as key NPCs. */
export interface ExtraRole {
  readonly id: string;
  /** The role as the key NPC list shows it. */
  readonly role: (rank: number) => string;
}

export const EXTRA_ROLES: readonly ExtraRole[] = [
  { id: 'captain', role: (rank) => (rank >= 2 ? 'captain of the watch' : 'constable') },
  { id: 'elder', role: (rank) => (rank >= 2 ? 'eldest citizen' : rank === 1 ? 'village elder' : 'eldest') },
  { id: 'healer', role: (rank) => (rank >= 4 ? 'physician' : rank >= 2 ? 'healer' : 'herb-wife') },
  { id: 'midwife', role: () => 'midwife' },
  { id: 'outsider', role: () => 'newcomer' },
  { id: 'ferryman', role: () => 'ferryman' },
  { id: 'harbourmaster', role: () => 'harbourmaster' },
  { id: 'teacher', role: () => 'schoolteacher' },
  { id: 'bailiff', role: () => 'bailiff' },
  { id: 'sexton', role: () => 'sexton' },
  { id: 'drover', role: () => 'drover' },
  { id: 'forester', role: () => 'woodward' },
  { id: 'guide', role: () => 'guide' },
  { id: 'veteran', role: () => 'retired adventurer' },
  { id: 'witch', role: () => 'hedge-witch' },
  { id: 'fence', role: () => 'fence' },
  { id: 'crier', role: () => 'town crier' },
  { id: 'wellwarden', role: () => 'well-warden' },
  { id: 'lamplighter', role: () => 'lamplighter' },
  { id: 'ratcatcher', role: () => 'ratcatcher' },
  { id: 'moneylender', role: () => 'moneylender' },
  { id: 'bard', role: () => 'minstrel' },
  { id: 'foreman', role: () => 'pit foreman' },
  { id: 'beekeeper', role: () => 'beekeeper' },
  { id: 'scribe', role: () => 'letter-writer' },
  { id: 'toll', role: () => 'toll-keeper' },
  { id: 'hunter', role: () => 'hunter' },
  { id: 'shepherd', role: () => 'shepherd' },
  { id: 'carter', role: () => 'carter' },
  { id: 'fisher', role: () => 'fisher' },
];

/** The age a role asks for: an elder is old, a veteran has had a career, a midwife has had practice. */
export const EXTRA_AGES: Partial<Record<string, readonly AgeWord[]>> = {
  elder: ['elderly'],
  veteran: ['middle-aged', 'elderly'],
  midwife: ['adult', 'middle-aged', 'elderly'],
  teacher: ['adult', 'middle-aged', 'elderly'],
  sexton: ['adult', 'middle-aged', 'elderly'],
  captain: ['adult', 'middle-aged'],
  harbourmaster: ['adult', 'middle-aged', 'elderly'],
  healer: ['adult', 'middle-aged', 'elderly'],
  witch: ['adult', 'middle-aged', 'elderly'],
  moneylender: ['adult', 'middle-aged', 'elderly'],
  foreman: ['adult', 'middle-aged'],
  bailiff: ['adult', 'middle-aged'],
};

/** How fit each extra role is for this town (0: never). */
export function extraWeight(
  id: string,
  t: {
    rank: number;
    economy: TownEconomy;
    landscape: readonly Landscape[];
    water: Water;
    harbour: boolean;
    river: boolean;
    government: string;
  },
): number {
  switch (id) {
    case 'captain':
      // A watch is a town's; a village has a constable; a hamlet, an anarchy or a garrison town neither.
      return t.government === 'military' || t.government === 'anarchy' || t.rank === 0
        ? 0
        : t.rank >= 2
          ? 1.4
          : 0.4;
    case 'elder':
      return t.rank <= 3 ? 1.2 : 0.5;
    case 'healer':
      return 1;
    case 'midwife':
      return t.rank <= 3 ? 0.7 : 0.2;
    case 'outsider':
      return 0.9;
    case 'ferryman':
      return t.river && t.rank <= 3 ? 1.2 : 0;
    case 'harbourmaster':
      return t.harbour && t.rank >= 2 ? 1.2 : 0;
    case 'teacher':
      return t.rank >= 1 && t.rank <= 4 ? 0.6 : 0;
    case 'bailiff':
      return t.government === 'monarchy' || t.government === 'autocracy' ? 0.9 : 0;
    case 'sexton':
      return 0.5;
    case 'drover':
      return (t.landscape.includes('plains') || t.landscape.includes('hills')) && t.rank <= 3 ? 0.8 : 0;
    case 'forester':
      return t.landscape.includes('forest') || t.landscape.includes('jungle') ? 1 : 0;
    case 'guide':
      return t.landscape.includes('mountains') ||
        t.landscape.includes('desert') ||
        t.landscape.includes('glacier') ||
        t.landscape.includes('jungle') ||
        t.landscape.includes('marsh')
        ? 1
        : 0;
    case 'veteran':
      return 0.6;
    case 'witch':
      return t.rank <= 2 ? 0.7 : 0.1;
    case 'fence':
      return t.rank >= 3 ? 0.8 : 0;
    case 'crier':
      return t.rank >= 2 && t.rank <= 5 ? 0.5 : 0;
    case 'wellwarden':
      return t.water === 'none' || t.landscape.includes('desert') ? 1 : 0;
    case 'lamplighter':
      return t.rank >= 3 ? 0.5 : 0;
    case 'ratcatcher':
      return t.rank >= 2 ? 0.5 : 0;
    case 'moneylender':
      return t.rank >= 2 ? (t.economy === 'trade' ? 1 : 0.5) : 0;
    case 'bard':
      return 0.4;
    case 'foreman':
      return t.economy === 'mining' ? 1.2 : 0;
    case 'beekeeper':
      return t.rank <= 2 && t.economy === 'agricultural' ? 0.8 : 0;
    case 'scribe':
      return t.rank >= 2 ? 0.4 : 0;
    case 'toll':
      return t.rank >= 1 && (t.landscape.includes('road') || t.landscape.includes('crossroads')) ? 0.6 : 0;
    case 'hunter':
      return t.rank <= 2 &&
        (t.landscape.includes('forest') ||
          t.landscape.includes('jungle') ||
          t.landscape.includes('mountains') ||
          t.landscape.includes('snow') ||
          t.landscape.includes('marsh'))
        ? 0.9
        : 0;
    case 'shepherd':
      return t.rank <= 2 &&
        (t.landscape.includes('hills') ||
          t.landscape.includes('plains') ||
          t.landscape.includes('mountains')) &&
        !t.landscape.includes('jungle') &&
        !t.landscape.includes('desert')
        ? 0.8
        : 0;
    case 'carter':
      return t.rank >= 1 && t.rank <= 4 ? 0.4 : 0;
    case 'fisher':
      return t.rank <= 2 && t.water !== 'none' && !t.landscape.includes('desert') ? 0.8 : 0;
    default:
      return 0;
  }
}
