// Decide first: turns a faction request and seed into a record (kind, temper, the typed purpose read into facts,
// places and the land they stand in, who governs there, leader, ranks, members, rivals, allies, front, goals,
// founding, the fate of the last leader, its wealth, its treasures, arms) bound into one grammar context before any
// prose is written. Every section reads these facts, so they cannot disagree.
import type {
  Arms,
  FactionAlignment,
  FactionInfluence,
  FactionPurpose,
  FactionRequest,
  FactionSecrecy,
  FactionSize,
} from '../../../../shared/kinds/faction.js';
import { sameName } from '../../../engine/context.js';
import { capitalize, IT_PRONOUNS, listJoin, numberWords, titleCase } from '../../../engine/english.js';
import type { GrammarContext, Person } from '../../../engine/grammar.js';
import { type Deity, PANTHEON } from '../../../engine/pantheon.js';
import type { Rng } from '../../../engine/rng.js';
import type { ArmsFacts } from '../emblem/arms.js';
import { badgeOf } from '../emblem/badge.js';
import { bindOther, type FactionTownSetting, townGoals, townGround, townInn } from './context.js';
import { factionGrammar } from './faction-grammar.js';
import {
  type Art,
  DEFAULT_ARTS,
  type GoalReading,
  goalsHint,
  type PurposeFacts,
  readGivenGoals,
  readGoal,
  readPurposeFacts,
  type Site,
  thirdPerson,
} from './lexicon.js';
import { buildName, type FactionName, POWERS, type Power, readGivenName } from './names-and-mottos.js';
import { decideFolk, type FactionPerson, type Folk, lookOf, makePerson } from './people.js';
import { Picks } from './picks.js';
import { decidePlaces, type Places, pickHq, SIZE_RANK, siteHq, tradeHq } from './places.js';
import {
  chooseAlignment,
  choosePurpose,
  PROFILES,
  type PurposeId,
  type PurposeProfile,
  type RelationKind,
  readPurpose,
} from './purposes.js';
import { goalFrom } from './quests.js';
import {
  ALLY_COUNTS,
  gendered,
  makeRelation,
  type Relation,
  type RelationInputs,
  RIVAL_COUNTS,
} from './relations.js';
import { bareRank, decideRanks, type Rank, titleFor } from './structure.js';
import {
  composeFront,
  composeTreasure,
  decideGeo,
  decideSeat,
  type Front,
  type Geo,
  geoTags,
  type Seat,
  type Treasure,
} from './world.js';

/** Why a key member matters to the story: the sentence that ties them to someone else picks by this. */
export type TieKind = 'leader' | 'second' | 'traitor' | 'ally' | 'rival' | 'kin' | 'any';

export interface MemberRecord {
  readonly person: FactionPerson;
  readonly rank: Rank;
  readonly look: string;
  readonly tie: TieKind;
}

/** The facts the emblem is decided from (the faction's options and its words: name, typed purpose, devotion). */
export type { ArmsFacts } from '../emblem/arms.js';

/** How the last leader's time ended: one fact every section tells the same way. */
export type Fate =
  | 'hanged'
  | 'poisoned'
  | 'vanished'
  | 'retired'
  | 'fell'
  | 'fever'
  | 'deposed'
  | 'fled'
  | 'knifed';

export interface FactionRecord {
  readonly request: FactionRequest;
  readonly profile: PurposeProfile;
  readonly purpose: FactionPurpose;
  /** What the game master typed as a purpose, read into facts (empty when blank). */
  readonly typed: PurposeFacts;
  readonly size: FactionSize;
  readonly sizeRank: number;
  readonly influence: FactionInfluence;
  readonly secrecy: FactionSecrecy;
  readonly alignment: FactionAlignment;
  readonly hidden: boolean;
  readonly name: FactionName;
  readonly motto: string;
  readonly places: Places;
  readonly geo: Geo;
  readonly seat: Seat;
  readonly folk: Folk;
  readonly leader: FactionPerson;
  /** Key members, the leader first. */
  readonly members: readonly MemberRecord[];
  readonly ranks: readonly Rank[];
  readonly rivals: readonly Relation[];
  readonly allies: readonly Relation[];
  readonly front: Front;
  readonly goals: readonly GoalReading[];
  /** True when the goals are the game master's own. */
  readonly givenGoals: boolean;
  readonly traitor: MemberRecord;
  readonly deity: Deity;
  readonly power: Power;
  readonly art: Art;
  /** The headquarters building, definite ('the cellar under the Crooked Goose'). */
  readonly hq: string;
  /** Members in all, as a number (the prose says it in words, rounded). */
  readonly headcount: number;
  readonly fate: Fate;
  /** What the faction keeps (held) and what it wants and does not have (sought). */
  readonly treasure: Treasure;
  readonly prize: Treasure;
  readonly arms: Arms;
  readonly tags: ReadonlySet<string>;
  readonly ctx: GrammarContext;
}

// Which rank each key member after the leader holds, counted down from the top.
const MEMBER_OFFSETS = [1, 2, 1, 3, 2, 4, 3];

/** The rank (index into a ladder of `rungs`) of key member `i` (1 and up; 0 is the leader). */
function memberRankIndex(rungs: number, i: number): number {
  return Math.max(1, rungs - 1 - MEMBER_OFFSETS[(i - 1) % MEMBER_OFFSETS.length]!);
}

/** How many of `count` key members (the leader among them) hold the rank just below the top. */
function secondRanked(rungs: number, count: number): number {
  let n = 0;
  for (let i = 1; i < count; i++) if (memberRankIndex(rungs, i) === rungs - 2) n++;
  return n;
}

const MEMBER_COUNTS: readonly (readonly [number, number])[] = [
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [5, 7],
  [6, 8],
];

/** Members in a faction of each size, before the kind's scale. */
const HEADCOUNTS: readonly (readonly [number, number])[] = [
  [8, 24],
  [25, 90],
  [120, 600],
  [700, 3000],
  [3000, 12000],
  [15000, 60000],
];

/** Some kinds are naturally few (mages, assassins) or many (a holy order, a company of soldiers). */
const HEADCOUNT_SCALE: Partial<Record<PurposeId, number>> = {
  mages: 0.3,
  assassins: 0.3,
  druids: 0.4,
  scholars: 0.5,
  spies: 0.6,
  noble: 0.5,
  knights: 0.6,
  holy: 1.5,
  mercenary: 1.2,
  rebels: 0.5,
  cult: 0.7,
};

/** 'some forty', 'about three hundred and fifty', 'some twelve thousand'. */
export function countWords(n: number, rng: Rng): string {
  // A hedge that rounds ('a little over eight', 'close on six') is for counts that were rounded: a small band is
  // counted on two hands, so only a plain hedge is said of it.
  const lead = rng.pick(
    n < 20
      ? ['some', 'about', 'perhaps']
      : ['some', 'about', 'nearly', 'perhaps', 'close on', 'a little over'],
  );
  const rounded =
    n < 20
      ? numberWords(n)
      : n < 100
        ? numberWords(Math.round(n / 5) * 5)
        : n < 1000
          ? numberWords(Math.round(n / 50) * 50)
          : n < 20000
            ? `${numberWords(Math.round(n / 1000))} thousand`
            : `${numberWords(Math.min(90, Math.round(n / 10000) * 10))} thousand`;
  // 'a thousand' takes its own article: 'about a thousand', not 'some one thousand'.
  if (rounded === 'one thousand') return lead === 'some' ? 'a thousand or so' : `${lead} a thousand`;
  // 'a hundred and fifty' reads 'some one hundred and fifty' after a leading word.
  return `${lead} ${rounded.replace(/^a hundred/, 'one hundred')}`;
}

/** Trade goods a faction deals in, carries, steals or taxes. */
const GOODS = [
  'wool',
  'salt',
  'wine',
  'spice',
  'silk',
  'amber',
  'timber',
  'iron',
  'fur',
  'dye',
  'glass',
  'grain',
  'tin',
  'copper',
  'brandy',
  'tobacco',
  'tea',
  'pepper',
  'leather',
  'lace',
  'horses',
  'cattle',
  'pearls',
  'whale oil',
  'marble',
  'paper',
  'saffron',
  'cheese',
  'honey',
  'coffee',
  'ivory',
  'indigo',
];

/** Tokens members carry, swear on or leave behind: the faction's own sign besides its badge. */
const SIGNS = [
  'a knotted black cord',
  'a brass button stamped with a star',
  'a copper ring worn on the thumb',
  'a bent nail',
  'a white pebble',
  'a strip of red ribbon',
  'a sprig of rosemary',
  'a raven’s feather',
  'a chalk mark shaped like a hook',
  'a clipped silver penny',
  'a wooden bead on a thong',
  'a twist of blue thread',
  'a tin whistle',
  'a key with no lock',
  'a glass marble',
  'a pressed violet',
  'a brass thimble',
  'a folded playing card',
  'a shard of green glass',
  'an iron ring',
  'a bone die',
  'a fishhook',
  'a wax seal with no mark',
  'a knot of horsehair',
  'a cowrie shell',
  'a candle stub',
  'a lead token',
  'a bell with no clapper',
];

/** What each kind calls its houses beyond the first: 'guild houses', 'commanderies', 'groves'. */
const CHAPTERS: Record<PurposeId, string> = {
  thieves: 'guild houses',
  merchant: 'counting-houses',
  knights: 'commanderies',
  cult: 'hidden temples',
  mages: 'towers',
  rebels: 'cells',
  noble: 'lesser seats',
  mercenary: 'garrisons',
  druids: 'groves',
  spies: 'safe houses',
  assassins: 'houses',
  holy: 'priories',
  scholars: 'reading rooms',
  smugglers: 'depots',
};

/** Where a kind keeps house when nothing else decides: the quarter type, weighted. */
const QUARTER_WEIGHTS: Record<PurposeId, readonly (readonly [string, number])[]> = {
  thieves: [
    ['slums', 3],
    ['market', 3],
    ['docks', 3],
    ['old town', 2],
    ['sewers', 1],
  ],
  merchant: [
    ['market', 5],
    ['docks', 3],
    ['craft', 2],
  ],
  knights: [
    ['castle', 3],
    ['noble', 2],
    ['temple', 1],
  ],
  cult: [
    ['slums', 3],
    ['old town', 2],
    ['sewers', 2],
    ['temple', 1],
  ],
  mages: [
    ['arcane', 4],
    ['old town', 2],
    ['noble', 1],
  ],
  rebels: [
    ['slums', 4],
    ['craft', 3],
    ['docks', 1],
  ],
  noble: [
    ['noble', 5],
    ['castle', 2],
  ],
  mercenary: [
    ['castle', 2],
    ['market', 2],
    ['docks', 1],
    ['slums', 1],
  ],
  druids: [
    ['old town', 1],
    ['market', 1],
  ],
  spies: [
    ['market', 3],
    ['noble', 2],
    ['docks', 1],
    ['old town', 2],
  ],
  assassins: [
    ['slums', 3],
    ['noble', 2],
    ['old town', 2],
  ],
  holy: [
    ['temple', 5],
    ['old town', 1],
  ],
  scholars: [
    ['arcane', 4],
    ['temple', 1],
    ['old town', 2],
  ],
  smugglers: [
    ['docks', 6],
    ['slums', 2],
  ],
};

/** How each kind's last leaders tend to go, weighted. */
const FATES: Record<string, readonly (readonly [Fate, number])[]> = {
  crime: [
    ['hanged', 3],
    ['poisoned', 2],
    ['knifed', 3],
    ['fled', 2],
    ['vanished', 2],
    ['retired', 1],
  ],
  faith: [
    ['fever', 3],
    ['vanished', 2],
    ['deposed', 2],
    ['poisoned', 1],
    ['retired', 2],
  ],
  martial: [
    ['fell', 5],
    ['fever', 2],
    ['retired', 2],
    ['deposed', 1],
    ['hanged', 1],
  ],
  learned: [
    ['vanished', 3],
    ['fever', 3],
    ['retired', 2],
    ['deposed', 2],
    ['poisoned', 1],
  ],
  power: [
    ['fever', 3],
    ['poisoned', 2],
    ['retired', 2],
    ['deposed', 2],
    ['fell', 1],
  ],
};

/**
 * The last leader's end in words: '...was hanged', for 'when the old Guildmaster was hanged'. Each fate has several
 * tellings, one chosen per faction (every section then tells it the same way), each keeping the word the agreement
 * checks read the fate by ('gallows', 'poison', 'knife'...): 'knifed in an alley' was one of six guilds' leaders.
 */
const FATE_WORDS: Record<Fate, readonly { died: string; how: string }[]> = {
  hanged: [
    { died: 'was hanged', how: 'on the gallows' },
    { died: 'went to the gallows', how: 'on the gallows' },
    { died: 'was hanged for someone else’s crime', how: 'on the gallows' },
  ],
  poisoned: [
    { died: 'died of a poisoned cup', how: 'by poison' },
    { died: 'was poisoned at table', how: 'by poison' },
    { died: 'died of poison in the night', how: 'by poison' },
  ],
  vanished: [
    { died: 'vanished without a word', how: 'without a trace' },
    { died: 'disappeared one market day', how: 'without a trace' },
    { died: 'walked into the fog and never came back', how: 'without a trace' },
  ],
  retired: [
    { died: 'gave up the chair and retired', how: 'by choice' },
    { died: 'retired to a quiet house in the country', how: 'by choice' },
    { died: 'retired with a bad chest and a good pension', how: 'by choice' },
  ],
  fell: [
    { died: 'fell in battle', how: 'in battle' },
    { died: 'fell at the head of the line', how: 'in battle' },
    { died: 'died in battle, sword in hand', how: 'in battle' },
  ],
  fever: [
    { died: 'died of a winter fever', how: 'of a fever' },
    { died: 'was carried off by a fever', how: 'of a fever' },
    { died: 'died of the sweating sickness', how: 'of a sickness' },
  ],
  deposed: [
    { died: 'was voted out', how: 'by a vote' },
    { died: 'was voted out of the chair', how: 'by a vote' },
    { died: 'was deposed by the members', how: 'by a vote' },
  ],
  fled: [
    { died: 'ran off with the common purse', how: 'with the common purse' },
    { died: 'fled with the strongbox', how: 'with the strongbox' },
    { died: 'ran off with a year’s takings', how: 'with the takings' },
  ],
  knifed: [
    { died: 'was knifed in an alley', how: 'by a knife in the dark' },
    { died: 'was stabbed on a dark stair', how: 'by a knife in the dark' },
    { died: 'died of a knife in the back', how: 'by a knife in the back' },
    { died: 'was knifed outside the gate', how: 'by a knife in the dark' },
  ],
};

/**
 * The arms in plain words for prose ('three gold bells on blue with a silver chevron'): written by the emblem's own
 * module, so Regenerate Emblem can find the phrase in every sentence and rewrite it with the new arms.
 */
export { badgeOf };

function moralOf(alignment: FactionAlignment): 'good' | 'evil' | 'mneutral' {
  return alignment.endsWith('Good') ? 'good' : alignment.endsWith('Evil') ? 'evil' : 'mneutral';
}

function ethicOf(alignment: FactionAlignment): 'lawful' | 'chaotic' | 'eneutral' {
  return alignment.startsWith('Lawful') ? 'lawful' : alignment.startsWith('Chaotic') ? 'chaotic' : 'eneutral';
}

const IT: Person['pronouns'] = IT_PRONOUNS;
const THEY: Person['pronouns'] = {
  subject: 'they',
  object: 'them',
  possessive: 'their',
  possessivePronoun: 'theirs',
  reflexive: 'themselves',
  plural: true,
};

/** Picks `count` distinct relation kinds by the profile's weights. */
function pickKinds(
  weights: readonly (readonly [RelationKind, number])[],
  count: number,
  rng: Rng,
): RelationKind[] {
  const out: RelationKind[] = [];
  for (let i = 0; i < count; i++) {
    const pool = weights.filter(([k]) => !out.includes(k));
    if (pool.length === 0) break;
    out.push(rng.weightedEntry(pool));
  }
  return out;
}

/**
 * A typed trade or creature names the ladder's lower steps: beekeepers start as Apprentice Beekeepers and rise to
 * Master Beekeepers, and those who breed giant bees have Keepers of the Hives, whatever their kind's own ladder says.
 */
const cap = (words: string) =>
  words.replace(/(^|[ -])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

function typedName(typed: PurposeFacts, town: string, rng: Rng, picks: Picks): FactionName | null {
  // A town watch is named for its town, as watches are, never 'Knights of the Halberd'.
  if (typed.tags.includes('stance-watch')) {
    const night = /\bnight watch/i.test(typed.text) ? 'Night ' : '';
    return rng.pick([
      {
        name: `The ${town} ${night}Watch`,
        mid: `the ${town} ${night}Watch`,
        short: 'the Watch',
        plural: false,
      },
      {
        name: `The ${night}Watch of ${town}`,
        mid: `the ${night}Watch of ${town}`,
        short: 'the Watch',
        plural: false,
      },
    ]);
  }
  const options = new Map<string, FactionName>();
  if (typed.trade) {
    const many = cap(typed.trade.many);
    options.set('trade-town', {
      name: `The ${town} ${many}`,
      mid: `the ${town} ${many}`,
      short: `the ${many}`,
      plural: true,
    });
    options.set('trade-free', {
      name: `The Free ${many}`,
      mid: `the Free ${many}`,
      short: `the ${many}`,
      plural: true,
    });
  }
  const creature = typed.creatures[0];
  const trade = typed.trade;
  const home = creature ? cap(creature.home) : '';
  if (creature) {
    options.set('creature-children', {
      name: `The Children of the ${home}`,
      mid: `the Children of the ${home}`,
      short: `the Children`,
      plural: true,
    });
  }
  if (creature) {
    // 'The Amber Bees', 'The Hive of Larkwell': the creature itself names the body.
    const many = cap(creature.many.split(/\s+/).pop()!);
    const adjective = picks.pick('pk_typed_adj', rng);
    options.set('creature-adjective', {
      name: `The ${adjective} ${many}`,
      mid: `the ${adjective} ${many}`,
      short: `the ${many}`,
      plural: true,
    });
    options.set('creature-home', {
      name: `The ${home} of ${town}`,
      mid: `the ${home} of ${town}`,
      short: `the ${home}`,
      plural: /s$/.test(home),
    });
  }
  if (trade && creature) {
    const one = cap(typed.trade!.one);
    options.set('trade-secret', {
      name: `The ${one}s’ Secret`,
      mid: `the ${one}s’ Secret`,
      short: `the Secret`,
      plural: false,
    });
  }
  if (options.size === 0 || !rng.chance(0.85)) return null;
  // The shape goes through the world's memory, so an account's bee-keepers are not all 'the Children of the Hives'.
  return options.get(picks.pick('pk_typed_shape', rng)) ?? [...options.values()][0]!;
}

function typedRanks(ranks: Rank[], typed: PurposeFacts): Rank[] {
  const trade = typed.trade;
  const creature = typed.creatures[0];
  if (!trade && !creature) return ranks;
  const out = [...ranks];
  if (trade) {
    out[0] = { ...out[0]!, name: `Apprentice ${cap(trade.one)}`, plural: `Apprentice ${cap(trade.many)}` };
    if (out.length >= 4) out[1] = { ...out[1]!, name: cap(trade.one), plural: cap(trade.many) };
  }
  const keeperAt = out.length - 2;
  if (creature && keeperAt >= 1) {
    const home = cap(creature.home);
    out[keeperAt] = { ...out[keeperAt]!, name: `Keeper of the ${home}`, plural: `Keepers of the ${home}` };
  } else if (trade && out.length >= 3 && keeperAt >= 2) {
    out[keeperAt] = {
      ...out[keeperAt]!,
      name: `Master ${cap(trade.one)}`,
      plural: `Master ${cap(trade.many)}`,
    };
  }
  return out;
}

/** The archetype: named by the words, else the trade, art or god they name, else what they or the goals lean to. */
function readArchetype(
  request: FactionRequest,
  typed: PurposeFacts,
  given: readonly GoalReading[],
  rng: Rng,
): PurposeId {
  const named = readPurpose(request.purpose).id;
  if (named) return named;
  if (typed.art) return 'mages';
  if (typed.deity) return 'holy';
  // What the words say the members do outweighs the trade they share: 'beekeepers who breed giant bees for war'
  // are no merchant league, whatever beekeepers usually are.
  if (typed.hint) return typed.hint;
  if (typed.trade) return typed.trade.kind;
  return goalsHint(given) ?? choosePurpose(request.alignment, rng);
}

/** Builds the record and its grammar context; every choice has its own stream of the seed. */
export function buildRecord(
  request: FactionRequest,
  root: Rng,
  decideArmsFor: (facts: ArmsFacts, seed: number) => Arms,
  setting: FactionTownSetting | null = null,
): FactionRecord {
  const typed = readPurposeFacts(request.purpose, setting?.deities ?? []);
  const given = readGivenGoals(request.goals);
  const id = readArchetype(request, typed, given, root.settled('purpose'));
  const profile = PROFILES[id];
  const alignment = request.alignment ?? chooseAlignment(id, root.settled('alignment'));
  const { size, influence, secrecy } = request;
  const sizeRank = SIZE_RANK[size];
  const hidden = secrecy === 'secret' || secrecy === 'clandestine';

  const tags = new Set<string>([
    `p-${id}`,
    `fam-${profile.family}`,
    moralOf(alignment),
    ethicOf(alignment),
    `sz${sizeRank}`,
    sizeRank <= 1 ? 'local' : sizeRank <= 3 ? 'wide' : 'vast',
    influence,
    secrecy,
    hidden ? 'hidden' : 'open',
  ]);
  for (const tag of typed.tags) tags.add(tag);
  for (const goal of given) for (const tag of goal.tags) tags.add(tag);
  if (id === 'noble') tags.add('kin');
  if (typed.form !== 'none') tags.add(`typed-${typed.form}`);
  if (typed.form === 'noun') tags.add(typed.plural ? 'typed-many' : 'typed-one');
  if (typed.works.length > 0) tags.add('typed-works');
  // Typed words that name no kind of the list ('vampire hunters', 'a guild of healers') and no secret work: the kind
  // was read from them, so its hidden trade would turn what was typed into something else.
  if (typed.form !== 'none' && !readPurpose(request.purpose).id && !typed.works.some((w) => w.secret))
    tags.add('typed-own');
  if (typed.creatures.length > 0) tags.add('typed-beast');
  if (typed.trade) tags.add('typed-trade');
  if (typed.quarter) tags.add('typed-quarter');
  // A typed place ('out of the city morgue', 'a sacred hive', 'the old forest') is where the faction keeps house.
  if (typed.site) {
    tags.add('typed-site');
    tags.add(`site-${typed.site.sort}`);
  }

  // Places: invented names, then what the town (or the typed words) says instead.
  // Names, name shapes, streets and rank ladders are picked through the world's memory (picks.ts).
  const picks = new Picks([
    ...(typed.trade ? ['has-trade'] : []),
    ...(typed.creatures.length > 0 ? ['has-creature'] : []),
  ]);
  const decided = decidePlaces(root.fork('places'), picks);
  const geoRng = root.fork('geo');
  const geo: Geo = setting
    ? {
        water: setting.water,
        river: setting.river || (setting.water === 'river' ? 'the river' : ''),
        sea:
          setting.sea || (setting.water === 'coast' ? 'the sea' : setting.water === 'lake' ? 'the lake' : ''),
        land: setting.land.length > 0 ? setting.land : ['plains'],
      }
    : decideGeo(id, typed.quarter, decided.river, geoRng);
  for (const tag of geoTags(geo)) tags.add(tag);
  const homeTown = typed.town ?? setting?.town ?? decided.town;
  // A region named after a river the town does not have would put one back: it is named after the land instead.
  const region = /^the valley of /.test(decided.region)
    ? geo.river
      ? `the valley of ${geo.river}`
      : `the Vale of ${decided.villages[1] ?? decided.towns[3] ?? 'Elder'}`
    : decided.region;
  const seat = decideSeat(
    homeTown,
    root.fork('seat'),
    setting ? { rule: setting.rule, named: setting.ruleName || undefined } : undefined,
  );
  tags.add(`gov-${seat.rule}`);
  if (seat.place) tags.add('gov-seat');

  // The quarter it keeps house in: typed, else the town's district of that kind, else one the kind would choose.
  const ground = setting ? townGround(setting, id, root.fork('context-places')) : null;
  const quarterRng = root.fork('quarter');
  const quarterType =
    typed.quarter?.type ??
    (setting
      ? (setting.districts.find((d) => sameName(d.name, ground?.district ?? ''))?.type ?? 'market')
      : quarterRng.weightedEntry(QUARTER_WEIGHTS[id].filter(([q]) => q !== 'docks' || geo.water !== 'none')));
  const typedDistrict =
    typed.quarter && setting
      ? setting.districts.find((d) => d.type === typed.quarter!.type)?.name
      : undefined;
  const ward = typedDistrict ?? (typed.quarter ? typed.quarter.phrase : (ground?.district ?? decided.ward));
  tags.add(`q-${quarterType.replace(/ /g, '-')}`);
  const drawnWild = wildPlace(geo, decided.forest, quarterRng);
  const wild = typed.site?.sort === 'wild' ? typed.site.phrase : drawnWild;
  const places: Places = {
    ...decided,
    region,
    town: homeTown,
    ward,
    street: setting?.streets[0] ?? decided.street,
    inn: (setting ? townInn(setting) : null) ?? decided.inn,
    towns: decided.towns.filter((t) => !sameName(t, homeTown)),
    river: geo.river || decided.river,
    forest: wild,
    cove: geo.water === 'coast' ? decided.cove : decided.cove,
  };

  const folk = decideFolk(profile, root.fork('folk'));
  const taken = new Set<string>();
  const peopleRng = root.fork('people');

  const leaderRng = root.fork('leader');
  let leader = makePerson(folk, taken, leaderRng, {
    age: leaderRng.pick(['adult', 'middle-aged', 'middle-aged', 'elderly'] as const),
  });
  // A typed 'House Varenne' names the leader's family.
  const house = request.name
    ? /^(?:the\s+)?house\s+(?:of\s+)?([\p{L}'’-]+)$/iu.exec(request.name.trim())
    : null;
  if (house && id === 'noble') {
    const family = house[1]!;
    leader = { ...leader, last: family, name: `${leader.first} ${family}` };
    taken.add(family);
  }

  // The god: typed, else the town's own (never a temple of another god in that town), else one that suits.
  const deityRng = root.fork('deity');
  const drawnDeity =
    id === 'druids' && deityRng.chance(0.7)
      ? deityRng.pick([PANTHEON[6]!, PANTHEON[1]!])
      : id === 'merchant' && deityRng.chance(0.5)
        ? PANTHEON[7]!
        : deityRng.pick(PANTHEON);
  const deity = typed.deity ?? setting?.deities[0] ?? drawnDeity;
  // A good cult serves a strange, outlawed power that is not cruel; an evil one never does.
  const moral = moralOf(alignment);
  const drawnPower = root
    .fork('power')
    .pick(POWERS.filter((p) => (moral === 'good' ? p.kind : moral === 'evil' ? !p.kind : true)));
  // A cult typed to serve 'the drowned god' serves the drowned god: its name and title are the typed words.
  const power: Power = typed.power
    ? { ...drawnPower, name: typed.power, title: titleCase(typed.power.replace(/^the\s+/i, '')) }
    : drawnPower;
  const art = typed.art ?? root.fork('art').pick(DEFAULT_ARTS);
  tags.add(`art-${art.id.replace(/ /g, '-')}`);

  const orgNames = new Set<string>();
  const name = request.name
    ? readGivenName(request.name)
    : (typedName(typed, places.town, root.fork('typed-name'), picks) ??
      buildName(
        profile,
        {
          town: places.town,
          street: places.street,
          family: leader.last || leader.first,
          power,
          deityName: deity.name,
        },
        root.fork('name'),
        orgNames,
        picks,
      ));
  orgNames.add(name.mid.toLowerCase());

  const drawnRanks = typedRanks(decideRanks(id, sizeRank, tags, root.fork('ranks'), name, picks), typed);
  // The top title has one holder, the leader, and agrees with them ('Lady of Ash').
  const drawnTop = drawnRanks[drawnRanks.length - 1]!;
  const ranks = [...drawnRanks.slice(0, -1), { ...drawnTop, name: titleFor(drawnTop.name, leader.gender) }];
  const top = ranks[ranks.length - 1]!;
  // 'Head of the House of House Lodeaxe' is avoided by the phrases that would say it.
  if (/ of /.test(top.name)) tags.add('top-of');
  const second = ranks[ranks.length - 2]!;

  // The arms bear what the faction's words name (its name, the purpose as typed, what a faith reveres).
  const devotion = id === 'holy' ? deity.symbol : id === 'cult' ? power.sign : '';
  const arms = decideArmsFor(
    {
      purpose: profile.purpose,
      alignment,
      secrecy,
      size,
      emblemStyle: request.emblemStyle,
      name: name.name,
      nameGiven: Boolean(request.name),
      ...(request.purpose ? { purposeText: request.purpose } : {}),
      ...(devotion ? { devotion } : {}),
    },
    root.fork('arms').nextUint32(),
  );

  // Rivals and allies: other bodies and people, named once; faction names are never plural, since prose makes
  // them the subject of a sentence.
  const temple = setting?.temples.find((t) => !t.deity || t.deity === deity) ?? null;
  const relationInputs: RelationInputs = {
    ours: id,
    size,
    sizeRank,
    town: places.town,
    region: places.region,
    realm: places.realm,
    realmBare: places.realm
      .replace(/^the (Kingdom|Duchy|Principality|Free Cities) of /, '')
      .replace(/^the (.+) Marches$/, '$1'),
    ruler: places.ruler,
    deityName: deity.name,
    deityEpithet: deity.epithet,
    templeName: temple?.name ?? null,
    seat,
    factionName: (kind, rng, head) => {
      for (let i = 0; i < 10; i++) {
        const built = buildName(
          PROFILES[kind],
          {
            town: rng.chance(0.5) ? places.town : rng.pick(places.towns),
            street: places.street,
            family: head.last || head.first,
            power: rng.pick(POWERS),
            deityName: rng.pick(PANTHEON).name,
          },
          rng,
          orgNames,
          picks,
        );
        if (!built.plural && !orgNames.has(built.mid.toLowerCase())) {
          orgNames.add(built.mid.toLowerCase());
          return { title: built.name, name: built.mid };
        }
      }
      const fallback = `${places.towns[0]} ${titleCase(PROFILES[kind].label)}`;
      orgNames.add(`the ${fallback}`.toLowerCase());
      return { title: `The ${fallback}`, name: `the ${fallback}` };
    },
  };
  const relRng = root.fork('relations');
  // A lawful, good body outside the underworld keeps the law: the watch, the courts and the magistrates are not
  // its enemies.
  const lawAbiding = alignment === 'Lawful Good' && profile.family !== 'crime' && id !== 'rebels';
  const lawful = profile.rivals.filter(([k]) => k !== 'authority' && k !== 'official');
  const rivalPool = lawAbiding && lawful.length > 0 ? lawful : profile.rivals;
  const rivalKinds = pickKinds(rivalPool, relRng.int(...RIVAL_COUNTS[sizeRank]!), relRng);
  // The law and the crown are human in most realms, whoever the faction's own members are.
  const rivals = rivalKinds.map((kind) =>
    makeRelation(
      kind,
      makePerson(folk, taken, peopleRng, kind === 'authority' ? { race: 'human', age: 'middle-aged' } : {}),
      relationInputs,
      relRng,
    ),
  );
  const allyKinds = pickKinds(
    profile.allies.filter(([k]) => !rivalKinds.includes(k)),
    relRng.int(...ALLY_COUNTS[sizeRank]!),
    relRng,
  );
  const allies = (allyKinds.length > 0 ? allyKinds : (['patron'] as RelationKind[])).map((kind) =>
    makeRelation(kind, makePerson(folk, taken, peopleRng), relationInputs, relRng),
  );

  // The world the prose stands on: founding, the last leader's end, named things, outsiders.
  const worldRng = root.fork('world');
  const founder = makePerson(folk, taken, worldRng, id === 'noble' ? { kinOf: leader, age: 'elderly' } : {});
  const foundedRange: readonly (readonly [number, number])[] = [
    [4, 15],
    [10, 60],
    [40, 200],
    [80, 400],
    [150, 600],
    [300, 1200],
  ];
  const founded = worldRng.int(...foundedRange[sizeRank]!);
  // The feud with the first rival is within living memory: its leader was there.
  const event = worldRng.int(
    Math.min(Math.max(2, Math.floor(founded / 6)), 12),
    Math.max(2, Math.min(40, Math.floor(founded / 2))),
  );
  // The leader's years in the chair: fewer than the faction's own, and fitting their age.
  const tenure = worldRng.int(
    2,
    Math.max(2, Math.min(leader.age === 'elderly' ? 30 : leader.age === 'middle-aged' ? 18 : 9, founded - 1)),
  );
  const fate = worldRng.weightedEntry(FATES[profile.family]!);
  tags.add(`fate-${fate}`);
  const lordPerson = makePerson(folk, taken, worldRng, { race: 'human' });
  const authority = rivals.find((r) => r.kind === 'authority');
  const lord =
    id === 'rebels' && authority
      ? authority.leader.name
      : `${gendered('lord', lordPerson)} ${lordPerson.name}`;
  const contact = makePerson(folk, taken, worldRng);
  const contact2 = makePerson(folk, taken, worldRng);
  // A member below the key members, for quests about one who went missing or was taken.
  const missing = makePerson(folk, taken, worldRng, id === 'noble' ? { kinOf: leader } : {});
  const debtor = makePerson(folk, taken, worldRng);
  const saint = makePerson(folk, taken, worldRng, { race: 'human' });
  const owner = makePerson(folk, taken, worldRng);
  const good = typed.trade ? typed.trade.goods : worldRng.pick(GOODS);
  const good2 = worldRng.pick(GOODS.filter((g) => g !== good));
  const mark = `House ${makePerson(folk, taken, worldRng, { race: 'human' }).last || 'Merrow'}`;
  // Enough members for every rank the structure names: officers, cells and all.
  const cell = worldRng.int(3, 6);
  const drawnSeconds =
    sizeRank <= 1 ? worldRng.int(2, 3) : sizeRank <= 3 ? worldRng.int(3, 6) : worldRng.int(5, 9);
  // Never fewer officers of the second rank than the key members who hold it ('There are two Beacons' above three
  // Beacons by name): the member count is read ahead from the members' own stream, which a fork repeats exactly.
  const namedSeconds = secondRanked(ranks.length, root.fork('members').int(...MEMBER_COUNTS[sizeRank]!));
  const secondCount = Math.max(drawnSeconds, namedSeconds);
  const drawn = Math.round(worldRng.int(...HEADCOUNTS[sizeRank]!) * (HEADCOUNT_SCALE[id] ?? 1));
  const least = secondCount + 3 + (hidden ? secondCount * cell : 0);
  const headcount = Math.max(drawn, Math.ceil(least * 1.3));
  if (hidden && headcount >= secondCount * cell) tags.add('cells');
  // Two officers cannot be 'any three' of them, nor 'three of them ready'.
  if (secondCount < 4) tags.add('seconds-few');
  const wealthRng = root.fork('wealth');
  const wealth = wealthRng.weightedEntry<string>([
    ['rich', influence === 'major' || influence === 'overwhelming' ? 4 : 1],
    ['steady', 3],
    ['poor', influence === 'minor' ? 3 : 1],
  ]);
  tags.add(`wealth-${wealth}`);
  const treasureRng = root.fork('treasure');
  const tails = {
    saint: saint.first,
    place: places.site,
    family: leader.last || leader.first,
    founder: founder.name,
  };
  const treasure = composeTreasure(id, tails, treasureRng);
  const prize = composeTreasure(
    id,
    { ...tails, place: places.ruin.replace(/^the /, '') },
    treasureRng,
    treasure.object,
  );
  const prizeOwner = makePerson(folk, taken, worldRng, { race: 'human' });
  const watch = id === 'knights' && tags.has('stance-watch');
  // A typed trade is housed where its work is done; a watch keeps its watch-house whatever its members were.
  const drawnHq =
    (!watch && tradeHq(typed.text, typed.members, root.fork('hq').fork('trade'))) ||
    pickHq(id, sizeRank, quarterType, profile.family, geo, root.fork('hq'), watch);
  const building = typed.site ? siteHq(typed.site, hidden, root.fork('hq').fork('site')) : drawnHq;
  // A house of worship for headquarters is one the faction need not build.
  if (/\b(cathedral|temple|abbey|priory|church)\b/.test(building.full)) tags.add('hq-temple');
  if (/\b(library|college|school|academy|athenaeum|lecture)\b/.test(building.full)) tags.add('hq-school');
  const signRng = root.fork('sign');
  const sign = signRng.pick(SIGNS);

  const ctxRng = root.fork('context');
  const rival = rivals[0]!;
  const ally = allies[0]!;
  const f: Person = {
    name: name.mid,
    first: name.short,
    last: '',
    pronouns: name.plural ? THEY : IT,
  };
  const relationVar = (r: Relation) => ({ name: r.name, leader: r.leader, what: r.what });
  const members: readonly [string, string] = typed.members ?? profile.member;
  // The typed work the prose leads with: the secret one, when the words keep one secret.
  const work = typed.works.find((w) => w.secret) ?? typed.works[0];
  if (typed.works.some((w) => w.secret)) tags.add('typed-secret');
  const agreeAct = (act: string) => {
    if (name.plural) return act;
    const [verb, ...rest] = act.split(' ');
    return [thirdPerson(verb!), ...rest].join(' ');
  };
  const waterWord =
    geo.water === 'river'
      ? 'river'
      : geo.water === 'coast'
        ? 'harbour'
        : geo.water === 'lake'
          ? 'lake'
          : 'town ditch';
  const ctx = factionGrammar.context({
    tags,
    vars: {
      f,
      label: profile.label,
      member: members[0],
      members: members[1],
      what: typed.form === 'noun' ? typed.phrase : withArticleOf(profile.label),
      kindPhrase:
        id === 'holy'
          ? `holy order of ${deity.name}`
          : id === 'cult'
            ? `cult of ${power.name}`
            : profile.label,
      typed: typed.text,
      // The words exactly as typed (their own closing mark kept), for the line that quotes them.
      typedRaw: (request.purpose ?? '').replace(/\s+/g, ' ').trim().replace(/[.]+$/, ''),
      typedPhrase: typed.phrase,
      // The typed place ('the city morgue'); blank when none was typed (rules that use it need typed-site).
      tsite: typed.site?.phrase ?? '',
      work: work ? (name.plural ? work.many : work.one) : '',
      workTo: work?.to ?? '',
      work2: typed.works[1] ? (name.plural ? typed.works[1].many : typed.works[1].one) : '',
      beast: { ...(typed.creatures[0] ?? { one: 'hound', many: 'hounds', home: 'kennels' }) },
      craft: typed.trade
        ? {
            one: typed.trade.one,
            many: typed.trade.many,
            craft: typed.trade.craft,
            goods: typed.trade.goods,
            works: typed.trade.works,
          }
        : { one: members[0], many: members[1], craft: 'the work', goods: good, works: 'workshops' },
      art: { ...art },
      artAct: agreeAct(art.acts[0]!),
      artActTo: art.acts[1] ?? art.acts[0]!,
      deityFull:
        typed.deity && typed.deity === deity && !PANTHEON.includes(deity)
          ? deity.name
          : `${deity.name}, god of ${deity.domain}`,
      town: places.town,
      ward: places.ward,
      street: places.street,
      street2: setting ? (setting.streets[1] ?? `the back lanes of ${places.ward}`) : decided.street2,
      inn: places.inn,
      region: places.region,
      realm: places.realm,
      realm2: places.realms[0]!,
      realm3: places.realms[1]!,
      realm4: places.realms[2]!,
      realms: listJoin(places.realms.slice(0, sizeRank >= 5 ? 4 : 3)),
      allRealms: listJoin([places.realm, ...places.realms.slice(0, 3)]),
      chapters: CHAPTERS[id],
      chapter: CHAPTERS[id].replace(/ies$/, 'y').replace(/s$/, ''),
      t1: places.towns[0]!,
      t2: places.towns[1]!,
      t3: places.towns[2]!,
      v1: places.villages[0]!,
      v2: places.villages[1]!,
      site: places.site,
      ruin: places.ruin,
      river: places.river,
      sea: geo.sea || 'the sea',
      waterWord,
      forest: places.forest,
      cove: places.cove,
      family: leader.last || leader.first,
      deity: { ...deity },
      power: { ...power },
      seat: { name: seat.name, place: seat.place || 'a voice in the town', member: seat.member || 'elder' },
      leader,
      founder,
      saint,
      top: top.name,
      tops: top.plural,
      // Officers are called by their rank among the members; only the leader's title carries the faction's name.
      second: bareRank(second).name,
      seconds: bareRank(second).plural,
      secondCount: numberWords(secondCount),
      rank0: ranks[0]!.name,
      rank0s: ranks[0]!.plural,
      rank1: { name: ranks[1]!.name, plural: ranks[1]!.plural },
      n: numberWords(ranks.length),
      cell: numberWords(cell),
      rival: relationVar(rival),
      rival2: relationVar(rivals[1] ?? rival),
      ally: relationVar(ally),
      ally2: relationVar(allies[1] ?? ally),
      founded: numberWords(founded),
      event: numberWords(event),
      years: numberWords(tenure),
      fate: { ...root.fork('fate-words').pick(FATE_WORDS[fate]) },
      lord,
      contact,
      contact2,
      missing,
      debtor,
      owner,
      prizeOwner,
      good,
      good2,
      mark,
      ships: numberWords(
        sizeRank <= 1 ? ctxRng.int(2, 4) : sizeRank <= 3 ? ctxRng.int(5, 20) : ctxRng.int(30, 90),
      ),
      books: sizeRank <= 1 ? 'Three hundred' : sizeRank <= 3 ? 'Four thousand' : 'Sixty thousand',
      count: countWords(headcount, ctxRng),
      badge: badgeOf(arms),
      sign,
      motto: '',
      treasure: {
        name: treasure.name,
        title: capitalize(treasure.name),
        short: treasure.short,
        object: treasure.object,
      },
      prize: { name: prize.name, title: capitalize(prize.name), short: prize.short, object: prize.object },
    },
  });
  // Variables that are themselves written from variables.
  const hq = ground?.hq ?? ctx.expand(building.short, ctxRng);
  const drawnBuilding = ctx.expand(building.full, ctxRng);
  ctx.bind('hq', hq);
  ctx.bind('building', ground?.hq ?? drawnBuilding);
  ctx.bind('stake', ctx.expandSymbol('stake', ctxRng));
  const frontRng = root.fork('front');
  const drawnFront = composeFront(
    {
      family: profile.family,
      quarter: quarterType,
      town: places.town,
      ward: places.ward,
      street: places.street,
      owner: `${frontRng.pick(['Widow', 'Old', 'Mother', 'Master', 'Goodman', 'Mistress'])} ${owner.last || owner.first}`,
      waterWord,
    },
    frontRng,
  );
  // A faction that keeps house in a typed building or wild land hides behind the post that keeps it: a shop's
  // sign over the door of the city morgue, or of a clearing in the old forest, would contradict the place.
  const front =
    typed.site && typed.site.sort !== 'thing'
      ? siteFront(typed.site, places.town, frontRng.fork('site'))
      : drawnFront;
  ctx.bind('front', { name: front.name, what: front.what });
  ctx.bind('frontTitle', capitalize(front.name));

  // Mottos: most factions have one; a gang or a hidden circle may not, or may only whisper it.
  const mottoRng = root.fork('motto');
  const hasMotto = mottoRng.chance(sizeRank === 0 ? 0.7 : hidden ? 0.8 : 0.92);
  const motto = hasMotto ? ctx.expandSymbol('motto', mottoRng) : '';
  if (motto) {
    ctx.bind('motto', motto);
    ctx.tag('has-motto');
  }

  // Goals: the game master's, line by line; else two to four that fit the kind, its temper and its holdings.
  const goalRng = root.fork('goals');
  // A purpose in the game master's words that names something to do ('protect the last dragon eggs') is the
  // faction's first goal too, so that quests stand on it.
  const purposeGoal: GoalReading[] =
    typed.form === 'verb' && typed.works[0] ? [readGoal(capitalize(typed.works[0].to))] : [];
  const drawnGoals: GoalReading[] =
    given.length > 0
      ? given
      : [
          ...purposeGoal,
          ...ctx
            .expandMany('goal', goalRng.int(2, 4) - purposeGoal.length, goalRng)
            .map(goalFrom)
            .filter((g): g is GoalReading => g !== null),
        ];
  // From a town: what the town says this faction wants comes first, and one goal stands on another of its factions.
  const goals = setting && given.length === 0 ? [...townGoals(setting), ...drawnGoals] : drawnGoals;
  // (The other faction is bound whatever the goals: the rivals name it too.)
  const other = setting ? bindOther({ ctx }, setting, root.fork('context-other')) : false;
  if (setting && other && given.length === 0) {
    const goal = goalFrom(ctx.expandSymbol('cx_goal', goalRng.fork('context-goal')));
    if (goal) goals.push(goal);
  }
  for (const goal of goals) for (const tag of goal.tags) ctx.tag(tag);

  // Key members: the leader, then officers from the ranks just below the top; a house's are mostly kin.
  const memberRng = root.fork('members');
  const memberCount = memberRng.int(...MEMBER_COUNTS[sizeRank]!);
  const lookRng = root.fork('looks');
  const usedDetails = new Set<string>();
  const leaderAge =
    tenure > 20 ? 'elderly' : tenure > 10 && leader.age !== 'elderly' ? 'middle-aged' : leader.age;
  leader = { ...leader, age: leaderAge };
  ctx.bind('leader', leader);
  const memberList: MemberRecord[] = [
    { person: leader, rank: top, look: lookOf(leader, lookRng, usedDetails, ctx), tie: 'leader' },
  ];
  const traitorIndex = memberCount >= 3 ? 2 : 1;
  for (let i = 1; i < memberCount; i++) {
    // Key members are officers: the lowest rank is for the many, not the few the story names.
    const rank = ranks[memberRankIndex(ranks.length, i)]!;
    const kin = id === 'noble' && rank.position >= 4 && memberRng.chance(0.85);
    const person = makePerson(folk, taken, memberRng, kin ? { kinOf: leader } : {});
    const tie: TieKind =
      i === traitorIndex
        ? 'traitor'
        : i === 1
          ? 'second'
          : kin
            ? 'kin'
            : memberRng.pick(['ally', 'rival', 'any'] as const);
    memberList.push({ person, rank, look: lookOf(person, lookRng, usedDetails, ctx), tie });
  }
  const traitor = memberList[traitorIndex] ?? memberList[memberList.length - 1]!;
  ctx.bind('traitor', traitor.person);
  ctx.bind('traitorRank', bareRank(traitor.rank));

  return {
    request,
    profile,
    purpose: profile.purpose,
    typed,
    size,
    sizeRank,
    influence,
    secrecy,
    alignment,
    hidden,
    name,
    motto,
    places,
    geo,
    seat,
    folk,
    leader,
    members: memberList,
    ranks,
    rivals,
    allies,
    front,
    goals: goals.slice(0, 10),
    givenGoals: given.length > 0,
    traitor,
    deity,
    power,
    art,
    hq,
    headcount,
    fate,
    treasure,
    prize,
    arms,
    tags,
    ctx,
  };
}

/** 'a thieves’ guild', 'an order': the kind with its article. */
function withArticleOf(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/** The post that keeps a typed place, as a front: 'the Wardens of the City Morgue, the porters who...'. */
function siteFront(site: Site, town: string, rng: Rng): Front {
  const place = titleCase(site.phrase.replace(/^the /, ''));
  if (site.sort === 'wild') {
    return {
      name: `the ${rng.pick(['Wardens', 'Keepers', 'Reeves'])} of the ${place}`,
      what: rng.pick([
        `the keepers the lord of ${town} pays to mark the timber and count the deer of ${site.phrase}`,
        `a handful of wardens who take a small wage from ${town} to keep the paths of ${site.phrase} open`,
        `the old office that settles quarrels over grazing and firewood in ${site.phrase}`,
      ]),
    };
  }
  return {
    name: `the ${rng.pick(['Wardens', 'Keepers', 'Stewards'])} of the ${place}`,
    what: rng.pick([
      `the clerks and porters who keep ${site.phrase} for the council of ${town}, a post nobody envies`,
      `the office that has kept ${site.phrase} for ${town} longer than anyone remembers`,
      `a few paid servants of ${town} who keep ${site.phrase} swept, locked and in good repair`,
    ]),
  };
}

/** The wild place near the town, named by its land: a forest where there is one, else hills, fens or waste. */
function wildPlace(geo: Geo, forest: string, rng: Rng): string {
  if (geo.land.includes('forest') || geo.land.includes('jungle')) return forest;
  const head = rng.pick([
    'Grey',
    'Raven',
    'Long',
    'High',
    'Bleak',
    'Hollow',
    'Old',
    'Wether',
    'Stony',
    'Cold',
  ]);
  const land = geo.land[0] ?? 'hills';
  const tail: Record<string, string> = {
    hills: 'Hills',
    mountains: 'Fells',
    marsh: 'Fens',
    plains: 'Downs',
    desert: 'Waste',
    snow: 'Heights',
  };
  return `the ${head} ${tail[land] ?? 'Hills'}`;
}
