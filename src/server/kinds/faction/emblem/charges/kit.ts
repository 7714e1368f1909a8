// The drawing kit for charges: each charge is drawn in a 100 x 100 box as layers (back to front), each a filled
// shape in the charge's tincture with its holes, then the ink lines and small ink marks that sit on it.
import {
  corner,
  type Pt,
  rotatePoints,
  sampleOpen,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
  taper,
} from '../../../../art/path.js';
import { num } from '../../../../art/svg.js';

export interface ChargeLayer {
  /** Filled with the tincture, nonzero: parts wind clockwise, holes (where the ground shows) anticlockwise. */
  d: string;
  /** Inner detail lines, stroked in ink. */
  lines?: string;
  /** Small solid marks (pupils, nostrils, jewels), filled in ink. */
  marks?: string;
}

export interface ChargeArt {
  layers: readonly ChargeLayer[];
}

export type { Pt };
export { corner, rotatePoints, taper };

export const c = (x: number, y: number): Pt => corner(x, y);

function signedArea(points: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a;
}

/** Clockwise on screen (a part), or anticlockwise (a hole). */
function wound(points: readonly Pt[], clockwise: boolean): readonly Pt[] {
  return signedArea(points) > 0 === clockwise ? points : points.slice().reverse();
}

/** A smooth closed part through the landmarks (corners stay sharp). */
export const part = (points: readonly Pt[], tension = 1): string =>
  smoothClosed(wound(points, true), tension);
/** A smooth hole. */
export const hole = (points: readonly Pt[], tension = 1): string =>
  smoothClosed(wound(points, false), tension);

/** A straight-sided part or hole. */
export function poly(points: readonly Pt[], isHole = false): string {
  const pts = wound(points, !isHole);
  return `${pts.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('')}Z`;
}

/** A symmetric part from its right half (top on the axis, down the right side, bottom on the axis). */
export const sym = (half: readonly Pt[], tension = 1, axis = 50): string =>
  part(symmetricLoop(half, axis), tension);
export const symPoly = (half: readonly Pt[], axis = 50): string => poly(symmetricLoop(half, axis));

export function ellipse(cx: number, cy: number, rx: number, ry: number, isHole = false): string {
  const sweep = isHole ? 0 : 1;
  return (
    `M${num(cx - rx)} ${num(cy)}A${num(rx)} ${num(ry)} 0 1 ${sweep} ${num(cx + rx)} ${num(cy)}` +
    `A${num(rx)} ${num(ry)} 0 1 ${sweep} ${num(cx - rx)} ${num(cy)}Z`
  );
}

export const circle = (cx: number, cy: number, r: number, isHole = false) => ellipse(cx, cy, r, r, isHole);

/** A ring: a disc with a round hole. */
export const ring = (cx: number, cy: number, outer: number, inner: number) =>
  circle(cx, cy, outer) + circle(cx, cy, inner, true);

export function rect(x: number, y: number, w: number, h: number, isHole = false): string {
  return poly(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    isHole,
  );
}

/** An ellipse turned by `degrees` about its centre, as a smooth part (for leaves, petals, feathers). */
export function leaf(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  degrees: number,
  isHole = false,
): string {
  const pts: Pt[] = [
    [cx + rx, cy],
    [cx, cy + ry],
    [cx - rx, cy],
    [cx, cy - ry],
  ];
  const turned = rotatePoints(pts, cx, cy, degrees);
  return isHole ? hole(turned) : part(turned);
}

/** An open ink line through the points (smooth unless `straight`). */
export function line(points: readonly Pt[], straight = false): string {
  if (straight || points.length < 3)
    return points.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('');
  return smoothOpen(points);
}

/** Several straight segments as one path: [[x1, y1, x2, y2], ...]. */
export function segments(list: readonly (readonly [number, number, number, number])[]): string {
  return list.map(([a, b, x, y]) => `M${num(a)} ${num(b)}L${num(x)} ${num(y)}`).join('');
}

/** A band of varying width along a centre line, as a part (legs, tails, horns, stems). */
export const limb = (centre: readonly Pt[], w0: number, w1: number): string => part(taper(centre, w0, w1));

/** Reflects points across the vertical axis x = 50. */
export const flipX = (points: readonly Pt[]): Pt[] =>
  points.map((p) => (p.length === 3 ? corner(100 - p[0], p[1]) : ([100 - p[0], p[1]] as Pt)));

/** Moves and scales points (to reuse a shape at another place). */
export const place = (points: readonly Pt[], dx: number, dy: number, k = 1): Pt[] =>
  points.map((p) =>
    p.length === 3 ? corner(p[0] * k + dx, p[1] * k + dy) : ([p[0] * k + dx, p[1] * k + dy] as Pt),
  );

/** Points round a circle, starting at the top, clockwise. */
export function around(cx: number, cy: number, r: number, n: number, startDeg = -90): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((startDeg + (360 * i) / n) * Math.PI) / 180;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as Pt;
  });
}

export const art = (...layers: ChargeLayer[]): ChargeArt => ({ layers });

/**
 * A band along a centre line whose width follows `width(t)` (t from 0 at the start to 1 at the end): pointed at
 * both ends for blades, horns and leaves when the width falls to 0 there.
 */
export function band(centre: readonly Pt[], width: (t: number) => number, perSegment = 6): string {
  const pts = sampleOpen(centre, perSegment);
  const n = pts.length;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const prev = pts[Math.max(0, i - 1)]!;
    const next = pts[Math.min(n - 1, i + 1)]!;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = Math.max(0, width(i / (n - 1))) / 2;
    const p = pts[i]!;
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  }
  const ends = (p: Pt, q: Pt): Pt[] =>
    Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.05
      ? [corner(p[0], p[1])]
      : [corner(p[0], p[1]), corner(q[0], q[1])];
  const outline: Pt[] = [
    ...ends(right[0]!, left[0]!),
    ...left.slice(1, -1),
    ...ends(left[n - 1]!, right[n - 1]!),
    ...right.slice(1, -1).reverse(),
  ];
  return part(outline);
}

/** A band widest in its middle and pointed at both ends (blades, pick heads, leaves along a curve). */
export const spindle = (centre: readonly Pt[], w: number): string =>
  band(centre, (t) => w * Math.sin(Math.PI * t) ** 0.7);

/** Rotates points about (50, 50) unless another centre is given. */
export const turn = (points: readonly Pt[], degrees: number, cx = 50, cy = 50): Pt[] =>
  rotatePoints(points, cx, cy, degrees);

/** Points round an ellipse turned by `degrees` (for rings, links and lenses at an angle). */
export function ovalAt(cx: number, cy: number, rx: number, ry: number, degrees = 0, n = 16): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return degrees ? rotatePoints(pts, cx, cy, degrees) : pts;
}

/** Straight segments joined through the points, every one a corner (zigzags, stars). */
export const cornered = (points: readonly (readonly [number, number])[]): Pt[] =>
  points.map(([x, y]) => corner(x, y));

/**
 * A bed of flames from x0 to x1 standing on `bottom`: `n` curling tongues, the middle ones tallest (`h`), each
 * leaning the way its neighbour does not.
 */
export function flameBed(x0: number, x1: number, bottom: number, h: number, n: number): string {
  const w = (x1 - x0) / n;
  const pts: Pt[] = [corner(x0, bottom)];
  for (let i = 0; i < n; i++) {
    const a = x0 + i * w;
    const mid = (n - 1) / 2;
    const th = h * (1 - 0.4 * (mid ? Math.abs(i - mid) / mid : 0));
    const lean = (i % 2 ? 1 : -1) * w * 0.25;
    pts.push([a + w * 0.08, bottom - th * 0.55]);
    pts.push([a + w * 0.3 + lean * 0.4, bottom - th * 0.82]);
    pts.push(corner(a + w * 0.5 + lean, bottom - th));
    pts.push([a + w * 0.72 + lean * 0.2, bottom - th * 0.72]);
    pts.push([a + w * 0.9, bottom - th * 0.52]);
    if (i < n - 1) pts.push(corner(a + w, bottom - th * 0.45));
  }
  pts.push(corner(x1, bottom));
  return part(pts);
}
