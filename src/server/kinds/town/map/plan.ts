// The seeded plan of a town: Voronoi wards, walls, gates, streets by A*, water, bridges, piers, and marker spots.
import { createNoise2D } from 'simplex-noise';
import type { TownData, TownSize } from '../../../../shared/kinds/town.js';
import { type ArtRng, createArtRng, hashString } from '../../../art/art-rng.js';
import {
  angleOf,
  centroid,
  dist,
  insetConvex,
  LineIndex,
  lerpP,
  type P,
  type Poly,
  pointInPoly,
  voronoi,
} from './geometry.js';
import { planWater, type WaterPlan } from './water.js';

export type DistrictType = TownData['layout']['districts'][number]['type'];
export type CellKind = 'ward' | 'plaza' | 'green' | 'castle' | 'suburb' | 'field' | 'wild' | 'water';

export interface Cell {
  poly: Poly;
  site: P;
  kind: CellKind;
  inner: boolean;
  /** Index into layout.districts, or -1 outside the town. */
  district: number;
  /** Distance of the site from the centre, in town radii. */
  reach: number;
}

export interface Bridge {
  a: P;
  b: P;
  width: number;
}

export interface Marker {
  number: number;
  at: P;
  district: string;
}

export interface TownPlan {
  width: number;
  height: number;
  /** The map's frame: x0, y0, x1, y1. */
  box: [number, number, number, number];
  center: P;
  radius: number;
  metersPerPx: number;
  cells: Cell[];
  neighbors: number[][];
  water: WaterPlan;
  wall: P[] | null;
  wallKind: 'none' | 'palisade' | 'stone';
  towers: P[];
  gates: P[];
  /** The castle's own wall and keep (when layout.castle). */
  castle: { wall: Poly; keep: Poly; towers: P[] } | null;
  /** Main streets inside (gate or bridge to the plaza), lanes between wards, roads out to the edge. */
  streets: P[][];
  lanes: P[][];
  roads: P[][];
  /** Distance to the nearest road out of town (capped at 160 px). */
  roadDist(p: P): number;
  bridges: Bridge[];
  piers: Poly[];
  markers: Marker[];
  plazaCell: number;
  /** Street half-widths, in px. */
  streetWidth: number;
  laneWidth: number;
  /** Target building footprint in px². */
  lot: number;
  rng: ArtRng;
}

/** Size decides the town's radius on the map, how many blocks it has and how dense people live. */
const SIZE_PLAN: Record<
  TownSize,
  { radius: number; cells: number; density: number; lot: number; street: number; lane: number }
> = {
  hamlet: { radius: 150, cells: 8, density: 25, lot: 520, street: 7, lane: 4 },
  village: { radius: 240, cells: 17, density: 45, lot: 420, street: 7, lane: 3.5 },
  town: { radius: 290, cells: 26, density: 110, lot: 300, street: 6, lane: 2.6 },
  'large town': { radius: 340, cells: 34, density: 130, lot: 260, street: 6, lane: 2.4 },
  'small city': { radius: 390, cells: 44, density: 150, lot: 230, street: 6, lane: 2.2 },
  city: { radius: 450, cells: 58, density: 170, lot: 200, street: 5.5, lane: 2 },
  metropolis: { radius: 500, cells: 76, density: 220, lot: 170, street: 5.5, lane: 2 },
};

/** The drawing's own units; the SVG declares a smaller pixel size (PRINT_WIDTH) so rasterising stays quick. */
export const MAP_WIDTH = 2140;
export const MAP_HEIGHT = 1560;
/** The width in px the SVG declares and the caller rasterises at: enough to print a page (over 1600). */
export const PRINT_WIDTH = 1800;
export const PRINT_HEIGHT = Math.round((MAP_HEIGHT * PRINT_WIDTH) / MAP_WIDTH);
const BOX: [number, number, number, number] = [44, 44, 1516, 1516];

const key = (p: P) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;

export function planTown(town: TownData, seed: number): TownPlan {
  const rng = createArtRng(seed, `town-map:${hashString(town.name)}`);
  const layout = town.layout;
  const sp = SIZE_PLAN[town.size];
  const radius = sp.radius;
  const mid: P = [(BOX[0] + BOX[2]) / 2, (BOX[1] + BOX[3]) / 2];
  // The water is planned round the middle first, then the town shifts away from it so it stays in frame.
  const water = planWater(rng.fork('water'), layout, mid, radius, BOX);
  const shift = water.kind === 'lake' ? radius * 0.45 : water.kind === 'coast' ? radius * 0.1 : 0;
  const center: P = [mid[0] - water.toward[0] * shift, mid[1] - water.toward[1] * shift];
  if (shift) {
    // Move the water with the frame's centre offset so the coast still meets the town.
    const moved = planWater(
      rng.fork('water'),
      layout,
      [mid[0] - water.toward[0] * shift, mid[1] - water.toward[1] * shift],
      radius,
      BOX,
    );
    Object.assign(water, moved);
  }

  // Seeds: a sunflower spiral for the town (even blocks) and a jittered grid for the countryside.
  const seeds: P[] = [];
  const inner = sp.cells;
  const srng = rng.fork('seeds');
  const golden = Math.PI * (3 - Math.sqrt(5));
  const rot = srng.range(0, Math.PI * 2);
  for (let i = 0; i < inner; i++) {
    const r = radius * Math.sqrt((i + 0.5) / inner) * 0.98;
    const a = rot + i * golden;
    seeds.push([
      center[0] + Math.cos(a) * r + srng.jitter(0, 6),
      center[1] + Math.sin(a) * r + srng.jitter(0, 6),
    ]);
  }
  // A ring of suburb-sized cells just outside, then the fields.
  const ringCount = Math.round(inner * 0.55) + 8;
  for (let i = 0; i < ringCount; i++) {
    const a = rot + (i / ringCount) * Math.PI * 2 + srng.jitter(0, 0.1);
    const r = radius * srng.range(1.12, 1.3);
    seeds.push([center[0] + Math.cos(a) * r, center[1] + Math.sin(a) * r]);
  }
  const step = 120;
  for (let y = BOX[1] - step / 2; y < BOX[3] + step; y += step) {
    for (let x = BOX[0] - step / 2; x < BOX[2] + step; x += step) {
      const p: P = [x + srng.jitter(0, step * 0.35), y + srng.jitter(0, step * 0.35)];
      if (dist(p, center) > radius * 1.45) seeds.push(p);
    }
  }
  const vor = voronoi(seeds, [BOX[0] - 10, BOX[1] - 10, BOX[2] + 10, BOX[3] + 10], 2, inner + ringCount);

  const cells: Cell[] = vor.cells.map((poly, i) => {
    const site = poly.length >= 3 ? centroid(poly) : vor.points[i]!;
    const wet = poly.length < 3 || water.isWater(site);
    return {
      poly,
      site,
      kind: wet ? 'water' : i < inner ? 'ward' : 'field',
      inner: !wet && i < inner,
      district: -1,
      reach: dist(site, center) / radius,
    };
  });
  // Islands: the outer ring is water anyway; a river: keep cells, buildings avoid the channel later.
  if (water.kind === 'river') {
    for (const c of cells) if (c.kind === 'water' && c.poly.length >= 3) c.kind = c.inner ? 'ward' : 'field';
    for (let i = 0; i < inner; i++) {
      const c = cells[i]!;
      if (c.poly.length >= 3) {
        c.inner = true;
        if (c.kind === 'water') c.kind = 'ward';
      }
    }
  }
  keepLargestTown(cells, vor.neighbors);

  // The plaza: the dry inner cell nearest the centre (a green in a village, a market square in a town).
  const innerIdx = cells.map((c, i) => (c.inner ? i : -1)).filter((i) => i >= 0);
  const byReach = [...innerIdx].sort((a, b) => cells[a]!.reach - cells[b]!.reach);
  const plazaCell = byReach.find((i) => !water.isWater(cells[i]!.site)) ?? byReach[0]!;
  const hasSquare = layout.marketSquare || town.size === 'village' || town.size === 'hamlet';
  if (hasSquare)
    cells[plazaCell]!.kind = town.size === 'village' || town.size === 'hamlet' ? 'green' : 'plaza';

  // Walls along the outline of the inner cells.
  const outline = townOutline(cells);
  const wallKind = layout.walls;
  const wall = wallKind === 'none' ? null : outline;

  // The castle: a rim cell away from the water (a citadel on the wall), or the centre's neighbour without walls.
  let castleCell = -1;
  if (layout.castle) {
    const rim = byReach.filter(
      (i) => i !== plazaCell && cells[i]!.reach > 0.45 && !nearWater(cells[i]!, water),
    );
    const pool = rim.length ? rim : byReach.filter((i) => i !== plazaCell);
    castleCell = pool.length
      ? rng.fork('castle').pick(pool.slice(-Math.max(1, Math.ceil(pool.length / 3))))
      : -1;
    if (castleCell >= 0) cells[castleCell]!.kind = 'castle';
  }

  assignDistricts(town, cells, vor.neighbors, plazaCell, castleCell, water, rng.fork('districts'));

  // Gates (or, unwalled, the points where the roads come in) spaced round the outline.
  const entryCount =
    wallKind !== 'none'
      ? layout.gates
      : town.size === 'hamlet'
        ? 4
        : town.size === 'village'
          ? rng.fork('entries').int(3, 4)
          : Math.max(3, layout.gates);
  const gates = pickGates(outline, entryCount, center, water, rng.fork('gates'));

  // Streets by A* over the cell edges: gate to plaza, bridges joined in, no crossing the river elsewhere.
  const graph = buildGraph(cells, water);
  const plazaVerts = cells[plazaCell]!.poly.map(key);
  const streets: P[][] = [];
  const bridges: Bridge[] = [];
  const piers: Poly[] = [];
  if (water.kind === 'river' && water.river) {
    for (const b of placeRiverBridges(water, center, radius, layout.bridges, rng.fork('bridges'))) {
      bridges.push(b);
      const ka = nearestVertex(graph, b.a, water.bank(b.a));
      const kb = nearestVertex(graph, b.b, water.bank(b.b));
      if (ka && kb) {
        graph.link(ka, kb, dist(b.a, b.b), true);
        streets.push([graph.pos.get(ka)!, b.a, b.b, graph.pos.get(kb)!]);
      }
    }
  }
  for (const g of gates) {
    const path = graph.route(key(g), plazaVerts);
    if (path) streets.push(path);
  }
  for (const b of bridges) {
    for (const end of [b.a, b.b]) {
      const k = nearestVertex(graph, end, water.bank(end));
      const path = k ? graph.route(k, plazaVerts) : null;
      if (path) streets.push(path);
    }
  }
  // Between wards: a street from each district's heart to the plaza.
  const hearts = new Map<number, number>();
  for (const i of innerIdx) {
    const d = cells[i]!.district;
    if (d >= 0 && !hearts.has(d) && i !== plazaCell) hearts.set(d, i);
  }
  for (const i of hearts.values()) {
    const path = graph.route(key(cells[i]!.poly[0]!), plazaVerts);
    if (path && path.length > 2) streets.push(path);
  }

  // Roads out from each gate to the edge of the map, bending a little, stopping at water.
  const roads = gates.map((g) => roadOut(g, center, water, rng.fork(`road${key(g)}`)));

  // Lanes: the remaining inner edges, drawn faintly, so blocks read as blocks.
  const lanes: P[][] = [];

  const islandBridges = water.kind === 'island' ? planIslets(water, center, radius, layout.bridges, rng) : [];
  bridges.push(...islandBridges);

  if (layout.harbour) piers.push(...planPiers(cells, water, center, radius, town.size, rng.fork('piers')));

  const castle = castleCell >= 0 ? planCastle(cells[castleCell]!.poly) : null;

  const roadIndex = new LineIndex(roads);
  // Suburbs outside the gates (and, for a metropolis, a ring of houses past the walls).
  for (const c of cells) {
    if (c.inner || c.kind === 'water') continue;
    const byRoad = roadIndex.dist(c.site) < 70;
    if (layout.suburbs && c.reach < 1.55 && (byRoad || (town.size === 'metropolis' && c.reach < 1.35)))
      c.kind = 'suburb';
    else if (c.reach > 2.3 + noiseAt(rng, c.site) * 0.6) c.kind = 'wild';
  }

  const area = Math.PI * radius * radius;
  const meters = town.population / (sp.density / 10000);
  const metersPerPx = Math.sqrt(meters / area);

  const plan: TownPlan = {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    box: BOX,
    center,
    radius,
    metersPerPx,
    cells,
    neighbors: vor.neighbors,
    water,
    wall,
    wallKind,
    towers: [],
    gates,
    castle,
    streets,
    lanes,
    roads,
    roadDist: (p) => roadIndex.dist(p),
    bridges,
    piers,
    markers: [],
    plazaCell,
    streetWidth: sp.street,
    laneWidth: sp.lane,
    lot: sp.lot,
    rng,
  };
  if (wall && wallKind === 'stone') plan.towers = wallTowers(wall, gates, water);
  plan.markers = placeMarkers(town, plan);
  return plan;
}

let noiseCache: { seed: number; fn: (x: number, y: number) => number } | null = null;
function noiseAt(rng: ArtRng, p: P): number {
  if (!noiseCache || noiseCache.seed !== rng.seed) {
    noiseCache = { seed: rng.seed, fn: createNoise2D(createArtRng(rng.seed, 'outskirts').next) };
  }
  return noiseCache.fn(p[0] / 300, p[1] / 300);
}

function nearWater(c: Cell, water: WaterPlan): boolean {
  return water.kind !== 'none' && c.poly.some((p) => water.isWater(p));
}

/** Keeps the connected group of inner cells round the centre; stragglers cut off by water join the countryside. */
function keepLargestTown(cells: Cell[], neighbors: number[][]) {
  const seen = new Set<number>();
  let best: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (!cells[i]!.inner || seen.has(i)) continue;
    const group: number[] = [];
    const stack = [i];
    seen.add(i);
    while (stack.length) {
      const j = stack.pop()!;
      group.push(j);
      for (const n of neighbors[j]!) {
        if (cells[n]!.inner && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    if (group.length > best.length) best = group;
  }
  const keep = new Set(best);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i]!.inner && !keep.has(i)) {
      cells[i]!.inner = false;
      cells[i]!.kind = 'field';
    }
  }
}

/** The outline of the inner cells: their edges used once, chained into the longest loop. */
function townOutline(cells: Cell[]): P[] {
  const count = new Map<string, { a: P; b: P; n: number }>();
  for (const c of cells) {
    if (!c.inner) continue;
    const poly = c.poly;
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const ka = key(a);
      const kb = key(b);
      const k = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
      const e = count.get(k);
      if (e) e.n += 1;
      else count.set(k, { a, b, n: 1 });
    }
  }
  const next = new Map<string, P[]>();
  for (const e of count.values()) {
    if (e.n !== 1) continue;
    for (const [x, y] of [
      [e.a, e.b],
      [e.b, e.a],
    ] as const) {
      const list = next.get(key(x)) ?? [];
      list.push(y);
      next.set(key(x), list);
    }
  }
  const used = new Set<string>();
  let best: P[] = [];
  for (const [startKey, outs] of next) {
    if (used.has(startKey) || !outs.length) continue;
    const loop: P[] = [];
    let cur = startKey;
    let prev = '';
    let guard = 0;
    while (guard++ < 5000) {
      used.add(cur);
      const list = next.get(cur)!;
      const from =
        list.find((p) => key(p) !== prev && !used.has(key(p))) ?? list.find((p) => key(p) === startKey);
      const here = count.size ? parseKey(cur) : [0, 0];
      loop.push(here as P);
      if (!from || key(from) === startKey) break;
      prev = cur;
      cur = key(from);
    }
    if (loop.length > best.length) best = loop;
  }
  return best;
}

const parseKey = (k: string): P => {
  const [x, y] = k.split(',').map(Number);
  return [x! / 10, y! / 10];
};

function assignDistricts(
  town: TownData,
  cells: Cell[],
  neighbors: number[][],
  plazaCell: number,
  castleCell: number,
  water: WaterPlan,
  rng: ArtRng,
) {
  const districts = town.layout.districts;
  const innerIdx = cells.map((c, i) => (c.inner ? i : -1)).filter((i) => i >= 0);
  const taken = new Set<number>();
  const seedsOf: number[] = [];
  const pickFar = (pool: number[]) => {
    // The candidate farthest from the seeds so far spreads districts round the town.
    let best = pool[0]!;
    let bestD = -1;
    for (const i of pool) {
      const d = seedsOf.length
        ? Math.min(...seedsOf.map((s) => dist(cells[s]!.site, cells[i]!.site)))
        : rng.next();
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  };
  districts.forEach((d, di) => {
    const free = innerIdx.filter((i) => !taken.has(i));
    if (!free.length) {
      seedsOf.push(-1);
      return;
    }
    let pick: number;
    if (d.type === 'castle' && castleCell >= 0 && !taken.has(castleCell)) pick = castleCell;
    else if (d.type === 'market' && !taken.has(plazaCell)) pick = plazaCell;
    else if (d.type === 'docks' && water.kind !== 'none') {
      const wet = free.filter((i) => nearWater(cells[i]!, water));
      pick = wet.length ? pickFar(wet) : pickFar(free);
    } else if (d.type === 'slums' || d.type === 'farmland' || d.type === 'barracks') {
      const rim = free.filter((i) => cells[i]!.reach > 0.6);
      pick = pickFar(rim.length ? rim : free);
    } else if (d.type === 'temple' && !taken.has(plazaCell) && di === 0) pick = plazaCell;
    else
      pick = pickFar(free.filter((i) => i !== plazaCell).length ? free.filter((i) => i !== plazaCell) : free);
    taken.add(pick);
    seedsOf.push(pick);
    cells[pick]!.district = di;
  });
  // The plaza belongs to the market district if there is one, else to whoever grows into it.
  // Multi-source flood fill over neighbours so every district is one connected patch.
  const queue = seedsOf.filter((s) => s >= 0);
  while (queue.length) {
    const i = queue.shift()!;
    for (const n of rng.chance(0.5) ? neighbors[i]! : [...neighbors[i]!].reverse()) {
      const c = cells[n]!;
      if (c.inner && c.district < 0) {
        c.district = cells[i]!.district;
        queue.push(n);
      }
    }
  }
  for (const i of innerIdx) if (cells[i]!.district < 0) cells[i]!.district = 0;
}

function pickGates(outline: P[], count: number, center: P, water: WaterPlan, rng: ArtRng): P[] {
  if (count <= 0 || outline.length < 3) return [];
  // A gate needs dry land outside it: the point a little beyond it must not be water.
  const dry = outline.filter((p) => {
    const a = angleOf(center, p);
    const out: P = [p[0] + Math.cos(a) * 60, p[1] + Math.sin(a) * 60];
    const out2: P = [p[0] + Math.cos(a) * 160, p[1] + Math.sin(a) * 160];
    return !water.isWater(p) && !water.isWater(out) && !water.isWater(out2);
  });
  const pool = dry.length >= count ? dry : outline;
  const start = rng.range(0, Math.PI * 2);
  const gates: P[] = [];
  for (let i = 0; i < count; i++) {
    const target = start + (i / count) * Math.PI * 2;
    let best: P | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (const p of pool) {
      if (gates.includes(p)) continue;
      let d = Math.abs(angleOf(center, p) - target) % (Math.PI * 2);
      if (d > Math.PI) d = Math.PI * 2 - d;
      // Gates close together look wrong; penalise neighbours of an existing gate.
      const crowd = gates.some((g) => dist(g, p) < 90) ? 10 : 0;
      if (d + crowd < bestD) {
        bestD = d + crowd;
        best = p;
      }
    }
    if (best) gates.push(best);
  }
  return gates;
}

interface Graph {
  pos: Map<string, P>;
  link(a: string, b: string, cost: number, bridge?: boolean): void;
  route(from: string, targets: string[]): P[] | null;
  keys(): string[];
}

/** The street graph: corners of the inner cells (and the first ring), edges along cell borders. */
function buildGraph(cells: Cell[], water: WaterPlan): Graph {
  const pos = new Map<string, P>();
  const adj = new Map<string, Map<string, number>>();
  const link = (a: string, b: string, cost: number) => {
    if (!adj.has(a)) adj.set(a, new Map());
    if (!adj.has(b)) adj.set(b, new Map());
    adj.get(a)!.set(b, cost);
    adj.get(b)!.set(a, cost);
  };
  for (const c of cells) {
    if (!c.inner) continue;
    for (let i = 0; i < c.poly.length; i++) {
      const a = c.poly[i]!;
      const b = c.poly[(i + 1) % c.poly.length]!;
      const ka = key(a);
      const kb = key(b);
      pos.set(ka, a);
      pos.set(kb, b);
      const mid = lerpP(a, b, 0.5);
      // Streets stay dry: no edge through water, none across the river except by a bridge.
      if (water.isWater(mid) || water.isWater(a) || water.isWater(b)) continue;
      if (water.kind === 'river' && water.bank(a) !== water.bank(b)) continue;
      link(ka, kb, dist(a, b));
    }
  }
  const route = (from: string, targets: string[]): P[] | null => {
    const goal = new Set(targets);
    if (!adj.has(from)) return null;
    const g = new Map<string, number>([[from, 0]]);
    const prev = new Map<string, string>();
    const open = new Set([from]);
    const tp = targets.map((t) => pos.get(t)).filter((p): p is P => !!p);
    const h = (k: string) => Math.min(...tp.map((t) => dist(pos.get(k)!, t)));
    const f = new Map<string, number>([[from, h(from)]]);
    while (open.size) {
      let cur = '';
      let best = Number.POSITIVE_INFINITY;
      for (const k of open) {
        const v = f.get(k)!;
        if (v < best) {
          best = v;
          cur = k;
        }
      }
      if (goal.has(cur)) {
        const path: P[] = [pos.get(cur)!];
        let k = cur;
        while (prev.has(k)) {
          k = prev.get(k)!;
          path.push(pos.get(k)!);
        }
        return path.reverse();
      }
      open.delete(cur);
      for (const [n, cost] of adj.get(cur) ?? []) {
        const t = g.get(cur)! + cost;
        if (t < (g.get(n) ?? Number.POSITIVE_INFINITY)) {
          g.set(n, t);
          prev.set(n, cur);
          f.set(n, t + h(n));
          open.add(n);
        }
      }
    }
    return null;
  };
  return { pos, link: (a, b, cost) => link(a, b, cost), route, keys: () => [...adj.keys()] };
}

function nearestVertex(graph: Graph, p: P, _bank: number): string | null {
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of graph.keys()) {
    const q = graph.pos.get(k)!;
    const d = dist(p, q);
    if (d < bestD && d < 140) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/** Exactly `count` bridges along the river, spread over the stretch that runs through the town. */
function placeRiverBridges(
  water: WaterPlan,
  center: P,
  radius: number,
  count: number,
  rng: ArtRng,
): Bridge[] {
  const river = water.river!;
  if (count <= 0) return [];
  const inTown = river.map((p, i) => ({ p, i })).filter(({ p }) => dist(p, center) < radius * 0.85);
  const stretch = inTown.length >= 2 ? inTown : river.map((p, i) => ({ p, i }));
  const out: Bridge[] = [];
  for (let b = 0; b < count; b++) {
    const t = (b + 0.5) / count + rng.jitter(0, 0.15 / count);
    const at = stretch[Math.max(0, Math.min(stretch.length - 1, Math.floor(t * stretch.length)))]!;
    const i = Math.max(1, Math.min(river.length - 2, at.i));
    const dir = angleOf(river[i - 1]!, river[i + 1]!);
    const nx = -Math.sin(dir);
    const ny = Math.cos(dir);
    const half = water.riverWidth / 2 + 7;
    const p = river[i]!;
    out.push({ a: [p[0] - nx * half, p[1] - ny * half], b: [p[0] + nx * half, p[1] + ny * half], width: 9 });
  }
  return out;
}

/** Islets off the town's island, one bridge each (more bridges double up on the nearer islets). */
function planIslets(water: WaterPlan, center: P, radius: number, count: number, rng: ArtRng): Bridge[] {
  if (count <= 0) return [];
  const main = water.islands[0]!;
  const islets = Math.min(count, 5);
  const start = rng.range(0, Math.PI * 2);
  const bridges: Bridge[] = [];
  const shores: { from: P; to: P; dir: number }[] = [];
  for (let i = 0; i < islets; i++) {
    const a = start + (i / islets) * Math.PI * 2 + rng.jitter(0, 0.3);
    const dir: P = [Math.cos(a), Math.sin(a)];
    // The main island's shore along this direction.
    let r = radius * 0.6;
    while (pointInPoly([center[0] + dir[0] * r, center[1] + dir[1] * r], main) && r < radius * 3) r += 4;
    const gap = rng.range(40, 70);
    const ir = radius * rng.range(0.22, 0.32);
    const ic: P = [center[0] + dir[0] * (r + gap + ir), center[1] + dir[1] * (r + gap + ir)];
    const islet: Poly = [];
    for (let k = 0; k < 28; k++) {
      const t = (k / 28) * Math.PI * 2;
      const rr = ir * (1 + 0.18 * Math.sin(t * 3 + i) + rng.jitter(0, 0.05));
      islet.push([ic[0] + Math.cos(t) * rr, ic[1] + Math.sin(t) * rr]);
    }
    water.islands.push(islet);
    shores.push({
      from: [center[0] + dir[0] * (r - 6), center[1] + dir[1] * (r - 6)],
      to: [ic[0] - dir[0] * (ir * 0.85), ic[1] - dir[1] * (ir * 0.85)],
      dir: a,
    });
  }
  for (let b = 0; b < count; b++) {
    const s = shores[b % shores.length]!;
    const lane = Math.floor(b / shores.length);
    const off = (lane % 2 ? -1 : 1) * Math.ceil(lane / 2) * 26;
    const nx = -Math.sin(s.dir) * off;
    const ny = Math.cos(s.dir) * off;
    bridges.push({ a: [s.from[0] + nx, s.from[1] + ny], b: [s.to[0] + nx, s.to[1] + ny], width: 9 });
  }
  return bridges;
}

/** Piers out from the town's shore into the water: several along the docks, at right angles to the shore. */
function planPiers(
  _cells: Cell[],
  water: WaterPlan,
  center: P,
  radius: number,
  size: TownSize,
  rng: ArtRng,
): Poly[] {
  if (water.kind === 'none') return [];
  const want = { hamlet: 1, village: 2, town: 3, 'large town': 4, 'small city': 5, city: 6, metropolis: 8 }[
    size
  ];
  // Shore points: sample rays from the centre, find where land turns to water near the town's edge.
  const found: { p: P; a: number }[] = [];
  for (let k = 0; k < 120; k++) {
    const a = (k / 120) * Math.PI * 2;
    const dir: P = [Math.cos(a), Math.sin(a)];
    for (let r = radius * 0.3; r < radius * 1.6; r += 4) {
      const p: P = [center[0] + dir[0] * r, center[1] + dir[1] * r];
      if (water.isWater(p)) {
        if (r > radius * 0.35) found.push({ p, a });
        break;
      }
    }
  }
  if (!found.length) return [];
  // Keep the shore points closest to the town, spread apart.
  found.sort((x, y) => dist(x.p, center) - dist(y.p, center));
  const chosen: { p: P; a: number }[] = [];
  for (const f of found) {
    if (chosen.length >= want) break;
    if (chosen.every((c) => dist(c.p, f.p) > 48)) chosen.push(f);
  }
  const len = water.kind === 'river' ? water.riverWidth * 0.35 : 46;
  return chosen.map(({ p, a }) => {
    // The local shore normal: the direction from the land sample into the water.
    const l = len * rng.range(0.8, 1.3);
    const w = rng.range(7, 10);
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const nx = -dy * (w / 2);
    const ny = dx * (w / 2);
    const s: P = [p[0] - dx * 6, p[1] - dy * 6];
    const e: P = [p[0] + dx * l, p[1] + dy * l];
    return [
      [s[0] + nx, s[1] + ny],
      [e[0] + nx, e[1] + ny],
      [e[0] - nx, e[1] - ny],
      [s[0] - nx, s[1] - ny],
    ] as Poly;
  });
}

function roadOut(gate: P, center: P, water: WaterPlan, rng: ArtRng): P[] {
  let a = angleOf(center, gate);
  const pts: P[] = [gate];
  let p = gate;
  for (let i = 0; i < 80; i++) {
    a += rng.jitter(0, 0.12);
    const q: P = [p[0] + Math.cos(a) * 28, p[1] + Math.sin(a) * 28];
    if (water.isWater(q) && water.kind !== 'river') break;
    pts.push(q);
    p = q;
    if (q[0] < BOX[0] - 20 || q[0] > BOX[2] + 20 || q[1] < BOX[1] - 20 || q[1] > BOX[3] + 20) break;
  }
  return pts;
}

function wallTowers(wall: P[], gates: P[], water: WaterPlan): P[] {
  const towers: P[] = [];
  for (let i = 0; i < wall.length; i++) {
    const p = wall[i]!;
    if (gates.includes(p) || water.isWater(p)) continue;
    const a = wall[(i + wall.length - 1) % wall.length]!;
    const b = wall[(i + 1) % wall.length]!;
    // Towers stand where the wall turns, and along long straight runs.
    const turn = Math.abs(((angleOf(a, p) - angleOf(p, b) + Math.PI * 3) % (Math.PI * 2)) - Math.PI);
    if (turn < Math.PI - 0.12 || dist(a, p) > 70 || towers.length % 2 === 0) towers.push(p);
  }
  return towers;
}

function planCastle(poly: Poly): { wall: Poly; keep: Poly; towers: P[] } {
  const wall = insetConvex(poly, 6) ?? poly;
  const c = centroid(wall);
  const r = Math.sqrt(Math.abs(polyArea(wall))) * 0.2;
  const a = angleOf(c, wall[0]!);
  const keep: Poly = [0, 1, 2, 3].map((k) => {
    const t = a + Math.PI / 4 + (k * Math.PI) / 2;
    return [c[0] + Math.cos(t) * r, c[1] + Math.sin(t) * r] as P;
  });
  return { wall, keep, towers: wall };
}

function polyArea(poly: Poly): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** One marker per establishment, inside a cell of its district, spread apart so numbers never overlap. */
function placeMarkers(town: TownData, plan: TownPlan): Marker[] {
  const names = town.layout.districts.map((d) => d.name);
  const markers: Marker[] = [];
  town.establishments.forEach((e, i) => {
    let di = names.indexOf(e.district);
    if (di < 0) di = 0;
    const candidates: P[] = [];
    for (const c of plan.cells) {
      if (!c.inner || c.district !== di) continue;
      const core = insetConvex(c.poly, 12) ?? c.poly;
      candidates.push(centroid(core));
      for (const v of core) candidates.push(lerpP(centroid(core), v, 0.55));
    }
    const dry = candidates.filter((p) => !plan.water.isWater(p) && plan.water.riverDist(p) > 24);
    const pool = dry.length ? dry : candidates;
    let best = pool[0] ?? plan.center;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const p of pool) {
      const near = markers.length ? Math.min(...markers.map((m) => dist(m.at, p))) : 200;
      // Far from other markers matters most; then nearer the district's heart.
      const score = Math.min(near, 120) - dist(p, plan.center) * 0.02;
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    markers.push({ number: i + 1, at: best, district: names[di] ?? e.district });
  });
  return markers;
}

export function isOnRiver(plan: TownPlan, p: P, margin: number): boolean {
  return !!plan.water.river && plan.water.riverDist(p) < plan.water.riverWidth / 2 + margin;
}

export function inWall(plan: TownPlan, p: P): boolean {
  return !!plan.wall && pointInPoly(p, plan.wall);
}
