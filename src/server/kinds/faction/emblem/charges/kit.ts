// The drawing kit for charges: each charge is drawn in a 100 x 100 box as layers (back to front), each a filled
// shape in the charge's tincture with its holes, then the ink lines and small ink marks that sit on it.
import {
  corner,
  type Pt,
  rotatePoints,
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
