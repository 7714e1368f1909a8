// The seeded plan of a town: its form, water, Voronoi wards, walls, gates, streets by A*, bridges, piers, the
// country's big features, landmarks and marker spots.
import { createNoise2D } from 'simplex-noise';
import type { TownData, TownSize } from '../../../../shared/kinds/town.js';
import { type ArtRng, createArtRng, hashString } from '../../../art/art-rng.js';
import { measure } from '../../../art/lettering.js';
import { type Footprint, planFootprint } from './footprint.js';
import {
  add,
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
import { type LandmarkSpot, planLandmarks } from './landmarks.js';
import { type MapReading, readTown, type StreetEnd, type StreetStart } from './reading.js';
import { planTerrain, type TerrainPlan } from './terrain.js';
import { type Bridge, planWater, riverFrom, townCenterFor, type WaterPlan, waterToward } from './water.js';

export type { Bridge } from './water.js';
export type DistrictType = TownData['layout']['districts'][number]['type'];
export type CellKind = 'ward' | 'plaza' | 'green' | 'castle' | 'suburb' | 'field' | 'wild' | 'water';

export interface Cell {
  poly: Poly;
  site: P;
  kind: CellKind;
  inner: boolean;
  /** Index into layout.districts, or -1 outside the town. */
  district: number;
  /** Distance of the site from the centre, in outline radii (1 on the town's edge). */
  reach: number;
}

export interface Marker {
  number: number;
  at: P;
  district: string;
}

/** A main street: its path from a gate, bridge or district to the plaza, and where it starts. */
export interface Street {
  path: P[];
  from: 'gate' | 'bridge' | 'district' | 'named';
}

/**
 * A street the layout names, routed where the description says it runs ('from the harbour to the inn door'):
 * inside the town, from the kind of place it starts at to the place it leads to, sharing as little of its way
 * with another named street as the blocks allow.
 */
export interface NamedStreet {
  name: string;
  path: P[];
  from: StreetStart;
  to: StreetEnd;
}

export interface TownPlan {
  width: number;
  height: number;
  /** The map's frame: x0, y0, x1, y1. */
  box: [number, number, number, number];
  center: P;
  radius: number;
  footprint: Footprint;
  metersPerPx: number;
  cells: Cell[];
  neighbors: number[][];
  water: WaterPlan;
  terrain: TerrainPlan;
  wall: P[] | null;
  /** The town's outline (the wall's line, walled or not). */
  outline: P[];
  wallKind: 'none' | 'palisade' | 'stone';
  towers: P[];
  gates: P[];
  /** The castle's own wall and keep (when layout.castle). */
  castle: { wall: Poly; keep: Poly; towers: P[] } | null;
  /** Main streets inside (gate or bridge to the plaza), lanes between wards, roads out to the edge. */
  streets: P[][];
  mainStreets: Street[];
  /** The layout's named streets, in its order, each along its own way through the town. */
  namedStreets: NamedStreet[];
  /** What the town's words say about the ground (read once; see reading.ts). */
  reading: MapReading;
  lanes: P[][];
  roads: P[][];
  /** Distance to the nearest road out of town (capped at 160 px). */
  roadDist(p: P): number;
  bridges: Bridge[];
  piers: Poly[];
  markers: Marker[];
  landmarks: LandmarkSpot[];
  plazaCell: number;
  /** Street half-widths, in px. */
  streetWidth: number;
  laneWidth: number;
  /** Target building footprint in px². */
  lot: number;
  /** The town's size: a hamlet or a village is drawn as cottages in their plots, not as a town's packed blocks. */
  size: TownSize;
  rng: ArtRng;
}

/** Size decides the town's radius on the map, how many blocks it has and how dense people live. */
const SIZE_PLAN: Record<
  TownSize,
  { radius: number; cells: number; density: number; lot: number; street: number; lane: number }
> = {
  hamlet: { radius: 150, cells: 8, density: 25, lot: 520, street: 8, lane: 4 },
  village: { radius: 240, cells: 17, density: 45, lot: 420, street: 8, lane: 3.5 },
  town: { radius: 290, cells: 26, density: 110, lot: 300, street: 7.5, lane: 2.6 },
  'large town': { radius: 340, cells: 34, density: 130, lot: 260, street: 7.5, lane: 2.4 },
  'small city': { radius: 390, cells: 44, density: 150, lot: 230, street: 7.5, lane: 2.2 },
  city: { radius: 450, cells: 58, density: 170, lot: 200, street: 7, lane: 2 },
  metropolis: { radius: 500, cells: 76, density: 220, lot: 170, street: 7, lane: 2 },
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
  const reading = readTown(town);
  const sp = SIZE_PLAN[town.size];
  // A large town on an island is drawn a little smaller, so the sea round it and a mainland shore fit in frame.
  const radius = layout.water === 'island' && sp.radius >= 340 ? Math.round(sp.radius * 0.86) : sp.radius;
  const mid: P = [(BOX[0] + BOX[2]) / 2, (BOX[1] + BOX[3]) / 2];
  // The water's side first: the town's centre moves away from it so the shore's shape has room in the frame.
  const wrng = rng.fork('water');
  const toward = waterToward(layout, wrng);
  const center = townCenterFor(layout, mid, radius, toward);
  const riverCourse = layout.water === 'river' || layout.river ? (layout.river?.course ?? 'straight') : null;
  const F = riverCourse ? riverFrom(layout, wrng, toward) : null;
  const open = layout.water === 'coast' || layout.water === 'lake';
  const axisHint =
    F && (riverCourse === 'straight' || riverCourse === 'meander')
      ? Math.atan2(F[1], F[0])
      : open
        ? Math.atan2(toward[0], -toward[1])
        : null;
  const footprint = planFootprint(rng.fork('form'), town.size, center, radius, sp.cells, {
    wrap: riverCourse === 'bend' || riverCourse === 'loop',
    compact: layout.water === 'island' && radius >= 290,
    axisHint,
  });
  const water = planWater(wrng, layout, { center, radius, R: footprint.R }, toward, BOX);
  const reachOf = (p: P) => dist(p, center) / footprint.R(angleOf(center, p));

  // Seeds: the form's blocks, a ring of suburb-sized cells just outside, then a jittered grid for the fields.
  const seeds: P[] = [...footprint.seeds];
  const inner = seeds.length;
  const srng = rng.fork('seeds');
  const ringCount = Math.round(inner * 0.55) + 8;
  const rot = srng.range(0, Math.PI * 2);
  for (let i = 0; i < ringCount; i++) {
    const a = rot + (i / ringCount) * Math.PI * 2 + srng.jitter(0, 0.1);
    seeds.push(add(center, [Math.cos(a), Math.sin(a)], footprint.R(a) * srng.range(1.14, 1.32)));
  }
  const step = 120;
  for (let y = BOX[1] - step / 2; y < BOX[3] + step; y += step) {
    for (let x = BOX[0] - step / 2; x < BOX[2] + step; x += step) {
      const p: P = [x + srng.jitter(0, step * 0.35), y + srng.jitter(0, step * 0.35)];
      if (reachOf(p) > 1.48) seeds.push(p);
    }
  }
  const vor = voronoi(
    seeds,
    [BOX[0] - 10, BOX[1] - 10, BOX[2] + 10, BOX[3] + 10],
    footprint.relax,
    inner + ringCount,
  );

  const wrapped = riverCourse === 'bend' || riverCourse === 'loop';
  const cells: Cell[] = vor.cells.map((poly, i) => {
    const site = poly.length >= 3 ? centroid(poly) : vor.points[i]!;
    const sea = poly.length < 3 || water.isSea(site);
    // A bend or loop is the town's edge: blocks beyond the river are country.
    const beyond = wrapped && i < inner && water.riverDist(site) < 60 && reachOf(site) > 0.85;
    return {
      poly,
      site,
      kind: sea ? 'water' : i < inner && !beyond ? 'ward' : 'field',
      inner: !sea && i < inner && !beyond,
      district: -1,
      reach: reachOf(site),
    };
  });
  keepLargestTown(cells, vor.neighbors, water);

  // The plaza: the dry inner cell nearest a point near the centre (a green in a village, a square in a town).
  const innerIdx = cells.map((c, i) => (c.inner ? i : -1)).filter((i) => i >= 0);
  const prng = rng.fork('plaza');
  const heart: P =
    footprint.form === 'linear' ? center : add(center, [prng.jitter(0, 1), prng.jitter(0, 1)], radius * 0.14);
  const byHeart = [...innerIdx].sort((a, b) => dist(cells[a]!.site, heart) - dist(cells[b]!.site, heart));
  const plazaCell =
    byHeart.find((i) => !water.isWater(cells[i]!.site) && water.riverDist(cells[i]!.site) > 10) ??
    byHeart[0]!;
  const hasSquare = layout.marketSquare || town.size === 'village' || town.size === 'hamlet';
  if (hasSquare)
    cells[plazaCell]!.kind = town.size === 'village' || town.size === 'hamlet' ? 'green' : 'plaza';

  // Walls along the outline of the inner cells.
  const outline = townOutline(cells);
  const wallKind = layout.walls;
  const wall = wallKind === 'none' ? null : outline;

  // The castle: a rim cell away from the water (a citadel on the wall), or the centre's neighbour without walls.
  let castleCell = -1;
  const byReach = [...innerIdx].sort((a, b) => cells[a]!.reach - cells[b]!.reach);
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

  // The street graph, and the river's bridges joined into it.
  const graph = buildGraph(cells, water);
  const bridges = placeRiverBridges(water, center, footprint, layout.bridges, rng.fork('bridges'));
  const exits: { bridge: Bridge; near: P; far: P }[] = [];
  const linked: { bridge: Bridge; ends: string[] }[] = [];
  for (const b of bridges) {
    const ka = nearestVertex(graph, b.a, water);
    const kb = nearestVertex(graph, b.b, water);
    if (ka && kb) {
      graph.link(ka, kb, dist(b.a, b.b));
      linked.push({ bridge: b, ends: [ka, kb] });
    } else if (ka || kb) {
      // A bridge out of town (over a bend or loop): one end in the streets, the road beyond.
      exits.push({ bridge: b, near: ka ? b.a : b.b, far: ka ? b.b : b.a });
    }
  }
  bridges.push(...water.isletBridges);

  // Gates (or, unwalled, the points where the roads come in): first where bridges lead out, then spaced round.
  const entryCount =
    wallKind !== 'none'
      ? layout.gates
      : town.size === 'hamlet'
        ? 4
        : town.size === 'village'
          ? rng.fork('entries').int(3, 4)
          : Math.max(3, layout.gates);
  const crossroads = layout.landscape.includes('crossroads');
  const wantEntries = wallKind === 'none' && crossroads ? Math.max(4, entryCount) : entryCount;
  const gates: P[] = [];
  const exitGates = new Map<P, { near: P; far: P }>();
  for (const e of exits) {
    if (gates.length >= wantEntries) break;
    const g = nearestOf(outline, e.near);
    if (g && !gates.includes(g)) {
      gates.push(g);
      exitGates.set(g, e);
    }
  }
  const terrain = planTerrain(town, {
    center,
    radius,
    R: footprint.R,
    box: BOX,
    water,
    F,
    rng: rng.fork('terrain'),
  });
  gates.push(
    ...pickGates(
      outline,
      wantEntries - gates.length,
      center,
      water,
      terrain,
      footprint,
      gates,
      rng.fork('gates'),
    ),
  );

  // Streets by A* over the cell edges: gate to plaza, bridges joined in, no crossing water elsewhere.
  const plazaVerts = cells[plazaCell]!.poly.map(key).filter((k) => graph.has(k));
  const mainStreets: Street[] = [];
  const route = (from: string, kind: Street['from']) => {
    const path = graph.route(from, plazaVerts);
    if (path && path.length >= 2) mainStreets.push({ path, from: kind });
    return path;
  };
  for (const g of gates) route(key(g), 'gate');
  for (const { bridge, ends } of linked) {
    // The bridge itself is part of the street: route from its far end, across, to the plaza.
    for (const k of ends) {
      const path = graph.route(k, plazaVerts);
      if (path && path.length >= 1)
        mainStreets.push({ path: path.length === 1 ? [bridge.a, bridge.b] : path, from: 'bridge' });
    }
  }
  for (const e of exits) {
    const k = nearestVertex(graph, e.near, water);
    if (k) {
      const path = graph.route(k, plazaVerts);
      if (path) mainStreets.push({ path: [e.far, e.near, ...path], from: 'bridge' });
    }
  }
  // Between wards: a street from each district's heart to the plaza.
  const hearts = new Map<number, number>();
  for (const i of innerIdx) {
    const d = cells[i]!.district;
    if (d >= 0 && !hearts.has(d) && i !== plazaCell) hearts.set(d, i);
  }
  for (const i of hearts.values()) {
    const k = cells[i]!.poly.map(key).find((v) => graph.has(v));
    if (k) {
      const path = graph.route(k, plazaVerts);
      if (path && path.length > 2) mainStreets.push({ path, from: 'district' });
    }
  }
  const streets = mainStreets.map((s) => s.path);

  // Roads out from each gate to the edge of the map, steering round water and the country's obstacles.
  const roads: P[][] = gates.map((g) => {
    const exit = exitGates.get(g);
    if (exit) {
      const out = roadOut(
        exit.far,
        angleOf(exit.near, exit.far),
        center,
        footprint,
        water,
        terrain,
        rng.fork(`road${key(g)}`),
      );
      return [g, exit.near, ...out];
    }
    return roadOut(g, angleOf(center, g), center, footprint, water, terrain, rng.fork(`road${key(g)}`));
  });

  const piers = layout.harbour ? planPiers(water, center, footprint, town.size, rng.fork('piers')) : [];
  const castle = castleCell >= 0 ? planCastle(cells[castleCell]!.poly) : null;

  const roadIndex = new LineIndex(roads);
  // Suburbs outside the gates (and, for a metropolis, a ring of houses past the walls).
  const nrng = createNoise2D(createArtRng(rng.seed, 'outskirts').next);
  // Open farmland runs far in plains country; elsewhere the wild begins a little past the fields.
  const wildAt = layout.landscape.includes('plains') ? 3.6 : 2.1;
  for (const c of cells) {
    if (c.inner || c.kind === 'water') continue;
    const byRoad = roadIndex.dist(c.site) < 70;
    if (
      layout.suburbs &&
      c.reach < 1.55 &&
      !terrain.blocked(c.site) &&
      (byRoad || (town.size === 'metropolis' && c.reach < 1.35))
    )
      c.kind = 'suburb';
    else if (c.reach > wildAt + nrng(c.site[0] / 300, c.site[1] / 300) * 0.6) c.kind = 'wild';
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
    footprint,
    metersPerPx,
    cells,
    neighbors: vor.neighbors,
    water,
    terrain,
    wall,
    outline,
    wallKind,
    towers: [],
    gates,
    castle,
    streets,
    mainStreets,
    namedStreets: [],
    reading,
    lanes: [],
    roads,
    roadDist: (p) => roadIndex.dist(p),
    bridges,
    piers,
    markers: [],
    landmarks: [],
    plazaCell,
    streetWidth: sp.street,
    laneWidth: sp.lane,
    lot: sp.lot,
    size: town.size,
    rng,
  };
  if (wall && wallKind === 'stone') plan.towers = wallTowers(wall, gates, water);
  plan.landmarks = planLandmarks(town, plan, rng.fork('landmarks'));
  plan.markers = placeMarkers(town, plan);
  plan.namedStreets = planNamedStreets(town, plan, graph, {
    plazaVerts,
    bridgeEnds: [
      ...linked.map(({ ends }) => ends),
      ...exits.map((e) => [nearestVertex(graph, e.near, water)].filter((k): k is string => !!k)),
    ],
    castleCell,
  });
  for (const n of plan.namedStreets) {
    plan.mainStreets.push({ path: n.path, from: 'named' });
    plan.streets.push(n.path);
  }
  return plan;
}

/** The smallest label a street name takes (the labels' own minimum, in map units). */
const STREET_LABEL = 25;

/**
 * Routes each named street from the place its sentence starts it at to the place it leads to, over the blocks'
 * edges (so always inside the town), long enough to carry its name, and penalising the way an earlier named
 * street already took, so one road never carries two names.
 */
function planNamedStreets(
  town: TownData,
  plan: TownPlan,
  graph: Graph,
  ctx: { plazaVerts: string[]; bridgeEnds: string[][]; castleCell: number },
): NamedStreet[] {
  const names = town.layout.streets;
  if (!names.length || !ctx.plazaVerts.length) return [];
  const { water } = plan;
  const keys = graph.keys();
  const nearestKey = (p: P, pool: readonly string[] = keys): string | null => {
    let best: string | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (const k of pool) {
      const d = dist(graph.pos.get(k)!, p);
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
    return best;
  };
  const plaza = plan.cells[plan.plazaCell]!;
  const plazaC = centroid(plaza.poly);
  const outlineKeys = plan.outline.map(key).filter((k) => graph.has(k));
  const edgeOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const used = new Set<string>();
  const starts: P[] = [];
  const out: NamedStreet[] = [];
  // Where a sentence's end stands: an establishment's door, the castle's gate, or the square.
  const establishment = (re: RegExp): string[] => {
    const i = town.establishments.findIndex((e) => re.test(e.type) || re.test(e.name));
    const m = i >= 0 ? plan.markers.find((mk) => mk.number === i + 1) : undefined;
    const k = m ? nearestKey(m.at) : null;
    return k ? [k] : [];
  };
  const endKeys = (to: StreetEnd): string[] => {
    if (to === 'castle' && ctx.castleCell >= 0) {
      const own = plan.cells[ctx.castleCell]!.poly.map(key).filter((k) => graph.has(k));
      const k = own.length ? nearestKey(plazaC, own) : null;
      if (k) return [k];
    }
    if (to === 'inn') {
      const k = establishment(/\binn\b/i);
      if (k.length) return k;
    }
    if (to === 'tavern') {
      const k = establishment(/\b(tavern|alehouse)\b/i);
      if (k.length) return k;
    }
    if (to === 'guildhall') {
      const k = establishment(/\b(guild ?hall|town hall|moot hall)\b/i);
      if (k.length) return k;
    }
    if (to === 'temple') {
      const k = establishment(/\b(temple|church|chapel|shrine|abbey)\b/i);
      if (k.length) return k;
      const di = town.layout.districts.findIndex((d) => d.type === 'temple');
      const cell = plan.cells.find((c) => c.inner && c.district === di);
      const v = cell?.poly.map(key).filter((q) => graph.has(q));
      if (v?.length) return v;
    }
    return ctx.plazaVerts;
  };
  const startKeys = (from: StreetStart, target: P): string[] => {
    const far = (pool: string[]) =>
      [...pool].sort((a, b) => dist(graph.pos.get(b)!, target) - dist(graph.pos.get(a)!, target));
    if (from === 'gate' && plan.gates.length) {
      const g = plan.gates.map(key).filter((k) => graph.has(k));
      if (g.length) return far(g);
    }
    if (from === 'bridge' && ctx.bridgeEnds.length) {
      // The bridge's far end, so the street crosses it.
      const ends = ctx.bridgeEnds.map((e) => far(e)[0]!).filter(Boolean);
      if (ends.length) return far(ends);
    }
    if (from === 'harbour') {
      const roots = plan.piers.map((pier) => lerpP(pier[0]!, pier[3]!, 0.5));
      const ks = roots.map((r) => nearestKey(r)).filter((k): k is string => !!k);
      if (ks.length) return far([...new Set(ks)]);
      const shore = keys.filter((k) => water.sea && water.sea.at(graph.pos.get(k)!) > -30);
      if (shore.length) return far(shore);
    }
    if (from === 'river' && water.channels.length) {
      const bank = keys.filter((k) => water.riverDist(graph.pos.get(k)!) < 24);
      if (bank.length) return far(bank);
    }
    return far(outlineKeys.length ? outlineKeys : keys);
  };
  names.forEach((name, i) => {
    const said = plan.reading.streets.get(name);
    const to: StreetEnd = said?.to ?? 'square';
    // Unsaid, the first streets come in by the gates (or bridges), the rest from the edge of the houses.
    const from: StreetStart =
      said?.from ??
      (plan.gates.length && i < plan.gates.length ? 'gate' : ctx.bridgeEnds.length ? 'bridge' : 'edge');
    const targets = endKeys(to);
    const tp = graph.pos.get(targets[0]!) ?? plazaC;
    const need = measure(name, 'italic', STREET_LABEL, 0.02) + 24;
    let best: { path: P[]; score: number } | null = null;
    for (const k of startKeys(from, tp).slice(0, 14)) {
      const path = graph.route(k, targets, (a, b) => (used.has(edgeOf(a, b)) ? 600 : 0));
      if (!path || path.length < 2) continue;
      let len = 0;
      let shared = 0;
      for (let j = 1; j < path.length; j++) {
        const l = dist(path[j - 1]!, path[j]!);
        len += l;
        if (used.has(edgeOf(key(path[j - 1]!), key(path[j]!)))) shared += l;
      }
      const crowd = starts.some((q) => dist(q, path[0]!) < 40) ? 300 : 0;
      // Long enough for the name, its own way, and not starting where another named street starts.
      const score = Math.min(len, need * 1.6) - shared * 3 - crowd - (len < need ? 500 : 0);
      if (!best || score > best.score) best = { path, score };
    }
    if (!best) return;
    for (let j = 1; j < best.path.length; j++) used.add(edgeOf(key(best.path[j - 1]!), key(best.path[j]!)));
    starts.push(best.path[0]!);
    out.push({ name, path: best.path, from, to });
  });
  return out;
}

function nearWater(c: Cell, water: WaterPlan): boolean {
  return water.kind !== 'none' && c.poly.some((p) => water.isWater(p));
}

function nearestOf(points: readonly P[], p: P): P | null {
  let best: P | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const q of points) {
    const d = dist(p, q);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}

/** Keeps the connected group of inner cells round the centre; stragglers cut off by water join the countryside. */
function keepLargestTown(cells: Cell[], neighbors: number[][], water: WaterPlan) {
  const seen = new Set<number>();
  let best: number[] = [];
  // Neighbours across a river still belong together (bridges join them); across the sea they do not.
  for (let i = 0; i < cells.length; i++) {
    if (!cells[i]!.inner || seen.has(i)) continue;
    const group: number[] = [];
    const stack = [i];
    seen.add(i);
    while (stack.length) {
      const j = stack.pop()!;
      group.push(j);
      for (const n of neighbors[j]!) {
        if (cells[n]!.inner && !seen.has(n) && !water.isSea(lerpP(cells[j]!.site, cells[n]!.site, 0.5))) {
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
  const pos = new Map<string, P>();
  for (const e of count.values()) {
    if (e.n !== 1) continue;
    for (const [x, y] of [
      [e.a, e.b],
      [e.b, e.a],
    ] as const) {
      const list = next.get(key(x)) ?? [];
      list.push(y);
      next.set(key(x), list);
      pos.set(key(x), x);
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
      loop.push(pos.get(cur)!);
      if (!from || key(from) === startKey) break;
      prev = cur;
      cur = key(from);
    }
    if (loop.length > best.length) best = loop;
  }
  return best;
}

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
        ? Math.min(...seedsOf.filter((s) => s >= 0).map((s) => dist(cells[s]!.site, cells[i]!.site)))
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

/** Whether a road leaving `p` along angle `a` finds dry, open country for a good way. */
function openWay(p: P, a: number, water: WaterPlan, terrain: TerrainPlan): boolean {
  for (const d of [40, 90, 160, 240]) {
    const q: P = [p[0] + Math.cos(a) * d, p[1] + Math.sin(a) * d];
    if (water.isWater(q) || terrain.blocked(q)) return false;
  }
  return true;
}

function pickGates(
  outline: P[],
  count: number,
  center: P,
  water: WaterPlan,
  terrain: TerrainPlan,
  footprint: Footprint,
  taken: readonly P[],
  rng: ArtRng,
): P[] {
  if (count <= 0 || outline.length < 3) return [];
  // A gate needs dry land outside it; a street village's gates stand at the two ends of its road.
  const dry = new Set(
    outline.filter((p) => !water.isWater(p) && openWay(p, angleOf(center, p), water, terrain)),
  );
  const pool = outline.filter((p) => !water.isWater(p));
  const start = footprint.form === 'linear' ? footprint.axis : rng.range(0, Math.PI * 2);
  const gates: P[] = [];
  const all = () => [...taken, ...gates];
  for (let i = 0; i < count; i++) {
    // Roughly even round the town, but not ruled: roads come in where they come in.
    const target = start + (i / count) * Math.PI * 2 + (i ? rng.jitter(0, Math.PI / (count * 2.2)) : 0);
    let best: P | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (const p of pool) {
      if (all().includes(p)) continue;
      let d = Math.abs(angleOf(center, p) - target) % (Math.PI * 2);
      if (d > Math.PI) d = Math.PI * 2 - d;
      // Gates close together look wrong; penalise neighbours of an existing gate.
      const crowd = all().some((g) => dist(g, p) < 110) ? 10 : 0;
      // A gate whose road would run straight into water or a mountain's fire only when nothing else is left.
      const blocked = dry.has(p) ? 0 : 5;
      if (d + crowd + blocked < bestD) {
        bestD = d + crowd + blocked;
        best = p;
      }
    }
    if (best) gates.push(best);
  }
  return gates;
}

interface Graph {
  pos: Map<string, P>;
  has(k: string): boolean;
  link(a: string, b: string, cost: number): void;
  /** A* from `from` to the nearest of `targets`; `extra` adds to an edge's cost (a street already named). */
  route(from: string, targets: string[], extra?: (a: string, b: string) => number): P[] | null;
  keys(): string[];
}

/** The street graph: corners of the inner cells, edges along cell borders that keep their feet dry. */
function buildGraph(cells: Cell[], water: WaterPlan): Graph {
  const pos = new Map<string, P>();
  const adj = new Map<string, Map<string, number>>();
  const link = (a: string, b: string, cost: number) => {
    if (!adj.has(a)) adj.set(a, new Map());
    if (!adj.has(b)) adj.set(b, new Map());
    adj.get(a)!.set(b, cost);
    adj.get(b)!.set(a, cost);
  };
  const checked = new Set<string>();
  for (const c of cells) {
    if (!c.inner) continue;
    for (let i = 0; i < c.poly.length; i++) {
      const a = c.poly[i]!;
      const b = c.poly[(i + 1) % c.poly.length]!;
      const ka = key(a);
      const kb = key(b);
      const ek = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
      if (checked.has(ek)) continue;
      checked.add(ek);
      pos.set(ka, a);
      pos.set(kb, b);
      if (water.crosses(a, b)) continue;
      link(ka, kb, dist(a, b));
    }
  }
  const route = (from: string, targets: string[], extra?: (a: string, b: string) => number): P[] | null => {
    const goal = new Set(targets);
    if (!adj.has(from) || !targets.length) return null;
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
        const t = g.get(cur)! + cost + (extra ? extra(cur, n) : 0);
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
  return {
    pos,
    has: (k) => adj.has(k),
    link: (a, b, cost) => link(a, b, cost),
    route,
    keys: () => [...adj.keys()],
  };
}

/** The street corner nearest p that a straight dry line reaches. */
function nearestVertex(graph: Graph, p: P, water: WaterPlan): string | null {
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of graph.keys()) {
    const q = graph.pos.get(k)!;
    const d = dist(p, q);
    if (d < bestD && d < 110 && !water.crosses(p, q)) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/**
 * Exactly `count` bridges over the rivers, spread over the stretches that run through or along the town, each
 * square to the channel.
 */
function placeRiverBridges(
  water: WaterPlan,
  center: P,
  footprint: Footprint,
  count: number,
  rng: ArtRng,
): Bridge[] {
  if (count <= 0 || !water.channels.length) return [];
  type Station = { p: P; dir: number; width: number };
  const stations: Station[] = [];
  water.channels.forEach((ch, ci) => {
    const line = ch.line;
    for (let i = 1; i + 1 < line.length; i++) {
      const p = line[i]!;
      if (dist(p, center) > footprint.R(angleOf(center, p)) * 1.35 + ch.width) continue;
      if (water.isSea(p)) continue;
      // Not where channels meet: a bridge there would land in the other channel.
      const clash = water.channels.some(
        (o, oi) => oi !== ci && o.line.some((q) => dist(q, p) < (o.width + ch.width) * 0.9 + 12),
      );
      if (clash) continue;
      stations.push({ p, dir: angleOf(line[i - 1]!, line[i + 1]!), width: ch.width });
    }
  });
  // A river through the town is bridged in the town; one round its edge (a bend, a loop) along that edge.
  const through = stations.filter((st) => dist(st.p, center) < footprint.R(angleOf(center, st.p)) * 0.9);
  if (through.length >= 3) stations.splice(0, stations.length, ...through);
  if (!stations.length) {
    const main = water.channels[0]!.line;
    let bi = 1;
    for (let i = 1; i + 1 < main.length; i++) if (dist(main[i]!, center) < dist(main[bi]!, center)) bi = i;
    stations.push({
      p: main[Math.min(bi, main.length - 2)]!,
      dir: angleOf(main[Math.max(0, bi - 1)]!, main[Math.min(main.length - 1, bi + 1)]!),
      width: water.channels[0]!.width,
    });
  }
  const out: Bridge[] = [];
  for (let b = 0; b < count; b++) {
    const t = (b + 0.5) / count + rng.jitter(0, 0.12 / count);
    const st = stations[Math.max(0, Math.min(stations.length - 1, Math.floor(t * stations.length)))]!;
    const nx = -Math.sin(st.dir);
    const ny = Math.cos(st.dir);
    const half = st.width / 2 + 8;
    out.push({
      a: [st.p[0] - nx * half, st.p[1] - ny * half],
      b: [st.p[0] + nx * half, st.p[1] + ny * half],
      width: 9,
    });
  }
  return out;
}

/** Piers out from the town's shore into the water: several along the docks, at right angles to the shore. */
function planPiers(water: WaterPlan, center: P, footprint: Footprint, size: TownSize, rng: ArtRng): Poly[] {
  if (water.kind === 'none') return [];
  const want = { hamlet: 1, village: 2, town: 3, 'large town': 4, 'small city': 5, city: 6, metropolis: 8 }[
    size
  ];
  // Shore points: rays from the centre, where land turns to water near the town's edge.
  const found: { p: P; a: number }[] = [];
  for (let k = 0; k < 144; k++) {
    const a = (k / 144) * Math.PI * 2;
    const dir: P = [Math.cos(a), Math.sin(a)];
    const R = footprint.R(a);
    for (let r = R * 0.3; r < R * 1.7; r += 4) {
      const p: P = [center[0] + dir[0] * r, center[1] + dir[1] * r];
      if (water.isWater(p)) {
        if (r > R * 0.35) found.push({ p, a });
        break;
      }
    }
  }
  if (!found.length) return [];
  found.sort((x, y) => dist(x.p, center) - dist(y.p, center));
  const chosen: { p: P; a: number }[] = [];
  for (const f of found) {
    if (chosen.length >= want) break;
    if (chosen.every((c) => dist(c.p, f.p) > 48)) chosen.push(f);
  }
  const riverOnly = water.kind === 'river';
  const len = riverOnly ? water.riverWidth * 0.35 : 46;
  return chosen.map(({ p, a }) => {
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

/** A road from `gate` out of the map, bending a little and steering round water and obstacles. */
function roadOut(
  gate: P,
  heading: number,
  center: P,
  footprint: Footprint,
  water: WaterPlan,
  terrain: TerrainPlan,
  rng: ArtRng,
): P[] {
  let a = heading;
  const pts: P[] = [gate];
  let p = gate;
  const reach = (q: P) => dist(q, center) / footprint.R(angleOf(center, q));
  for (let i = 0; i < 90; i++) {
    const want = a + rng.jitter(0, 0.12);
    let next: P | null = null;
    let nextA = want;
    for (const turn of [0, 0.3, -0.3, 0.6, -0.6, 0.95, -0.95]) {
      const t = want + turn;
      const q: P = [p[0] + Math.cos(t) * 28, p[1] + Math.sin(t) * 28];
      if (water.crosses(p, q) || terrain.blocked(q)) continue;
      if (i > 1 && reach(q) < reach(p)) continue;
      next = q;
      nextA = t;
      break;
    }
    if (!next) break;
    // Drift back towards the road's own heading after steering round something.
    a = nextA * 0.75 + heading * 0.25;
    pts.push(next);
    p = next;
    if (next[0] < BOX[0] - 20 || next[0] > BOX[2] + 20 || next[1] < BOX[1] - 20 || next[1] > BOX[3] + 20)
      break;
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
  const taken = plan.landmarks.filter((l) => !l.outside).map((l) => l.at);
  town.establishments.forEach((e, i) => {
    let di = names.indexOf(e.district);
    if (di < 0) di = 0;
    const candidates: P[] = [];
    for (const c of plan.cells) {
      if (!c.inner || c.district !== di) continue;
      const core = insetConvex(c.poly, 14) ?? c.poly;
      const cc = centroid(core);
      candidates.push(cc);
      for (const v of core) candidates.push(lerpP(cc, v, 0.55));
      // A grid through the block too, so a crowded district still finds room for every number.
      const xs = core.map((q) => q[0]);
      const ys = core.map((q) => q[1]);
      for (let y = Math.min(...ys) + 11; y < Math.max(...ys); y += 22) {
        for (let x = Math.min(...xs) + 11; x < Math.max(...xs); x += 22)
          if (pointInPoly([x, y], core)) candidates.push([x, y]);
      }
    }
    const dry = candidates.filter(
      (p) => !plan.water.isWater(p) && plan.water.riverDist(p) > 18 && taken.every((t) => dist(t, p) > 40),
    );
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
  return plan.water.channels.length > 0 && plan.water.riverDist(p) < margin;
}

export function inWall(plan: TownPlan, p: P): boolean {
  return !!plan.wall && pointInPoly(p, plan.wall);
}
