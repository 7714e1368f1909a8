// Magic light without filters: soft auras from one radial gradient, halos that hug a silhouette from a few wide
// translucent strokes, and four-pointed sparkles. resvg blurs are slow; these cost about as much as a shape.
import type { ArtRng } from './art-rng.js';
import { mix } from './color.js';
import { el, num, type SvgDoc } from './svg.js';

/**
 * A soft elliptical light; `strength` 0..1 sets how bright its core is, and `core` may give the core its own
 * colour (the gold at the heart of a red-gold glow). Its cost is its area: resvg shades every pixel it covers.
 */
export function aura(
  doc: SvgDoc,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  strength: number,
  core: string = mix(color, '#ffffff', 0.35),
): string {
  const s = Math.max(0, Math.min(1, strength));
  const fill = doc.radialGradient({
    stops: [
      { offset: 0, color: core, opacity: 0.85 * s },
      { offset: 0.35, color, opacity: 0.5 * s },
      { offset: 1, color, opacity: 0 },
    ],
  });
  return el('ellipse', { cx, cy, rx, ry, fill });
}

/**
 * A halo around a silhouette: the outlines are joined into one path (so overlapping parts do not double up)
 * and stroked wide and faint, then narrower and brighter. `strength` 0..1 widens and brightens it.
 */
export function halo(
  outlines: readonly string[],
  color: string,
  strength: number,
  transform?: string,
): string {
  if (!outlines.length || strength <= 0) return '';
  const d = outlines.join('');
  const s = Math.max(0, Math.min(1, strength));
  const rings: [number, number][] = [
    [10 + 34 * s, 0.1 + 0.1 * s],
    [6 + 18 * s, 0.16 + 0.16 * s],
    [3 + 7 * s, 0.26 + 0.3 * s],
  ];
  const parts = rings.map(([width, opacity], i) =>
    el('path', {
      d,
      fill: i === rings.length - 1 ? mix(color, '#ffffff', 0.2) : 'none',
      // Even-odd keeps the holes of rings and buckles open; where parts overlap, the item covers the fill.
      'fill-rule': i === rings.length - 1 ? 'evenodd' : undefined,
      'fill-opacity': i === rings.length - 1 ? opacity : undefined,
      stroke: i === rings.length - 1 ? mix(color, '#ffffff', 0.3) : color,
      'stroke-width': width,
      'stroke-opacity': opacity,
      'stroke-linejoin': 'round',
    }),
  );
  return transform ? `<g transform="${transform}">${parts.join('')}</g>` : parts.join('');
}

/** A four-pointed star (a glint) centred on (cx, cy); `thin` is the waist as a fraction of the radius. */
export function sparklePath(cx: number, cy: number, r: number, thin = 0.18): string {
  const w = r * thin;
  return (
    `M${num(cx)} ${num(cy - r)}Q${num(cx + w)} ${num(cy - w)} ${num(cx + r)} ${num(cy)}` +
    `Q${num(cx + w)} ${num(cy + w)} ${num(cx)} ${num(cy + r)}` +
    `Q${num(cx - w)} ${num(cy + w)} ${num(cx - r)} ${num(cy)}` +
    `Q${num(cx - w)} ${num(cy - w)} ${num(cx)} ${num(cy - r)}Z`
  );
}

/**
 * Glints scattered in a ring around a centre, brightest in the middle of each: one path per colour, so dozens
 * cost no more than one shape.
 */
export function sparkles(
  rng: ArtRng,
  count: number,
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  color: string,
  size = 1,
): string {
  let big = '';
  let small = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const dist = rng.range(inner, outer);
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist;
    if (i % 3 === 0) big += sparklePath(x, y, rng.range(9, 16) * size, 0.16);
    else small += sparklePath(x, y, rng.range(4, 8) * size, 0.22);
  }
  return (
    el('path', { d: big, fill: mix(color, '#ffffff', 0.55), opacity: 0.95 }) +
    el('path', { d: small, fill: mix(color, '#ffffff', 0.3), opacity: 0.8 })
  );
}
