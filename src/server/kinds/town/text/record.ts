// Decide first: turns a town request and seed into a record (size, country, layout, peoples, districts, places,
// factions, key people, the facts behind rumours) bound into one grammar context before any prose is written.
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
import { listJoin, numberWords, possessive } from '../../../engine/english.js';
import type { GrammarContext } from '../../../engine/grammar.js';
import { type Deity, PANTHEON } from '../../../engine/pantheon.js';
import { organisationName, roadName, ruinName, siteName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { FEASTS } from './culture.js';
import { GOODS } from './economy.js';
import { ESTABLISHMENT_KINDS, type EstablishmentKind, SIGNATURE_TYPES } from './establishments.js';
import { COUNCIL_METHODS, councilName, GUILD_METHODS, leaderTitle, VOTE_METHODS } from './government.js';
import { decideRaceMix, lookOf, makeResident, RACE_PLURAL, type RaceMix, type TownPerson } from './people.js';
import { SIZE_PROFILES, type SizeProfile } from './scale.js';
import { type Landscape, readTerrain, type TerrainReading, type Water } from './terrain.js';
import { townGrammar } from './town-grammar.js';
import {
  type DistrictType,
  districtName,
  makeNickname,
  makeTownName,
  riverWord,
  waterName,
} from './town-names.js';

export interface DistrictRecord {
  readonly name: string;
  readonly type: DistrictType;
}

export interface EstablishmentRecord {
  readonly name: string;
  readonly type: string;
  readonly owner: TownPerson;
  readonly district: string;
}

export interface FactionRecord {
  readonly name: string;
  readonly leader: TownPerson;
  /** What they want, as a clause after the name ("want a seat on the council"). */
  readonly want: string;
}

export interface FactRecord {
  readonly kind: 'est' | 'fac' | 'person';
  /** The name the rumour is about (an establishment, a faction, or a person). */
  readonly subject: string;
  readonly lead: TownPerson;
  readonly other: TownPerson;
  readonly truth: boolean;
}

export interface TownRecord {
  readonly request: TownRequest;
  readonly size: TownSize;
  readonly economy: TownEconomy;
  readonly government: TownGovernment;
  readonly mapStyle: TownMapStyle;
  readonly profile: SizeProfile;
  readonly name: string;
  readonly nickname: string;
  readonly population: number;
  readonly terrain: TerrainReading;
  readonly location: string;
  readonly locationGiven: boolean;
  readonly layout: TownLayout;
  readonly waterName: string;
  readonly mix: RaceMix;
  readonly deity: Deity;
  readonly districts: readonly DistrictRecord[];
  readonly establishments: readonly EstablishmentRecord[];
  readonly factions: readonly FactionRecord[];
  /** Key NPCs, the leader first. */
  readonly people: readonly TownPerson[];
  readonly leader: TownPerson;
  readonly title: string;
  readonly council: string;
  readonly facts: readonly FactRecord[];
  readonly rivals: ReadonlyMap<TownPerson, TownPerson>;
  readonly looks: ReadonlyMap<TownPerson, string>;
  readonly ctx: GrammarContext;
}

function between(rng: Rng, [min, max]: readonly [number, number]): number {
  return rng.int(min, max);
}

function resolve<T extends string>(value: T | 'random', all: readonly T[], rng: Rng): T {
  return value === 'random' ? rng.pick(all) : value;
}

const SIGNATURE_DISTRICT: Record<TownEconomy, DistrictType> = {
  agricultural: 'farmland',
  trade: 'market',
  mining: 'mines',
  crafting: 'craft',
  fishing: 'docks',
  magical: 'arcane',
  religious: 'temple',
  military: 'barracks',
  mixed: 'craft',
};

const GUILD_TRADES: Record<TownEconomy, readonly string[]> = {
  agricultural: ['millers', 'drovers', 'brewers'],
  trade: ['merchants', 'carters', 'chandlers'],
  mining: ['miners', 'smelters', 'assayers'],
  crafting: ['weavers', 'potters', 'glaziers', 'cutlers', 'dyers'],
  fishing: ['fishmongers', 'netmakers', 'boatwrights'],
  magical: ['alchemists', 'scriveners', 'chandlers'],
  religious: ['chandlers', 'masons', 'scriveners'],
  military: ['armourers', 'fletchers', 'farriers'],
  mixed: ['weavers', 'carters', 'brewers', 'masons'],
};

function decideLayout(
  rank: number,
  economy: TownEconomy,
  government: TownGovernment,
  terrain: TerrainReading,
  rng: Rng,
): Omit<TownLayout, 'districts'> {
  let water: Water = terrain.water;
  // A fishing town needs water to fish: with none in the text it gets a river.
  if (economy === 'fishing' && water === 'none') water = 'river';
  const landscape: Landscape[] = [...terrain.landscape];
  if (economy === 'mining' && !landscape.includes('hills') && !landscape.includes('mountains'))
    landscape.unshift('hills');
  if (rank === 0 && landscape.length < 6 && !landscape.includes('crossroads') && rng.chance(0.3))
    landscape.push('crossroads');
  const walls: TownLayout['walls'] =
    rank <= 1
      ? 'none'
      : rank === 2
        ? rng.chance(economy === 'military' ? 1 : 0.6)
          ? 'palisade'
          : 'none'
        : rank === 3
          ? rng.chance(0.5)
            ? 'palisade'
            : 'stone'
          : 'stone';
  const gates =
    walls === 'none'
      ? 0
      : walls === 'palisade'
        ? rng.int(2, rank === 2 ? 3 : 4)
        : rank <= 4
          ? rng.int(2, 4)
          : rank === 5
            ? rng.int(3, 6)
            : rng.int(4, 8);
  let bridges = 0;
  if (water === 'river') {
    const byRank: readonly (readonly [number, number])[] = [
      [1, 1],
      [1, 1],
      [1, 2],
      [2, 3],
      [2, 4],
      [3, 6],
      [5, 9],
    ];
    bridges = between(rng, byRank[rank] ?? [1, 1]) + (terrain.delta ? rng.int(2, 4) : 0);
  } else if (water === 'island') {
    bridges = rank <= 1 ? 1 : rank <= 3 ? rng.int(1, 3) : rng.int(2, 6);
  }
  const harbour =
    water === 'coast' || water === 'island'
      ? true
      : water === 'none'
        ? false
        : terrain.harbourSaid ||
          economy === 'fishing' ||
          (water === 'lake'
            ? !terrain.landscape.includes('desert') && rng.chance(0.5)
            : economy === 'trade' && rank >= 2 && rng.chance(0.6));
  const castleChance =
    rank <= 1
      ? 0
      : [0, 0, 0.25, 0.4, 0.6, 0.8, 0.95][rank]! +
        (government === 'monarchy' || government === 'autocracy' || government === 'military' ? 0.3 : 0);
  const castle = rng.chance(castleChance);
  const marketSquare = rank >= 2 || (rank === 1 && rng.chance(0.5)) || (rank >= 1 && economy === 'trade');
  const suburbs = rank === 6 || (rank >= 3 && rng.chance([0, 0, 0, 0.2, 0.5, 0.8][rank]!));
  return {
    walls,
    gates,
    water,
    bridges: Math.min(20, bridges),
    harbour,
    castle,
    marketSquare,
    suburbs,
    landscape: landscape.slice(0, 6),
  };
}

function decideDistricts(
  count: number,
  rank: number,
  economy: TownEconomy,
  layout: Omit<TownLayout, 'districts'>,
  rng: Rng,
): DistrictRecord[] {
  const taken = new Set<string>();
  const river = layout.water === 'river';
  if (rank === 0)
    return [{ name: districtName('residential', taken, rng, { hamlet: true }), type: 'residential' }];
  const wanted: DistrictType[] = [];
  const add = (t: DistrictType) => {
    if (!wanted.includes(t)) wanted.push(t);
  };
  if (rank === 1) {
    add('residential');
    const second = SIGNATURE_DISTRICT[economy];
    add(second === 'docks' && !layout.harbour ? 'farmland' : second === 'barracks' ? 'farmland' : second);
  } else {
    if (layout.marketSquare) add('market');
    if (layout.harbour) add('docks');
    if (layout.castle) add('castle');
    const signature = SIGNATURE_DISTRICT[economy];
    if (signature !== 'docks' || layout.harbour) add(signature);
    add('residential');
    for (const t of rng.shuffle<DistrictType>(
      rank >= 4
        ? ['noble', 'slums', 'temple', 'craft', 'farmland']
        : ['temple', 'craft', 'slums', 'farmland'],
    ))
      add(t);
  }
  const out: DistrictRecord[] = [];
  for (let i = 0; out.length < count; i++) {
    // Cities have more than one neighbourhood of ordinary houses.
    const type = wanted[i] ?? 'residential';
    out.push({ name: districtName(type, taken, rng, { river }), type });
  }
  return out;
}

const FACTION_WANTS: Record<string, readonly string[]> = {
  guild: [
    'to win a monopoly on every #trade# sale within a day’s ride',
    'to gain a second seat on #council# and the tolls that come with it',
    'to drive the foreign traders out of the market for good',
  ],
  gang: [
    'to have every fence and pawnshop in #district# paying them',
    'to own the night market, and whoever runs the watch',
    'to take the smuggling trade that #other# has so far kept close',
  ],
  order: [
    'to cleanse #town# of what they call idolatry and everyone else calls the fair',
    'to reopen the old shrine at #site#, and take the pilgrims’ money with it',
    'to raise a tithe on every harvest, however long it takes',
  ],
  house: [
    'to win back the lands around #site# lost at cards two generations ago',
    'to arrange a marriage that would put them one step from ruling #town#',
    'to see their debts forgotten and their rivals remembered',
  ],
  company: [
    'to see the road to #buyer# paved, tolled and theirs',
    'to buy the warehouses of #district# at half their worth',
    'to lend #town# the money for its next disaster, at interest',
  ],
  circle: [
    'to keep everyone away from the ruins at #site#, for reasons they will not give',
    'to win a licence to teach magic openly in #town#',
    'to recover the books burned in the last purge, or their copies',
  ],
  league: [
    'to end the tolls on bread and win a vote for every householder',
    'to have the accounts of #council# read aloud in the square',
    'to make the watch answer to the wards, not to #leader#',
  ],
};

const LEAGUE_NAMES = [
  'the Householders’ League',
  'the Lantern Society',
  'the Friends of the Charter',
  'the Commons’ Bench',
  'the Free Wards',
];

interface FactionKindPick {
  readonly kind: keyof typeof FACTION_WANTS;
  readonly weight: number;
}

function factionKinds(economy: TownEconomy, government: TownGovernment, rank: number): FactionKindPick[] {
  return [
    {
      kind: 'guild',
      weight: economy === 'crafting' || economy === 'trade' || government === 'guild' ? 6 : 2,
    },
    { kind: 'gang', weight: rank >= 2 ? 3 : 0.5 },
    { kind: 'order', weight: economy === 'religious' || government === 'theocracy' ? 5 : 1.5 },
    { kind: 'house', weight: government === 'monarchy' || government === 'plutocracy' ? 4 : 1.5 },
    {
      kind: 'company',
      weight: economy === 'trade' || government === 'plutocracy' ? 5 : rank >= 3 ? 1.5 : 0.5,
    },
    { kind: 'circle', weight: economy === 'magical' || government === 'magocracy' ? 5 : 0.7 },
    { kind: 'league', weight: government === 'autocracy' || government === 'military' ? 4 : 1.5 },
  ];
}

function factionName(kind: string, leader: TownPerson, trade: string, rng: Rng, taken: Set<string>): string {
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
        name = rng.pick(LEAGUE_NAMES);
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

const BEASTS = ['Old Cinder', 'Greymaw', 'the Widow', 'Hobnail', 'Three-Toes', 'Sootface', 'the Lantern-Eye'];

/** Builds the record and its grammar context from the request; every choice has its own stream. */
export function buildRecord(request: TownRequest, root: Rng): TownRecord {
  const size = resolve(request.size, TOWN_SIZES, root.fork('size'));
  const economy = resolve(request.economyType, TOWN_ECONOMIES, root.fork('economy'));
  const government = resolve(request.governmentType, TOWN_GOVERNMENTS, root.fork('government'));
  const mapStyle = resolve(request.mapStyle, TOWN_MAP_STYLES, root.fork('map-style'));
  const profile = SIZE_PROFILES[size];
  const rank = profile.rank;

  const terrain = readTerrain(request.terrain, request.location, economy, root.fork('terrain'));
  const base = decideLayout(rank, economy, government, terrain, root.fork('layout'));
  const waterRng = root.fork('water');
  const water = waterName(base.water, waterRng);

  const nameRng = root.fork('name');
  const name =
    request.name ??
    makeTownName(base.water, base.landscape, nameRng, base.water === 'river' ? riverWord(water) : undefined);
  const nickname = makeNickname(economy, size, base.bridges, root.fork('nickname'));
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
    root.fork('districts'),
  );
  const layout: TownLayout = { ...base, districts: districts.map((d) => ({ name: d.name, type: d.type })) };

  const placeRng = root.fork('places');
  const site = siteName(placeRng);
  let ruin = ruinName(placeRng);
  // A ruined citadel would read as a castle the map does not draw.
  for (let i = 0; i < 8 && /Citadel|Castle/.test(ruin); i++) ruin = ruinName(placeRng);
  if (/Citadel|Castle/.test(ruin)) ruin = 'the Old Barrow';
  const road = roadName(placeRng);
  let buyer = makeTownName(base.water, [], placeRng);
  if (buyer === name) buyer = `${buyer} Magna`;
  const locationGiven = Boolean(request.location);
  const location =
    request.location ??
    placeRng.pick([
      `on ${road}, two days from ${buyer}`,
      `a day’s ride from ${buyer}, past ${site}`,
      `in the borderlands beyond ${buyer}`,
      `between ${site} and the market town of ${buyer}`,
      `at the far end of ${road} from ${buyer}`,
    ]);

  const mix = decideRaceMix(economy, base.landscape, base.water, rank, root.fork('peoples'));
  const deityRng = root.fork('deity');
  const deity = economy === 'fishing' && deityRng.chance(0.5) ? PANTHEON[4]! : deityRng.pick(PANTHEON);
  let deity2 = deityRng.pick(PANTHEON);
  for (let i = 0; i < 6 && deity2.name === deity.name; i++) deity2 = deityRng.pick(PANTHEON);

  // People: every name drawn from the town's mix, never two people sharing a given or family name by accident.
  const taken = new Set<string>([name]);
  const peopleRng = root.fork('people');
  const resident = (kind: TownPerson['kind'], role: string) =>
    makeResident(mix, taken, peopleRng, { kind, role });
  const council = councilName(government, root.fork('council'));
  const leaderRng = root.fork('leader');
  // Whoever rules has lived long enough to be trusted with it.
  const leader = makeResident(mix, taken, peopleRng, {
    kind: 'leader',
    role: '',
    age: peopleRng.pick(['adult', 'middle-aged', 'middle-aged', 'elderly'] as const),
  });
  const { title, role: leaderRole } = leaderTitle(
    government,
    profile.band,
    leader.gender,
    name,
    council,
    leaderRng,
  );
  leader.role = leaderRole;

  // Establishments: the inn, one that shows the economy, then what the economy and size call for.
  const estRng = root.fork('establishments');
  const estCount = between(estRng, profile.establishments);
  const allowed = (k: EstablishmentKind) =>
    (k.minRank ?? 0) <= rank &&
    (k.maxRank ?? 6) >= rank &&
    (k.needs !== 'harbour' || base.harbour) &&
    (k.needs !== 'river' || base.water === 'river');
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
  for (const [i, kind] of chosen.entries()) {
    const owner =
      (government === 'theocracy' && kind.type === 'temple') ||
      (government === 'magocracy' && kind.type === 'academy') ||
      (government === 'military' && kind.type === 'barracks') ||
      (leaderOwns && i === (chosen.length > 2 ? 2 : 0))
        ? leader
        : resident(kind.type === 'temple' ? 'priest' : 'owner', '');
    let estName = kind.name({ owner, deity, town: name, water, guildTrade }, estRng);
    for (let j = 0; j < 5 && estNames.has(estName); j++)
      estName = kind.name({ owner, deity, town: name, water, guildTrade }, estRng);
    if (estNames.has(estName)) estName = `${estName} by ${possessive(owner.first)} Door`;
    estNames.add(estName);
    if (owner !== leader)
      owner.role = kind.type === 'temple' ? `priest of ${deity.name}` : `${kind.ownerWord} of ${estName}`;
    const homes = districts.filter((d) => kind.districts.includes(d.type));
    const district =
      homes.length > 0
        ? kind.districts.map((t) => homes.find((d) => d.type === t)).find(Boolean)!
        : estRng.pick(districts);
    establishments.push({ name: estName, type: kind.type, owner, district: district.name });
  }

  // Factions, each with a leader who may become a key NPC.
  const facRng = root.fork('factions');
  const facCount = between(facRng, profile.factions);
  const kinds = factionKinds(economy, government, rank);
  const facNames = new Set<string>();
  const factions: FactionRecord[] = [];
  const usedKinds = new Set<string>();
  for (let i = 0; i < facCount; i++) {
    const pool = kinds.filter((k) => !usedKinds.has(k.kind) && k.weight > 0);
    const pick = facRng.weighted(pool, (k) => k.weight);
    usedKinds.add(pick.kind);
    const head = resident('faction', '');
    const facName = factionName(pick.kind, head, guildTrade, facRng, facNames);
    head.role = `${pick.kind === 'guild' ? 'master' : pick.kind === 'house' ? 'head' : 'leader'} of ${facName}`;
    factions.push({ name: facName, leader: head, want: facRng.pick(FACTION_WANTS[pick.kind] ?? []) });
  }

  // Key NPCs: the leader, then the people a visitor meets first, up to the size's count.
  const count = between(root.fork('npc-count'), profile.keyNpcs);
  const extras = [
    rank >= 2 ? resident('captain', `captain of the watch`) : resident('elder', 'village elder'),
    resident('healer', 'healer'),
    resident('outsider', 'newcomer'),
    resident('elder', rank >= 2 ? 'oldest alderman' : 'village elder'),
  ];
  const temple = establishments.find((e) => e.type === 'temple');
  const priest = temple?.owner ?? resident('priest', `priest of ${deity.name}`);
  const ordered = [
    leader,
    priest,
    establishments[0]?.owner,
    factions[0]?.leader,
    establishments[1]?.owner,
    factions[1]?.leader,
    extras[0],
    ...establishments.slice(2).map((e) => e.owner),
    ...factions.slice(2).map((f) => f.leader),
    ...extras.slice(1),
  ].filter((p): p is TownPerson => Boolean(p));
  const people: TownPerson[] = [];
  for (const p of ordered) if (!people.includes(p) && people.length < count) people.push(p);

  // Rivals: each key NPC is tied to another, so descriptions, secrets and hooks cross-reference.
  const rivalRng = root.fork('rivals');
  const rivals = new Map<TownPerson, TownPerson>();
  for (const p of people) {
    const others = people.filter((o) => o !== p);
    if (others.length > 0) rivals.set(p, rivalRng.pick(others));
  }
  const lookRng = root.fork('looks');
  const looks = new Map<TownPerson, string>();
  const usedDetails = new Set<string>();
  for (const p of people) looks.set(p, lookOf(p, lookRng, usedDetails));

  // Facts behind the rumours: about the places and factions the town shows, else about its people.
  const factRng = root.fork('facts');
  const rumourCount = between(factRng, profile.rumours);
  const subjects: { kind: FactRecord['kind']; subject: string; lead: TownPerson }[] = [];
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
  // Small towns have more rumours than places: the same places come round again, with another story.
  const shown = [...subjects];
  for (let i = 0; subjects.length < rumourCount && shown.length > 0; i++)
    subjects.push(shown[i % shown.length]!);
  const personPool = factRng.shuffle(people);
  while (subjects.length < rumourCount && personPool.length > 0) {
    const p = personPool.shift()!;
    subjects.push({ kind: 'person', subject: p.name, lead: p });
  }
  const facts: FactRecord[] = subjects.map((s) => {
    const others = people.filter((p) => p !== s.lead);
    const other = others.length > 0 ? factRng.pick(others) : leader;
    return { ...s, other, truth: factRng.chance(0.55) };
  });

  const tags = new Set<string>([
    `s-${size.replace(' ', '-')}`,
    profile.band,
    `e-${economy}`,
    `g-${government}`,
    `w-${base.water}`,
    ...base.landscape,
  ]);
  if (base.harbour) tags.add('harbour');
  if (base.castle) tags.add('castle');
  if (base.walls !== 'none') tags.add('walls');
  if (factions.length > 0) tags.add('has-fac');
  if (factions.length > 1) tags.add('has-fac2');
  if (people.length > 1) tags.add('has-rival');
  if (terrain.delta && base.water === 'river') tags.add('delta');

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
              : 'the old hall below the castle'
            : ctxRng.pick(['the moot hall', 'the Toll House', 'the old manor house', 'the Long Hall']);
  const liegeName = makeResident(mix, taken, ctxRng, { race: 'human' });
  const liege = `${liegeName.gender === 'female' ? 'Lady' : 'Lord'} ${liegeName.name}`;
  const method =
    government === 'democracy'
      ? ctxRng.pick(VOTE_METHODS)
      : government === 'guild'
        ? ctxRng.pick(GUILD_METHODS)
        : ctxRng.pick(COUNCIL_METHODS);
  const founder = makeResident(mix, taken, ctxRng);
  const foundedYears = ctxRng.int(
    [40, 90, 150, 200, 250, 300, 400][rank]!,
    [200, 300, 500, 600, 700, 900, 1200][rank]!,
  );
  const eventYears = ctxRng.int(3, Math.max(4, Math.floor(foundedYears / 3)));
  const majorityPlural = RACE_PLURAL[mix.majority];
  const minorities = mix.weights
    .slice(1)
    .filter(([, w]) => w >= 1)
    .map(([r]) => RACE_PLURAL[r]);
  // Farms in the snow or the sand grow what grows there.
  const farmGoods =
    economy === 'agricultural' && base.landscape.includes('snow')
      ? ['barley', 'rye', 'turnips', 'reindeer hides', 'goat cheese']
      : economy === 'agricultural' && base.landscape.includes('desert')
        ? ['dates', 'figs', 'goat cheese', 'olives', 'saffron']
        : GOODS[economy];
  const goods = ctxRng.sample(farmGoods, 2);
  const feasts = FEASTS.filter((f) => economy === 'fishing' || !/Nets/.test(f));

  const ctx = townGrammar.context({
    tags,
    vars: {
      town: name,
      nickname,
      water: water || 'the water',
      site,
      ruin,
      road,
      buyer,
      leader,
      title,
      council,
      seat,
      liege,
      method,
      seats: numberSeats(rank, ctxRng),
      term: ctxRng.pick(['three', 'four', 'five', 'seven']),
      years: numberWordsOf(ctxRng.int(2, 19)),
      deity: { ...deity },
      deity2: { ...deity2 },
      founder: founder.name,
      founderRole: ctxRng.pick([
        'runaway apprentice',
        'discharged soldier',
        'widowed trader',
        'disgraced knight',
        'hermit',
        'exiled cleric',
        'drover',
        'prospector',
      ]),
      founded: String(foundedYears),
      event: numberWords(eventYears),
      majority: majorityPlural,
      minorities: listJoin(minorities.length > 0 ? minorities : ['a few travellers']),
      feast: ctxRng.pick(feasts),
      good: goods[0] ?? 'bread',
      good2: goods[1] ?? goods[0] ?? 'bread',
      temple: temple?.name ?? `the ${deity.house} of ${deity.name}`,
      priest,
      district: districts[0]!.name,
      fac: factions[0]?.name ?? council,
      fac2: factions[1]?.name ?? council,
      trade: guildTrade.replace(/s$/, ''),
      reward: ctxRng.pick(['fifty', 'eighty', 'a hundred', 'two hundred', 'forty']),
      beast: ctxRng.pick(BEASTS),
      chief: makeResident(mix, taken, ctxRng).name,
      chief2: makeResident(mix, taken, ctxRng).name,
    },
  });
  ctx.bind('founderDeed', ctx.expandSymbol('founder_deed', ctxRng));

  return {
    request,
    size,
    economy,
    government,
    mapStyle,
    profile,
    name,
    nickname,
    population,
    terrain,
    location,
    locationGiven,
    layout,
    waterName: water,
    mix,
    deity,
    districts,
    establishments,
    factions,
    people,
    leader,
    title,
    council,
    facts,
    rivals,
    looks,
    ctx,
  };
}

function numberWordsOf(n: number): string {
  return numberWords(n);
}

function numberSeats(rank: number, rng: Rng): string {
  const n = rank <= 1 ? rng.int(3, 5) : rank <= 3 ? rng.int(5, 9) : rng.int(7, 13);
  return ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'][
    n - 3
  ]!;
}
