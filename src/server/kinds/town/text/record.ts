// Decide first: turns a town request and seed into a record (size, country, layout, peoples, districts, places,
// landmarks, factions, key people and their ties, the facts behind rumours) bound into one grammar context before
// any prose is written. Every choice draws from a stream of its own.
import {
  TOWN_ECONOMIES,
  TOWN_GOVERNMENTS,
  TOWN_MAP_STYLES,
  TOWN_SIZES,
  type TownEconomy,
  type TownGovernment,
  type TownLayout,
  type TownMapStyle,
  type TownRequest,
  type TownSize,
} from '../../../../shared/kinds/town.js';
import { listJoin, numberWords, possessive, pronounsFor } from '../../../engine/english.js';
import type { GrammarContext } from '../../../engine/grammar.js';
import { type Deity, PANTHEON } from '../../../engine/pantheon.js';
import { organisationName, roadName, ruinName, siteName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldChoice } from '../../../engine/world-pick.js';
import type { TownSetting } from './context.js';
import { FEASTS } from './culture.js';
import { FRESHWATER_CATCH, GOODS } from './economy.js';
import {
  ESTABLISHMENT_KINDS,
  type EstablishmentKind,
  rememberedNames,
  SIGNATURE_TYPES,
} from './establishments.js';
import { councilName, leaderTitle } from './government.js';
import {
  type DistrictRecord,
  decideBase,
  decideDistricts,
  decideLandmarks,
  decideStreets,
  decideWaters,
  type LandmarkRecord,
} from './layout.js';
import {
  type AgeWord,
  decideRaceMix,
  EXTRA_AGES,
  EXTRA_ROLES,
  extraWeight,
  genderedRole,
  lookOf,
  makeResident,
  RACE_ADJECTIVE,
  RACE_PLURAL,
  type RaceMix,
  type TownPerson,
} from './people.js';
import { decideRelations, type Relation } from './relations.js';
import { SIZE_PROFILES, type SizeProfile } from './scale.js';
import { readTerrain, type TerrainReading } from './terrain.js';
import { townGrammar } from './town-grammar.js';
import { makeNickname, makeTownName, riverWord } from './town-names.js';

export type { DistrictRecord, LandmarkRecord } from './layout.js';

export interface EstablishmentRecord {
  readonly name: string;
  readonly type: string;
  readonly owner: TownPerson;
  readonly district: string;
}

export type FactionKind = 'guild' | 'gang' | 'order' | 'house' | 'company' | 'circle' | 'league' | 'given';

export interface FactionRecord {
  readonly name: string;
  readonly leader: TownPerson;
  readonly kind: FactionKind;
  /** A faction brought from context keeps its own aim (a verb phrase after 'to'). */
  readonly aim: string | null;
  /** A plural name ('the Sable Moths') takes a plural verb. */
  readonly plural: boolean;
}

/** 'the Sable Moths', 'the Friends of the Charter': the head noun is plural. */
function pluralName(name: string): boolean {
  const head =
    name
      .replace(/ of .*$/, '')
      .split(' ')
      .pop() ?? '';
  return /[^s’']s$/.test(head);
}

export interface FactRecord {
  readonly kind: 'est' | 'fac' | 'person' | 'item';
  /** The name the rumour is about (an establishment, a faction, a person or an item). */
  readonly subject: string;
  readonly lead: TownPerson;
  readonly other: TownPerson;
  readonly truth: boolean;
}

export interface TownRecord {
  readonly request: TownRequest;
  readonly size: TownSize;
  readonly rank: number;
  readonly economy: TownEconomy;
  readonly government: TownGovernment;
  readonly mapStyle: TownMapStyle;
  readonly profile: SizeProfile;
  readonly name: string;
  readonly nickname: string;
  /** How prose refers to the place besides its name: 'the village', 'the city'. */
  readonly placeNoun: string;
  readonly population: number;
  readonly terrain: TerrainReading;
  readonly location: string;
  readonly locationGiven: boolean;
  readonly layout: TownLayout;
  /** The water the town lives by, as prose names it ('' without any). */
  readonly waterName: string;
  readonly mix: RaceMix;
  readonly deity: Deity;
  readonly deity2: Deity;
  readonly districts: readonly DistrictRecord[];
  readonly landmarks: readonly LandmarkRecord[];
  readonly establishments: readonly EstablishmentRecord[];
  readonly factions: readonly FactionRecord[];
  /** Key NPCs, the leader first. */
  readonly people: readonly TownPerson[];
  readonly leader: TownPerson;
  readonly title: string;
  /** The ruling or advising body, or null where one person or nobody rules. */
  readonly council: string | null;
  readonly facts: readonly FactRecord[];
  readonly relations: readonly Relation[];
  readonly looks: ReadonlyMap<TownPerson, string>;
  /** Every proper name the town uses (people, places, creatures): a new one is checked against it. */
  readonly names: Set<string>;
  readonly setting: TownSetting | null;
  readonly ctx: GrammarContext;
}

function between(rng: Rng, [min, max]: readonly [number, number]): number {
  return rng.int(min, max);
}

function resolve<T extends string>(value: T | 'random', all: readonly T[], rng: Rng): T {
  return value === 'random' ? rng.pick(all) : value;
}

const GUILD_TRADES: Record<TownEconomy, readonly string[]> = {
  agricultural: ['millers', 'drovers', 'brewers', 'maltsters', 'cheesemakers'],
  trade: ['merchants', 'carters', 'chandlers', 'drapers', 'vintners'],
  mining: ['miners', 'smelters', 'assayers', 'colliers'],
  crafting: ['weavers', 'potters', 'glaziers', 'cutlers', 'dyers', 'joiners'],
  fishing: ['fishmongers', 'netmakers', 'boatwrights', 'salters'],
  magical: ['alchemists', 'scriveners', 'chandlers', 'lens-grinders'],
  religious: ['chandlers', 'masons', 'scriveners', 'bell-founders'],
  military: ['armourers', 'fletchers', 'farriers', 'saddlers'],
  mixed: ['weavers', 'carters', 'brewers', 'masons', 'coopers'],
};

/** What the head of each kind of faction is called (the words before the faction's name). */
const HEAD_WORDS: Record<Exclude<FactionKind, 'given'>, readonly string[]> = {
  guild: ['master of', 'warden of', 'first master of', 'alderman of'],
  gang: ['boss of', 'captain of', 'head of', 'ringleader of'],
  order: ['grand master of', 'prior of', 'leader of', 'first brother of'],
  house: ['head of', 'elder of', 'heir and head of'],
  company: ['chief factor of', 'senior partner of', 'head of', 'founder of'],
  circle: ['first of', 'magister of', 'eldest of', 'keeper of'],
  league: ['chair of', 'founder of', 'leader of', 'secretary of'],
};

const LEAGUE_NAMES = [
  'the Householders’ League',
  'the Lantern Society',
  'the Friends of the Charter',
  'the Commons’ Bench',
  'the Free Wards',
  'the Hearth-Penny Club',
  'the Open Door Society',
  'the Guild of Small Things',
];

function factionKinds(
  economy: TownEconomy,
  government: TownGovernment,
  rank: number,
): { kind: Exclude<FactionKind, 'given'>; weight: number }[] {
  // A hamlet has no guild, noble house or trading company of its own: a few dozen people are one of each.
  const hamlet = rank === 0;
  return [
    {
      kind: 'guild',
      weight: hamlet ? 0 : economy === 'crafting' || economy === 'trade' || government === 'guild' ? 6 : 2,
    },
    { kind: 'gang', weight: rank >= 2 ? 3 : 0.5 },
    { kind: 'order', weight: economy === 'religious' || government === 'theocracy' ? 5 : 1.5 },
    {
      kind: 'house',
      weight: hamlet ? 0 : government === 'monarchy' || government === 'plutocracy' ? 4 : 1.5,
    },
    {
      kind: 'company',
      weight: hamlet ? 0 : economy === 'trade' || government === 'plutocracy' ? 5 : rank >= 3 ? 1.5 : 0.5,
    },
    { kind: 'circle', weight: economy === 'magical' || government === 'magocracy' ? 5 : 0.7 },
    { kind: 'league', weight: government === 'autocracy' || government === 'military' ? 4 : 1.5 },
  ];
}

function factionName(
  kind: FactionKind,
  leader: TownPerson,
  trade: string,
  rng: Rng,
  taken: Set<string>,
  rank: number,
): string {
  // No 'Guild of…' in a hamlet, even in jest.
  const leagues = rank === 0 ? LEAGUE_NAMES.filter((n) => !n.includes('Guild')) : LEAGUE_NAMES;
  for (let i = 0; i < 6; i++) {
    let name: string;
    switch (kind) {
      case 'guild':
        name = `the ${titleWord(trade)}’ Guild`.replace(/([^s])’ Guild$/, '$1’s Guild');
        break;
      case 'gang':
        name = organisationName(rng, 'gang');
        break;
      case 'order':
        name = organisationName(rng, 'order');
        break;
      case 'house':
        name = `House ${leader.last || leader.first}`;
        break;
      case 'company':
        name = organisationName(rng, 'company', leader.last || undefined);
        break;
      case 'circle':
        name = organisationName(rng, 'circle');
        break;
      default:
        name = rng.pick(leagues);
    }
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
    trade = rng.pick(['masons', 'carters', 'coopers', 'tanners', 'chandlers']);
  }
  const fallback = `the ${leader.last || leader.first} Faction`;
  taken.add(fallback);
  return fallback;
}

function titleWord(word: string): string {
  return word.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

const PLACE_NOUNS: Record<TownSize, string> = {
  hamlet: 'hamlet',
  village: 'village',
  town: 'town',
  'large town': 'town',
  'small city': 'city',
  city: 'city',
  metropolis: 'city',
};

/** Governments that sit as a body (and so have seats, votes or a moot); the others are ruled by one or none. */
const SEATED: ReadonlySet<TownGovernment> = new Set([
  'council',
  'democracy',
  'magocracy',
  'plutocracy',
  'guild',
  'tribal',
]);

/** What a hamlet left to chance may be ruled by: a few dozen people keep no guilds, exchange or college of mages. */
const HAMLET_GOVERNMENTS = TOWN_GOVERNMENTS.filter(
  (g) => g !== 'guild' && g !== 'plutocracy' && g !== 'magocracy',
);

/**
 * A typed name that carries its own nickname ('Brasswick, called the Copper Kettle', 'Brasswick "the Copper
 * Kettle"', 'Brasswick (the Copper Kettle)', 'Brasswick, also known as Old Smoky'): the name and the nickname apart,
 * each kept as typed. A name with no nickname in it is kept whole.
 */
export function splitTypedName(typed: string | undefined): { name: string; nickname?: string } | null {
  const text = typed?.trim();
  if (!text) return null;
  const clean = (n: string) =>
    n
      .trim()
      .replace(/^["“”‘’']+|["“”‘’'.]+$/g, '')
      .trim();
  const patterns = [
    /^(.+?),?\s+(?:also\s+)?(?:called|known as|nicknamed|aka|a\.k\.a\.)\s+(.+)$/i,
    /^(.+?)\s*[“"‘](.+?)[”"’]$/,
    /^(.+?)\s*\((.+?)\)$/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    const name = m && clean(m[1]!);
    const nickname = m && clean(m[2]!);
    if (name && nickname && /^\p{Lu}/u.test(name)) return { name, nickname };
  }
  return { name: text };
}

/** Builds the record and its grammar context from the request; every choice has its own stream. */
export function buildRecord(request: TownRequest, root: Rng, setting: TownSetting | null = null): TownRecord {
  const size = resolve(request.size, TOWN_SIZES, root.settled('size'));
  const economy = resolve(request.economyType, TOWN_ECONOMIES, root.settled('economy'));
  const government = resolve(
    request.governmentType,
    size === 'hamlet' ? HAMLET_GOVERNMENTS : TOWN_GOVERNMENTS,
    root.settled('government'),
  );
  const mapStyle = resolve(request.mapStyle, TOWN_MAP_STYLES, root.settled('map-style'));
  const profile = SIZE_PROFILES[size];
  const rank = profile.rank;

  const terrain = readTerrain(request.terrain, request.location, economy, root.settled('terrain'));
  const baseFull = decideBase(rank, economy, government, terrain, root.settled('layout'));
  const { riverToo, ...base } = baseFull;
  const waters = decideWaters(baseFull, terrain, rank, root.settled('water'));
  const hasRiver = waters.river !== null;

  const names = new Set<string>();
  const nameRng = root.fork('name');
  const typedName = splitTypedName(request.name);
  const name =
    typedName?.name ??
    makeTownName(
      base.water,
      base.landscape,
      nameRng,
      waters.river ? riverWord(waters.river.name) : undefined,
    );
  names.add(name);
  const nickname =
    typedName?.nickname ??
    makeNickname(
      economy,
      size,
      base.bridges,
      root.fork('nickname'),
      base.water === 'coast' || base.water === 'island',
    );
  names.add(nickname);
  const popRng = root.fork('population');
  const [minPop, maxPop] = profile.population;
  const population = Math.min(
    maxPop,
    Math.max(minPop, Math.round(popRng.int(minPop, maxPop) / profile.roundTo) * profile.roundTo),
  );

  const districts = decideDistricts(
    between(root.fork('district-count'), profile.districts),
    rank,
    economy,
    base,
    hasRiver,
    names,
    root.fork('districts'),
  );
  const landmarks = decideLandmarks(
    rank,
    economy,
    government,
    base,
    hasRiver,
    districts,
    terrain,
    names,
    root.fork('landmarks'),
  );
  const streets = decideStreets(rank, base, districts, names, root.fork('streets'));
  const layout: TownLayout = {
    ...base,
    districts: districts.map((d) => ({ name: d.name, type: d.type })),
    river: waters.river,
    shore: waters.shore,
    landmarks: landmarks.map((l) => ({
      name: l.name,
      kind: l.kind,
      where: l.where,
      outside: l.outside,
      ...(l.district && !l.outside ? { district: l.district } : {}),
    })),
    streets,
  };

  const placeRng = root.fork('places');
  let site = siteName(placeRng);
  for (let i = 0; i < 6 && names.has(site); i++) site = siteName(placeRng);
  names.add(site);
  let ruin = ruinName(placeRng);
  // A ruined citadel would read as a castle the map does not draw.
  for (let i = 0; i < 8 && /Citadel|Castle/.test(ruin); i++) ruin = ruinName(placeRng);
  if (/Citadel|Castle/.test(ruin)) ruin = 'the Old Barrow';
  names.add(ruin);
  let road = roadName(placeRng);
  // A river road is only a river road where there is a river.
  if (!hasRiver && /river/.test(road)) road = 'the old road';
  let buyer = setting?.neighbour?.name ?? makeTownName(base.water, [], placeRng);
  if (buyer === name) buyer = `${buyer} Magna`;
  names.add(buyer);
  const locationGiven = Boolean(request.location);
  const location =
    request.location ??
    defaultLocation(placeRng, {
      road,
      buyer,
      site,
      river: hasRiver,
      coast: base.water === 'coast' || base.water === 'island',
      regions: regionsFor(base.landscape),
    });

  const mix = decideRaceMix(economy, base.landscape, base.water, rank, root.fork('peoples'));
  const deityRng = root.fork('deity');
  // The gods a town keeps follow what it lives on and where: the Tidewife by the sea, the Patient Smith at the forge.
  let deity = deityRng.weighted(PANTHEON, (d) => deityWeight(d.name, economy, base.water, base.landscape));
  // A neighbour's god is the region's god.
  if (setting?.neighbour?.deity) deity = setting.neighbour.deity;
  let deity2 = deityRng.pick(PANTHEON);
  const inland = base.water !== 'coast' && base.water !== 'island';
  for (let i = 0; i < 12 && (deity2.name === deity.name || (inland && deity2.name === 'Seluvia')); i++)
    deity2 = deityRng.pick(PANTHEON);

  // People: every name drawn from the town's mix, never two people sharing a given or family name by accident.
  const peopleRng = root.fork('people');
  const resident = (kind: TownPerson['kind'], role: string, age?: AgeWord) =>
    makeResident(mix, names, peopleRng, { kind, role, ...(age ? { age } : {}) });
  const council = SEATED.has(government)
    ? councilName(government, root.fork('council'), { bridges: base.bridges, rank })
    : null;
  if (council) names.add(council);
  const leaderRng = root.fork('leader');
  // Whoever rules has lived long enough to be trusted with it.
  const leader = resident(
    'leader',
    '',
    peopleRng.pick(['adult', 'middle-aged', 'middle-aged', 'elderly'] as const),
  );
  const { title: leaderTitleWord, role: leaderRole } = leaderTitle(
    government,
    profile.band,
    leader.gender,
    name,
    council ?? name,
    leaderRng,
  );
  leader.role = genderedRole(leaderRole, leader.gender);
  const title = genderedRole(leaderTitleWord, leader.gender);

  // A person from context lives here, in their own trade.
  let guest: TownPerson | null = null;
  if (setting?.person) {
    const p = setting.person;
    names.add(p.first);
    if (p.last) names.add(p.last);
    guest = {
      name: p.name,
      first: p.first,
      last: p.last,
      pronouns: pronounsFor(p.gender),
      race: p.race,
      gender: p.gender,
      age: p.age,
      role: p.occupation || 'resident',
      kind: 'context',
      given: { occupation: p.occupation, look: p.look, lookSaid: p.lookSaid },
    };
  }

  // Establishments: the inn, one that shows the economy, then what the economy and size call for.
  const estRng = root.fork('establishments');
  const estCount = between(estRng, profile.establishments);
  const allowed = (k: EstablishmentKind) =>
    (k.minRank ?? 0) <= rank &&
    (k.maxRank ?? 6) >= rank &&
    (k.needs !== 'harbour' || base.harbour) &&
    (k.needs !== 'river' || hasRiver);
  const chosen: EstablishmentKind[] = [ESTABLISHMENT_KINDS[0]!];
  const signature = ESTABLISHMENT_KINDS.filter(
    (k) => SIGNATURE_TYPES[economy].includes(k.type) && allowed(k) && !chosen.includes(k),
  );
  if (signature.length > 0) chosen.push(estRng.pick(signature));
  // The government's own house: a theocracy's temple, a magocracy's academy, a garrison town's barracks.
  const seatType = { theocracy: 'temple', magocracy: 'academy', military: 'barracks' }[government as string];
  const seatKind = ESTABLISHMENT_KINDS.find((k) => k.type === seatType);
  if (seatKind && allowed(seatKind) && !chosen.includes(seatKind) && estCount > 2) chosen.push(seatKind);
  while (chosen.length < estCount) {
    const pool = ESTABLISHMENT_KINDS.filter((k) => allowed(k) && !chosen.includes(k));
    if (pool.length === 0) break;
    chosen.push(estRng.weighted(pool, (k) => k.base + (k.economy?.[economy] ?? 0) / 3));
  }
  const guildTrade = estRng.pick(GUILD_TRADES[economy]);
  const estNames = new Set<string>();
  const establishments: EstablishmentRecord[] = [];
  const leaderOwns =
    ['council', 'democracy', 'plutocracy', 'guild', 'anarchy'].includes(government) && estRng.chance(0.4);
  const guestTrade = guest ? guest.role.toLowerCase() : '';
  for (const [i, kind] of chosen.entries()) {
    const guestOwns =
      guest !== null &&
      !establishments.some((e) => e.owner === guest) &&
      (guestTrade === kind.ownerWord || guestTrade === kind.type || guestTrade === `${kind.type}keeper`);
    const owner = guestOwns
      ? guest!
      : (government === 'theocracy' && kind.type === 'temple') ||
          (government === 'magocracy' && kind.type === 'academy') ||
          (government === 'military' && kind.type === 'barracks') ||
          (leaderOwns && i === (chosen.length > 2 ? 2 : 0))
        ? leader
        : resident(kind.type === 'temple' ? 'priest' : 'owner', '');
    const water = waters.main;
    const nameRng = rememberedNames(estRng, kind.type);
    let estName = kind.name({ owner, deity, town: name, water, guildTrade }, nameRng);
    // An underground town's mill is not a windmill.
    const unfit = (n: string) =>
      estNames.has(n) || names.has(n) || (terrain.underground === true && /Windmill/.test(n));
    for (let j = 0; j < 8 && unfit(estName); j++)
      estName = kind.name({ owner, deity, town: name, water, guildTrade }, nameRng);
    if (estNames.has(estName) || names.has(estName))
      estName = `${estName} by ${possessive(owner.first)} Door`;
    estNames.add(estName);
    names.add(estName);
    if (owner !== leader && owner !== guest)
      owner.role = genderedRole(
        kind.type === 'temple' ? `priest of ${deity.name}` : `${kind.ownerWord} of ${estName}`,
        owner.gender,
      );
    const homes = districts.filter((d) => kind.districts.includes(d.type));
    const district =
      homes.length > 0
        ? kind.districts.map((t) => homes.find((d) => d.type === t)).find(Boolean)!
        : estRng.pick(districts);
    establishments.push({ name: estName, type: kind.type, owner, district: district.name });
  }

  // Factions, each with a leader who may become a key NPC; a faction from context is the first of them.
  const facRng = root.fork('factions');
  const facCount = between(facRng, profile.factions);
  const kinds = factionKinds(economy, government, rank);
  const facNames = new Set<string>();
  const factions: FactionRecord[] = [];
  const usedKinds = new Set<string>();
  if (setting?.faction) {
    const f = setting.faction;
    const lp = f.leader;
    const head: TownPerson = lp
      ? {
          name: lp.name,
          first: lp.first,
          last: lp.last,
          pronouns: pronounsFor(lp.gender),
          race: lp.race,
          gender: lp.gender,
          age: lp.age,
          role: `leader of ${f.name}`,
          kind: 'faction',
        }
      : resident('faction', `leader of ${f.name}`);
    if (lp) {
      names.add(lp.first);
      if (lp.last) names.add(lp.last);
    }
    facNames.add(f.name);
    names.add(f.name);
    factions.push({
      name: f.name,
      leader: head,
      kind: 'given',
      aim: f.aim || null,
      plural: pluralName(f.name),
    });
  }
  // The guild of the town's trade is the one whose hall is among its places: its master leads it, and where the
  // ruler or a guest keeps the hall, the guild is not written as a faction under someone else (blind read 3).
  const hall = establishments.find((e) => e.type === 'guildhall');
  const hallHeld = hall !== undefined && (hall.owner === leader || hall.owner === guest);
  for (let i = factions.length; i < facCount; i++) {
    const open = kinds.filter((k) => !usedKinds.has(k.kind) && k.weight > 0);
    const pool =
      hallHeld && open.some((k) => k.kind !== 'guild') ? open.filter((k) => k.kind !== 'guild') : open;
    const pick = facRng.weighted(pool, (k) => k.weight);
    usedKinds.add(pick.kind);
    const head = pick.kind === 'guild' && hall && !hallHeld ? hall.owner : resident('faction', '');
    const facName = factionName(pick.kind, head, guildTrade, facRng, facNames, rank);
    names.add(facName);
    head.role = genderedRole(
      `${facRng.pick(HEAD_WORDS[pick.kind])} ${facName.replace(/^the Order of (the )?/, 'the ')}`,
      head.gender,
    );
    factions.push({ name: facName, leader: head, kind: pick.kind, aim: null, plural: pluralName(facName) });
  }

  // Key NPCs: the leader, then a weighted draw from everyone else who matters, so no two villages have the
  // same four people. A temple's priest, the owners, the faction heads and the town's other figures all compete.
  const npcRng = root.fork('npc-count');
  const count = between(npcRng, profile.keyNpcs);
  const temple = establishments.find((e) => e.type === 'temple');
  const priest = temple && temple.owner !== leader ? temple.owner : null;
  // Someone keeps the rites even where no temple is listed; they become a key NPC only if drawn below.
  const keeper =
    priest ?? (temple?.owner === leader ? leader : resident('priest', `priest of ${deity.name}`));
  const candidates: { person: () => TownPerson; weight: number; key: string }[] = [];
  const seen = new Set<TownPerson>([leader]);
  const add = (p: TownPerson, weight: number) => {
    if (seen.has(p)) return;
    seen.add(p);
    candidates.push({ person: () => p, weight, key: p.name });
  };
  establishments.forEach((e, i) => {
    add(e.owner, i < 2 ? 1.3 : 0.9);
  });
  if (priest) add(priest, 1.2);
  for (const f of factions) add(f.leader, 1.1);
  const townFacts = {
    rank,
    economy,
    landscape: base.landscape,
    water: base.water,
    harbour: base.harbour,
    river: hasRiver,
    government,
  };
  for (const role of EXTRA_ROLES) {
    const weight = extraWeight(role.id, townFacts);
    if (weight <= 0) continue;
    let made: TownPerson | null = null;
    candidates.push({
      key: `extra:${role.id}`,
      weight: weight * 0.8,
      person: () => {
        // A role that asks for an age (an elder is old, a veteran has had a career) is given one.
        const ages = EXTRA_AGES[role.id];
        made ??= {
          ...resident('extra', role.role(rank), ages ? peopleRng.pick(ages) : undefined),
          extra: role.id,
        };
        return made;
      },
    });
  }
  if (!priest && !temple) candidates.push({ key: 'priest', weight: 0.7, person: () => keeper });
  const people: TownPerson[] = [leader];
  if (guest && !people.includes(guest)) people.push(guest);
  // At least one owner when the town has places, so the people and the places know each other.
  const owners = candidates.filter((c) => establishments.some((e) => e.owner.name === c.key));
  if (owners.length > 0 && people.length < count) {
    const first = npcRng.weighted(owners, (c) => c.weight);
    people.push(first.person());
    candidates.splice(candidates.indexOf(first), 1);
  }
  while (people.length < count && candidates.length > 0) {
    const pick = npcRng.weighted(candidates, (c) => c.weight);
    candidates.splice(candidates.indexOf(pick), 1);
    const p = pick.person();
    if (!people.includes(p)) people.push(p);
  }

  const relations = decideRelations(people, root.fork('rivals'));
  const lookRng = root.fork('looks');
  const looks = new Map<TownPerson, string>();
  const usedDetails = new Set<string>();
  for (const p of people) looks.set(p, lookOf(p, lookRng, usedDetails));

  // Facts behind the rumours: about the places and factions the town shows, else about its people.
  const factRng = root.fork('facts');
  const rumourCount = between(factRng, profile.rumours);
  const subjects: { kind: FactRecord['kind']; subject: string; lead: TownPerson }[] = [];
  if (setting?.item) subjects.push({ kind: 'item', subject: setting.item.name, lead: factRng.pick(people) });
  const estSubjects = request.includeEstablishments
    ? factRng.shuffle(establishments).map((e) => ({ kind: 'est' as const, subject: e.name, lead: e.owner }))
    : [];
  const facSubjects = request.includeFactions
    ? factRng.shuffle(factions).map((f) => ({ kind: 'fac' as const, subject: f.name, lead: f.leader }))
    : [];
  while (subjects.length < rumourCount && (estSubjects.length > 0 || facSubjects.length > 0)) {
    const next =
      (subjects.length % 2 === 0 ? estSubjects.shift() : facSubjects.shift()) ??
      estSubjects.shift() ??
      facSubjects.shift();
    if (next) subjects.push(next);
  }
  // People are rumoured about only when the game master sees them (key NPCs included).
  const personPool = request.includeKeyNpcs || subjects.length === 0 ? factRng.shuffle(people) : [];
  while (subjects.length < rumourCount && personPool.length > 0) {
    const p = personPool.shift()!;
    subjects.push({ kind: 'person', subject: p.name, lead: p });
  }
  // Small towns have more rumours than places: the same places come round again, with another story.
  const shown = subjects.filter((s) => s.kind !== 'item');
  for (let i = 0; subjects.length < rumourCount && shown.length > 0; i++)
    subjects.push(shown[i % shown.length]!);
  const facts: FactRecord[] = subjects.map((s) => {
    // The other party is somebody besides the ruler where possible ('reporting to the ruler' needs two people).
    const others = people.filter((p) => p !== s.lead && p !== leader);
    const fallback = people.filter((p) => p !== s.lead);
    const other =
      others.length > 0 ? factRng.pick(others) : fallback.length > 0 ? factRng.pick(fallback) : leader;
    return { ...s, other, truth: factRng.chance(0.55) };
  });

  const tags = new Set<string>([
    `s-${size.replace(' ', '-')}`,
    profile.band,
    `r-${rank}`,
    `e-${economy}`,
    `g-${government}`,
    `w-${base.water}`,
    ...base.landscape,
  ]);
  if (base.harbour) tags.add('harbour');
  if (terrain.underground) tags.add('underground');
  if (base.castle) tags.add('castle');
  if (base.walls !== 'none') tags.add('walls');
  if (base.walls === 'stone') tags.add('stone-walls');
  if (base.marketSquare) tags.add('square');
  if (base.suburbs) tags.add('suburbs');
  if (hasRiver) tags.add('river');
  if (base.bridges === 1) tags.add('one-bridge');
  if (base.bridges > 1) tags.add('bridges');
  if (base.bridges > 0) tags.add('any-bridge');
  if (riverToo) tags.add('river-mouth');
  if (waters.shore) tags.add(`shore-${waters.shore.shape}`);
  if (waters.river) tags.add(`course-${waters.river.course}`);
  if (base.water !== 'none') tags.add('wet');
  if (factions.length > 0) tags.add('has-fac');
  if (factions.length > 1) tags.add('has-fac2');
  if (people.length > 1) tags.add('has-rival');
  if (council) tags.add('has-council');
  if (terrain.delta && hasRiver) tags.add('delta');
  if (temple) tags.add('has-temple');
  // A mill beside 'no river runs by the town' reads as a mistake, though it may be a windmill.
  if (establishments.some((e) => e.type === 'mill')) tags.add('has-mill');
  if (districts.length > 1) tags.add('districts');
  // One divider lies between two districts, not four.
  if (districts.length === 2) tags.add('two-districts');
  if (landmarks.length > 0) tags.add('landmarks');
  if (population >= 300) tags.add('not-tiny');
  // One person or nobody rules: no votes, seats or ballots are written for them.
  if (!SEATED.has(government)) tags.add('no-vote');
  if (government === 'anarchy') tags.add('no-ruler');
  if (government === 'council') for (const t of councilSeats(rank, root.fork('council-seats'))) tags.add(t);
  for (const t of waterSupply(base.water, base.landscape, !!temple, landmarks, root.fork('water-source')))
    tags.add(t);

  const ctxRng = root.fork('context');
  const seat =
    government === 'theocracy'
      ? (temple?.name ?? 'the chapter house')
      : government === 'magocracy'
        ? (establishments.find((e) => e.type === 'academy')?.name ?? 'the tower of the mages')
        : government === 'military' && !base.castle
          ? (establishments.find((e) => e.type === 'barracks')?.name ?? 'the guardhouse')
          : base.castle
            ? government === 'monarchy' || government === 'autocracy' || government === 'military'
              ? 'the castle'
              : ctxRng.pick([
                  'the old hall below the castle',
                  'the castle’s great hall',
                  'the gatehouse hall',
                  'the council chamber under the keep',
                  'the old chapel of the castle',
                ])
            : // A hamlet or a village has no guildhall or toll house: it meets where a small place meets.
              ctxRng.pick(
                rank === 0
                  ? ['the moot oak', 'the mill house', 'the old manor house', 'the old threshing floor']
                  : rank === 1
                    ? [
                        'the moot hall',
                        'the old schoolroom',
                        'the old manor house',
                        'the Long Hall',
                        'the church house',
                      ]
                    : [
                        'the moot hall',
                        'the Toll House',
                        'the old manor house',
                        'the Long Hall',
                        'the Guildhall',
                      ],
              );
  const liegeName = makeResident(mix, names, ctxRng, { race: 'human' });
  const liege = `${liegeName.gender === 'female' ? 'Lady' : 'Lord'} ${liegeName.name}`;
  const founder = makeResident(mix, names, ctxRng);
  const foundedYears = ctxRng.int(
    [40, 90, 150, 200, 250, 300, 400][rank]!,
    [200, 300, 500, 600, 700, 900, 1200][rank]!,
  );
  const eventYears = ctxRng.int(3, Math.max(4, Math.floor(foundedYears / 3)));
  // A town's worst year of a decade ago is a memory, not 'only a story' to a new generation.
  if (eventYears < 20) tags.add('event-recent');
  // What the leader was when the town's worst year came: a middle-aged human was no child nineteen years ago.
  const leaderThen = yearsOld(leader) - eventYears;
  tags.add(
    leaderThen < 0
      ? 'lead-unborn'
      : leaderThen < 14
        ? 'lead-child'
        : leaderThen < 22
          ? 'lead-grown'
          : 'lead-adult',
  );
  const majorityPlural = RACE_PLURAL[mix.majority];
  const minorities = mix.weights
    .slice(1)
    .filter(([, w]) => w >= 1)
    .map(([r]) => RACE_PLURAL[r]);
  // Farms in the snow or the sand grow what grows there.
  const farmGoods =
    economy === 'agricultural' && (base.landscape.includes('snow') || base.landscape.includes('glacier'))
      ? ['barley', 'rye', 'turnips', 'reindeer hides', 'goat cheese', 'oats']
      : economy === 'agricultural' && base.landscape.includes('desert')
        ? ['dates', 'figs', 'goat cheese', 'olives', 'saffron', 'millet']
        : economy === 'agricultural' && base.landscape.includes('jungle')
          ? ['rice', 'cocoa', 'plantains', 'pepper', 'sugar cane', 'yams']
          : economy === 'fishing' && base.water !== 'coast' && base.water !== 'island'
            ? FRESHWATER_CATCH
            : GOODS[economy];
  const goods = ctxRng.sample(farmGoods, 3);
  // The fields a feature shows grow what the town is said to grow, or are not shown.
  const fieldCrop = goods[0] && FIELD_CROP.test(goods[0]) ? goods[0] : undefined;
  if (fieldCrop) tags.add('field-crop');
  const feasts = ctxRng.sample(
    FEASTS.filter(
      (f) =>
        (base.water !== 'none' || !/Nets|Boats|Tide/.test(f)) && (economy === 'fishing' || !/Nets/.test(f)),
    ),
    2,
  );
  const placeNoun = PLACE_NOUNS[size];
  const waterName = waters.main;

  const ctx = townGrammar.context({
    tags,
    vars: {
      town: name,
      nickname,
      here: `the ${placeNoun}`,
      place: placeNoun,
      water: waterName || 'the water',
      wet: waterName || 'the millpond',
      river: waters.river?.name ?? 'the river',
      sea: waters.shore?.name ?? 'the sea',
      site,
      ruin,
      road,
      buyer,
      leader,
      leaderFirst: leader.first,
      title,
      seat,
      // Who keeps the peace: a town's watch, a village's constable; a hamlet has none of its own, only the
      // parish's, who lives elsewhere.
      watch: rank >= 2 ? 'the watch' : rank === 1 ? 'the constable' : 'the parish constable',
      liege,
      seats: numberSeats(rank, ctxRng),
      term: ctxRng.pick(['three', 'four', 'five', 'seven']),
      years: numberWords(ctxRng.int(2, 19)),
      deity: { ...deity, sign: signOf(deity.symbol) },
      deity2: { ...deity2, sign: signOf(deity2.symbol) },
      founder: founder.name,
      founded: String(foundedYears),
      event: numberWords(eventYears),
      majority: majorityPlural,
      majorityAdj: RACE_ADJECTIVE[mix.majority],
      minorities: listJoin(minorities.length > 0 ? minorities : ['a few travellers']),
      feast: feasts[0] ?? 'the Harvest Home',
      feast2: feasts[1] ?? feasts[0] ?? 'Midwinter Lamps',
      good: goods[0] ?? 'bread',
      fieldCrop: fieldCrop ?? 'barley',
      good2: goods[1] ?? goods[0] ?? 'bread',
      good3: goods[2] ?? goods[0] ?? 'bread',
      temple: temple?.name ?? `the ${deity.house} of ${deity.name}`,
      priest: keeper,
      district: districts[0]!.name,
      district2: (districts[1] ?? districts[0]!).name,
      trade: guildTrade.replace(/s$/, ''),
      trades: guildTrade,
      population: String(population),
      ...(council ? { council } : {}),
    },
  });

  return {
    request,
    size,
    rank,
    economy,
    government,
    mapStyle,
    profile,
    name,
    nickname,
    placeNoun,
    population,
    terrain,
    location,
    locationGiven,
    layout,
    waterName,
    mix,
    deity,
    deity2,
    districts,
    landmarks,
    establishments,
    factions,
    people,
    leader,
    title,
    council,
    facts,
    relations,
    looks,
    names,
    setting,
    ctx,
  };
}

const DISTANCES = [
  'a day’s ride',
  'two days’ walk',
  'half a day by cart',
  'an hour’s walk',
  'three days by the drove road',
  'a long morning’s ride',
  'two days by wagon',
  'a week’s hard travel',
];
const BEARINGS = [
  'north of',
  'south of',
  'east of',
  'west of',
  'from',
  'beyond',
  'inland from',
  'over the hills from',
];

/** Where the town lies when the game master did not say: a distance and a bearing from a neighbour, and a mark. */
function defaultLocation(
  rng: Rng,
  p: {
    road: string;
    buyer: string;
    site: string;
    river: boolean;
    coast: boolean;
    regions: readonly string[];
  },
): string {
  // Never 'inland from' a town on the shore or an island (a blind sample: 'a week's hard travel inland from X: an
  // island town').
  const bearings = p.coast
    ? BEARINGS.map((b) => (b === 'inland from' ? 'along the shore from' : b))
    : BEARINGS;
  const bearing = rng.pick(p.river ? [...bearings, 'upriver of', 'downriver of'] : bearings);
  // The landmark and the country through the world memory: 'in the borderlands beyond X within sight of Y' came
  // back in three of one account's twenty-five towns.
  const marks: readonly (readonly [string, string])[] = [
    ['past', `, past ${p.site}`],
    ['by', `, by ${p.site}`],
    ['on', `, on ${p.road}`],
    ['sight', `, within sight of ${p.site}`],
    ['fork', `, where ${p.road} forks`],
    ['none', ''],
  ];
  const mark = worldChoice(rng, 'town_loc_mark', marks, ([id]) => id)[1];
  const region = worldChoice(rng, 'town_loc_region', p.regions, (r) => r);
  return rng.pick([
    `${rng.pick(DISTANCES)} ${bearing} ${p.buyer}${mark}`,
    // 'in the hill country from Notchford' is not English: a region lies beyond, north of or inland from a place.
    `${region} ${bearing === 'from' ? 'beyond' : bearing} ${p.buyer}${mark}`,
  ]);
}

/** The country a town lies in, as its own landscape allows: no 'old forest country' for a town of the open plains. */
function regionsFor(landscape: readonly string[]): string[] {
  const has = (...f: string[]) => f.some((x) => landscape.includes(x));
  return [
    'in the borderlands',
    'in the marches',
    'in the back country',
    ...(has('hills', 'mountains', 'cliffs', 'canyon') ? ['in the hill country'] : []),
    ...(has('forest', 'jungle') ? ['in the old forest country'] : []),
    ...(has('plains') ? ['in the open country'] : []),
    ...(has('marsh') ? ['in the fen country'] : []),
  ];
}

const DEITY_FAVOUR: Record<string, Partial<Record<TownEconomy, number>>> = {
  Aurel: { trade: 1.5, religious: 1, mixed: 1 },
  'Mother Ysolde': { agricultural: 2.5, mixed: 1 },
  Korrin: { crafting: 2.5, mining: 2, military: 0.5 },
  'the Pale Ferryman': { religious: 1 },
  Seluvia: { fishing: 3, trade: 0.5 },
  Tamsk: { military: 2.5, trade: 0.5 },
  Hollin: { agricultural: 0.5 },
  Vesh: { trade: 2.5, mining: 0.5 },
  Idra: { magical: 3, religious: 0.5 },
};

/** Goods that grow as a field a visitor sees. */
/**
 * How a council's seats are filled, decided once ('cm-heir', 'cm-lot', ...): the sentence that says so and every line
 * about standing for office or the last election read it. 'seats-closed' where no householder chooses the members.
 */
export function councilSeats(rank: number, rng: Rng): string[] {
  const open = ['cm-lot', ...(rank >= 2 ? ['cm-wards'] : [])];
  const closed = ['cm-auction', 'cm-families', 'cm-heir', 'cm-tax', 'cm-life', 'cm-trades'];
  const method = rng.pick([...open, ...closed]);
  return closed.includes(method) ? [method, 'seats-closed'] : [method];
}

/**
 * What a town drinks, decided once: a dry town's one source ('ws-pumps', 'ws-wells', 'ws-cisterns', 'ws-leat',
 * 'ws-temple', 'ws-founder'), and whether its sentences may name pumps ('pumps') or wells ('wells'). A town by a
 * river, a lake or the sea has both; a dry town only what its source is, so 'three public pumps' never meets 'the
 * well in the yard' and a spring the founder found never meets 'the pump queue'. A well on the map makes it wells.
 */
export function waterSupply(
  water: string,
  landscape: readonly string[],
  temple: boolean,
  landmarks: readonly { readonly kind: string }[],
  rng: Rng,
): string[] {
  if (water !== 'none') return ['pumps', 'wells'];
  const hilly = landscape.some((l) => l === 'hills' || l === 'mountains' || l === 'snow');
  const sources: [string, number][] = landmarks.some((l) => l.kind === 'well')
    ? [['ws-wells', 1]]
    : [
        ['ws-wells', 1],
        ['ws-pumps', 1],
        ['ws-cisterns', landscape.includes('marsh') ? 0 : 1],
        ['ws-leat', hilly ? 1.5 : 0],
        ['ws-temple', temple ? 1 : 0],
        ['ws-founder', 1],
      ];
  const source = rng.weighted(sources, ([, w]) => w)[0];
  return ['dry', source, ...(source === 'ws-wells' ? ['wells'] : source === 'ws-pumps' ? ['pumps'] : [])];
}

const FIELD_CROP = /^(barley|wheat|rye|oats|flax|hops|millet|rice|turnips|beans|saffron|sugar cane|yams)$/;

/**
 * A god's symbol in a few words, for the lines that name it in passing: 'a lantern with one shutter open' is a
 * six-word run by itself, met in every town of an account that keeps Aurel (blind read).
 */
export function signOf(symbol: string): string {
  const known: Record<string, string> = {
    'a lantern with one shutter open': 'a shuttered lantern',
    'a sheaf of barley bound in red thread': 'a red-bound sheaf',
    'a coin with a hole bored through it': 'a holed coin',
    'an open eye above a key': 'an eye and key',
    'a closed book bound with a cord': 'a corded book',
  };
  return known[symbol] ?? symbol.split(/ (?:with|bound|above|over|under) /)[0]!;
}

function deityWeight(
  name: string,
  economy: TownEconomy,
  water: string,
  landscape: readonly string[],
): number {
  let w = 1 + (DEITY_FAVOUR[name]?.[economy] ?? 0);
  // A sea goddess is for towns on the water; a god of the wild for forest and hill country.
  if (name === 'Seluvia') w = water === 'coast' || water === 'island' ? w + 3 : 0.001;
  if (name === 'Hollin' && (landscape.includes('forest') || landscape.includes('jungle'))) w += 3;
  return w;
}

function numberSeats(rank: number, rng: Rng): string {
  const n = rank <= 1 ? rng.int(3, 5) : rank <= 3 ? rng.int(5, 9) : rng.int(7, 13);
  return numberWords(n);
}

/** A rough age in years from a person's age word and people (elves, dwarves and gnomes live long). */
const AGE_YEARS: Record<TownPerson['age'], number> = { young: 22, adult: 35, 'middle-aged': 50, elderly: 70 };
const LIFESPAN: Partial<Record<TownPerson['race'], number>> = {
  elf: 5,
  dwarf: 3,
  gnome: 3,
  'half-elf': 1.4,
  halfling: 1.3,
};
function yearsOld(person: TownPerson): number {
  return AGE_YEARS[person.age] * (LIFESPAN[person.race] ?? 1);
}
