// Path helpers for procedural pictures: smooth curves through points (Catmull-Rom as cubic Béziers), mirrored
// shapes for symmetric subjects, and point transforms, so shapes are described by a few landmarks.
import { num } from './svg.js';

/** A landmark; a third element 'corner' keeps a sharp corner there (ear tips, hair points, horn tips). */
export type Pt = readonly [number, number] | readonly [number, number, 'corner'];

const isCorner = (p: Pt) => p.length === 3;

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
export const corner = (x: number, y: number): Pt => [x, y, 'corner'];

function segment(p0: Pt, p1: Pt, p2: Pt, p3: Pt, tension: number): string {
  const t1 = isCorner(p1) ? 0 : tension / 6;
  const t2 = isCorner(p2) ? 0 : tension / 6;
  const c1x = p1[0] + (p2[0] - p0[0]) * t1;
  const c1y = p1[1] + (p2[1] - p0[1]) * t1;
  const c2x = p2[0] - (p3[0] - p1[0]) * t2;
  const c2y = p2[1] - (p3[1] - p1[1]) * t2;
  return `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`;
}

/** A smooth closed outline through every point. */
export function smoothClosed(points: readonly Pt[], tension = 1): string {
  const n = points.length;
  if (n < 3) return polyline(points, true);
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < n; i++) d += segment(at(i - 1), at(i), at(i + 1), at(i + 2), tension);
  return `${d}Z`;
}

/** A smooth open curve through every point (the ends are not closed). */
export function smoothOpen(points: readonly Pt[], tension = 1): string {
  const n = points.length;
  if (n < 3) return polyline(points, false);
  const at = (i: number) => points[Math.min(n - 1, Math.max(0, i))]!;
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < n - 1; i++) d += segment(at(i - 1), at(i), at(i + 1), at(i + 2), tension);
  return d;
}

export function polyline(points: readonly Pt[], closed: boolean): string {
  if (points.length === 0) return '';
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p[0])} ${num(p[1])}`).join('');
  return closed ? `${d}Z` : d;
}

/** Reflects points across the vertical line x = cx (keeping corners). */
export function mirrorPoints(points: readonly Pt[], cx: number): Pt[] {
  return points.map((p) => (isCorner(p) ? corner(2 * cx - p[0], p[1]) : [2 * cx - p[0], p[1]]));
}

/**
 * A full symmetric loop from one half: `half` runs from the top on the axis, down the right side, to the
 * bottom on the axis; the left side is its mirror image.
 */
export function symmetricLoop(half: readonly Pt[], cx: number): Pt[] {
  const mirrored = mirrorPoints(half.slice(1, -1), cx).reverse();
  return [...half, ...mirrored];
}

export function translatePoints(points: readonly Pt[], dx: number, dy: number): Pt[] {
  return points.map((p) => (isCorner(p) ? corner(p[0] + dx, p[1] + dy) : [p[0] + dx, p[1] + dy]));
}

/** Scales points about (cx, cy). */
export function scalePoints(points: readonly Pt[], cx: number, cy: number, sx: number, sy = sx): Pt[] {
  return points.map((p) => {
    const x = cx + (p[0] - cx) * sx;
    const y = cy + (p[1] - cy) * sy;
    return isCorner(p) ? corner(x, y) : [x, y];
  });
}

/** Rotates points about (cx, cy) by `degrees` (clockwise on screen). */
export function rotatePoints(points: readonly Pt[], cx: number, cy: number, degrees: number): Pt[] {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return points.map((p) => {
    const dx = p[0] - cx;
    const dy = p[1] - cy;
    const x = cx + dx * cos - dy * sin;
    const y = cy + dx * sin + dy * cos;
    return isCorner(p) ? corner(x, y) : [x, y];
  });
}

export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  startDeg = -90,
): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((startDeg + (360 * i) / count) * Math.PI) / 180;
    out.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return out;
}

/** `n` points round an ellipse, starting at 3 o'clock: the outline of rings, lenses and bottle bellies. */
export const oval = (cx: number, cy: number, rx: number, ry: number, n = 14): Pt[] =>
  ellipsePoints(cx, cy, rx, ry, n, 0);

/** An ellipse as a path (clip paths and evenodd holes need paths, not <ellipse>). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`;
}

export const circlePath = (cx: number, cy: number, r: number) => ellipsePath(cx, cy, r, r);

/** Samples the smooth closed curve through `points` into a polygon (for crescents and hit tests). */
export function sampleClosed(points: readonly Pt[], perSegment = 6, tension = 1): Pt[] {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t1 = isCorner(p1) ? 0 : tension / 6;
    const t2 = isCorner(p2) ? 0 : tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * t1, p1[1] + (p2[1] - p0[1]) * t1];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * t2, p2[1] - (p3[1] - p1[1]) * t2];
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const u = 1 - t;
      out.push([
        u * u * u * p1[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p2[0],
        u * u * u * p1[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p2[1],
      ]);
    }
  }
  return out;
}

/** The axis-aligned bounds of some points. */
export function bounds(points: readonly Pt[]): { x: number; y: number; width: number; height: number } {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Samples the smooth open curve through `points` (ends included). */
export function sampleOpen(points: readonly Pt[], perSegment = 6, tension = 1): Pt[] {
  const n = points.length;
  if (n < 2) return points.slice();
  const at = (i: number) => points[Math.min(n - 1, Math.max(0, i))]!;
  const out: Pt[] = [];
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) * tension) / 6, p1[1] + ((p2[1] - p0[1]) * tension) / 6];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) * tension) / 6, p2[1] - ((p3[1] - p1[1]) * tension) / 6];
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const u = 1 - t;
      out.push([
        u * u * u * p1[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p2[0],
        u * u * u * p1[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p2[1],
      ]);
    }
  }
  out.push(at(n - 1));
  return out;
}

/**
 * A tapering band along a centre line (horns, tusks, brows, feathers, blades): `w0` wide at the start and `w1`
 * at the end; a zero-width end becomes a sharp tip.
 */
export function taper(centre: readonly Pt[], w0: number, w1: number, perSegment = 5): Pt[] {
  const line = sampleOpen(centre, perSegment);
  const n = line.length;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const prev = line[Math.max(0, i - 1)]!;
    const next = line[Math.min(n - 1, i + 1)]!;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = lerp(w0, w1, i / (n - 1)) / 2;
    const p = line[i]!;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  const tipEnd = w1 <= 0.01;
  const tipStart = w0 <= 0.01;
  const end = line[n - 1]!;
  const start = line[0]!;
  return [
    ...(tipStart ? [corner(start[0], start[1])] : left.slice(0, 1).map((p) => corner(p[0], p[1]))),
    ...left.slice(1, -1),
    ...(tipEnd
      ? [corner(end[0], end[1])]
      : [corner(left[n - 1]![0], left[n - 1]![1]), corner(right[n - 1]![0], right[n - 1]![1])]),
    ...right.slice(1, -1).reverse(),
    ...(tipStart ? [] : [corner(right[0]![0], right[0]![1])]),
  ];
}

/** A scalloped outline (curls, fur, foliage): bumps bulging outward between consecutive points. */
export function scallop(points: readonly Pt[], bulge: number, closed = true): string {
  const n = points.length;
  if (n < 2) return '';
  // Outward is judged against the centroid, so the bumps face away from the shape's middle.
  const cx = points.reduce((s, p) => s + p[0], 0) / n;
  const cy = points.reduce((s, p) => s + p[1], 0) / n;
  let d = `M${num(points[0]![0])} ${num(points[0]![1])}`;
  const count = closed ? n : n - 1;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    let nx = -dy / len;
    let ny = dx / len;
    if ((mx - cx) * nx + (my - cy) * ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    d += `Q${num(mx + nx * bulge)} ${num(my + ny * bulge)} ${num(b[0])} ${num(b[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Resamples a closed outline into `count` points evenly spaced along its length (for even scallops). */
export function resampleClosed(points: readonly Pt[], count: number): Pt[] {
  const n = points.length;
  const lengths: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    lengths.push(len);
    total += len;
  }
  const out: Pt[] = [];
  let seg = 0;
  let acc = 0;
  for (let k = 0; k < count; k++) {
    const target = (k / count) * total;
    while (seg < n - 1 && acc + lengths[seg]! < target) {
      acc += lengths[seg]!;
      seg++;
    }
    const a = points[seg]!;
    const b = points[(seg + 1) % n]!;
    const t = lengths[seg]! > 0 ? (target - acc) / lengths[seg]! : 0;
    out.push(lerpPt(a, b, Math.min(1, Math.max(0, t))));
  }
  return out;
}
