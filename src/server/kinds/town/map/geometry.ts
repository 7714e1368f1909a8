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

/** Map directions, north up (y grows down the page); 'centre' has none. */
export const SIDE_VECTORS: Readonly<Record<string, P | null>> = {
  north: [0, -1],
  east: [1, 0],
  south: [0, 1],
  west: [-1, 0],
  centre: null,
};

/** `v` turned by `a` radians (clockwise on the page, since y grows down). */
export const rotate = (v: P, a: number): P => [
  v[0] * Math.cos(a) - v[1] * Math.sin(a),
  v[0] * Math.sin(a) + v[1] * Math.cos(a),
];

export const add = (a: P, b: P, k = 1): P => [a[0] + b[0] * k, a[1] + b[1] * k];

/** A smooth polyline through `points` (Catmull-Rom), `per` points per span: rivers are built from a few waypoints. */
export function catmullRom(points: readonly P[], per = 8): P[] {
  const n = points.length;
  if (n < 3) return points.map((p) => [p[0], p[1]] as P);
  const at = (i: number) => points[Math.max(0, Math.min(n - 1, i))]!;
  const out: P[] = [];
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push([at(n - 1)[0], at(n - 1)[1]]);
  return out;
}

/** The length of a polyline. */
export function pathLength(line: readonly P[]): number {
  let s = 0;
  for (let i = 0; i + 1 < line.length; i++) s += dist(line[i]!, line[i + 1]!);
  return s;
}

/**
 * A scalar field sampled on a square grid over a box, read back by bilinear interpolation: the shore of a sea,
 * a lake or an island is where the field crosses zero, so "is this wet" and the drawn shoreline agree, and the
 * many questions the plan asks cost a lookup instead of a polygon test.
 */
export class Field {
  readonly nx: number;
  readonly ny: number;
  readonly values: Float32Array;
  constructor(
    readonly x0: number,
    readonly y0: number,
    x1: number,
    y1: number,
    readonly step: number,
    fn: (p: P) => number,
  ) {
    this.nx = Math.ceil((x1 - x0) / step) + 1;
    this.ny = Math.ceil((y1 - y0) / step) + 1;
    this.values = new Float32Array(this.nx * this.ny);
    for (let j = 0; j < this.ny; j++) {
      for (let i = 0; i < this.nx; i++) this.values[j * this.nx + i] = fn([x0 + i * step, y0 + j * step]);
    }
  }

  at(p: P): number {
    const fx = Math.max(0, Math.min(this.nx - 1.001, (p[0] - this.x0) / this.step));
    const fy = Math.max(0, Math.min(this.ny - 1.001, (p[1] - this.y0) / this.step));
    const i = fx | 0;
    const j = fy | 0;
    const tx = fx - i;
    const ty = fy - j;
    const v = this.values;
    const k = j * this.nx + i;
    const top = v[k]! + (v[k + 1]! - v[k]!) * tx;
    const bottom = v[k + this.nx]! + (v[k + this.nx + 1]! - v[k + this.nx]!) * tx;
    return top + (bottom - top) * ty;
  }

  /** The largest value and where it is, inside a box (the deepest water, for a name). */
  peak(box: readonly [number, number, number, number]): { p: P; v: number } {
    let best = { p: [this.x0, this.y0] as P, v: Number.NEGATIVE_INFINITY };
    for (let j = 0; j < this.ny; j++) {
      const y = this.y0 + j * this.step;
      if (y < box[1] || y > box[3]) continue;
      for (let i = 0; i < this.nx; i++) {
        const x = this.x0 + i * this.step;
        if (x < box[0] || x > box[2]) continue;
        const v = this.values[j * this.nx + i]!;
        if (v > best.v) best = { p: [x, y], v };
      }
    }
    return best;
  }

  /**
   * The closed outlines where the field is above `level`, by marching squares. The grid's rim counts as below,
   * so every outline closes (on the rim, outside the frame, where the mat hides it).
   */
  loops(level = 0): P[][] {
    const { nx, ny, step, x0, y0 } = this;
    // The values less the level, the grid's rim forced below it; edge ids: horizontal edge (i,j)-(i+1,j) is
    // 2*(j*nx+i), vertical (i,j)-(i,j+1) is 2*(j*nx+i)+1; next[e] is the edge the outline leaves by.
    const v = new Float32Array(nx * ny);
    for (let j = 0; j < ny; j++) {
      for (let i = 0; i < nx; i++) {
        const k = j * nx + i;
        v[k] = i === 0 || j === 0 || i === nx - 1 || j === ny - 1 ? -1 : this.values[k]! - level;
      }
    }
    const next = new Int32Array(2 * nx * ny).fill(-1);
    const starts: number[] = [];
    const seg = (from: number, to: number) => {
      next[from] = to;
      starts.push(from);
    };
    for (let j = 0; j < ny - 1; j++) {
      for (let i = 0; i < nx - 1; i++) {
        const k = j * nx + i;
        const va = v[k]!;
        const vb = v[k + 1]!;
        const vc = v[k + nx + 1]!;
        const vd = v[k + nx]!;
        const code = (va > 0 ? 1 : 0) | (vb > 0 ? 2 : 0) | (vc > 0 ? 4 : 0) | (vd > 0 ? 8 : 0);
        if (code === 0 || code === 15) continue;
        const top = 2 * k;
        const right = 2 * (k + 1) + 1;
        const bottom = 2 * (k + nx);
        const left = 2 * k + 1;
        // Every segment has the inside (above the level) on its left, so the chains follow one another round.
        switch (code) {
          case 1:
            seg(left, top);
            break;
          case 2:
            seg(top, right);
            break;
          case 3:
            seg(left, right);
            break;
          case 4:
            seg(right, bottom);
            break;
          case 5:
            if (va + vb + vc + vd > 0) {
              seg(left, bottom);
              seg(right, top);
            } else {
              seg(left, top);
              seg(right, bottom);
            }
            break;
          case 6:
            seg(top, bottom);
            break;
          case 7:
            seg(left, bottom);
            break;
          case 8:
            seg(bottom, left);
            break;
          case 9:
            seg(bottom, top);
            break;
          case 10:
            if (va + vb + vc + vd > 0) {
              seg(top, left);
              seg(bottom, right);
            } else {
              seg(top, right);
              seg(bottom, left);
            }
            break;
          case 11:
            seg(bottom, right);
            break;
          case 12:
            seg(right, left);
            break;
          case 13:
            seg(right, top);
            break;
          case 14:
            seg(top, left);
            break;
        }
      }
    }
    const point = (e: number): P => {
      const k = e >> 1;
      const i = k % nx;
      const j = (k - i) / nx;
      const a = v[k]!;
      if (e & 1) {
        const t = a / (a - v[k + nx]!);
        return [x0 + i * step, y0 + (j + t) * step];
      }
      const t = a / (a - v[k + 1]!);
      return [x0 + (i + t) * step, y0 + j * step];
    };
    const loops: P[][] = [];
    const seen = new Uint8Array(2 * nx * ny);
    for (const start of starts) {
      if (seen[start]) continue;
      const loop: P[] = [];
      let e = start;
      while (e >= 0 && !seen[e]) {
        seen[e] = 1;
        loop.push(point(e));
        e = next[e]!;
      }
      if (loop.length >= 3) loops.push(loop);
    }
    return loops;
  }
}

/** Widths along channels (rivers, streams): distance to the nearest channel's bank, negative inside it. */
export class ChannelIndex {
  private readonly buckets = new Map<number, { a: P; b: P; half: number }[]>();
  constructor(
    channels: readonly { line: readonly P[]; width: number }[],
    private readonly reach = 160,
    private readonly cell = 80,
  ) {
    for (const ch of channels) {
      const half = ch.width / 2;
      for (let i = 0; i + 1 < ch.line.length; i++) {
        const a = ch.line[i]!;
        const b = ch.line[i + 1]!;
        const r = reach + half;
        const x0 = Math.floor((Math.min(a[0], b[0]) - r) / this.cell);
        const x1 = Math.floor((Math.max(a[0], b[0]) + r) / this.cell);
        const y0 = Math.floor((Math.min(a[1], b[1]) - r) / this.cell);
        const y1 = Math.floor((Math.max(a[1], b[1]) + r) / this.cell);
        for (let y = y0; y <= y1; y++) {
          for (let x = x0; x <= x1; x++) {
            const k = (y + 1000) * 4096 + (x + 1000);
            const list = this.buckets.get(k);
            if (list) list.push({ a, b, half });
            else this.buckets.set(k, [{ a, b, half }]);
          }
        }
      }
    }
  }

  /** Distance from p to the nearest bank (negative in the water), capped at `reach`. */
  bankDist(p: P): number {
    const k = (Math.floor(p[1] / this.cell) + 1000) * 4096 + (Math.floor(p[0] / this.cell) + 1000);
    const list = this.buckets.get(k);
    let best = this.reach;
    if (list) for (const s of list) best = Math.min(best, segDist(p, s.a, s.b) - s.half);
    return best;
  }
}

/** Whether segments ab and cd cross. */
export function segmentsCross(a: P, b: P, c: P, d: P): boolean {
  const o = (p: P, q: P, r: P) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return d1 > 0 !== d2 > 0 && d3 > 0 !== d4 > 0;
}

/** Douglas-Peucker: drops points within `tolerance` of the line through their neighbours (closed loops too). */
export function simplify(line: readonly P[], tolerance: number, closed = false): P[] {
  if (line.length < 4) return [...line];
  if (closed) {
    // Split a loop at its two farthest-apart points and simplify each half.
    let far = 0;
    for (let i = 1; i < line.length; i++) if (dist(line[0]!, line[i]!) > dist(line[0]!, line[far]!)) far = i;
    const a = simplify(line.slice(0, far + 1), tolerance);
    const b = simplify([...line.slice(far), line[0]!], tolerance);
    return [...a.slice(0, -1), ...b.slice(0, -1)];
  }
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop()!;
    let best = -1;
    let bestD = tolerance;
    for (let i = s + 1; i < e; i++) {
      const d = segDist(line[i]!, line[s]!, line[e]!);
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([s, best], [best, e]);
    }
  }
  return line.filter((_, i) => keep[i]);
}
