// The water a town stands by, decided before the streets: a sea, lake or island shore of the shape the layout
// names (straight, bay with a sheltering headland, headland, fjord, cove) and rivers of the course it names
// (straight, bend, loop, meander, fork, confluence, delta), with tests for "is this wet".
import { createNoise2D } from 'simplex-noise';
import type { TownLayout } from '../../../../shared/kinds/town.js';
import type { ArtRng } from '../../../art/art-rng.js';
import {
  add,
  ChannelIndex,
  catmullRom,
  dist,
  Field,
  type P,
  type Poly,
  rotate,
  SIDE_VECTORS,
  segDist,
} from './geometry.js';

export type ShoreShape = NonNullable<TownLayout['shore']>['shape'];
export type RiverCourse = NonNullable<TownLayout['river']>['course'];

export interface Channel {
  line: P[];
  width: number;
  /** The named river itself, a fork's or delta's branch, or a second stream joining it. */
  role: 'main' | 'branch' | 'tributary';
}

export interface Bridge {
  a: P;
  b: P;
  width: number;
}

export interface WaterPlan {
  kind: TownLayout['water'];
  /** The shore as drawn: its shape, the direction of the water from the town, and its name ('' if unnamed). */
  shore: { shape: ShoreShape; toward: P; name: string } | null;
  /** The river as drawn (null without one). */
  river: { name: string; course: RiverCourse; from: P } | null;
  /** Open water (sea, lake, the sea round islands): positive over water. */
  sea: Field | null;
  /** The outlines of the open water, for filling and ripples. */
  seaLoops: P[][];
  /** Rivers: the named one first, then branches and tributaries. */
  channels: Channel[];
  /** The main river's width (0 without one). */
  riverWidth: number;
  /** Islets joined to an island town by bridges. */
  islets: Poly[];
  /** Bridges from an island town to its islets (river bridges are placed with the streets). */
  isletBridges: Bridge[];
  /** Which way the open water (or the river's mouth) lies from the town (unit vector). */
  toward: P;
  /** A sheltering headland's tip, a headland's point, a fjord's mouth: places a lighthouse or label may use. */
  points: { headland?: P; mouth?: P };
  /** The fjord's channel, for its cliffs. */
  fjord: P[] | null;
  isSea(p: P): boolean;
  isWater(p: P): boolean;
  /** Distance to the nearest river bank, negative in the river (160 and more without one). */
  riverDist(p: P): number;
  /** Whether the straight line from a to b gets its feet wet. */
  crosses(a: P, b: P): boolean;
}

export interface TownShape {
  center: P;
  radius: number;
  /** The outline's distance from the centre in direction `a`. */
  R(a: number): number;
}

const angle = (v: P) => Math.atan2(v[1], v[0]);
const dirOf = (t: number): P => [Math.cos(t), Math.sin(t)];

/** Where a ray from `from` along `dir` leaves the box grown by `m`. */
export function edgePoint(from: P, dir: P, box: readonly [number, number, number, number], m = 80): P {
  let t = Number.POSITIVE_INFINITY;
  if (dir[0] > 1e-9) t = Math.min(t, (box[2] + m - from[0]) / dir[0]);
  if (dir[0] < -1e-9) t = Math.min(t, (box[0] - m - from[0]) / dir[0]);
  if (dir[1] > 1e-9) t = Math.min(t, (box[3] + m - from[1]) / dir[1]);
  if (dir[1] < -1e-9) t = Math.min(t, (box[1] - m - from[1]) / dir[1]);
  return [from[0] + dir[0] * t, from[1] + dir[1] * t];
}

/** The side a layout names as a vector, or a seeded one for 'centre' or none. */
export function sideVector(side: string | undefined, rng: ArtRng): P {
  const v = side ? SIDE_VECTORS[side] : null;
  return v ? [v[0], v[1]] : dirOf(rng.int(0, 3) * (Math.PI / 2) + rng.jitter(0, 0.15));
}

/** Distance from p to a polyline, and how far along it (0..1) the nearest point lies. */
function lineDist(p: P, line: readonly P[]): { d: number; t: number } {
  let best = Number.POSITIVE_INFINITY;
  let at = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const d = segDist(p, line[i]!, line[i + 1]!);
    if (d < best) {
      best = d;
      at = i;
    }
  }
  return { d: best, t: line.length > 1 ? at / (line.length - 1) : 0 };
}

/** `fn` sampled at `n` steps over [lo, hi] and read back by linear interpolation (clamped at the ends). */
function table(fn: (v: number) => number, lo: number, hi: number, n: number): (v: number) => number {
  const values = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) values[i] = fn(lo + ((hi - lo) * i) / n);
  return (v) => {
    const f = Math.max(0, Math.min(n - 1e-9, ((v - lo) / (hi - lo)) * n));
    const i = Math.floor(f);
    return values[i]! + (values[i + 1]! - values[i]!) * (f - i);
  };
}

/** A polyline's bounding box grown by `m`. */
function bounds(line: readonly P[], m: number): [number, number, number, number] {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [x, y] of line) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0 - m, y0 - m, x1 + m, y1 + m];
}

/**
 * Where the town's centre goes, before anything else: away from the water so the shore, the bay or the fjord
 * has room inside the frame.
 */
export function townCenterFor(layout: TownLayout, mid: P, radius: number, toward: P): P {
  const shape = layout.shore?.shape ?? 'straight';
  let shift = 0;
  if (layout.river?.course === 'delta' && layout.water !== 'island') {
    shift = 0.6 * radius;
  } else if (layout.water === 'coast') {
    shift = { straight: 0.15, bay: 0.4, headland: 0.1, fjord: 0.55, cove: 0.3 }[shape] * radius;
  } else if (layout.water === 'lake') {
    shift = { straight: 0.45, bay: 0.5, headland: 0.15, fjord: 0.55, cove: 0.4 }[shape] * radius;
  } else if (layout.water === 'island' && layout.landscape.includes('volcano')) {
    // A volcanic island: the town on its shore, the mountain behind it.
    shift = -0.35 * radius;
  } else if (layout.water === 'island' && radius >= BIG_ISLAND) {
    // A city on its island sits off a mainland shore behind it (where its country lies): seaward a little.
    shift = -0.15 * radius;
  }
  return [mid[0] - toward[0] * shift, mid[1] - toward[1] * shift];
}

/** Towns this large fill their island: a strip of mainland behind them carries the country. */
const BIG_ISLAND = 290;

/** The side the open water lies on (decided first: the town's centre moves away from it). */
export function waterToward(layout: TownLayout, rng: ArtRng): P {
  if (layout.water === 'coast' || layout.water === 'lake' || layout.water === 'island') {
    return sideVector(layout.shore?.side, rng.fork('shore-side'));
  }
  if (layout.water === 'river' && layout.river?.course === 'delta') {
    // A delta meets the sea downstream, opposite the side the river comes from.
    const from = sideVector(layout.river.from, rng.fork('river-from'));
    return [-from[0], -from[1]];
  }
  return dirOf(rng.range(0, Math.PI * 2));
}

/** The side a river comes from: the layout's, but never out of the sea it flows into. */
export function riverFrom(layout: TownLayout, rng: ArtRng, toward: P): P {
  const F = sideVector(layout.river?.from, rng.fork('river-from'));
  const open =
    layout.water === 'coast' ||
    layout.water === 'lake' ||
    layout.water === 'island' ||
    layout.river?.course === 'delta';
  return open && F[0] * toward[0] + F[1] * toward[1] > 0.5 ? [-toward[0], -toward[1]] : F;
}

export function planWater(
  rng: ArtRng,
  layout: TownLayout,
  town: TownShape,
  toward: P,
  box: [number, number, number, number],
): WaterPlan {
  const { center: C, radius: r } = town;
  const S = toward;
  const L: P = [-S[1], S[0]];
  const RS = town.R(angle(S));
  const noise = createNoise2D(rng.fork('noise').next);
  const h = (p: P) => (p[0] - C[0]) * S[0] + (p[1] - C[1]) * S[1];
  const s = (p: P) => (p[0] - C[0]) * L[0] + (p[1] - C[1]) * L[1];
  const riverAsked = layout.water === 'river' || layout.river !== null;
  const delta = riverAsked && layout.river?.course === 'delta';
  // A delta with no sea named still meets one: an unnamed sea at its mouth.
  const kind = layout.water;
  const open = kind === 'coast' || kind === 'lake' || kind === 'island' || delta;
  const shape: ShoreShape = layout.shore?.shape ?? 'straight';
  const points: WaterPlan['points'] = {};
  let fjordLine: P[] | null = null;

  // The open water as a field: the shore's base (a coast line, a lake, an island's rim) at a distance `at`
  // along S, then the shape's own parts laid over it.
  // Noise along the shore and round a lake or island, read from tables: the field asks tens of thousands of times.
  const shoreTable = table(
    (v) => r * 0.12 * noise(v / 380, 0.5) + r * 0.04 * noise(v / 90, 3.1),
    -2600,
    2600,
    1300,
  );
  const shoreNoise = (q: P) => shoreTable(s(q));
  const lakeR = Math.max(160, r * 0.8);
  const lakeNoise = table(
    (a) => 0.16 * noise(Math.cos(a) * 1.2, Math.sin(a) * 1.2 + 9),
    -Math.PI,
    Math.PI,
    360,
  );
  const lakeBase = (at: number, radius: number) => {
    const lc = add(C, S, at + radius);
    return (q: P) => radius * (1 + lakeNoise(Math.atan2(q[1] - lc[1], q[0] - lc[0]))) - dist(q, lc);
  };
  // A hamlet's or village's island has fields and woods behind the town (its harbour faces the open sea); a
  // city's island is mostly city. A volcanic island swells behind the town, where the volcano stands (and has
  // no mainland: it is the country).
  const volcanic = layout.landscape.includes('volcano');
  const islandK = r >= BIG_ISLAND && !volcanic ? 1.12 : 1.2;
  const back = angle(S) + Math.PI;
  const country = volcanic
    ? Math.max(300, r * 1.05)
    : r <= 160
      ? r * 1.5
      : r <= 250
        ? r * 1.0
        : r < BIG_ISLAND
          ? r * 0.4
          : 0;
  const swell = (a: number) => {
    let d = Math.abs(a - back) % (Math.PI * 2);
    if (d > Math.PI) d = Math.PI * 2 - d;
    return country * Math.exp(-(d * d) / (volcanic ? 0.5 : 1.1));
  };
  const islandTable = table(
    (a) => town.R(a) * islandK + swell(a) + r * 0.08 * noise(Math.cos(a) * 1.4 + 3, Math.sin(a) * 1.4),
    -Math.PI,
    Math.PI,
    360,
  );
  const islandR = (a: number) => islandTable(a);
  let base: (q: P) => number;
  const lakeKind = kind === 'lake';
  const islandKind = kind === 'island';
  const baseAt = (at: number, lakeRadius = lakeR) =>
    lakeKind ? lakeBase(at, lakeRadius) : (q: P) => h(q) - (at + shoreNoise(q));
  const near = RS * 0.72;
  // An arm of land (a headland, the arms round a cove): the field is pushed below zero within `hw` of its spine.
  // Both test a box round their line first: most of the grid lies far from any arm or channel.
  const landArm = (spine: P[], hw: (t: number) => number, widest: number) => {
    const bb = bounds(spine, widest + r * 0.12);
    return (q: P) => {
      if (q[0] < bb[0] || q[0] > bb[2] || q[1] < bb[1] || q[1] > bb[3]) return 1e4;
      const { d, t } = lineDist(q, spine);
      return d - hw(t) + r * 0.04 * noise(q[0] / 70, q[1] / 70);
    };
  };
  const channel = (line: P[], w: (t: number) => number, widest: number) => {
    const bb = bounds(line, widest / 2 + r * 0.06);
    return (q: P) => {
      if (q[0] < bb[0] || q[0] > bb[2] || q[1] < bb[1] || q[1] > bb[3]) return -1e4;
      const { d, t } = lineDist(q, line);
      return w(t) / 2 - d + r * 0.02 * noise(q[0] / 60, q[1] / 60);
    };
  };
  const parts: { water: ((q: P) => number)[]; land: ((q: P) => number)[] } = { water: [], land: [] };
  const srng = rng.fork('shape');
  const side = srng.chance(0.5) ? 1 : -1;
  if (islandKind) {
    const island = (q: P) => dist(q, C) - islandR(Math.atan2(q[1] - C[1], q[0] - C[0]));
    if (r >= BIG_ISLAND && !volcanic) {
      // The mainland: land within `strip` of the frame's edge behind the island.
      const back = dist(C, edgePoint(C, [-S[0], -S[1]], box, 0));
      const strip = Math.max(110, back - islandR(angle(S) + Math.PI) - r * 0.3);
      base = (q) => Math.min(island(q), back - strip + h(q) + shoreNoise(q));
    } else base = island;
  } else if (!open) {
    base = () => -1;
  } else if (delta) {
    // A delta needs room between the town and the sea for its channels, whatever the shore's shape.
    base = baseAt(RS + r * 1.05);
  } else if (shape === 'bay') {
    base = baseAt(near + r * 1.05);
  } else if (shape === 'headland') {
    base = lakeKind ? lakeBase(-r * 1.1, r * 2.2) : baseAt(-r * 0.5);
  } else if (shape === 'fjord') {
    base = baseAt(Math.max(RS + r * 1.15, dist(C, edgePoint(C, S, box, 0)) - 10), lakeR * 1.1);
  } else if (shape === 'cove') {
    base = baseAt(near + r * 0.95);
  } else {
    base = baseAt(near);
  }
  const rim = islandKind ? islandR(angle(S)) : near;
  if (open && !delta) {
    if (shape === 'bay') {
      // A bay whose head the town stands at, open to the sea beyond, and an arm of land sheltering its mouth.
      const depth = islandKind ? r * 0.55 : r * 1.05;
      const head = islandKind ? rim - depth * 0.9 : near;
      const a = depth * 0.75;
      const b = r * srng.range(0.8, 1.05);
      const hc = head + a;
      parts.water.push((q) => {
        const u = (h(q) - hc) / a;
        const v = s(q) / b;
        return b * (1 - Math.sqrt(u * u + v * v)) + r * 0.05 * noise(q[0] / 110, q[1] / 110);
      });
      const mouth = head + depth * (islandKind ? 1.2 : 1.05);
      const arm: P[] = [
        add(add(C, S, mouth - r * 0.35), L, side * b * 1.5),
        add(add(C, S, mouth + r * 0.02), L, side * b * 0.95),
        add(add(C, S, mouth + r * 0.08), L, side * b * 0.15),
      ];
      parts.land.push(landArm(catmullRom(arm, 6), (t) => r * (0.2 - 0.08 * t), r * 0.2));
      points.headland = arm[2]!;
      points.mouth = add(add(C, S, mouth + r * 0.1), L, -side * b * 0.4);
    } else if (shape === 'headland') {
      // The town on a promontory: water ahead and on both flanks, the mainland behind.
      const tip = RS * 1.02;
      const back = islandKind ? 0 : -r * 1.6;
      const spine: P[] = [add(C, S, back), add(C, S, 0), add(C, S, tip * 0.7)];
      const wide = Math.max(town.R(angle(L)), town.R(angle(L) + Math.PI)) * 1.12;
      if (islandKind) {
        spine[2] = add(C, S, rim + r * 0.75);
        parts.land.push(
          landArm(catmullRom(spine, 6), (t) => (t < 0.5 ? wide : wide * (1.4 - 0.8 * t)), wide),
        );
      } else {
        parts.land.push(
          landArm(catmullRom(spine, 6), (t) => wide * (t < 0.6 ? 1 : 1 - (t - 0.6) * 1.1), wide),
        );
      }
      points.headland = spine[2]!;
    } else if (shape === 'fjord') {
      // A long narrow inlet between steep sides, winding from the open water to the town at its head.
      const headAt = RS * 0.5;
      // The open water lies at the frame's edge or beyond it: the fjord is the long way in.
      const edge = dist(C, edgePoint(C, S, box, 0));
      const mouthAt = islandKind ? rim + r * 0.3 : Math.max(RS + r * 1.2, edge + 30);
      const n = 6;
      const wp: P[] = [];
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const off = i === 0 ? 0 : srng.jitter(0, r * 0.45) * Math.sin(t * Math.PI * 0.9);
        wp.push(add(add(C, S, headAt + (mouthAt - headAt) * t), L, off));
      }
      fjordLine = catmullRom(wp, 8);
      parts.water.push(
        channel(fjordLine, (t) => Math.max(80, r * 0.3) * (1 + 0.7 * t), Math.max(80, r * 0.3) * 1.7),
      );
      points.mouth = fjordLine[fjordLine.length - 1]!;
    } else if (shape === 'cove') {
      // A small round harbour with a narrow mouth, the town round its landward side.
      const rc = r * srng.range(0.36, 0.44);
      const cc = add(C, S, islandKind ? rim - rc * 0.9 : near + rc * 0.2);
      parts.water.push((q) => {
        const a = Math.atan2(q[1] - cc[1], q[0] - cc[0]);
        return rc * (1 + 0.06 * noise(Math.cos(a) * 2, Math.sin(a) * 2)) - dist(q, cc);
      });
      const mouthDir = rotate(S, side * srng.range(0.15, 0.5));
      const mouthLine: P[] = [cc, add(cc, mouthDir, rc + r * 1.2)];
      parts.water.push(channel(mouthLine, () => rc * 0.6, rc * 0.6));
      points.mouth = add(cc, mouthDir, rc * 1.1);
    }
  }
  // Islets joined to an island town by its bridges.
  const islets: Poly[] = [];
  const isletBridges: Bridge[] = [];
  if (islandKind && layout.bridges > 0) {
    const irng = rng.fork('islets');
    const count = Math.min(layout.bridges, 4);
    const start = angle(S) + Math.PI + irng.jitter(0, 0.6);
    const shores: { from: P; to: P; dir: number }[] = [];
    for (let i = 0; i < count; i++) {
      const a = start + (i - (count - 1) / 2) * ((Math.PI * 1.2) / Math.max(1, count)) + irng.jitter(0, 0.15);
      const d = dirOf(a);
      const rim = islandR(a);
      const gap = irng.range(44, 70);
      const ir = r * irng.range(0.2, 0.28);
      const ic = add(C, d, rim + gap + ir);
      const islet: Poly = [];
      for (let k = 0; k < 28; k++) {
        const t = (k / 28) * Math.PI * 2;
        const rr = ir * (1 + 0.15 * Math.sin(t * 3 + i) + irng.jitter(0, 0.04));
        islet.push([ic[0] + Math.cos(t) * rr, ic[1] + Math.sin(t) * rr]);
      }
      islets.push(islet);
      parts.land.push((q) => dist(q, ic) - ir * 1.05);
      shores.push({ from: add(C, d, rim - 10), to: add(ic, d, -ir * 0.8), dir: a });
    }
    for (let k = 0; k < layout.bridges; k++) {
      const sh = shores[k % shores.length]!;
      const lane = Math.floor(k / shores.length);
      const off = (lane % 2 ? -1 : 1) * Math.ceil(lane / 2) * 26;
      const n: P = [-Math.sin(sh.dir) * off, Math.cos(sh.dir) * off];
      isletBridges.push({ a: add(sh.from, n), b: add(sh.to, n), width: 9 });
    }
  }

  const field = open
    ? new Field(box[0] - 40, box[1] - 40, box[2] + 40, box[3] + 40, 9, (q) => {
        let v = base(q);
        for (const w of parts.water) v = Math.max(v, w(q));
        for (const l of parts.land) v = Math.min(v, l(q));
        return v;
      })
    : null;
  const isSea = field ? (q: P) => field.at(q) > 0 : () => false;

  // Rivers.
  const channels: Channel[] = [];
  let river: WaterPlan['river'] = null;
  let riverWidth = 0;
  if (riverAsked) {
    const spec = layout.river ?? { name: '', course: 'straight' as const, from: 'centre' as const };
    const F = riverFrom(layout, rng, S);
    const w = Math.max(20, Math.min(44, r * 0.085));
    riverWidth = w;
    const built = planRivers(rng.fork('river'), spec.course, F, town, w, box, {
      open,
      S,
      isSea,
      bridges: layout.bridges,
    });
    channels.push(...built);
    river = { name: spec.name, course: spec.course, from: F };
  }
  const index = channels.length ? new ChannelIndex(channels) : null;
  const riverDist = index ? (q: P) => index.bankDist(q) : () => 160;
  const isWater = (q: P) => isSea(q) || riverDist(q) < 0;
  return {
    kind,
    shore: open
      ? { shape: delta && !layout.shore ? 'straight' : shape, toward: S, name: layout.shore?.name ?? '' }
      : null,
    river,
    sea: field,
    seaLoops: field ? field.loops(0) : [],
    channels,
    riverWidth,
    islets,
    isletBridges,
    toward: S,
    points,
    fjord: fjordLine,
    isSea,
    isWater,
    riverDist,
    crosses: (a, b) => {
      const n = Math.max(1, Math.ceil(dist(a, b) / 5));
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        if (isWater([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])) return true;
      }
      return false;
    },
  };
}

/**
 * Midpoint displacement between waypoints: each long span gets a middle point pushed sideways, twice over, so a
 * river wanders instead of running as a smooth spline. `fixed` waypoints (a loop's arc) keep their place.
 */
function wander(points: readonly P[], rng: ArtRng, k: number, fixed = 0): P[] {
  let pts = [...points];
  for (let round = 0; round < 2; round++) {
    const next: P[] = [pts[0]!];
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      const len = dist(a, b);
      if (len > 70 && !(i < fixed)) {
        const n: P = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
        next.push(add([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], n, rng.jitter(0, len * k)));
      }
      next.push(b);
    }
    pts = next;
    k *= 0.7;
  }
  return pts;
}

interface RiverContext {
  open: boolean;
  S: P;
  isSea(p: P): boolean;
  bridges: number;
}

/**
 * The river's channels for its course. Waypoints are laid first (the town's outline decides where a bend or a
 * loop runs), then smoothed and cut where they reach the sea.
 */
function planRivers(
  rng: ArtRng,
  course: RiverCourse,
  F: P,
  town: TownShape,
  w: number,
  box: [number, number, number, number],
  ctx: RiverContext,
): Channel[] {
  const { center: C, radius: r } = town;
  const D: P = ctx.open ? ctx.S : [-F[0], -F[1]];
  const perp: P = [-F[1], F[0]];
  const wiggle = (p: P, amount: number): P => [p[0] + rng.jitter(0, amount), p[1] + rng.jitter(0, amount)];
  // The mouth: well out in the sea along D (the line is cut at the shore), or off the frame's edge.
  const mouth = (from: P, dir: P = D): P =>
    ctx.open ? edgePoint(from, dir, box, 40) : edgePoint(from, dir, box, 80);
  const hugR = (t: number) => town.R(t) * 1.12 + w / 2 + 12;
  const arc = (t0: number, t1: number): P[] => {
    const out: P[] = [];
    const n = Math.max(3, Math.ceil(Math.abs(t1 - t0) / 0.3));
    for (let i = 0; i <= n; i++) {
      const t = t0 + ((t1 - t0) * i) / n;
      out.push(add(C, dirOf(t), hugR(t)));
    }
    return out;
  };
  const finish = (wp: P[], width: number, role: Channel['role'], k = 0.14): Channel => {
    let line = catmullRom(k > 0 ? wander(wp, rng, k) : wp, k > 0 ? 6 : 12);
    if (ctx.open) {
      // Cut at the shore, a little into the water so the mouth opens.
      const start = line.findIndex((p) => !ctx.isSea(p));
      const wet = line.findIndex((p, i) => i > Math.max(0, start) && ctx.isSea(p));
      if (wet > 0) line = line.slice(Math.max(0, start), Math.min(line.length, wet + 1));
      else if (start > 0) line = line.slice(start);
    }
    return { line, width, role };
  };
  const thF = angle(F);
  switch (course) {
    case 'bend':
    case 'loop': {
      // The river sweeps round the side it comes from (a bend) or round three sides (a loop), hugging the
      // town's outline, and leaves towards D (the sea, or the side opposite).
      const half = course === 'loop' ? rng.range(2.3, 2.5) : rng.range(1.05, 1.3);
      const dirSign = rng.chance(0.5) ? 1 : -1;
      const t0 = thF - dirSign * half;
      const t1 = thF + dirSign * half;
      const body = arc(t0, t1);
      const first = body[0]!;
      const last = body[body.length - 1]!;
      const outFirst = dirOf(t0);
      const outLast = dirOf(t1);
      // Tails leave away from the town, bending towards the far side; an upstream tail that would come out of
      // the sea comes from the flank instead.
      let upDir: P = course === 'loop' ? [outFirst[0] * 0.5 + D[0], outFirst[1] * 0.5 + D[1]] : outFirst;
      if (ctx.open && upDir[0] * ctx.S[0] + upDir[1] * ctx.S[1] > 0.2)
        upDir = [perp[0] * -dirSign, perp[1] * -dirSign];
      const n1 = Math.hypot(upDir[0], upDir[1]);
      upDir = [upDir[0] / n1, upDir[1] / n1];
      let downDir: P = course === 'loop' ? [outLast[0] * 0.5 + D[0], outLast[1] * 0.5 + D[1]] : outLast;
      if (ctx.open) downDir = [downDir[0] + ctx.S[0] * 1.5, downDir[1] + ctx.S[1] * 1.5];
      const n2 = Math.hypot(downDir[0], downDir[1]);
      downDir = [downDir[0] / n2, downDir[1] / n2];
      const up = wander([edgePoint(first, upDir, box, 80), add(first, upDir, r * 0.45)], rng, 0.14);
      const down = wander(
        [add(last, downDir, r * 0.45), mouth(add(last, downDir, r * 0.45), downDir)],
        rng,
        0.14,
      );
      return [finish([...up, ...body, ...down], w, 'main', 0)];
    }
    case 'meander': {
      const start = edgePoint(C, F, box, 80);
      const end = mouth(C);
      const total = dist(start, end);
      const ax: P = [(end[0] - start[0]) / total, (end[1] - start[1]) / total];
      const amp = r * rng.range(0.3, 0.42);
      let side = rng.chance(0.5) ? 1 : -1;
      const wp: P[] = [start];
      // Loops of uneven length and depth, as a river on a flood plain swings.
      for (let s = r * rng.range(0.35, 0.6); s < total - r * 0.3; s += r * rng.range(0.55, 0.85)) {
        wp.push(add(add(start, ax, s), [-ax[1], ax[0]], side * amp * rng.range(0.6, 1.2)));
        side = -side;
      }
      wp.push(end);
      return [finish(wp, w, 'main', 0)];
    }
    case 'fork': {
      // From upstream to a fork at the town's heart, then two arms leaving on either side of the far side.
      const k = add(C, F, r * 0.08);
      const spread = rng.range(0.55, 0.8);
      const up = [edgePoint(C, F, box, 80), add(C, F, r * 0.75), wiggle(add(C, F, r * 0.35), r * 0.05), k];
      const arms = [-1, 1].map((sgn) => {
        const dir = rotate(D, sgn * spread);
        return finish(
          [k, add(k, dir, r * 0.5), wiggle(add(k, dir, r * 1.1), r * 0.1), mouth(add(k, dir, r), dir)],
          w * 0.75,
          'branch',
        );
      });
      return [finish(up, w, 'main'), ...arms];
    }
    case 'confluence': {
      // A second stream from a flank meets the river at the town.
      const m = add(C, D, r * 0.1);
      const flankSign = rng.chance(0.5) ? 1 : -1;
      let T = rotate(F, flankSign * rng.range(1.2, 1.7));
      if (ctx.open && T[0] * ctx.S[0] + T[1] * ctx.S[1] > 0.3)
        T = rotate(F, -flankSign * rng.range(1.2, 1.7));
      const main = [
        edgePoint(C, F, box, 80),
        wiggle(add(C, F, r * 0.8), r * 0.08),
        wiggle(add(C, F, r * 0.35), r * 0.05),
        m,
        wiggle(add(m, D, r * 0.7), r * 0.08),
        mouth(add(m, D, r * 0.7)),
      ];
      const trib = [edgePoint(C, T, box, 80), wiggle(add(C, T, r * 0.9), r * 0.08), add(C, T, r * 0.4), m];
      return [finish(main, w, 'main'), finish(trib, w * 0.65, 'tributary')];
    }
    case 'delta': {
      // The river splits below the town into channels that fan out to the sea, one of them splitting again.
      const k = add(C, D, town.R(angle(D)) * 0.55);
      const up = [edgePoint(C, F, box, 80), wiggle(add(C, F, r * 0.6), r * 0.06), wiggle(C, r * 0.04), k];
      const n = rng.int(3, 4);
      const spread = rng.range(1.4, 1.8);
      const arms: Channel[] = [];
      for (let i = 0; i < n; i++) {
        const a = (i / (n - 1) - 0.5) * spread + rng.jitter(0, 0.08);
        const dir = rotate(D, a);
        const mid = wiggle(add(k, dir, r * 0.5), r * 0.06);
        arms.push(
          finish(
            [
              k,
              wiggle(add(k, dir, r * 0.22), r * 0.03),
              mid,
              wiggle(add(k, dir, r * 1.1), r * 0.1),
              mouth(add(k, dir, r), dir),
            ],
            w * 0.55,
            'branch',
            0.1,
          ),
        );
        if (i === Math.floor(n / 2) || rng.chance(0.3)) {
          const d2 = rotate(dir, (rng.chance(0.5) ? 1 : -1) * rng.range(0.35, 0.55));
          arms.push(
            finish(
              [mid, wiggle(add(mid, d2, r * 0.45), r * 0.06), mouth(add(mid, d2, r), d2)],
              w * 0.4,
              'branch',
              0.1,
            ),
          );
        }
      }
      return [finish(up, w, 'main'), ...arms];
    }
    default: {
      // Straight (a gentle wander): through the town, or past it when there is no bridge; it comes in from
      // somewhere along the named side and leaves at a slant of its own.
      const off =
        ctx.bridges === 0
          ? (town.R(angle(perp)) * 1.2 + w / 2 + 14) * (rng.chance(0.5) ? 1 : -1)
          : rng.jitter(0, r * 0.28);
      const mid = add(C, perp, off);
      const out = ctx.open ? D : rotate(D, rng.jitter(0, 0.45));
      const wp: P[] = [edgePoint(add(mid, perp, rng.jitter(0, r * 0.6)), F, box, 80)];
      for (const k of [1.4, 0.7]) wp.push(wiggle(add(mid, F, r * k), r * 0.07));
      wp.push(wiggle(mid, r * 0.05));
      wp.push(wiggle(add(mid, out, r * 0.7), r * 0.07));
      wp.push(mouth(add(mid, out, r * 0.7), out));
      return [finish(wp, w, 'main')];
    }
  }
}
