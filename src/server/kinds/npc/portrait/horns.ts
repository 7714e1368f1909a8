// Horns for NPC portraits: tiefling ram curls, swept and straight horns and crowns, and dragonborn horns
// sweeping back from the skull; ridged, tapering, in front of or behind the head.
import type { ToneRamp } from '../../../art/color.js';
import { corner, lerpPt, mirrorPoints, type Pt, sampleOpen, taper } from '../../../art/path.js';
import { group } from '../../../art/svg.js';
import type { DrawContext } from './context.js';

interface HornSpec {
  centre: Pt[];
  base: number;
  layer: 'back' | 'front';
}

function hornSpecs(ctx: DrawContext): HornSpec[] {
  const { fig, plan } = ctx;
  const { cx, cy, hw, hh } = fig;
  switch (plan.horns?.style) {
    case 'ram':
      return [
        {
          layer: 'front',
          base: hw * 0.3,
          centre: [
            [cx + hw * 0.62, cy - hh * 0.7],
            [cx + hw * 0.95, cy - hh * 0.98],
            [cx + hw * 1.32, cy - hh * 0.82],
            [cx + hw * 1.42, cy - hh * 0.42],
            [cx + hw * 1.22, cy - hh * 0.14],
            [cx + hw * 1.06, cy - hh * 0.3],
          ],
        },
      ];
    case 'swept':
      return [
        {
          layer: 'front',
          base: hw * 0.24,
          centre: [
            [cx + hw * 0.42, cy - hh * 0.74],
            [cx + hw * 0.55, cy - hh * 1.08],
            [cx + hw * 0.88, cy - hh * 1.38],
            [cx + hw * 1.3, cy - hh * 1.48],
          ],
        },
      ];
    case 'straight':
      return [
        {
          layer: 'front',
          base: hw * 0.22,
          centre: [
            [cx + hw * 0.38, cy - hh * 0.76],
            [cx + hw * 0.46, cy - hh * 1.05],
            [cx + hw * 0.5, cy - hh * 1.32],
          ],
        },
      ];
    case 'crown':
      return [0.22, 0.5, 0.76].map((k, i) => ({
        layer: 'front' as const,
        base: hw * (0.16 - i * 0.02),
        centre: [
          [cx + hw * k, cy - hh * (0.84 - i * 0.12)],
          [cx + hw * (k + 0.06), cy - hh * (1.08 - i * 0.12)],
          [cx + hw * (k + 0.14), cy - hh * (1.24 - i * 0.14)],
        ] as Pt[],
      }));
    case 'dragon':
      return [
        {
          layer: 'back',
          base: hw * 0.3,
          centre: [
            [cx + hw * 0.55, cy - hh * 0.6],
            [cx + hw * 0.85, cy - hh * 1.0],
            [cx + hw * 1.05, cy - hh * 1.32],
            [cx + hw * 1.12, cy - hh * 1.55],
          ],
        },
        {
          layer: 'back',
          base: hw * 0.2,
          centre: [
            [cx + hw * 0.85, cy - hh * 0.3],
            [cx + hw * 1.15, cy - hh * 0.55],
            [cx + hw * 1.35, cy - hh * 0.72],
          ],
        },
      ];
    default:
      return [];
  }
}

function drawHorn(ctx: DrawContext, spec: HornSpec, side: 1 | -1, ramp: ToneRamp, snapped = false): string {
  const { painter, fig } = ctx;
  const full = side === 1 ? spec.centre : mirrorPoints(spec.centre, fig.cx);
  // A snapped horn keeps only its root: a third of its length, ending in a broken, blunt stump.
  const centre = snapped
    ? sampleOpen(full, 6).slice(0, Math.max(3, Math.round(sampleOpen(full, 6).length * 0.34)))
    : full;
  const outline = snapped
    ? brokenEnd(taper(centre, spec.base, spec.base * 0.62, 3))
    : taper(centre, spec.base, 0, 6);
  // Growth rings across the horn, following its curve.
  const line = sampleOpen(centre, 6);
  const rings: string[] = [];
  for (let i = 2; i < line.length - 3; i += 2) {
    const p = line[i]!;
    const q = line[i + 1]!;
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = (spec.base * (1 - i / line.length)) / 2 + 2;
    const a: Pt = [p[0] - (dy / len) * w, p[1] + (dx / len) * w];
    const b: Pt = [p[0] + (dy / len) * w, p[1] - (dx / len) * w];
    const mid = lerpPt(a, b, 0.5);
    rings.push(
      painter.line(
        `M${a[0]} ${a[1]}Q${mid[0] + dx * 0.4} ${mid[1] + dy * 0.4} ${b[0]} ${b[1]}`,
        ramp.deep,
        1.2,
        { opacity: 0.55 },
      ),
    );
  }
  return painter.body({
    points: outline,
    ramp,
    weight: 'outer',
    light: side === 1 ? 'tl' : 'left',
    shadowOffset: [-5 * side, -4],
    inner: rings,
  });
}

/** Jags the blunt end of a tapered outline (its two middle points are the tip's corners). */
function brokenEnd(outline: Pt[]): Pt[] {
  const half = outline.length / 2;
  const a = outline[half - 1]!;
  const b = outline[half]!;
  const jag: Pt[] = [
    corner(a[0], a[1]),
    corner(a[0] + (b[0] - a[0]) * 0.35 + 3, a[1] + (b[1] - a[1]) * 0.35 - 4),
    corner(a[0] + (b[0] - a[0]) * 0.6 - 2, a[1] + (b[1] - a[1]) * 0.6 + 3),
    corner(b[0], b[1]),
  ];
  return [...outline.slice(0, half - 1), ...jag, ...outline.slice(half + 1)];
}

function drawHorns(ctx: DrawContext, layer: 'back' | 'front'): string {
  const horns = ctx.plan.horns;
  if (!horns) return '';
  const ramp = ctx.ramps.horn;
  // The NPC's left is the viewer's right.
  const snappedSide = horns.snapped === 'left' ? 1 : horns.snapped === 'right' ? -1 : 0;
  const parts: string[] = [];
  hornSpecs(ctx).forEach((spec, i) => {
    if (spec.layer !== layer) return;
    for (const side of [1, -1] as const) {
      const snapped = side === snappedSide && i === 0;
      const horn = drawHorn(ctx, spec, side, ramp, snapped);
      parts.push(snapped ? group({ 'data-snapped': horns.snapped ?? '' }, horn) : horn);
    }
  });
  return parts.join('');
}

export const drawBackHorns = (ctx: DrawContext) => drawHorns(ctx, 'back');
export const drawFrontHorns = (ctx: DrawContext) => drawHorns(ctx, 'front');
