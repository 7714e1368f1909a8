// Buildings: each block (a cell inset by its streets) cut by recursive bisection into lots, the lots into houses.
import type { ArtRng } from '../../../art/art-rng.js';
import {
  area,
  centroid,
  cut,
  dist,
  insetConvex,
  longestEdge,
  type P,
  type Poly,
  pointInPoly,
  segDist,
  shrink,
} from './geometry.js';
import { inLandmarkClearing } from './landmarks.js';
import { type DistrictType, isOnRiver, type TownPlan } from './plan.js';

export interface Building {
  poly: Poly;
  /** The ward's kind, for roof colour and height. */
  ward: DistrictType | 'suburb' | 'farm';
  /** Storeys, for isometric heights. */
  height: number;
  /** A landmark: temple, tower, hall (drawn larger and darker). */
  landmark?: 'temple' | 'tower' | 'hall';
}

export interface Garden {
  poly: Poly;
}

const key = (p: P) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;

/** Splits a convex block into lots of about `lot` px², cutting across the longest side each time. */
export function bisect(poly: Poly, lot: number, rng: ArtRng, out: Poly[], depth = 0) {
  const a = Math.abs(area(poly));
  if (a < lot * rng.range(0.8, 1.7) || depth > 12 || poly.length < 3) {
    out.push(poly);
    return;
  }
  const e = longestEdge(poly);
  const t = rng.range(0.38, 0.62);
  const p: P = [e.a[0] + (e.b[0] - e.a[0]) * t, e.a[1] + (e.b[1] - e.a[1]) * t];
  // Cut at right angles to the longest side, slightly skewed so rows are not ruled.
  const ang = Math.atan2(e.b[1] - e.a[1], e.b[0] - e.a[0]) + Math.PI / 2 + rng.jitter(0, 0.08);
  const [l, r] = cut(poly, p, [Math.cos(ang), Math.sin(ang)]);
  if (l.length < 3 || r.length < 3) {
    out.push(poly);
    return;
  }
  bisect(l, lot, rng, out, depth + 1);
  bisect(r, lot, rng, out, depth + 1);
}

/** Set of main-street edges (both directions) so blocks next to them step back further. */
export function streetEdges(plan: TownPlan): Set<string> {
  const set = new Set<string>();
  for (const s of plan.streets) {
    for (let i = 0; i + 1 < s.length; i++) {
      const a = key(s[i]!);
      const b = key(s[i + 1]!);
      set.add(`${a}|${b}`);
      set.add(`${b}|${a}`);
    }
  }
  return set;
}

const HEIGHT: Partial<Record<Building['ward'], number>> = {
  noble: 3,
  temple: 2,
  market: 2.5,
  arcane: 3,
  slums: 1.5,
  suburb: 1,
  farm: 1,
};

export function planBuildings(
  plan: TownPlan,
  districtTypes: readonly DistrictType[],
): {
  buildings: Building[];
  gardens: Garden[];
} {
  const rng = plan.rng.fork('buildings');
  const edges = streetEdges(plan);
  const buildings: Building[] = [];
  const gardens: Garden[] = [];
  const temples = new Set<number>();
  const towers = new Set<number>();
  // Lots under water, on a river bank or on a landmark's ground stay open.
  const wet = (p: P) =>
    plan.water.isWater(p) || isOnRiver(plan, p, 4) || inLandmarkClearing(plan.landmarks, p, 6);
  const nearRoad = (p: P) => plan.roadDist(p) < plan.streetWidth + 3;

  plan.cells.forEach((cell, ci) => {
    if (cell.poly.length < 3) return;
    const suburb = cell.kind === 'suburb';
    if (!(cell.kind === 'ward' || cell.kind === 'green' || suburb)) return;
    const type: Building['ward'] = suburb ? 'suburb' : (districtTypes[cell.district] ?? 'residential');
    const block = insetConvex(cell.poly, (a, b) =>
      edges.has(`${key(a)}|${key(b)}`) ? plan.streetWidth : plan.laneWidth,
    );
    if (!block) return;
    const crng = rng.fork(`c${ci}`);
    if (cell.kind === 'green') {
      // A village green: houses round the edge, grass and a temple in the middle.
      const ring = insetConvex(block, Math.sqrt(Math.abs(area(block))) * 0.22);
      const lots: Poly[] = [];
      const small = plan.size === 'hamlet' || plan.size === 'village';
      bisect(block, plan.lot * (small ? 1.9 : 1), crng, lots);
      for (const lot of lots) {
        const c = centroid(lot);
        if (ring && pointInPoly(c, ring)) continue;
        if (wet(c) || (small && crng.chance(0.2))) continue;
        buildings.push({ poly: shrink(lot, small ? 0.6 : 0.78), ward: 'residential', height: 1 });
      }
      if (ring) {
        gardens.push({ poly: ring });
        // A landmark standing on the green takes the chapel's place in its middle.
        if (inLandmarkClearing(plan.landmarks, centroid(ring), 12)) return;
        const c = centroid(ring);
        const s = Math.min(22, Math.sqrt(Math.abs(area(ring))) * 0.22);
        buildings.push({
          poly: cross(c, s, crng.range(0, Math.PI)),
          ward: 'temple',
          height: 3,
          landmark: 'temple',
        });
      }
      return;
    }
    // The first temple and arcane cell of each district get a landmark in their middle.
    let landmark: Building['landmark'];
    if (type === 'temple' && !temples.has(cell.district) && !suburb) {
      temples.add(cell.district);
      landmark = 'temple';
    } else if (type === 'arcane' && !towers.has(cell.district) && !suburb) {
      towers.add(cell.district);
      landmark = 'tower';
    }
    if (landmark && inLandmarkClearing(plan.landmarks, centroid(block), 30)) landmark = undefined;
    if (landmark) {
      const c = centroid(block);
      const s = Math.min(30, Math.sqrt(Math.abs(area(block))) * 0.26);
      const shape = landmark === 'temple' ? cross(c, s, crng.range(0, Math.PI)) : circle(c, s * 0.55, 14);
      buildings.push({ poly: shape, ward: type, height: 4, landmark });
      // Houses round it, leaving a close of open ground.
      const lots: Poly[] = [];
      bisect(block, plan.lot, crng, lots);
      for (const lot of lots) {
        const lc = centroid(lot);
        if (dist(lc, c) < s * 1.4 || wet(lc)) continue;
        buildings.push({ poly: shrink(lot, 0.82), ward: type, height: 2 });
      }
      return;
    }
    // A hamlet or a village: cottages along the lanes, each in its own plot, and crofts, orchards and paddocks
    // behind them; nothing like a town's terraces.
    if (plan.size === 'hamlet' || plan.size === 'village') {
      const plots: Poly[] = [];
      bisect(block, plan.lot * (plan.size === 'hamlet' ? 2.6 : 2.1), crng, plots);
      const depth = Math.sqrt(plan.lot) * (plan.size === 'hamlet' ? 1.5 : 1.35);
      for (const plot of plots) {
        const c = centroid(plot);
        if (wet(c) || (plan.water.kind !== 'river' && plot.some((p) => plan.water.isWater(p)))) continue;
        // How far the plot lies from the lane round its block: only the plots on the lane hold a house.
        let edge = Number.POSITIVE_INFINITY;
        for (let i = 0; i < block.length; i++)
          edge = Math.min(edge, segDist(c, block[i]!, block[(i + 1) % block.length]!));
        const front = edge < depth;
        if (!front || crng.chance(plan.size === 'hamlet' ? 0.3 : 0.18)) {
          if (crng.chance(0.35)) gardens.push({ poly: shrink(plot, 0.86) });
          continue;
        }
        // The house stands at the lane end of its plot, with its yard behind.
        const house = shrink(plot, crng.range(0.48, 0.6));
        const pull = crng.range(0.25, 0.4);
        let near: P = block[0]!;
        let best = Number.POSITIVE_INFINITY;
        for (let i = 0; i < block.length; i++) {
          const a = block[i]!;
          const b = block[(i + 1) % block.length]!;
          const d = segDist(c, a, b);
          if (d < best) {
            best = d;
            const ab: P = [b[0] - a[0], b[1] - a[1]];
            const len2 = ab[0] * ab[0] + ab[1] * ab[1] || 1;
            const t = Math.max(0, Math.min(1, ((c[0] - a[0]) * ab[0] + (c[1] - a[1]) * ab[1]) / len2));
            near = [a[0] + ab[0] * t, a[1] + ab[1] * t];
          }
        }
        const shift: P = [(near[0] - c[0]) * pull, (near[1] - c[1]) * pull];
        buildings.push({
          poly: house.map((p) => [p[0] + shift[0], p[1] + shift[1]] as P),
          ward: type === 'farmland' ? 'farm' : type,
          height: crng.range(0.8, 1.3),
        });
        if (crng.chance(0.2)) gardens.push({ poly: shrink(plot, 0.9) });
      }
      return;
    }
    const lots: Poly[] = [];
    const lotSize = suburb
      ? plan.lot * 1.6
      : type === 'noble'
        ? plan.lot * 2
        : type === 'slums'
          ? plan.lot * 0.7
          : plan.lot;
    bisect(block, lotSize, crng, lots);
    const empty = suburb
      ? 0.45
      : type === 'noble'
        ? 0.28
        : type === 'farmland'
          ? 0.6
          : type === 'slums'
            ? 0.04
            : 0.09;
    const blockC = centroid(block);
    for (const lot of lots) {
      const c = centroid(lot);
      if (wet(c) || (plan.water.kind !== 'river' && lot.some((p) => plan.water.isWater(p)))) continue;
      if (suburb && nearRoad(c)) continue;
      if (suburb && plan.roadDist(c) > 95) continue;
      // Inner lots of a deep block become yards and gardens, as behind real street fronts.
      const deep = dist(c, blockC) < Math.sqrt(Math.abs(area(block))) * 0.18 && lots.length > 6;
      if (crng.chance(empty) || (deep && crng.chance(0.6))) {
        if (type === 'noble' || type === 'farmland' || suburb) gardens.push({ poly: shrink(lot, 0.9) });
        continue;
      }
      const f = type === 'noble' ? 0.72 : type === 'slums' ? 0.9 : suburb ? 0.7 : 0.86;
      const h = (HEIGHT[type] ?? 2) * crng.range(0.7, 1.3);
      buildings.push({ poly: shrink(lot, f), ward: type, height: h });
    }
  });
  return { buildings, gardens };
}

/** A cross-shaped church plan, the nave along `a`. */
function cross(c: P, s: number, a: number): Poly {
  const pts: P[] = [
    [-0.3, -1],
    [0.3, -1],
    [0.3, -0.35],
    [0.75, -0.35],
    [0.75, 0.05],
    [0.3, 0.05],
    [0.3, 1],
    [-0.3, 1],
    [-0.3, 0.05],
    [-0.75, 0.05],
    [-0.75, -0.35],
    [-0.3, -0.35],
  ];
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return pts.map(([x, y]) => [c[0] + (x * cos - y * sin) * s, c[1] + (x * sin + y * cos) * s]);
}

function circle(c: P, r: number, n: number): Poly {
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    return [c[0] + Math.cos(t) * r, c[1] + Math.sin(t) * r] as P;
  });
}
