// Decide first: turns an NPC request and seed into a structured record (who, where, what happened, who is to
// blame, what is owed) bound into one grammar context, before a word of prose is written.
import {
  type NpcAge,
  type NpcGender,
  type NpcLooks,
  type NpcRace,
  type NpcRequest,
  type NpcSocialClass,
  socialClassOfTitle,
} from '../../../../shared/kinds/npc.js';
import { midSentence } from '../../../engine/context.js';
import { numberWords, plural, possessive, pronounsFor } from '../../../engine/english.js';
import type { GrammarContext, Person } from '../../../engine/grammar.js';
import {
  type NameCulture,
  type PersonName,
  parseGivenName,
  personName,
  pickCulture,
  relativeName,
} from '../../../engine/names.js';
import { pickDeity } from '../../../engine/pantheon.js';
import {
  guildName,
  innName,
  organisationName,
  riverName,
  roadName,
  ruinName,
  siteName,
  streetName,
  townName,
} from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldChoice, worldPick } from '../../../engine/world-pick.js';
import { bindKeepsake, decideKeepsake, decideLooks } from '../looks.js';
import { RACE_PROFILES } from '../portrait/races.js';
import { gearOf, weaponGrip, weaponKind } from '../stats/gear.js';
import { bindLooks } from './appearance.js';
import { ARCS, type ArcDef, type RelationKind } from './arcs.js';
import { homePlace, type NpcSetting } from './context.js';
import { npcGrammar } from './npc-grammar.js';
import {
  CLASS_WEIGHTS,
  PROFILE_LABELS,
  type Profile,
  type ResolvedOccupation,
  resolveOccupation,
} from './occupations.js';
import { seaKind } from './trades.js';

/** Years per life stage and people: long-lived peoples age slowly (a middle-aged dwarf is 110-179). */
export const RACE_AGES: Record<NpcRace, Record<NpcAge, readonly [number, number]>> = {
  human: {
    child: [6, 12],
    young: [16, 24],
    adult: [25, 39],
    'middle-aged': [40, 59],
    elderly: [60, 79],
    ancient: [80, 95],
  },
  elf: {
    child: [12, 60],
    young: [80, 119],
    adult: [120, 299],
    'middle-aged': [300, 449],
    elderly: [450, 599],
    ancient: [600, 750],
  },
  dwarf: {
    child: [8, 29],
    young: [30, 49],
    adult: [50, 109],
    'middle-aged': [110, 179],
    elderly: [180, 279],
    ancient: [280, 380],
  },
  halfling: {
    child: [6, 15],
    young: [18, 29],
    adult: [30, 54],
    'middle-aged': [55, 89],
    elderly: [90, 129],
    ancient: [130, 160],
  },
  gnome: {
    child: [8, 29],
    young: [30, 49],
    adult: [50, 149],
    'middle-aged': [150, 249],
    elderly: [250, 379],
    ancient: [380, 480],
  },
  'half-elf': {
    child: [6, 14],
    young: [18, 29],
    adult: [30, 59],
    'middle-aged': [60, 109],
    elderly: [110, 159],
    ancient: [160, 200],
  },
  'half-orc': {
    child: [5, 11],
    young: [14, 19],
    adult: [20, 34],
    'middle-aged': [35, 49],
    elderly: [50, 64],
    ancient: [65, 80],
  },
  tiefling: {
    child: [6, 12],
    young: [16, 24],
    adult: [25, 39],
    'middle-aged': [40, 59],
    elderly: [60, 84],
    ancient: [85, 105],
  },
  dragonborn: {
    child: [4, 10],
    young: [14, 19],
    adult: [20, 34],
    'middle-aged': [35, 49],
    elderly: [50, 69],
    ancient: [70, 85],
  },
};

/** Typed features only a people with hair can wear. */
const HAIR_WORDS =
  /\b(?:beard(?:ed)?|moustache|mustache|goatee|sideburns|whiskers|stubble|hair|braids?|braided|plaits?|ponytail|curls|ringlets|locks)\b/i;

const RACE_WEIGHTS: readonly (readonly [NpcRace, number])[] = [
  ['human', 30],
  ['elf', 10],
  ['dwarf', 10],
  ['halfling', 9],
  ['gnome', 7],
  ['half-elf', 9],
  ['half-orc', 8],
  ['tiefling', 9],
  ['dragonborn', 8],
];
const AGE_WEIGHTS: readonly (readonly [NpcAge, number])[] = [
  ['child', 4],
  ['young', 18],
  ['adult', 38],
  ['middle-aged', 24],
  ['elderly', 13],
  ['ancient', 3],
];
const GENDER_WEIGHTS: readonly (readonly [NpcGender, number])[] = [
  ['male', 47],
  ['female', 47],
  ['non-binary', 6],
];
const KIN_GENDER_WEIGHTS: readonly (readonly [NpcGender, number])[] = [
  ['male', 48],
  ['female', 48],
  ['non-binary', 4],
];

const RELATION_WORDS: Record<RelationKind, Record<NpcGender, string>> = {
  sibling: { male: 'brother', female: 'sister', 'non-binary': 'sibling' },
  parent: { male: 'father', female: 'mother', 'non-binary': 'parent' },
  child: { male: 'son', female: 'daughter', 'non-binary': 'child' },
  spouse: { male: 'husband', female: 'wife', 'non-binary': 'spouse' },
  cousin: { male: 'cousin', female: 'cousin', 'non-binary': 'cousin' },
  grandparent: { male: 'grandfather', female: 'grandmother', 'non-binary': 'grandparent' },
  grandchild: { male: 'grandson', female: 'granddaughter', 'non-binary': 'grandchild' },
};

/** Which relatives a person of each life stage plausibly has or had. */
const RELATIONS_BY_AGE: Record<NpcAge, readonly RelationKind[]> = {
  child: ['parent', 'sibling', 'grandparent'],
  young: ['parent', 'sibling', 'cousin', 'grandparent', 'spouse'],
  adult: ['sibling', 'spouse', 'cousin', 'parent'],
  'middle-aged': ['sibling', 'spouse', 'child', 'cousin', 'parent'],
  elderly: ['spouse', 'child', 'sibling', 'grandchild', 'cousin'],
  ancient: ['spouse', 'child', 'sibling', 'grandchild', 'cousin'],
};

const CHILD_TIMES = ['last summer', 'last winter', 'this spring', 'a few weeks ago'] as const;

/** How prose names the armour a look shows, when a debt or a hook speaks of it. */
const ARMOUR_WORDS: Record<string, string> = {
  padded: 'padded jack',
  leather: 'leather jerkin',
  'studded leather': 'studded leathers',
  hide: 'hide coat',
  'chain shirt': 'mail shirt',
  'scale mail': 'scale coat',
  breastplate: 'breastplate',
  'half plate': 'half plate',
  'ring mail': 'ring mail',
  'chain mail': 'mail',
  splint: 'splint armour',
  plate: 'plate',
};

/** Years back a grown NPC's story may have turned. */
const STORY_SPAN = 40;

/** Trades a child drawn at random may follow; any other trade drawn with a random age is a grown-up's. */
const CHILD_TRADES: ReadonlySet<Profile> = new Set(['thief', 'farmer', 'bard', 'noble']);

/** What a child of a randomly drawn trade is called on the sheet: the trade's child or apprentice, not its master. */
export const CHILD_LABELS: Record<Profile, string> = {
  merchant: 'market runner',
  guard: 'messenger for the watch',
  noble: 'young heir',
  innkeeper: 'pot-runner',
  smith: 'forge apprentice',
  priest: 'temple novice',
  wizard: 'wizard’s apprentice',
  thief: 'pickpocket',
  farmer: 'farm child',
  outlaw: 'outlaw’s child',
  bard: 'street singer',
  alchemist: 'alchemist’s errand-runner',
  ranger: 'ranger’s apprentice',
  custom: 'errand-runner',
};

export interface Sliders {
  readonly friendliness: number;
  readonly bravery: number;
  readonly honesty: number;
}

/** Everything decided about an NPC before writing; the prose reads only from `ctx`. */
export interface NpcRecord {
  readonly race: NpcRace;
  readonly gender: NpcGender;
  readonly ageCategory: NpcAge;
  readonly ageYears: number;
  readonly occupation: ResolvedOccupation;
  readonly socialClass: NpcSocialClass;
  readonly sliders: Sliders;
  readonly npc: Person;
  readonly arc: ArcDef;
  readonly ctx: GrammarContext;
  /** How the NPC looks: the appearance prose and the portrait both read it. */
  readonly looks: NpcLooks;
}

function person(name: PersonName, gender: NpcGender, extra: Record<string, string> = {}): Person {
  return { name: name.full, first: name.first, last: name.last, pronouns: pronounsFor(gender), ...extra };
}

/** Other people go by given and family name only: a gnome's full string of names is for their own sheet. */
function castPerson(name: PersonName, gender: NpcGender, extra: Record<string, string> = {}): Person {
  const full = name.last ? `${name.first} ${name.last}` : name.first;
  return person({ ...name, full }, gender, extra);
}

/** Five bands per slider (1-2, 3-4, 5-6, 7-8, 9-10) plus low/mid/high groups for coarser filters. */
function sliderTags(
  value: number,
  bands: readonly [string, string, string, string, string],
  prefix: string,
): string[] {
  const band = bands[Math.min(4, Math.max(0, Math.floor((value - 1) / 2)))] as string;
  const group = value <= 4 ? 'low' : value <= 6 ? 'mid' : 'high';
  return [band, `${prefix}-${group}`];
}

/**
 * How long ago the story turned, as the grammar says it: `yearsN` ('twenty') and a tag for the span, which the rule
 * `yearsAgo` (story.ts) reads in several forms ('some twenty years ago', 'twenty-odd years back'), so one NPC never
 * says 'some twenty years ago' twice and fifty NPCs do not all say it the same way.
 */
function bindYearsAgo(ctx: GrammarContext, years: number): void {
  if (years <= 1) {
    ctx.tag('ya-last');
    return;
  }
  if (years <= 12) {
    ctx.tag('ya-few').bind('yearsN', numberWords(years));
    return;
  }
  ctx.tag('ya-some').bind('yearsN', numberWords(Math.round(years / 5) * 5));
}

/** People the NPC deals with come from the whole town: half from their own folk, half from anywhere. */
function castCulture(own: NameCulture, rng: Rng): NameCulture {
  if (rng.chance(0.5)) return own;
  return pickCulture(
    rng.weightedEntry<NpcRace>([
      ['human', 8],
      ['half-elf', 1],
      ['dwarf', 1],
      ['halfling', 1],
      ['elf', 1],
      ['gnome', 0.5],
      ['half-orc', 0.5],
      ['tiefling', 0.5],
      ['dragonborn', 0.5],
    ]),
    rng,
  );
}

/**
 * The gender the game master's own words give: 'missing two fingers on his left hand' is a man's hand, and a woman
 * written with it contradicts the request. Words with both pronouns or neither leave it to chance.
 */
function featureGender(typed = ''): NpcGender | undefined {
  const his = /\b(?:he|his|him|himself)\b/i.test(typed);
  const her = /\b(?:she|her|hers|herself)\b/i.test(typed);
  return his === her ? undefined : his ? 'male' : 'female';
}

function randomGender(rng: Rng): NpcGender {
  return rng.weightedEntry(GENDER_WEIGHTS);
}

/**
 * Two names a reader could mix up in one story: Korann and Korthys, Nedin and Nedkin, Sallowley and Sallowbridge.
 * A shared family name is the same name, not a near one, and is left to the caller.
 */
function givenAlike(a: string, b: string): boolean {
  if (a === b) return true;
  return a.slice(0, 3).toLowerCase() === b.slice(0, 3).toLowerCase() || namesAlike(a, b);
}

/** The NPC's own name, seldom a given name the account has already met: two dwarf smiths called Aldla in 25. */
function ownName(culture: NameCulture, gender: NpcGender, rng: Rng): PersonName {
  const candidates: PersonName[] = [];
  for (let i = 0; i < 8; i++) {
    const name = personName(culture, gender, rng);
    if (!candidates.some((c) => c.first === name.first)) candidates.push(name);
  }
  return worldChoice(rng, 'npc_own_name', candidates, (c) => c.first);
}

/** A stranger's name that does not clash with anyone already in the story, and seldom with the account's others. */
function freshName(culture: NameCulture, gender: NpcGender, taken: Set<string>, rng: Rng): PersonName {
  const candidates: PersonName[] = [];
  for (let i = 0; i < 16 && candidates.length < 6; i++) {
    const name = personName(culture, gender, rng);
    // 'Morwen Morwen': a family name that only repeats the given one is no name at all.
    const clash =
      name.first === name.last ||
      [...taken].some((t) => givenAlike(name.first, t) || (name.last && givenAlike(name.last, t)));
    if (!clash && !candidates.some((c) => c.first === name.first)) candidates.push(name);
  }
  const name =
    candidates.length > 0
      ? worldChoice(
          rng,
          'side_name',
          candidates,
          (c) => c.first,
          () => 1,
        )
      : personName(culture, gender, rng);
  taken.add(name.first);
  if (name.last) taken.add(name.last);
  return name;
}

function tradeOrg(profile: Profile, word: string, deityName: string, rng: Rng): string {
  switch (profile) {
    case 'merchant':
      return rng.chance(0.5) ? guildName(rng, 'merchants') : organisationName(rng, 'company');
    // Guards, nobles and rangers owe money to lenders rather than to a trade body of their own.
    case 'guard':
    case 'noble':
    case 'ranger':
      return organisationName(rng, 'company');
    case 'innkeeper':
      return guildName(rng, 'brewers');
    case 'smith':
      return rng.chance(0.5) ? guildName(rng) : guildName(rng, 'smiths');
    case 'priest':
      return `the Synod of ${deityName}`;
    case 'wizard':
      return `the Collegium of ${townName(rng)}`;
    case 'thief':
    case 'outlaw':
      return organisationName(rng, 'gang');
    case 'farmer':
      return guildName(rng, 'millers');
    case 'bard':
      return guildName(rng, 'minstrels');
    case 'alchemist':
      return guildName(rng, 'apothecaries');
    case 'custom':
      return /^[a-z]+$/.test(word) ? guildName(rng, plural(word)) : organisationName(rng, 'company');
  }
}

function resolveAge(requested: NpcRequest['age'], rng: Rng): NpcAge {
  return requested === 'random' ? rng.weightedEntry(AGE_WEIGHTS) : requested;
}

/**
 * Words a game master puts before a name that are not the name: 'Sister Odile', 'Captain Vell', 'Old Marta'. The
 * title stays in the full name; prose calls the person by the given name ('Odile spent years…', never 'Sister spent
 * years…'). What a title says of the person (a sister is a woman of a religious order) fills what the request left
 * random, and nothing the request chose.
 */
const NAME_TITLES: Readonly<
  Record<string, { gender?: NpcGender; occupation?: string; age?: NpcAge; socialClass?: NpcSocialClass }>
> = {
  sister: { gender: 'female', occupation: 'priest' },
  brother: { gender: 'male', occupation: 'priest' },
  mother: { gender: 'female', occupation: 'priest' },
  father: { gender: 'male', occupation: 'priest' },
  abbot: { gender: 'male', occupation: 'priest' },
  abbess: { gender: 'female', occupation: 'priest' },
  prior: { gender: 'male', occupation: 'priest' },
  prioress: { gender: 'female', occupation: 'priest' },
  friar: { gender: 'male', occupation: 'priest' },
  reverend: { occupation: 'priest' },
  deacon: { occupation: 'priest' },
  captain: { occupation: 'guard' },
  sergeant: { occupation: 'guard' },
  lieutenant: { occupation: 'guard' },
  commander: { occupation: 'guard' },
  watchman: { gender: 'male', occupation: 'guard' },
  lord: { gender: 'male', occupation: 'noble', socialClass: 'nobility' },
  lady: { gender: 'female', occupation: 'noble', socialClass: 'nobility' },
  baron: { gender: 'male', occupation: 'noble', socialClass: 'nobility' },
  baroness: { gender: 'female', occupation: 'noble', socialClass: 'nobility' },
  count: { gender: 'male', occupation: 'noble', socialClass: 'nobility' },
  countess: { gender: 'female', occupation: 'noble', socialClass: 'nobility' },
  duke: { gender: 'male', occupation: 'noble', socialClass: 'nobility' },
  duchess: { gender: 'female', occupation: 'noble', socialClass: 'nobility' },
  prince: { gender: 'male', occupation: 'noble', socialClass: 'nobility' },
  princess: { gender: 'female', occupation: 'noble', socialClass: 'nobility' },
  sir: { gender: 'male' },
  ser: {},
  dame: { gender: 'female' },
  master: { gender: 'male' },
  mistress: { gender: 'female' },
  magister: { occupation: 'wizard' },
  archmage: { occupation: 'wizard' },
  doctor: {},
  dr: {},
  mr: { gender: 'male' },
  mrs: { gender: 'female' },
  ms: { gender: 'female' },
  madam: { gender: 'female' },
  madame: { gender: 'female' },
  goodwife: { gender: 'female' },
  goodman: { gender: 'male' },
  widow: { gender: 'female' },
  aunt: { gender: 'female' },
  auntie: { gender: 'female' },
  uncle: { gender: 'male' },
  granny: { gender: 'female', age: 'elderly' },
  grandma: { gender: 'female', age: 'elderly' },
  grandpa: { gender: 'male', age: 'elderly' },
  gaffer: { gender: 'male', age: 'elderly' },
  elder: {},
  old: { age: 'elderly' },
  young: { age: 'young' },
  little: {},
  big: {},
  mad: {},
  saint: {},
  st: {},
};

export interface TypedName {
  /** The name as the game master typed it, title included ('Sister Odile'). */
  readonly name: PersonName;
  /** The title, as typed ('Sister'), or '' when there is none. */
  readonly title: string;
  readonly gender?: NpcGender;
  readonly occupation?: string;
  readonly age?: NpcAge;
  readonly socialClass?: NpcSocialClass;
}

/**
 * Reads a typed name: leading titles ('Sister', 'Captain', 'Old') are kept in the full name but not used as the given
 * name, and 'of Kell' or 'the Red' after the given name is an epithet, not a family name.
 */
export function readTypedName(typed: string): TypedName {
  const parsed = parseGivenName(typed);
  const words = parsed.full.split(' ');
  let start = 0;
  const hints: Omit<TypedName, 'name' | 'title'> = {};
  while (start < words.length - 1) {
    const key = (words[start] ?? '').toLowerCase().replace(/\.$/, '');
    const hint = NAME_TITLES[key];
    if (!hint) break;
    Object.assign(hints, { ...hint, ...hints });
    start++;
  }
  const title = words.slice(0, start).join(' ');
  const rest = words.slice(start).filter((w) => !/^["'“‘].*["'”’]$/.test(w));
  // 'Anselm of Kell', 'Marta the Red', 'Jory Two-Pence of the Docks': the given name, then an epithet.
  const epithet = rest.findIndex((w, i) => i > 0 && /^(?:of|the|from|de|van|von)$/i.test(w));
  const named = epithet > 0 ? rest.slice(0, epithet) : rest;
  const first = named[0] ?? parsed.first;
  const last = named.length > 1 ? (named[named.length - 1] as string) : '';
  return { name: { ...parsed, first, last }, title, ...hints };
}

/** Builds the record and its grammar context from the request; every choice has its own stream. */
export function buildRecord(request: NpcRequest, root: Rng, setting: NpcSetting | null = null): NpcRecord {
  const typedName = request.name ? readTypedName(request.name) : null;
  // A typed beard or head of hair is not given to a people who grow none (a dragonborn with 'a braided red beard'
  // lost the beard without a word): a random race is drawn from those who can wear it.
  const hairTyped = HAIR_WORDS.test(request.notableFeatures ?? '');
  const raceWeights = hairTyped ? RACE_WEIGHTS.filter(([r]) => !RACE_PROFILES[r].hairless) : RACE_WEIGHTS;
  const race: NpcRace =
    request.race === 'random' ? root.settled('race').weightedEntry(raceWeights) : request.race;
  const gender: NpcGender =
    request.gender !== 'random'
      ? request.gender
      : (typedName?.gender ?? featureGender(request.notableFeatures) ?? randomGender(root.settled('gender')));
  const randomTrade = /^(?:random|custom|)$/i.test(request.occupation.trim());
  const requestedAge = request.age === 'random' && typedName?.age ? typedName.age : request.age;
  const drawnAge = resolveAge(requestedAge, root.settled('age'));
  const drawnOccupation = resolveOccupation(
    randomTrade && typedName?.occupation ? typedName.occupation : request.occupation,
    root.settled('occupation'),
  );
  // A child is drawn at random only beside a trade a child can follow (a farm child, a street singer, a pickpocket):
  // 'random' age with 'priest' is a grown priest, never an eight-year-old one. A town's key NPC or a faction's key
  // member (by name) holds a grown-up's place: never a child.
  const ageCategory =
    drawnAge === 'child' &&
    requestedAge === 'random' &&
    (setting?.knownAs || (!randomTrade && !CHILD_TRADES.has(drawnOccupation.profile)))
      ? root.settled('context-age').weightedEntry(AGE_WEIGHTS.filter(([age]) => age !== 'child'))
      : drawnAge;
  // A child of a random trade is the trade's child ('a temple novice'), not its master ('priest').
  const occupation =
    ageCategory === 'child' && randomTrade && drawnOccupation.profile !== 'custom'
      ? { ...drawnOccupation, label: CHILD_LABELS[drawnOccupation.profile] }
      : drawnOccupation;
  const [minAge, maxAge] = RACE_AGES[race][ageCategory];
  const ageYears = root.fork('age-years').int(minAge, maxAge);
  // A typed title that names a rank ('Lord Mayor', 'High Priestess of the Dawn', 'beggar-king') decides the class its
  // trade would only weigh; a bare trade ('priest') is weighed as before.
  const titled =
    occupation.profile === 'custom' || occupation.label.includes(' ')
      ? socialClassOfTitle(occupation.label)
      : undefined;
  const socialClass: NpcSocialClass =
    request.socialClass !== 'random'
      ? request.socialClass
      : (titled ??
        typedName?.socialClass ??
        root.settled('class').weightedEntry(CLASS_WEIGHTS[occupation.profile]));
  const sliders: Sliders = {
    friendliness: request.friendliness,
    bravery: request.bravery,
    honesty: request.honesty,
  };

  const child = ageCategory === 'child';
  const tags = new Set<string>([
    race,
    gender,
    ageCategory,
    child ? 'child' : 'grown',
    // Under twenty (in any race's years): no husband or wife, and nothing that has gone on 'for years'.
    ...(ageYears < 20 ? ['teen'] : []),
    socialClass,
    occupation.profile,
    ...sliderTags(sliders.friendliness, ['hostile', 'cold', 'civil', 'friendly', 'warm'], 'f'),
    ...sliderTags(sliders.bravery, ['coward', 'timid', 'steady', 'bold', 'fearless'], 'b'),
    ...sliderTags(sliders.honesty, ['liar', 'sly', 'discreet', 'honest', 'scrupulous'], 'h'),
  ]);
  if (ageCategory === 'elderly' || ageCategory === 'ancient') tags.add('old');
  // Grown only a few years: no seat on a guild council, no long career behind them.
  if (!child && ageYears - RACE_AGES[race].young[0] < 6) tags.add('green');
  if (socialClass === 'lower' || socialClass === 'working') tags.add('poor');
  if (socialClass === 'upper' || socialClass === 'nobility') tags.add('rich');
  // A typed trade's family chooses its words (trades.ts): a ship captain's story is of ships.
  if (occupation.family) tags.add(`fam-${occupation.family}`).add('family');
  // A typed trade read as a listed one ('horse trader' as a merchant) is named outright too ('family' lines).
  if (occupation.profile !== 'custom' && occupation.word !== PROFILE_LABELS[occupation.profile])
    tags.add('family');
  if (occupation.family === 'sea') tags.add(`sea-${seaKind(occupation.label)}`);

  // The arc decides the shape of the story; its relations and fates shape the cast.
  const arcRng = root.fork('arc');
  const staged = ARCS.filter(
    (a) => a.stage === (child ? 'child' : 'grown') && !a.forbid?.some((t) => tags.has(t)),
  );
  // No story that needs a husband or wife for someone under twenty: no widowhood at sixteen.
  const aged = ageYears < 20 ? staged.filter((a) => a.relations.some((r) => r !== 'spouse')) : staged;
  const arcs = aged.length > 0 ? aged : staged;
  const arc = worldChoice(
    arcRng,
    'npc_arc',
    arcs,
    (a) => a.id,
    (a) => a.weight ?? 1,
  );
  tags.add(`arc-${arc.id}`);
  tags.add(`rel-${arc.fate}`);
  if (arc.kinCentral) tags.add('kin-central');
  // A fallen house: a noble or upper-class NPC whose story ruined them, or (now and then) whose family simply ran
  // out of money. Only they are told of creditors and leaking roofs, and they dress like it: no furs and few jewels
  // (blind read, round 5: 'a noble dressed in furs while the text says the family is broke').
  const rich = socialClass === 'upper' || socialClass === 'nobility';
  const ruinedByStory = arc.themes.some((t) =>
    ['debt', 'gambling', 'dispossessed', 'lost heirloom'].includes(t),
  );
  if (
    rich &&
    !child &&
    (ruinedByStory || worldPick(root.fork('fallen'), 'npc_fallen_house', [true, false], [1, 3]))
  )
    tags.add('fallen');

  // Names: the NPC's own (a given name is used as is), kin sharing the family name, and everyone else.
  const nameRng = root.fork('name');
  const culture = pickCulture(race, root.fork('culture'));
  const own = typedName ? typedName.name : ownName(culture, gender, nameRng);
  if (own.last) tags.add('has-surname');
  const npc = person(own, gender);
  const taken = new Set<string>([own.first, own.last].filter(Boolean));

  const castRng = root.fork('cast');
  const allowed = RELATIONS_BY_AGE[ageCategory].filter(
    (r) => arc.relations.includes(r) && !(r === 'spouse' && ageYears < 20),
  );
  const relationKind = castRng.pick(allowed.length > 0 ? allowed : arc.relations);
  const relativeGender = arc.kinSameGender ? gender : castRng.weightedEntry(KIN_GENDER_WEIGHTS);
  // Kin share the family name, never a near given name (Nedin and his brother Nedkin read as one person).
  let relativeName_ = relativeName(own, culture, relativeGender, castRng);
  for (let i = 0; i < 6 && givenAlike(relativeName_.first, own.first); i++)
    relativeName_ = relativeName(own, culture, relativeGender, castRng);
  taken.add(relativeName_.first);
  const relation = RELATION_WORDS[relationKind][relativeGender];
  const relative = castPerson(relativeName_, relativeGender, { relation });
  // Which relative it is: a spouse is not married off in a hook, a parent not born after the NPC.
  tags.add(`rel-${relationKind}`);

  const foeGender = randomGender(castRng);
  const foeCulture = castCulture(culture, castRng);
  const foeName = freshName(foeCulture, foeGender, taken, castRng);
  const foe = castPerson(foeName, foeGender);
  const allyGender = randomGender(castRng);
  const ally = arc.allyIsFoeKin
    ? castPerson(relativeName(foeName, foeCulture, allyGender, castRng), allyGender)
    : castPerson(freshName(castCulture(culture, castRng), allyGender, taken, castRng), allyGender);
  const thirdGender = randomGender(castRng);
  const third = arc.thirdIsFoeKin
    ? castPerson(relativeName(foeName, foeCulture, thirdGender, castRng), thirdGender)
    : castPerson(freshName(castCulture(culture, castRng), thirdGender, taken, castRng), thirdGender);

  // Places: home town and its streets, where they were born, where the story turned.
  const placeRng = root.fork('places');
  const homeName = townName(placeRng);
  const home = {
    name: homeName,
    road: roadName(placeRng),
    street: streetName(placeRng),
    river: riverName(placeRng),
    inn: innName(placeRng),
  };
  // Generated from a town (decision 024): the town is home, its inn the inn, and maybe its trade the NPC's work.
  const homeFromContext = setting?.kind === 'town' ? homePlace(setting, occupation, own.full) : null;
  if (homeFromContext) {
    home.name = homeFromContext.town;
    if (homeFromContext.inn) home.inn = homeFromContext.inn;
  }
  // An innkeeper keeps an inn of their own, named from a wider stock than the town's other inns (so ten innkeepers
  // asked for in a row keep ten inns), and the town's other inn is never theirs: it can owe them nothing.
  let ownInn = home.inn;
  if (occupation.profile === 'innkeeper' && !homeFromContext?.inn) {
    const innRng = root.fork('own-inn');
    ownInn = ownInnName(innRng, own.last || own.first);
    for (let i = 0; i < 5 && ownInn === home.inn; i++) ownInn = ownInnName(innRng, own.last || own.first);
  }
  // Where they were born is never where they live now: exiles, letters from home and kin elsewhere need both.
  // Nor does it sound like it: "exiled from Pemerly" beside "lives in Pemerby" reads as a typo.
  let origin = townName(placeRng);
  // Nor like the NPC's own family name: Tenacity Sallowley following a rumour to Sallowbridge.
  const ownNames = [own.first, own.last].filter(Boolean);
  const blurs = (town: string) =>
    namesAlike(town, homeName) || namesAlike(town, home.name) || ownNames.some((n) => givenAlike(town, n));
  for (let i = 0; i < 8 && blurs(origin); i++) origin = townName(placeRng);
  const place = siteName(placeRng);
  const ruin = ruinName(placeRng);
  const deity = pickDeity(root.fork('deity'));

  const timeRng = root.fork('time');
  const maturity = RACE_AGES[race].young[0];
  // The story's foe is still about (hooks bring them back, they watch and write), so it turned within a working life
  // of everyone in it: a dwarf's quarrel of 170 years ago would have a human witch-finder watching from the grave.
  const span = Math.min(STORY_SPAN, Math.max(1, ageYears - maturity));
  // Skewed toward the recent past: most stories turned a few years ago, a few long ago.
  const years = Math.max(1, Math.round(span * timeRng.next() ** 2));
  const childTime = child ? timeRng.pick(CHILD_TIMES) : '';
  // How long ago, for the words that say time has passed ('the years have moved on' only after years).
  if (child || years <= 2) tags.add('recent');
  else if (years >= 8) tags.add('long-ago');

  const ctx = npcGrammar.context({
    tags,
    vars: {
      npc,
      relative,
      relation,
      foe,
      ally,
      third,
      home,
      origin,
      place,
      ruin,
      deity: { ...deity },
      age: ageYears,
      occWord: occupation.word,
      ownInn,
      ownVessel: vesselName(root.fork('own-vessel')),
    },
  });

  if (child) ctx.tag('ya-child').bind('childTime', childTime);
  else bindYearsAgo(ctx, years);

  const orgRng = root.fork('org');
  ctx.bind(
    'org',
    arc.org === 'gang'
      ? organisationName(orgRng, 'gang')
      : arc.org === 'foe-company'
        ? organisationName(orgRng, 'company', foe.last || undefined)
        : tradeOrg(occupation.profile, occupation.word, deity.name, orgRng),
  );
  const drawnVenue = ctx.expandSymbol('occ_venue', root.fork('venue'));
  const venueFromContext = homeFromContext?.venue;
  const venue = venueFromContext ? midSentence(venueFromContext.name) : drawnVenue;
  if (venueFromContext) ctx.bind('cxVenueRecord', { ...venueFromContext });
  ctx.bind('venue', venue);
  // Hooks whose subject is someone else name the place by its owner: "behind Brunna’s forge", not "her forge".
  const ownPronoun = `${npc.pronouns.possessive} `;
  ctx.bind(
    'venueNamed',
    venue.startsWith(ownPronoun) ? `${possessive(own.first)} ${venue.slice(ownPronoun.length)}` : venue,
  );

  // The keepsake and its emblem: the NPC's mark, decided from their trade, kin, faith and home (looks.ts), worn,
  // and able to turn up where it should not.
  const keepRng = root.fork('keepsake');
  const keepsake = decideKeepsake(
    {
      race,
      socialClass,
      occupation: occupation.label,
      ageCategory,
      relative: { relation, first: relative.first },
      deity: { name: deity.name, symbol: deity.symbol },
      // The town drawn for them, not a context's: the look is theirs wherever they live (context.test.ts).
      home: homeName,
      origin,
      arcId: arc.id,
      emblemNoun: ctx.expandSymbol('occ_emblem_noun', keepRng),
    },
    keepRng,
  );
  bindKeepsake(ctx, keepsake, npc.pronouns.possessive);
  // 'the wooden gull' without its article, for 'copies of Maud’s wooden gull'.
  ctx.bind('keepsakeBare', String(ctx.get('keepsakeShort') ?? 'keepsake').replace(/^(?:the|an?) /, ''));
  // Only some people carry a keepsake worth telling (about a third, rotated through the account): a trinket in every
  // NPC of an account read as a form to fill (blind read, round 5). The mark (emblem) stays: it is the NPC's sign.
  // A worn token the game master typed is always the keepsake.
  const keepsakeShown =
    typedToken(request.notableFeatures) ||
    worldPick(root.fork('keepsake-shown'), 'npc_keepsake_shown', [true, false], [1, 2]);
  if (!keepsakeShown) {
    ctx.tag('ks-none');
    ctx.bind('keepsake', '');
    ctx.bind('keepsakeShort', '');
  }

  // The look is decided once, each part from its own stream, and bound for the appearance to read.
  const looks = decideLooks(
    {
      race,
      gender,
      ageCategory,
      occupation: occupation.label,
      // A fallen house dresses a class lower than its name: a good coat gone thin, not furs.
      socialClass: tags.has('fallen') ? 'middle' : socialClass,
      notableFeatures: request.notableFeatures,
      keepsake: keepsakeShown ? keepsake : undefined,
    },
    root,
  );
  bindLooks(
    ctx,
    looks,
    npc.pronouns.possessive,
    RACE_PROFILES[race].eyeKind === 'solid',
    request.notableFeatures ?? '',
    occupation.label,
  );
  // The weapon the look shows is the one a hand rests on in the prose (and the stat block attacks with).
  const { weapon, armour, shield } = gearOf(looks);
  if (weapon && !child) {
    ctx.tag('armed', `w-${weaponKind(weapon.name)}`);
    ctx.bind('weaponWord', weapon.word);
    ctx.bind('weaponA', `${npc.pronouns.possessive} ${weapon.word}`);
    ctx.bind('weaponGrip', weaponGrip(weapon, npc.pronouns.possessive));
  }
  // What the NPC owes for is what they wear: never 'his mail and sword' on a man in studded leather with a spear.
  const kit = [armour ? ARMOUR_WORDS[armour] : undefined, shield ? 'shield' : undefined, weapon?.word]
    .filter((w): w is string => Boolean(w) && !child)
    .slice(0, 2);
  if (kit.length > 0) {
    ctx.tag('kit');
    ctx.bind('kitWords', kit.join(' and '));
  }
  if (armour && armour !== 'none' && !child) ctx.tag('armoured');

  // The arc's own facts, then the roles people play in it (roles may read those facts).
  const setupRng = root.fork('setup');
  if (npcGrammar.has(`${arc.id}_setup`)) ctx.expandSymbol(`${arc.id}_setup`, setupRng);
  ctx.bind('foeRole', roleFor(ctx, `${arc.id}_foeRole`, 'neighbour', setupRng));
  ctx.bind('allyRole', roleFor(ctx, `${arc.id}_allyRole`, 'old friend', setupRng));
  ctx.bind('thirdRole', roleFor(ctx, `${arc.id}_thirdRole`, 'stranger', setupRng));
  // What happened, as a noun phrase the foe's hooks can name ('the siege of Kettle Ford').
  if (npcGrammar.has(`${arc.id}_gist`)) ctx.bind('gist', ctx.expandSymbol(`${arc.id}_gist`, setupRng));
  // Two things the story made them touchy about, which their habits may give away ('at any mention of boats').
  const topicRng = root.fork('topic');
  const storyTopics = ctx.expandMany(`${arc.id}_topic`, 2, topicRng);
  ctx.bind('storyTopic', storyTopics[0] ?? 'the old days');
  ctx.bind('storyTopic2', storyTopics[1] ?? storyTopics[0] ?? 'the old days');

  return { race, gender, ageCategory, ageYears, occupation, socialClass, sliders, npc, arc, ctx, looks };
}

function roleFor(ctx: GrammarContext, symbol: string, fallback: string, rng: Rng): string {
  return npcGrammar.has(symbol) ? ctx.expandSymbol(symbol, rng) : fallback;
}

// An innkeeper's own inn: a wider stock than the town's other inns, and now and then the keeper's own name.
const INN_ADJECTIVES = [
  'Amber',
  'Barley',
  'Bashful',
  'Blue',
  'Bold',
  'Bramble',
  'Brass',
  'Bright',
  'Brindled',
  'Cheerful',
  'Chequered',
  'Cobbled',
  'Contented',
  'Crimson',
  'Dancing',
  'Dappled',
  'Dozing',
  'Dusty',
  'Feathered',
  'Fiddling',
  'Foaming',
  'Frosted',
  'Gentle',
  'Golden',
  'Grinning',
  'Hearty',
  'Hidden',
  'Honest',
  'Hooded',
  'Idle',
  'Iron',
  'Jolly',
  'Kindly',
  'Leaning',
  'Lost',
  'Mossy',
  'Muddy',
  'Nodding',
  'Old',
  'Pewter',
  'Plump',
  'Proud',
  'Quiet',
  'Red',
  'Restless',
  'Roaring',
  'Rosy',
  'Running',
  'Saucy',
  'Scarlet',
  'Shy',
  'Silent',
  'Smoking',
  'Snug',
  'Speckled',
  'Spotted',
  'Starry',
  'Stubborn',
  'Sunny',
  'Thirsty',
  'Tired',
  'Twisted',
  'Weary',
  'White',
  'Whistling',
  'Wild',
  'Winking',
  'Wise',
  'Yawning',
  'Young',
  'Ancient',
  'Bearded',
  'Bonny',
  'Cracked',
  'Crafty',
  'Drowsy',
  'Eager',
  'Fat',
  'Fickle',
  'Flying',
  'Gallant',
  'Grey',
  'Happy',
  'Humble',
  'Jaunty',
  'Lazy',
  'Lonesome',
  'Mad',
  'Mellow',
  'Noble',
  'Peaceful',
  'Prancing',
  'Ragged',
  'Royal',
  'Rusted',
  'Sleepy',
  'Sober',
  'Stout',
  'Tame',
  'Thrifty',
  'Wandering',
  'Wicked',
  'Wooden',
] as const;
const INN_NOUNS = [
  'Acorn',
  'Adder',
  'Apple',
  'Badger',
  'Bear',
  'Beehive',
  'Blackbird',
  'Boot',
  'Bull',
  'Cartwheel',
  'Cat',
  'Cockerel',
  'Cow',
  'Crane',
  'Cup',
  'Dolphin',
  'Dove',
  'Dragon',
  'Drum',
  'Duck',
  'Eel',
  'Falcon',
  'Ferret',
  'Fox',
  'Frog',
  'Gander',
  'Gate',
  'Goat',
  'Hart',
  'Hedgehog',
  'Hen',
  'Horseshoe',
  'Jackdaw',
  'Key',
  'Kingfisher',
  'Kite',
  'Ladle',
  'Lark',
  'Lion',
  'Magpie',
  'Mare',
  'Mill',
  'Moon',
  'Nag',
  'Oak',
  'Oar',
  'Ox',
  'Parrot',
  'Partridge',
  'Peacock',
  'Pelican',
  'Pig',
  'Pilgrim',
  'Pipe',
  'Quill',
  'Ram',
  'Raven',
  'Robin',
  'Rook',
  'Rose',
  'Saddle',
  'Salmon',
  'Sheaf',
  'Ship',
  'Sparrow',
  'Spoon',
  'Squirrel',
  'Star',
  'Stork',
  'Sun',
  'Swan',
  'Thistle',
  'Toad',
  'Trout',
  'Unicorn',
  'Wheatsheaf',
  'Wolf',
  'Wren',
  'Anchor',
  'Arrow',
  'Bishop',
  'Boatman',
  'Buck',
  'Candle',
  'Cauldron',
  'Chough',
  'Colt',
  'Cormorant',
  'Drake',
  'Drover',
  'Fisherman',
  'Flagon',
  'Goose',
  'Griffin',
  'Harp',
  'Hawk',
  'Heron',
  'Hind',
  'Hog',
  'Jester',
  'Knight',
  'Lamb',
  'Lantern',
  'Mermaid',
  'Miller',
  'Nightingale',
  'Otter',
  'Owl',
  'Piper',
  'Plough',
  'Pony',
  'Salamander',
  'Shepherd',
  'Sickle',
  'Stag',
  'Tinker',
  'Turnip',
  'Weaver',
  'Wyvern',
] as const;
const INN_RESTS = ['Rest', 'Retreat', 'Head', 'Arms', 'Welcome', 'Hearth', 'Lodge'] as const;
const INN_COUNTS = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Nine', 'Twelve'] as const;

function ownInnName(rng: Rng, ownerName: string): string {
  const roll = rng.next();
  if (roll < 0.62) return `the ${rng.pick(INN_ADJECTIVES)} ${rng.pick(INN_NOUNS)}`;
  if (roll < 0.75) {
    const [a, b] = rng.sample(INN_NOUNS, 2);
    return `the ${a} and ${b}`;
  }
  if (roll < 0.85) return `the ${rng.pick(INN_NOUNS)}’s ${rng.pick(INN_RESTS)}`;
  if (roll < 0.88) return `the ${rng.pick(INN_COUNTS)} ${plural(rng.pick(INN_NOUNS))}`;
  return `${possessive(ownerName)} ${rng.pick(['Rest', 'Hearth', 'Lodging House', 'Alehouse', 'Inn'])}`;
}

// A vessel of the NPC's own, for the trades of the sea ('her ship, the Saucy Wren').
const VESSEL_ADJECTIVES = [
  'Amber',
  'Bold',
  'Brave',
  'Constant',
  'Dancing',
  'Faithful',
  'Fair',
  'Grey',
  'Honest',
  'Jolly',
  'Kind',
  'Lucky',
  'Merry',
  'Modest',
  'Patient',
  'Proud',
  'Quick',
  'Restless',
  'Saucy',
  'Silver',
  'Steady',
  'Swift',
  'Tidy',
  'Wandering',
] as const;
const VESSEL_NOUNS = [
  'Bess',
  'Cormorant',
  'Dolphin',
  'Gannet',
  'Gull',
  'Heron',
  'Kittiwake',
  'Lark',
  'Maid',
  'Margery',
  'Meg',
  'Otter',
  'Petrel',
  'Plover',
  'Puffin',
  'Sandpiper',
  'Seal',
  'Swallow',
  'Tern',
  'Wren',
] as const;

function vesselName(rng: Rng): string {
  return `the ${rng.pick(VESSEL_ADJECTIVES)} ${rng.pick(VESSEL_NOUNS)}`;
}

/** Two place names a reader could confuse: the same start, the same first and last three letters, or five letters in a row. */
export function namesAlike(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y || x.slice(0, 4) === y.slice(0, 4)) return true;
  if (x.slice(0, 3) === y.slice(0, 3) && x.slice(-3) === y.slice(-3)) return true;
  // Fallowwell and Sallowwick: one long run of the same letters is enough to blur them.
  for (let i = 0; i + 5 <= x.length; i++) if (y.includes(x.slice(i, i + 5))) return true;
  return false;
}

/** Whether the game master typed a worn token (a badge, a medal, a brooch, a locket…) that becomes the keepsake. */
function typedToken(typed: string | undefined): boolean {
  return Boolean(
    typed &&
      /\b(?:badge|medal|medallion|brooch|locket|pendant|amulet|talisman|charm|token|ring|signet|bracelet|necklace|chain)s?\b/i.test(
        typed,
      ),
  );
}
