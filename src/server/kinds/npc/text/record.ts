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

function yearsAgoPhrase(years: number): string {
  if (years <= 1) return 'last year';
  if (years <= 12) return `${numberWords(years)} years ago`;
  if (years < 100) return `some ${numberWords(Math.round(years / 5) * 5)} years ago`;
  if (years < 200) return `${numberWords(Math.round(years / 10) * 10)} years ago`;
  return `more than ${numberWords(Math.floor(years / 100))} centuries ago`;
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

function randomGender(rng: Rng): NpcGender {
  return rng.weightedEntry(GENDER_WEIGHTS);
}

/** A stranger's name that does not clash with anyone already in the story. */
function freshName(culture: NameCulture, gender: NpcGender, taken: Set<string>, rng: Rng): PersonName {
  let name = personName(culture, gender, rng);
  for (let i = 0; i < 8 && (taken.has(name.first) || taken.has(name.last)); i++)
    name = personName(culture, gender, rng);
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

/** Builds the record and its grammar context from the request; every choice has its own stream. */
export function buildRecord(request: NpcRequest, root: Rng, setting: NpcSetting | null = null): NpcRecord {
  const race: NpcRace =
    request.race === 'random' ? root.fork('race').weightedEntry(RACE_WEIGHTS) : request.race;
  const gender: NpcGender = request.gender === 'random' ? randomGender(root.fork('gender')) : request.gender;
  const drawnAge = resolveAge(request.age, root.fork('age'));
  // A town's key NPC or a faction's key member the NPC is (by name) holds a grown-up's place: never a child.
  const ageCategory =
    drawnAge === 'child' && setting?.knownAs && request.age === 'random'
      ? root.fork('context-age').weightedEntry(AGE_WEIGHTS.filter(([age]) => age !== 'child'))
      : drawnAge;
  const [minAge, maxAge] = RACE_AGES[race][ageCategory];
  const ageYears = root.fork('age-years').int(minAge, maxAge);
  const occupation = resolveOccupation(request.occupation, root.fork('occupation'));
  // A typed title that names a rank ('Lord Mayor', 'High Priestess of the Dawn', 'beggar-king') decides the class its
  // trade would only weigh; a bare trade ('priest') is weighed as before.
  const titled =
    occupation.profile === 'custom' || occupation.label.includes(' ')
      ? socialClassOfTitle(occupation.label)
      : undefined;
  const socialClass: NpcSocialClass =
    request.socialClass !== 'random'
      ? request.socialClass
      : (titled ?? root.fork('class').weightedEntry(CLASS_WEIGHTS[occupation.profile]));
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
  const arcs = ARCS.filter(
    (a) => a.stage === (child ? 'child' : 'grown') && !a.forbid?.some((t) => tags.has(t)),
  );
  const arc = arcRng.weighted(arcs, (a) => a.weight ?? 1);
  tags.add(`arc-${arc.id}`);
  tags.add(`rel-${arc.fate}`);
  if (arc.kinCentral) tags.add('kin-central');

  // Names: the NPC's own (a given name is used as is), kin sharing the family name, and everyone else.
  const nameRng = root.fork('name');
  const culture = pickCulture(race, root.fork('culture'));
  const own = request.name ? parseGivenName(request.name) : personName(culture, gender, nameRng);
  if (own.last) tags.add('has-surname');
  const npc = person(own, gender);
  const taken = new Set<string>([own.first, own.last].filter(Boolean));

  const castRng = root.fork('cast');
  const allowed = RELATIONS_BY_AGE[ageCategory].filter((r) => arc.relations.includes(r));
  const relationKind = castRng.pick(allowed.length > 0 ? allowed : arc.relations);
  const relativeGender = arc.kinSameGender ? gender : castRng.weightedEntry(KIN_GENDER_WEIGHTS);
  const relativeName_ = relativeName(own, culture, relativeGender, castRng);
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
  for (let i = 0; i < 8 && (namesAlike(origin, homeName) || namesAlike(origin, home.name)); i++)
    origin = townName(placeRng);
  const place = siteName(placeRng);
  const ruin = ruinName(placeRng);
  const deity = pickDeity(root.fork('deity'));

  const timeRng = root.fork('time');
  const maturity = RACE_AGES[race].young[0];
  const span = Math.max(1, ageYears - maturity);
  // Skewed toward the recent past: most stories turned a few years ago, a few long ago.
  const years = Math.max(1, Math.round(span * timeRng.next() ** 2));
  const yearsAgo = child ? timeRng.pick(CHILD_TIMES) : yearsAgoPhrase(years);

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
      yearsAgo,
      age: ageYears,
      occWord: occupation.word,
      ownInn,
      ownVessel: vesselName(root.fork('own-vessel')),
    },
  });

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

  // The look is decided once, each part from its own stream, and bound for the appearance to read.
  const looks = decideLooks(
    {
      race,
      gender,
      ageCategory,
      occupation: occupation.label,
      socialClass,
      notableFeatures: request.notableFeatures,
      keepsake,
    },
    root,
  );
  bindLooks(ctx, looks, npc.pronouns.possessive, RACE_PROFILES[race].eyeKind === 'solid');
  // The weapon the look shows is the one a hand rests on in the prose (and the stat block attacks with).
  const { weapon } = gearOf(looks);
  if (weapon && !child) {
    ctx.tag('armed', `w-${weaponKind(weapon.name)}`);
    ctx.bind('weaponWord', weapon.word);
    ctx.bind('weaponA', `${npc.pronouns.possessive} ${weapon.word}`);
    ctx.bind('weaponGrip', weaponGrip(weapon, npc.pronouns.possessive));
  }

  // The arc's own facts, then the roles people play in it (roles may read those facts).
  const setupRng = root.fork('setup');
  if (npcGrammar.has(`${arc.id}_setup`)) ctx.expandSymbol(`${arc.id}_setup`, setupRng);
  ctx.bind('foeRole', roleFor(ctx, `${arc.id}_foeRole`, 'neighbour', setupRng));
  ctx.bind('allyRole', roleFor(ctx, `${arc.id}_allyRole`, 'old friend', setupRng));
  ctx.bind('thirdRole', roleFor(ctx, `${arc.id}_thirdRole`, 'stranger', setupRng));
  // What happened, as a noun phrase the foe's hooks can name ('the siege of Kettle Ford').
  if (npcGrammar.has(`${arc.id}_gist`)) ctx.bind('gist', ctx.expandSymbol(`${arc.id}_gist`, setupRng));

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
  if (roll < 0.5) return `the ${rng.pick(INN_ADJECTIVES)} ${rng.pick(INN_NOUNS)}`;
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
