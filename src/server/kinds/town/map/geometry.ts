// Plane geometry for the town map: Voronoi cells with Lloyd relaxation, convex insets, cuts and distances.
import { Delaunay } from 'd3-delaunay';

export type P = [number, number];
export type Poly = P[];

export const dist = (a: P, b: P) => Math.hypot(a[0] - b[0], a[1] - b[1]);

export function area(poly: Poly): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

export function centroid(poly: Poly): P {
  let x = 0;
  let y = 0;
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const c = a[0] * b[1] - b[0] * a[1];
    x += (a[0] + b[0]) * c;
    y += (a[1] + b[1]) * c;
    s += c;
  }
  if (Math.abs(s) < 1e-9) {
    // A degenerate sliver: the vertex mean is as good as anything.
    const n = poly.length || 1;
    return [poly.reduce((t, p) => t + p[0], 0) / n, poly.reduce((t, p) => t + p[1], 0) / n];
  }
  return [x / (3 * s), y / (3 * s)];
}

export function pointInPoly(p: P, poly: Poly): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

/** Distance from p to the segment ab. */
export function segDist(p: P, a: P, b: P): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

export function polylineDist(p: P, line: readonly P[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < line.length; i++) best = Math.min(best, segDist(p, line[i]!, line[i + 1]!));
  return best;
}

/** Counter-clockwise on screen is clockwise in maths; insets below need one winding, so normalise. */
export function ccw(poly: Poly): Poly {
  return area(poly) < 0 ? [...poly].reverse() : poly;
}

/**
 * Moves every edge of a convex polygon inward by `d` (or by `d(a, b)` per edge): the street gap round a block.
 * Returns null when the block vanishes.
 */
export function insetConvex(poly: Poly, d: number | ((a: P, b: P) => number)): Poly | null {
  const pts = ccw(poly);
  const n = pts.length;
  if (n < 3) return null;
  const lines: { p: P; v: P }[] = [];
  for (let i = 0; i < n; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % n]!;
    const len = dist(a, b);
    if (len < 1e-6) continue;
    const v: P = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    // With positive area (y down) the interior lies to the left of (v): normal = (v.y, -v.x) rotated inward.
    const nx = -v[1];
    const ny = v[0];
    const off = typeof d === 'number' ? d : d(a, b);
    lines.push({ p: [a[0] + nx * off, a[1] + ny * off], v });
  }
  const out: Poly = [];
  for (let i = 0; i < lines.length; i++) {
    const l1 = lines[(i + lines.length - 1) % lines.length]!;
    const l2 = lines[i]!;
    const cross = l1.v[0] * l2.v[1] - l1.v[1] * l2.v[0];
    if (Math.abs(cross) < 1e-9) {
      out.push(l2.p);
      continue;
    }
    const t = ((l2.p[0] - l1.p[0]) * l2.v[1] - (l2.p[1] - l1.p[1]) * l2.v[0]) / cross;
    out.push([l1.p[0] + l1.v[0] * t, l1.p[1] + l1.v[1] * t]);
  }
  // An over-inset convex polygon flips inside out; its area changes sign or its points leave the original.
  if (area(out) <= 1) return null;
  const c = centroid(out);
  if (!pointInPoly(c, pts)) return null;
  for (const p of out) if (!pointInPoly(p, pts) && polyDist(p, pts) > 0.5) return null;
  return out;
}

function polyDist(p: P, poly: Poly): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < poly.length; i++)
    best = Math.min(best, segDist(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return best;
}

/** Splits a convex polygon by the line through `p` along `v`; returns the two sides (either may be empty). */
export function cut(poly: Poly, p: P, v: P): [Poly, Poly] {
  const left: Poly = [];
  const right: Poly = [];
  const side = (q: P) => (q[0] - p[0]) * v[1] - (q[1] - p[1]) * v[0];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) left.push(a);
    if (sa >= 0) right.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      const q: P = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      left.push(q);
      right.push(q);
    }
  }
  return [left, right];
}

/** Scales a polygon about its centroid (a cheap inset for small shapes). */
export function shrink(poly: Poly, f: number): Poly {
  const c = centroid(poly);
  return poly.map((p) => [c[0] + (p[0] - c[0]) * f, c[1] + (p[1] - c[1]) * f]);
}

export function longestEdge(poly: Poly): { a: P; b: P; len: number } {
  let best = { a: poly[0]!, b: poly[1]!, len: 0 };
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = dist(a, b);
    if (len > best.len) best = { a, b, len };
  }
  return best;
}

export interface Voronoi {
  points: P[];
  cells: Poly[];
  /** Neighbouring cell indices. */
  neighbors: number[][];
}

/**
 * Voronoi cells clipped to a box, with `relax` rounds of Lloyd relaxation for the first `movable` points
 * (the town's seeds), which evens the blocks out without disturbing the countryside.
 */
export function voronoi(
  seeds: readonly P[],
  box: [number, number, number, number],
  relax: number,
  movable: number,
): Voronoi {
  let points = seeds.map((p) => [p[0], p[1]] as P);
  for (let round = 0; round <= relax; round++) {
    const delaunay = Delaunay.from(points);
    const vor = delaunay.voronoi(box);
    const cells: Poly[] = points.map((_, i) => {
      const poly = vor.cellPolygon(i) as P[] | null;
      return poly ? (poly.slice(0, -1).map((q) => [q[0], q[1]]) as Poly) : [];
    });
    if (round === relax) {
      const neighbors = points.map((_, i) => [...vor.neighbors(i)]);
      return { points, cells, neighbors };
    }
    points = points.map((p, i) => (i < movable && cells[i]!.length >= 3 ? centroid(cells[i]!) : p));
  }
  throw new Error('unreachable');
}

/** Points with y down: the angle of b seen from a, in radians. */
export const angleOf = (a: P, b: P) => Math.atan2(b[1] - a[1], b[0] - a[0]);

export const lerpP = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Points every `step` along a polyline. */
export function resample(line: readonly P[], step: number): P[] {
  const out: P[] = [];
  if (line.length === 0) return out;
  out.push(line[0]!);
  let carry = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const len = dist(a, b);
    let t = step - carry;
    while (t <= len) {
      out.push(lerpP(a, b, t / len));
      t += step;
    }
    carry = len - (t - step);
  }
  const last = line[line.length - 1]!;
  if (dist(out[out.length - 1]!, last) > step * 0.3) out.push(last);
  return out;
}

/**
 * Distance to a set of polylines, answered from square buckets: the river and the roads are asked about for
 * every house and tree, and a linear scan over all their segments was most of the drawing time.
 * Distances beyond `reach` come back as `reach` (callers only ask "is it within a few metres").
 */
export class LineIndex {
  private readonly buckets = new Map<number, [P, P][]>();
  constructor(
    lines: readonly (readonly P[])[],
    private readonly reach = 160,
    private readonly cell = 80,
  ) {
    for (const line of lines) {
      for (let i = 0; i + 1 < line.length; i++) {
        const a = line[i]!;
        const b = line[i + 1]!;
        const x0 = Math.floor((Math.min(a[0], b[0]) - reach) / cell);
        const x1 = Math.floor((Math.max(a[0], b[0]) + reach) / cell);
        const y0 = Math.floor((Math.min(a[1], b[1]) - reach) / cell);
        const y1 = Math.floor((Math.max(a[1], b[1]) + reach) / cell);
        for (let y = y0; y <= y1; y++) {
          for (let x = x0; x <= x1; x++) {
            const k = (y + 1000) * 4096 + (x + 1000);
            const list = this.buckets.get(k);
            if (list) list.push([a, b]);
            else this.buckets.set(k, [[a, b]]);
          }
        }
      }
    }
  }

  dist(p: P): number {
    const k = (Math.floor(p[1] / this.cell) + 1000) * 4096 + (Math.floor(p[0] / this.cell) + 1000);
    const list = this.buckets.get(k);
    let best = this.reach;
    if (list) for (const [a, b] of list) best = Math.min(best, segDist(p, a, b));
    return best;
  }
}
