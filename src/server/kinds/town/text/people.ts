// The people of a town: which peoples live there (a mix that fits the country and the trade), their names, and the
// phrases that describe a key NPC from their record (look, role, and a tie to someone else in the town).
import type { TownEconomy } from '../../../../shared/kinds/town.js';
import { type Gender, pronounsFor } from '../../../engine/english.js';
import type { Person, RuleSet } from '../../../engine/grammar.js';
import { personLook } from '../../../engine/looks.js';
import {
  type HumanCulture,
  type NameCulture,
  type NameRace,
  type PersonName,
  personName,
} from '../../../engine/names.js';
import type { Rng } from '../../../engine/rng.js';
import type { Landscape, Water } from './terrain.js';

/** Why a key NPC matters: the grammar picks their role sentence by this. */
export type RoleKind =
  | 'leader'
  | 'owner'
  | 'faction'
  | 'priest'
  | 'captain'
  | 'healer'
  | 'elder'
  | 'outsider';

export type AgeWord = 'young' | 'adult' | 'middle-aged' | 'elderly';

/** A person of the town: a grammar Person (name, pronouns) with their people, age and place in the town. */
export interface TownPerson extends Person {
  readonly race: NameRace;
  readonly gender: Gender;
  readonly age: AgeWord;
  role: string;
  kind: RoleKind;
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

/** Base weights for the majority people, then what the country and the trade add. */
function raceWeight(
  race: NameRace,
  economy: TownEconomy,
  landscape: readonly Landscape[],
  water: Water,
): number {
  const land = (f: Landscape) => landscape.includes(f);
  switch (race) {
    case 'human':
      return 46;
    case 'dwarf':
      return 5 + (land('mountains') ? 22 : 0) + (economy === 'mining' ? 18 : 0) + (land('hills') ? 5 : 0);
    case 'elf':
      return 3 + (land('forest') ? 14 : 0) + (economy === 'magical' ? 6 : 0);
    case 'halfling':
      return 5 + (economy === 'agricultural' ? 14 : 0) + (land('plains') || land('hills') ? 5 : 0);
    case 'gnome':
      return 3 + (economy === 'crafting' || economy === 'magical' ? 8 : 0);
    case 'half-elf':
      return 4 + (economy === 'trade' ? 3 : 0);
    case 'half-orc':
      return 3 + (economy === 'military' ? 6 : 0) + (land('snow') ? 3 : 0);
    case 'tiefling':
      return 2 + (economy === 'magical' ? 4 : 0) + (land('desert') ? 3 : 0);
    case 'dragonborn':
      return 2 + (land('desert') || land('mountains') ? 3 : 0) + (water === 'island' ? 2 : 0);
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
  for (let i = 0; i < 10 && (taken.has(name.first) || (name.last !== '' && taken.has(name.last))); i++) {
    name = personName(culture, gender, rng);
  }
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
    role: options.role ?? 'resident',
    kind: options.kind ?? 'elder',
  };
}

const BUILDS = [
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
];
const AGE_WORDS: Record<AgeWord, readonly string[]> = {
  young: ['young', 'young', 'barely grown'],
  adult: ['', ''],
  'middle-aged': ['middle-aged', 'greying'],
  elderly: ['elderly', 'white-haired', 'old'],
};
const DETAILS = [
  'ink on every finger',
  'a voice like a gate hinge',
  'a laugh that carries across a market',
  'a battered felt hat that never comes off',
  'a burn scar along one wrist',
  'a ring of keys at the belt',
  'a habit of counting under the breath',
  'spectacles mended with wire',
  'a chipped front tooth',
  'a walking stick topped with a brass hare',
  'a limp from an old fall',
  'a coat too good for the town',
  'a pipe, unlit, always in hand',
  'eyes that miss nothing',
  'a tattoo of a ship on one forearm',
  'a nose broken more than once',
  'an embroidered waistcoat, lovingly patched',
  'a small dog that goes everywhere too',
  'a stammer that vanishes in anger',
  'a dry way of saying the worst things kindly',
  'dirt under the nails whatever the occasion',
  'an old soldier’s way of standing',
  'a mourning band still worn on one sleeve',
  'a silver earring shaped like a fish hook',
];

/** "a wiry, greying half-elf with ink on every finger": decided once, so the look never changes. */
export function lookOf(person: TownPerson, rng: Rng, used: Set<string>): string {
  return personLook({ builds: BUILDS, ageWords: AGE_WORDS, details: DETAILS }, person, rng, used);
}

/**
 * Key NPC descriptions. Variables: p (the person, pronouned), look, town, rival (another key NPC, named only),
 * est {name, type} (a place they own), fac (a faction they lead), deity {name}, district.
 */
export const PEOPLE_RULES: RuleSet = {
  npc_look: [
    '#p.first# is #look#.',
    '#p.name#: #look#.',
    'Picture #look#, and you have #p.first#.',
    'You know #p.first# by #p.their# look: #look#.',
  ],
  role_leader: [
    '#p.They:has# led #town# for #years# years and #p.v:governs# the way #p.they# #p.v:keeps# accounts: slowly, in ink, and with no forgiveness for errors.',
    '#p.first# rules #town# with charm in public and a ledger in private, and has never forgotten a vote against #p.them#.',
    'As #title#, #p.first# is patient, thorough and very hard to surprise, and #town# is more orderly than it has ever been.',
    '#p.first# never wanted to lead #town#, says so often, and has outmanoeuvred everyone who tried to take the job away.',
  ],
  role_owner: [
    '#p.They:runs# #est.name# as #p.their# parents did, and #p.v:knows# every debt in #district# to the penny.',
    '<own-public> #p.They:bought# #est.name# with a windfall nobody has explained, and #p.v:works# harder than anyone to look as if #p.they# #p.v:needs# the money.',
    '<own-drink> At #est.name# #p.first# is owner, cook of last resort and judge of every argument, and likes all three roles.',
    '<own-public> #p.first# took over #est.name# from a cousin who drowned, and has changed nothing but the prices.',
    '<own-public> #p.They:keeps# #est.name# spotless and #p.v:expects# the same of customers, who are thrown out for spitting.',
    '<own-goods> Nothing is sold at #est.name# that #p.first# has not tried first, a rule #p.they# #p.v:calls# the only honest one in #town#.',
    '<!own-public> #p.first# has run #est.name# for #years# years and keeps its books in a hand nobody else can read.',
    '<!own-public> #p.They:treats# #est.name# as a small kingdom and #district# as its border country, to be defended from all comers.',
    '<!own-public> #p.first# was given #est.name# to run as a punishment, and has made it the best-kept place in #town# out of spite.',
  ],
  role_faction: [
    '#p.They:leads# #fac.name# and #p.v:speaks# for it in every quarrel, whether or not #p.they# #p.v:was# asked.',
    '#p.first# holds #fac.name# together by remembering every favour, and calling them in at the worst moment for the debtor.',
    'Nobody chose #p.first# to lead #fac.name#; #p.they# simply outlasted everyone who wanted to.',
    '#p.first# climbed to the head of #fac.name# over the careers of two friends, and does not pretend otherwise.',
  ],
  role_priest: [
    '#p.They:keeps# the rites of #deity.name# in #town# and #p.v:preaches# short sermons, which is why #p.their# congregation is large.',
    '#p.first# came to serve #deity.name# late in life, after a first career #p.they# will not discuss.',
    'In the name of #deity.name#, #p.first# feeds anyone who asks on the first day of the week, and remembers who asked twice.',
    '#p.first# serves #deity.name# and believes every word of the litany, which the other clergy find tiring.',
  ],
  role_captain: [
    '#p.They:commands# the watch of #town# with a whistle, a ledger and a short temper, and #p.v:has# never lost a prisoner.',
    '#p.first# keeps the peace in #town# with a dozen constables and a long memory for faces.',
    '<w-river> #p.first# took the watch of #town# in hand after the last captain was found in #water#, and means to find out who put him there.',
    'The constables of #town# answer to #p.first#, who pays the night shift out of #p.their# own purse when the council is late.',
  ],
  role_healer: [
    '#p.first# sets bones, draws teeth and mixes remedies in #district#, and charges what people can pay.',
    'Half of #town# owes #p.first# for a cure, and #p.they# #p.v:keeps# no record, which frightens the other half.',
    '#p.first# learned medicine in an army camp and treats every patient in #town# like a soldier who might be malingering.',
  ],
  role_elder: [
    '#p.first# has outlived every rival in #town# and most of #p.their# friends, and knows where everything is buried.',
    '#p.first# remembers #town# before the last three disasters and is consulted, grudgingly, before the next one.',
    'Everyone in #district# takes disputes to #p.first# before the law, because #p.they# #p.v:is# cheaper and usually right.',
  ],
  role_outsider: [
    '#p.first# arrived in #town# last spring with money, no past and a great many questions about the old maps.',
    '#p.first# is the one stranger #town# has let stay, a traveller who mends clocks and listens more than #p.they# #p.v:talks#.',
    '#p.first# came to #town# to collect a debt and stayed, for reasons #p.they# #p.v:keeps# changing.',
  ],
  npc_tie: [
    '#p.They:has# not spoken to #rival.name# since a wedding that went wrong.',
    '#p.They:owes# #rival.name# a sum #p.they# cannot pay before the next quarter day.',
    '#p.They:is# quietly courting #rival.name#, and the whole of #district# knows it.',
    '#p.They:trusts# #rival.name# with everything but money, and #rival.first# with nothing at all after dark.',
    '#p.first# and #rival.name# were apprenticed together, and still compete in everything from prices to marrows.',
    '#p.They:blames# #rival.name# for a fire that took #p.their# first home, and #p.v:says# so at every opportunity.',
    '#p.They:is# the one person #rival.name# listens to, which both of them would deny.',
    '#p.They:is# writing a history of #town#, in which #rival.name# appears as the villain of three chapters.',
    '#p.first# lends money to #rival.name# at a rate #p.they# would never offer a stranger.',
  ],
};
