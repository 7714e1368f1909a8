// Shield outlines in one shield space (200 wide, 240 tall, y down) and where the field's heraldic points fall in each.
import type { SHIELD_SHAPES } from '../../../../shared/kinds/faction.js';
import type { Pt } from '../../../art/path.js';
import { num } from '../../../art/svg.js';

export type ShieldShape = (typeof SHIELD_SHAPES)[number];

/**
 * A shield's outline and how the heater-drawn layout (ordinaries, division lines, charge places, all laid out for
 * a 200 x 240 heater) is fitted into it: an affine scale about the heater's fess point. Shapes with less room
 * (a lozenge, a kite's narrow foot) draw their charges smaller and closer together.
 */
export interface ShieldGeometry {
  shape: ShieldShape;
  /** The outline as path data. */
  d: string;
  /** The outline sampled as a polygon (bordures are inset from it). */
  polygon: Pt[];
  /** The layout's fit: heater point (x, y) maps to (fx + (x - 100) * sx, fy + (y - 110) * sy). */
  fx: number;
  fy: number;
  sx: number;
  sy: number;
  /** Multiplies every charge's size. */
  charge: number;
}

/** A point of the heater layout moved into this shield. */
export function fitPoint(g: ShieldGeometry, p: Pt): Pt {
  return [g.fx + (p[0] - 100) * g.sx, g.fy + (p[1] - 110) * g.sy];
}

const P = (pts: readonly Pt[]) => pts;

interface ShapeDef {
  d: string;
  /** Landmarks for sampling (corners marked), when the path is not trivially a polygon. */
  outline: readonly Pt[];
  fx: number;
  fy: number;
  sx: number;
  sy: number;
  charge: number;
}

const c = (x: number, y: number): Pt => [x, y, 'corner'];

function circle(cx: number, cy: number, r: number, n = 48): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as Pt;
  });
}

/** Samples a cubic from p0 to p3 (for outlines written as Béziers). */
function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n = 10): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

function polyD(points: readonly Pt[]): string {
  return `${points.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('')}Z`;
}

const SHAPES: Record<ShieldShape, () => ShapeDef> = {
  // The classic heater: straight flanks into two arcs meeting at the base point.
  heater: () => {
    const right = cubic([200, 96], [200, 168], [156, 214], [100, 240], 14);
    const left = cubic([100, 240], [44, 214], [0, 168], [0, 96], 14);
    const outline = P([c(0, 0), c(200, 0), [200, 96], ...right, ...left]);
    return { d: polyD(outline), outline, fx: 100, fy: 110, sx: 1, sy: 1, charge: 1 };
  },
  // The French (square) shield: upright flanks, rounded lower corners and a small point at the base.
  french: () => {
    const outline = P([
      c(0, 0),
      c(200, 0),
      [200, 186],
      ...cubic([200, 186], [200, 210], [186, 220], [164, 221], 6),
      ...cubic([164, 221], [128, 222], [108, 226], [100, 240], 6),
      ...cubic([100, 240], [92, 226], [72, 222], [36, 221], 6),
      ...cubic([36, 221], [14, 220], [0, 210], [0, 186], 6),
    ]);
    return { d: polyD(outline), outline, fx: 100, fy: 112, sx: 1, sy: 1.02, charge: 1.02 };
  },
  // The Spanish shield: upright flanks and a round base.
  spanish: () => {
    const base = Array.from({ length: 25 }, (_, i) => {
      const a = (i / 24) * Math.PI;
      return [100 + Math.cos(a) * 100, 140 + Math.sin(a) * 100] as Pt;
    });
    const outline = P([c(0, 0), c(200, 0), ...base]);
    return { d: polyD(outline), outline, fx: 100, fy: 114, sx: 1, sy: 1.03, charge: 1.04 };
  },
  // The Norman kite: a rounded head and a long tapering foot.
  kite: () => {
    const outline = P([
      ...cubic([100, 0], [160, 0], [200, 18], [200, 66], 10),
      ...cubic([200, 66], [200, 136], [148, 196], [100, 240], 14),
      ...cubic([100, 240], [52, 196], [0, 136], [0, 66], 14),
      ...cubic([0, 66], [0, 18], [40, 0], [100, 0], 10),
    ]);
    return { d: polyD(outline), outline, fx: 100, fy: 100, sx: 0.96, sy: 0.93, charge: 0.9 };
  },
  round: () => {
    const outline = circle(100, 120, 100, 64);
    return {
      d: 'M100 20A100 100 0 1 1 100 220A100 100 0 1 1 100 20Z',
      outline,
      fx: 100,
      fy: 120,
      sx: 0.92,
      sy: 0.82,
      charge: 0.9,
    };
  },
  // The lozenge: little room, so everything is drawn smaller toward the middle.
  lozenge: () => {
    const outline = P([c(100, 0), c(200, 120), c(100, 240), c(0, 120)]);
    return { d: polyD(outline), outline, fx: 100, fy: 120, sx: 0.8, sy: 0.86, charge: 0.86 };
  },
  // The Swiss shield: a top edge cut in two shallow arcs, then a heater's body.
  swiss: () => {
    const top = [
      ...cubic([0, 0], [30, 18], [70, 20], [100, 6], 8),
      ...cubic([100, 6], [130, 20], [170, 18], [200, 0], 8),
    ];
    const outline = P([
      c(0, 0),
      ...top.slice(0, -1),
      c(200, 0),
      [200, 104],
      ...cubic([200, 104], [200, 170], [158, 212], [100, 240], 14),
      ...cubic([100, 240], [42, 212], [0, 170], [0, 104], 14),
    ]);
    return { d: polyD(outline), outline, fx: 100, fy: 116, sx: 1, sy: 0.97, charge: 0.98 };
  },
  // The pavise: a tall board with cut corners and a slightly narrowing foot.
  pavise: () => {
    const outline = P([
      c(18, 0),
      c(182, 0),
      c(200, 18),
      c(192, 206),
      c(162, 240),
      c(38, 240),
      c(8, 206),
      c(0, 18),
    ]);
    return { d: polyD(outline), outline, fx: 100, fy: 116, sx: 0.98, sy: 1.04, charge: 1 };
  },
};

const cache = new Map<ShieldShape, ShieldGeometry>();

export function shieldGeometry(shape: ShieldShape): ShieldGeometry {
  const known = cache.get(shape);
  if (known) return known;
  const def = SHAPES[shape]();
  const polygon = def.outline.map((p) => [p[0], p[1]] as Pt);
  const g: ShieldGeometry = {
    shape,
    d: def.d,
    polygon,
    fx: def.fx,
    fy: def.fy,
    sx: def.sx,
    sy: def.sy,
    charge: def.charge,
  };
  cache.set(shape, g);
  return g;
}

/**
 * The outline moved inward by `by` (the inner edge of a bordure): each vertex along the bisector of its two
 * edges' inward normals, so the band keeps an even width round corners.
 */
export function insetPolygon(polygon: readonly Pt[], by: number): Pt[] {
  const n = polygon.length;
  // Signed area tells the winding, so the inward side is known whichever way the outline runs.
  let area = 0;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    area += a[0] * b[1] - b[0] * a[1];
  }
  const wind = area > 0 ? 1 : -1;
  const normal = (a: Pt, b: Pt): Pt => {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    // For a clockwise (screen) outline, (-dy, dx) points inward.
    return [(-dy / len) * wind, (dx / len) * wind];
  };
  return polygon.map((p, i) => {
    const prev = polygon[(i - 1 + n) % n]!;
    const next = polygon[(i + 1) % n]!;
    const n1 = normal(prev, p);
    const n2 = normal(p, next);
    let bx = n1[0] + n2[0];
    let by2 = n1[1] + n2[1];
    const len = Math.hypot(bx, by2) || 1;
    bx /= len;
    by2 /= len;
    const cos = Math.max(0.35, bx * n1[0] + by2 * n1[1]);
    return [p[0] + (bx * by) / cos, p[1] + (by2 * by) / cos] as Pt;
  });
}
