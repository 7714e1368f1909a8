// The isometric style's buildings: each footprint extruded into a block seen from the south-east and above,
// its lit and shaded walls showing, a hipped roof on top, a cast shadow beside it; drawn far to near.
import { darken, lighten, mix } from '../../../art/color.js';
import { group } from '../../../art/svg.js';
import type { Building } from './buildings.js';
import { area, centroid, type P } from './geometry.js';
import { el, xy } from './path-data.js';
import type { RenderInput } from './render.js';

/** Where "up" goes on the page: mostly up, a little to the left, so south and east walls show. */
export const ISO_UP: P = [-0.3, -1];
/** Units of height per storey. */
const STOREY = 6.5;

const polyD = (pts: readonly P[]) => {
  let d = `M${xy(pts[0]![0], pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) d += `L${xy(pts[i]![0], pts[i]![1])}`;
  return `${d}Z`;
};
const up = (p: P, h: number): P => [p[0] + ISO_UP[0] * h, p[1] + ISO_UP[1] * h];

/** The convex hull (monotone chain), for a block's shadow: its base and its top pushed along the light. */
function hull(points: P[]): P[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: P[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

interface Faces {
  walls: [string, string, string];
  roofs: Map<string, string>;
}

/** Adds one building's visible walls and roof faces to the batch for its depth band. */
function addBuilding(b: Building, roofCol: string, out: Faces, shadows: string[]) {
  let poly = b.poly;
  if (poly.length < 3) return;
  // Screen winding: with y down, a positive area runs clockwise; outward normals are then (dy, -dx).
  if (area(poly) < 0) poly = [...poly].reverse();
  const storeys = b.landmark ? (b.landmark === 'tower' ? 5 : 3.5) : Math.max(1, Math.min(4, b.height));
  const h = storeys * STOREY;
  const n = poly.length;
  // The roof: hipped over the long axis, or a spire on a tower.
  const c = centroid(poly);
  let long = 0;
  let ux = 1;
  let uy = 0;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const q = poly[(i + 1) % n]!;
    const l = Math.hypot(q[0] - a[0], q[1] - a[1]);
    if (l > long) {
      long = l;
      ux = (q[0] - a[0]) / l;
      uy = (q[1] - a[1]) / l;
    }
  }
  let umin = Number.POSITIVE_INFINITY;
  let umax = Number.NEGATIVE_INFINITY;
  let vmin = Number.POSITIVE_INFINITY;
  let vmax = Number.NEGATIVE_INFINITY;
  for (const p of poly) {
    const u = (p[0] - c[0]) * ux + (p[1] - c[1]) * uy;
    const v = -(p[0] - c[0]) * uy + (p[1] - c[1]) * ux;
    umin = Math.min(umin, u);
    umax = Math.max(umax, u);
    vmin = Math.min(vmin, v);
    vmax = Math.max(vmax, v);
  }
  const width = vmax - vmin;
  const vm = (vmin + vmax) / 2;
  const rise = b.landmark === 'tower' ? width * 1.2 : Math.min(width * 0.45, 10);
  const half = Math.max(0, (umax - umin - width) / 2);
  const um = (umin + umax) / 2;
  const at = (u: number): P => [c[0] + ux * u - uy * vm, c[1] + uy * u + ux * vm];
  const r0 = up(at(um - half), h + rise);
  const r1 = up(at(um + half), h + rise);
  shadows.push(polyD(hull([...poly, ...poly.map((p) => [p[0] + h * 0.55, p[1] - h * 0.3] as P)])));
  // Walls facing the viewer (normal towards down-right on the page), in three shades by how they face the light.
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const q = poly[(i + 1) % n]!;
    const nx = q[1] - a[1];
    const ny = -(q[0] - a[0]);
    const len = Math.hypot(nx, ny) || 1;
    const facing = (nx * -ISO_UP[0] + ny * -ISO_UP[1]) / len;
    if (facing <= 0.02) continue;
    const lit = (nx * -0.55 + ny * 0.83) / len;
    const k = lit > 0.45 ? 0 : lit > -0.1 ? 1 : 2;
    out.walls[k] += polyD([a, q, up(q, h), up(a, h)]);
  }
  // Roof faces, the ones turned away first so the near ones lie over them.
  const faces: { d: string; lit: boolean; back: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const q = poly[(i + 1) % n]!;
    const ua = (a[0] - c[0]) * ux + (a[1] - c[1]) * uy;
    const uq = (q[0] - c[0]) * ux + (q[1] - c[1]) * uy;
    const ra = ua < um ? r0 : r1;
    const rq = uq < um ? r0 : r1;
    const pts: P[] = ra === rq ? [up(a, h), up(q, h), ra] : [up(a, h), up(q, h), rq, ra];
    const nx = q[1] - a[1];
    const ny = -(q[0] - a[0]);
    const len = Math.hypot(nx, ny) || 1;
    faces.push({ d: polyD(pts), lit: (nx * -0.55 + ny * 0.83) / len > 0, back: ny / len < -0.2 });
  }
  for (const f of faces.sort((x, y) => Number(y.back) - Number(x.back))) {
    const key = `${roofCol}|${f.lit ? 'l' : 'd'}`;
    out.roofs.set(key, (out.roofs.get(key) ?? '') + f.d);
  }
}

export function drawIsometricBuildings(input: RenderInput): string {
  const { style, plan } = input;
  const out: string[] = [];
  const piers = plan.piers.map((p) => polyD(p)).join('');
  if (piers)
    out.push(
      el('path', {
        d: piers,
        fill: lighten(style.street, 0.02),
        stroke: style.ink,
        'stroke-width': style.medium,
        id: 'town-map-piers',
      }),
    );
  const depth = (b: Building) => {
    const c = centroid(b.poly);
    return c[1] - c[0] * ISO_UP[0];
  };
  const sorted = [...input.buildings].sort((a, b) => depth(a) - depth(b));
  const shadows: string[] = [];
  const bands: Faces[] = [];
  const BAND = 22;
  let i = 0;
  while (i < sorted.length) {
    const top = depth(sorted[i]!);
    const faces: Faces = { walls: ['', '', ''], roofs: new Map() };
    while (i < sorted.length && depth(sorted[i]!) < top + BAND) {
      const b = sorted[i]!;
      addBuilding(b, b.landmark ? darken(style.roof('temple'), 0.1) : style.roof(b.ward), faces, shadows);
      i++;
    }
    bands.push(faces);
  }
  out.push(el('path', { d: shadows.join(''), fill: '#1c2430', opacity: 0.16 }));
  const plaster = mix('#efe4cc', style.paper, 0.3);
  const wallFills = [plaster, darken(plaster, 0.14), darken(plaster, 0.3)];
  for (const f of bands) {
    f.walls.forEach((d, k) => {
      if (d)
        out.push(
          el('path', {
            d,
            fill: wallFills[k],
            stroke: style.roofInk,
            'stroke-width': style.fine,
            'stroke-linejoin': 'round',
          }),
        );
    });
    for (const [key, d] of f.roofs) {
      const [col, shade] = key.split('|');
      out.push(
        el('path', {
          d,
          fill: shade === 'l' ? lighten(col!, 0.06) : darken(col!, 0.16),
          stroke: style.roofInk,
          'stroke-width': style.fine,
          'stroke-linejoin': 'round',
        }),
      );
    }
  }
  return group(
    { id: 'town-map-buildings', 'data-count': input.buildings.length, 'data-extruded': 'true' },
    out,
  );
}
