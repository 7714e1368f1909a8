// Decides the shape of the place before a word is written: walls, gates, water and its names, how the river runs
// and the shore lies, bridges, harbour, castle, market, suburbs, districts, landmarks and main streets. The map
// draws exactly this, and the description states it.
import type { TownEconomy, TownGovernment, TownLayout } from '../../../../shared/kinds/town.js';
import { riverName as engineRiverName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import type { LandmarkKind, Landscape, RiverCourse, ShoreShape, Side, Water } from './lexicon.js';
import type { TerrainReading } from './terrain.js';
import { type DistrictType, districtName, landmarkName, streetNames, waterName } from './town-names.js';

export type BaseLayout = Omit<TownLayout, 'districts' | 'landmarks' | 'streets' | 'river' | 'shore'>;

export interface DistrictRecord {
  readonly name: string;
  readonly type: DistrictType;
}

export interface LandmarkRecord {
  readonly name: string;
  readonly kind: LandmarkKind;
  readonly where: Side;
  readonly outside: boolean;
  /** The game master's words for it, when it was typed ('an ancient yew'). */
  readonly typed: string | null;
  /** The district it stands in, when it stands inside the town. */
  readonly district: string | null;
}

function between(rng: Rng, [min, max]: readonly [number, number]): number {
  return rng.int(min, max);
}

const SIDES: readonly Side[] = ['north', 'east', 'south', 'west'];
const OPPOSITE: Record<Side, Side> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
  centre: 'centre',
};

export function decideBase(
  rank: number,
  economy: TownEconomy,
  government: TownGovernment,
  terrain: TerrainReading,
  rng: Rng,
): BaseLayout & { riverToo: boolean } {
  let water: Water = terrain.water;
  // A fishing town needs water to fish: with none in the text it gets a river, or under the earth a dark lake
  // (the reader's underground fishing town came back with a river, bridges and washing on the banks).
  if (economy === 'fishing' && water === 'none') water = terrain.underground ? 'lake' : 'river';
  // A delta is where a river meets the sea: the town stands on the coast, with the river running into it.
  const deltaToSea = terrain.delta && water === 'river';
  if (deltaToSea) water = 'coast';
  const landscape: Landscape[] = [...terrain.landscape];
  // Mines need hills, but not in a fen or marsh: there it is bog iron and peat, and no steep hills around it.
  if (economy === 'mining' && !landscape.some((f) => f === 'hills' || f === 'mountains' || f === 'marsh'))
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
  // A river may run to the sea or the lake the town stands by: typed, or now and then in a larger place.
  const riverToo =
    deltaToSea ||
    terrain.riverToo ||
    ((water === 'coast' || water === 'lake') && !terrain.given && rank >= 3 && rng.chance(0.3));
  let bridges = 0;
  if (water === 'river' || riverToo) {
    const byRank: readonly (readonly [number, number])[] = [
      [1, 1],
      [1, 1],
      [1, 2],
      [2, 3],
      [2, 4],
      [3, 6],
      [5, 9],
    ];
    // A delta's channels need more crossings, but a hamlet or a village bridges only one or two of them.
    bridges =
      between(rng, byRank[rank] ?? [1, 1]) +
      (terrain.delta ? (rank <= 1 ? rng.int(0, 1) : rng.int(2, 4)) : 0);
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
    riverToo,
  };
}

const COURSES: readonly (readonly [RiverCourse, number])[] = [
  ['straight', 30],
  ['bend', 22],
  ['meander', 18],
  ['loop', 8],
  ['fork', 8],
  ['confluence', 12],
];

export interface Waters {
  readonly river: TownLayout['river'];
  readonly shore: TownLayout['shore'];
  /** How prose names the water the town lives by (the river, or the sea or lake). */
  readonly main: string;
}

/** Names the waters (typed names kept exactly, never replaced) and decides the river's course and the shore. */
export function decideWaters(
  base: BaseLayout & { riverToo: boolean },
  terrain: TerrainReading,
  rank: number,
  rng: Rng,
): Waters {
  const typed = terrain.typed;
  const hasRiver = base.water === 'river' || base.riverToo;
  let river: TownLayout['river'] = null;
  if (hasRiver) {
    const name = typed.riverName ?? engineRiverName(rng);
    const course: RiverCourse = terrain.delta
      ? 'delta'
      : (typed.riverCourse ?? rng.weightedEntry(rank <= 3 ? COURSES : COURSES.filter(([c]) => c !== 'loop')));
    river = { name, course, from: typed.riverFrom ?? rng.pick(SIDES) };
  }
  let shore: TownLayout['shore'] = null;
  if (base.water === 'coast' || base.water === 'island' || base.water === 'lake') {
    const name = typed.shoreName ?? waterName(base.water, rng);
    const shapes: readonly (readonly [ShoreShape, number])[] =
      base.water === 'lake'
        ? [
            ['straight', 4],
            ['bay', 3],
            ['cove', 2],
            ['headland', 1],
          ]
        : [
            ['straight', 3],
            ['bay', 3],
            ['cove', rank <= 2 ? 2 : 0.5],
            ['headland', 2],
            ['fjord', base.landscape.includes('mountains') || base.landscape.includes('snow') ? 1.5 : 0],
          ];
    // A delta spreads its mud into the sea: the town is not also out on a headland or at the head of a fjord.
    const shape =
      typed.shoreShape ??
      rng.weightedEntry(
        river?.course === 'delta' ? shapes.filter(([s]) => s !== 'headland' && s !== 'fjord') : shapes,
      );
    let side = typed.shoreSide ?? rng.pick(SIDES);
    // A river that runs to the sea comes from the land side.
    if (river && side === river.from) river = { ...river, from: OPPOSITE[side] };
    if (!typed.shoreSide && river && river.from === side) side = OPPOSITE[river.from];
    shore = { name, shape, side };
  }
  return {
    river,
    shore,
    main: river && base.water === 'river' ? river.name : (shore?.name ?? river?.name ?? ''),
  };
}

/** The signature district of each economy. */
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

export function decideDistricts(
  count: number,
  rank: number,
  economy: TownEconomy,
  layout: BaseLayout,
  hasRiver: boolean,
  taken: Set<string>,
  rng: Rng,
): DistrictRecord[] {
  if (rank === 0 || count === 1)
    return [{ name: districtName('residential', taken, rng, { hamlet: true }), type: 'residential' }];
  const wanted: DistrictType[] = [];
  const add = (t: DistrictType) => {
    if (!wanted.includes(t)) wanted.push(t);
  };
  if (rank === 1) {
    add('residential');
    const second = SIGNATURE_DISTRICT[economy];
    add(second === 'docks' && !layout.harbour ? 'farmland' : second === 'barracks' ? 'farmland' : second);
    for (const t of rng.shuffle<DistrictType>(['farmland', 'temple', 'market', 'craft'])) {
      if (t === 'market' && !layout.marketSquare) continue;
      add(t);
    }
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
    out.push({ name: districtName(type, taken, rng, { river: hasRiver }), type });
  }
  return out;
}

/** Where a kind of landmark stands: the district types it looks for inside, or outside the houses. */
const LANDMARK_HOMES: Partial<Record<LandmarkKind, readonly DistrictType[]>> = {
  'bell tower': ['temple', 'market', 'residential'],
  statue: ['market', 'noble', 'castle', 'residential'],
  fountain: ['market', 'noble', 'residential'],
  well: ['residential', 'market', 'farmland'],
  shrine: ['residential', 'temple', 'docks', 'market'],
  'great tree': ['residential', 'market', 'temple'],
  watermill: ['residential', 'craft', 'farmland'],
  bridge: ['residential', 'market', 'craft'],
  monument: ['market', 'noble', 'castle'],
  gallows: ['market', 'slums'],
};

interface LandmarkChoice {
  readonly kind: LandmarkKind;
  readonly weight: number;
  readonly outside: boolean;
}

function landmarkChoices(
  rank: number,
  economy: TownEconomy,
  government: TownGovernment,
  layout: BaseLayout,
  hasRiver: boolean,
): LandmarkChoice[] {
  const land = (f: Landscape) => layout.landscape.includes(f);
  const soft = !land('desert') && !land('jungle') && !land('glacier') && !land('snow');
  return [
    {
      kind: 'windmill',
      weight:
        rank <= 4 && soft
          ? economy === 'agricultural'
            ? 2
            : land('plains') || land('hills')
              ? 1.2
              : 0.4
          : 0,
      outside: true,
    },
    { kind: 'watermill', weight: hasRiver && rank <= 4 ? 1.6 : 0, outside: false },
    { kind: 'shrine', weight: 1, outside: rank >= 2 },
    {
      kind: 'standing stones',
      weight: rank <= 3 && (land('hills') || land('plains') || land('forest')) ? 1.3 : 0.2,
      outside: true,
    },
    { kind: 'chalk figure', weight: land('hills') && soft ? 1.1 : 0, outside: true },
    {
      kind: 'great tree',
      weight: rank <= 4 && soft ? (land('forest') ? 1.5 : 0.8) : land('jungle') ? 1 : 0,
      outside: false,
    },
    { kind: 'statue', weight: rank >= 2 ? 1.4 : 0.2, outside: false },
    {
      kind: 'well',
      weight: rank <= 3 ? (layout.water === 'none' ? 2 : 0.5) + (land('desert') ? 2 : 0) : 0.3,
      outside: false,
    },
    { kind: 'fountain', weight: rank >= 3 ? 1.5 : 0, outside: false },
    { kind: 'gallows', weight: rank >= 2 ? 0.7 : 0, outside: rank <= 3 },
    {
      kind: 'lighthouse',
      weight: layout.harbour && (layout.water === 'coast' || layout.water === 'island') ? 2.5 : 0,
      outside: true,
    },
    {
      kind: 'beacon',
      weight:
        (land('hills') || land('mountains') || land('cliffs') ? 1 : 0) + (economy === 'military' ? 1.5 : 0),
      outside: true,
    },
    {
      kind: 'watchtower',
      weight:
        (economy === 'military' || government === 'military' ? 1.5 : 0.3) +
        (land('road') || land('crossroads') ? 0.4 : 0),
      outside: true,
    },
    { kind: 'bell tower', weight: economy === 'religious' ? 2 : 0.8, outside: false },
    { kind: 'bridge', weight: layout.bridges > 0 && hasRiver ? 1.5 : 0, outside: false },
    { kind: 'tomb', weight: land('ruins') || land('hills') ? 1 : 0.3, outside: true },
    { kind: 'monument', weight: rank >= 3 ? 1.4 : 0, outside: false },
    { kind: 'ruin', weight: land('ruins') ? 2 : 0, outside: true },
  ];
}

// A hamlet may have nothing to show; a village has at least its one thing (ten villages were half bare).
const LANDMARK_COUNT: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [1, 2],
  [1, 3],
  [2, 3],
  [2, 4],
  [3, 4],
];

/** The typed landmarks first (as the game master named them), then a few of the seed's. */
export function decideLandmarks(
  rank: number,
  economy: TownEconomy,
  government: TownGovernment,
  layout: BaseLayout,
  hasRiver: boolean,
  districts: readonly DistrictRecord[],
  terrain: TerrainReading,
  taken: Set<string>,
  rng: Rng,
): LandmarkRecord[] {
  const out: LandmarkRecord[] = [];
  const place = (kind: LandmarkKind, outside: boolean, where: Side | null, central = false) => {
    if (outside) return { where: where && where !== 'centre' ? where : rng.pick(SIDES), district: null };
    const homes: readonly DistrictType[] = central
      ? ['market', ...(LANDMARK_HOMES[kind] ?? ['residential'])]
      : (LANDMARK_HOMES[kind] ?? ['residential', 'market']);
    if (central) {
      const home = homes.map((t) => districts.find((d) => d.type === t)).find(Boolean) ?? districts[0]!;
      return { where: 'centre' as Side, district: home.name };
    }
    const home = homes.map((t) => districts.find((d) => d.type === t)).find(Boolean) ?? rng.pick(districts);
    return { where: where ?? (home.type === 'market' ? 'centre' : rng.pick(SIDES)), district: home.name };
  };
  for (const typed of terrain.typed.landmarks) {
    taken.add(typed.name);
    const spot = place(typed.kind, typed.outside, typed.where, typed.central);
    out.push({ name: typed.name, kind: typed.kind, outside: typed.outside, typed: typed.typed, ...spot });
  }
  const want = rng.int(...(LANDMARK_COUNT[rank] ?? [1, 2]));
  // Under the earth nothing stands that needs sky or wind: no windmill, beacon, lighthouse, chalk figure or great tree.
  const skyless = new Set<LandmarkKind>(['windmill', 'lighthouse', 'beacon', 'chalk figure', 'great tree']);
  const choices = landmarkChoices(rank, economy, government, layout, hasRiver).filter(
    (c) =>
      c.weight > 0 && !out.some((l) => l.kind === c.kind) && !(terrain.underground && skyless.has(c.kind)),
  );
  for (let i = 0; i < want && out.length < 8 && choices.length > 0; i++) {
    const pick = rng.weighted(choices, (c) => c.weight);
    choices.splice(choices.indexOf(pick), 1);
    const spot = place(pick.kind, pick.outside, null);
    out.push({
      name: landmarkName(pick.kind, taken, rng),
      kind: pick.kind,
      outside: pick.outside,
      typed: null,
      ...spot,
    });
  }
  return out;
}

const STREET_COUNT: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [2, 3],
  [2, 4],
  [3, 5],
  [4, 6],
  [5, 8],
];

export function decideStreets(
  rank: number,
  layout: BaseLayout,
  districts: readonly DistrictRecord[],
  taken: Set<string>,
  rng: Rng,
): string[] {
  return streetNames(rng.int(...(STREET_COUNT[rank] ?? [2, 3])), taken, rng, {
    castle: layout.castle,
    bridges: layout.bridges > 0,
    harbour: layout.harbour,
    temple: districts.some((d) => d.type === 'temple') || rank >= 2,
    walls: layout.walls !== 'none',
    hamlet: rank === 0,
  });
}
