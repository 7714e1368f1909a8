// The head slots of an NPC portrait: the skull and face shape (a snout for dragonborn), the ears or frills,
// and the marks on the skin (scales, freckles, war paint, scars, age lines, soot).
import { mix } from '../../../art/color.js';
import {
  corner,
  lerp,
  mirrorPoints,
  type Pt,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import type { DrawContext } from './context.js';
import type { Figure } from './plan.js';

/** The outline of the head, crown to chin. Dragonborn heads taper into a muzzle. */
export function headPoints(fig: Figure, snout: boolean): Pt[] {
  const { cx, cy, hw, hh, jaw, chin } = fig;
  if (snout) {
    return symmetricLoop(
      [
        [cx, cy - hh],
        [cx + hw * 0.72, cy - hh * 0.86],
        [cx + hw * 1.02, cy - hh * 0.4],
        [cx + hw * 1.02, cy + hh * 0.04],
        [cx + hw * 0.8, cy + hh * 0.34],
        [cx + hw * 0.56, cy + hh * 0.62],
        [cx + hw * 0.46, cy + hh * 0.9],
        [cx + hw * 0.28, cy + hh * 1.01],
        [cx, cy + hh * 1.03],
      ],
      cx,
    );
  }
  return symmetricLoop(
    [
      [cx, cy - hh],
      [cx + hw * 0.66, cy - hh * 0.86],
      [cx + hw * 0.96, cy - hh * 0.44],
      [cx + hw, cy + hh * 0.02],
      [cx + hw * lerp(0.98, jaw, 0.45), cy + hh * 0.36],
      [cx + hw * jaw * 0.94, cy + hh * 0.64],
      [cx + hw * chin, cy + hh * 0.93],
      [cx, cy + hh],
    ],
    cx,
  );
}

export function drawHead(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const snout = plan.profile.snout ?? false;
  const points = headPoints(fig, snout);
  const skin = ramps.skin;
  const inner: string[] = [];
  // Shade under the brow and at the temples gives the face its volume.
  inner.push(painter.blob(fig.cx, fig.crownY + 6, fig.hw * 1.1, fig.hh * 0.35, skin.shade, 0.35));
  if (!snout) {
    // Cheekbones catch the light; the jaw turns away from it.
    inner.push(
      painter.blob(
        fig.cx - fig.eyeDX * 1.05,
        fig.eyeY + fig.eyeW * 1.6,
        fig.eyeW * 1.5,
        fig.eyeW * 1.1,
        skin.light,
        0.4,
      ),
    );
    inner.push(painter.blob(fig.cx, fig.noseY - 6, fig.noseW * 0.9, fig.hh * 0.3, skin.light, 0.3));
    inner.push(painter.blob(fig.cx, fig.chinY + 4, fig.hw * 0.7, fig.hh * 0.16, skin.shade, 0.35));
  } else {
    inner.push(...snoutPlanes(ctx));
  }
  // Concept art hatches its shadows, but never across a face: the features must read clean, so the face
  // takes a soft flat shade on the far side instead of the hatched crescent.
  const hatched = painter.style.shading === 'hatch';
  if (hatched)
    inner.push(
      painter.blob(
        fig.cx + fig.hw * 0.7,
        fig.cy + fig.hh * 0.15,
        fig.hw * 0.45,
        fig.hh * 0.9,
        skin.shade,
        0.4,
      ),
    );
  return painter.body({
    points,
    ramp: skin,
    shadowOffset: [-fig.hw * 0.16, -fig.hh * 0.1],
    shadow: hatched ? 0 : 1,
    inner,
    texture: false,
  });
}

/** The lighter ridge down a dragonborn's muzzle and the pale scales under the jaw. */
function snoutPlanes(ctx: DrawContext): string[] {
  const { fig, painter, ramps } = ctx;
  const { cx, cy, hw, hh } = fig;
  const ridge = smoothClosed([
    [cx, cy - hh * 0.3],
    [cx + hw * 0.26, cy + hh * 0.2],
    [cx + hw * 0.3, cy + hh * 0.78],
    [cx, cy + hh * 0.9],
    [cx - hw * 0.3, cy + hh * 0.78],
    [cx - hw * 0.26, cy + hh * 0.2],
  ]);
  const belly = mix(ramps.skin.light, '#f0e0b0', 0.45);
  const jaw = smoothClosed([
    [cx - hw * 0.7, cy + hh * 0.5],
    [cx - hw * 0.46, cy + hh * 0.92],
    [cx, cy + hh * 1.06],
    [cx + hw * 0.46, cy + hh * 0.92],
    [cx + hw * 0.7, cy + hh * 0.5],
    [cx, cy + hh * 0.98],
  ]);
  return [
    el('path', { d: ridge, fill: ramps.skin.light, opacity: 0.35 }),
    el('path', { d: jaw, fill: belly, opacity: 0.75 }),
    painter.blob(cx, cy + hh * 0.5, hw * 0.3, hh * 0.3, ramps.skin.light, 0.3),
  ];
}

/** Ear outlines for the right side (viewer's right); the left ear is their mirror image. */
export function earPoints(ctx: DrawContext): { shape: Pt[]; inner: Pt[] } {
  const { fig, plan } = ctx;
  const s = plan.earSize;
  const x = fig.cx + fig.hw * 0.93;
  const top = fig.earTop;
  const bottom = fig.earBottom;
  const h = bottom - top;
  switch (plan.ears) {
    case 'long': {
      const tip = corner(x + fig.hw * 0.95 * s, top - fig.hh * 0.42 * s);
      return {
        shape: [
          [x - 2, top + h * 0.05],
          [x + fig.hw * 0.3, top - fig.hh * 0.08],
          tip,
          [x + fig.hw * 0.36, top + h * 0.42],
          [x + fig.hw * 0.18, bottom],
          [x - 2, bottom - 2],
        ],
        inner: [
          [x + fig.hw * 0.1, top + h * 0.55],
          [x + fig.hw * 0.3, top + h * 0.05],
          [x + fig.hw * 0.72 * s, top - fig.hh * 0.28 * s],
        ],
      };
    }
    case 'swept': {
      const tip = corner(x + fig.hw * 0.55 * s, top - fig.hh * 0.12 * s);
      return {
        shape: [
          [x - 2, top + h * 0.08],
          [x + fig.hw * 0.2, top - fig.hh * 0.02],
          tip,
          [x + fig.hw * 0.26, top + h * 0.55],
          [x + fig.hw * 0.13, bottom],
          [x - 2, bottom - 2],
        ],
        inner: [
          [x + fig.hw * 0.08, top + h * 0.6],
          [x + fig.hw * 0.2, top + h * 0.15],
          [x + fig.hw * 0.4 * s, top - fig.hh * 0.02],
        ],
      };
    }
    case 'pointed': {
      const tip = corner(x + fig.hw * 0.3 * s, top - fig.hh * 0.16 * s);
      return {
        shape: [
          [x - 2, top + h * 0.1],
          [x + fig.hw * 0.12, top - fig.hh * 0.02],
          tip,
          [x + fig.hw * 0.24 * s, top + h * 0.45],
          [x + fig.hw * 0.14, bottom],
          [x - 2, bottom - 2],
        ],
        inner: [
          [x + fig.hw * 0.07, top + h * 0.62],
          [x + fig.hw * 0.14, top + h * 0.2],
          [x + fig.hw * 0.22 * s, top - fig.hh * 0.04],
        ],
      };
    }
    default:
      return {
        shape: [
          [x - 2, top + h * 0.06],
          [x + fig.hw * 0.1, top - 1],
          [x + fig.hw * 0.16 * s, top + h * 0.3],
          [x + fig.hw * 0.13 * s, top + h * 0.72],
          [x + fig.hw * 0.06, bottom + 1],
          [x - 2, bottom - 2],
        ],
        inner: [
          [x + fig.hw * 0.05, top + h * 0.62],
          [x + fig.hw * 0.13, top + h * 0.35],
          [x + fig.hw * 0.08, top + h * 0.14],
        ],
      };
  }
}

export function drawEars(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  if (plan.ears === 'frill') return drawFrills(ctx) + frillRings(ctx);
  const { shape, inner } = earPoints(ctx);
  const parts: string[] = [];
  for (const side of [1, -1] as const) {
    const pts = side === 1 ? shape : mirrorPoints(shape, fig.cx);
    const innerPts = side === 1 ? inner : mirrorPoints(inner, fig.cx);
    parts.push(
      painter.body({
        points: pts,
        ramp: ramps.skin,
        shadowOffset: [-6 * side, -3],
        shadow: 0.8,
        inner: [
          el('path', {
            d: smoothClosed(innerPts.concat([[innerPts[0]![0] - side * 4, innerPts[0]![1] - 6]])),
            fill: ramps.skin.shade,
            opacity: 0.4,
          }),
        ],
        weight: 'inner',
      }),
      painter.line(smoothOpen(innerPts), ramps.skin.deep, 1.3, { opacity: 0.6 }),
    );
    // The NPC's left ear is the viewer's right; earrings the look names hang below the hair (drawFaceWear).
    const ring = plan.looks.marks.find((m) => m.kind === 'earring' && (m.side === 'right' ? -1 : 1) === side);
    if (!ring && plan.outfit.jewels >= 2 && plan.gender !== 'male') {
      const lobe = pts[pts.length - 2]!;
      parts.push(
        el('circle', {
          cx: lobe[0] - side * 2,
          cy: lobe[1] + 6,
          r: 3.2,
          fill: ramps.gold.base,
          stroke: ramps.gold.deep,
          'stroke-width': 1,
        }),
      );
    }
  }
  return parts.join('');
}

/** Earrings the look names, worn through the edge of a dragonborn's frill (the NPC's left is the viewer's right). */
function frillRings(ctx: DrawContext): string {
  const { fig, painter, plan } = ctx;
  return plan.looks.marks
    .filter((m) => m.kind === 'earring')
    .map((ring) => {
      const side = ring.side === 'right' ? -1 : 1;
      const metal = painter.ramp(ring.colour ?? '#d4a93a');
      return el('circle', {
        cx: fig.cx + side * fig.hw * 1.2,
        cy: fig.cy + fig.hh * 0.3,
        r: 6,
        fill: 'none',
        stroke: metal.base,
        'stroke-width': 2.6,
        'data-earring': ring.side ?? 'left',
      });
    })
    .join('');
}

/** Dragonborn frills: fans of spines with a membrane between them, flaring from the jaw. */
function drawFrills(ctx: DrawContext): string {
  const { fig, painter, ramps } = ctx;
  const x = fig.cx + fig.hw * 0.88;
  const y = fig.cy + fig.hh * 0.1;
  const right: Pt[] = [
    [x - 6, y - fig.hh * 0.3],
    corner(x + fig.hw * 0.42, y - fig.hh * 0.48),
    [x + fig.hw * 0.3, y - fig.hh * 0.22],
    corner(x + fig.hw * 0.56, y - fig.hh * 0.12),
    [x + fig.hw * 0.34, y + fig.hh * 0.04],
    corner(x + fig.hw * 0.5, y + fig.hh * 0.26),
    [x + fig.hw * 0.12, y + fig.hh * 0.24],
    [x - 10, y + fig.hh * 0.3],
  ];
  const spines = (pts: readonly Pt[], baseX: number) =>
    [1, 3, 5].map((i) =>
      painter.line(smoothOpen([[baseX, y], pts[i]!]), ramps.skin.deep, 1.6, { opacity: 0.8 }),
    );
  const membrane = painter.ramp(mix(ctx.plan.skin, '#f0d8a0', 0.25));
  const parts: string[] = [];
  for (const side of [1, -1] as const) {
    const pts = side === 1 ? right : mirrorPoints(right, fig.cx);
    const baseX = side === 1 ? x - 4 : 2 * fig.cx - x + 4;
    parts.push(
      painter.body({
        points: pts,
        ramp: membrane,
        weight: 'inner',
        shadowOffset: [-8 * side, 0],
        tension: 0.8,
      }),
      ...spines(pts, baseX),
    );
  }
  return parts.join('');
}

export function drawMarkings(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  const rng = ctx.rng('markings');
  const parts: string[] = [];
  const { cx, eyeY, eyeDX, eyeW, noseY, hw, hh } = fig;
  for (const mark of plan.markings) {
    switch (mark) {
      case 'blush':
        for (const side of [1, -1]) {
          parts.push(
            painter.blob(
              cx + side * eyeDX * 1.12,
              eyeY + eyeW * 1.9,
              eyeW * 1.1,
              eyeW * 0.62,
              plan.blush,
              0.32,
            ),
          );
        }
        break;
      case 'freckles':
        for (let i = 0; i < 22; i++) {
          const side = i % 2 ? 1 : -1;
          const x = cx + side * rng.range(eyeW * 0.4, eyeDX * 1.6);
          const y = rng.range(eyeY + eyeW * 1.2, noseY + 4);
          parts.push(
            el('circle', { cx: x, cy: y, r: rng.range(0.9, 1.8), fill: ramps.skin.deep, opacity: 0.45 }),
          );
        }
        break;
      case 'scales':
        parts.push(scaleTexture(ctx));
        break;
      case 'warpaint': {
        const paint = painter.color(rng.pick(['#7a1f1a', '#1f1f24', '#c8b89a', '#2a4a7a']));
        for (const side of [1, -1]) {
          const x0 = cx + side * eyeDX;
          parts.push(
            el('path', {
              d: `M${x0 - side * 6} ${eyeY + eyeW * 1.2}L${x0 + side * 10} ${eyeY + eyeW * 1.2}L${x0 + side * 4} ${noseY + 14}Z`,
              fill: paint,
              opacity: 0.75,
            }),
          );
        }
        break;
      }
      case 'sigils': {
        const ink =
          plan.race === 'tiefling'
            ? ramps.skin.deep
            : painter.color(rng.pick(['#3a6a9a', '#2f7a5a', '#6a4a9a']));
        parts.push(
          painter.line(
            smoothOpen([
              [cx - 6, fig.browY - 14],
              [cx, fig.browY - 22],
              [cx + 6, fig.browY - 14],
            ]),
            ink,
            1.6,
            { opacity: 0.8 },
          ),
          el('circle', { cx, cy: fig.browY - 8, r: 2.2, fill: ink, opacity: 0.8 }),
        );
        for (const side of [1, -1]) {
          parts.push(
            painter.line(
              smoothOpen([
                [cx + side * (eyeDX + eyeW * 1.1), eyeY + 2],
                [cx + side * (eyeDX + eyeW * 1.4), eyeY + eyeW * 1.1],
                [cx + side * (eyeDX + eyeW * 1.0), eyeY + eyeW * 2],
              ]),
              ink,
              1.4,
              { opacity: 0.7 },
            ),
          );
        }
        break;
      }
      // Scars are the look's, drawn where it says by the scars slot (scars.ts), over the eyes.
    }
  }
  parts.push(ageLines(ctx));
  if (plan.outfit.soot && !plan.profile.snout) {
    // Soot wiped across a cheek and the brow with the back of a hand.
    const side = rng.chance(0.5) ? 1 : -1;
    const sx = cx + side * hw * 0.62;
    const sy = eyeY + fig.eyeH * 3;
    parts.push(
      painter.line(`M${sx - side * 14} ${sy + 4}q${side * 10} -6 ${side * 24} -4`, '#2a2420', 6, {
        opacity: 0.22,
      }),
      painter.line(
        `M${cx - side * hw * 0.35} ${fig.browY - hh * 0.12}q${side * 8} -4 ${side * 18} -2`,
        '#2a2420',
        4,
        { opacity: 0.18 },
      ),
    );
  }
  return parts.join('');
}

/** Overlapping scale arcs over a dragonborn's head, clipped to it. */
function scaleTexture(ctx: DrawContext): string {
  const { fig, painter, ramps, doc } = ctx;
  const pattern = doc.pattern(
    'scales',
    14,
    10,
    el('path', {
      d: 'M0 10a7 7 0 0 1 14 0M-7 5a7 7 0 0 1 14 0M7 5a7 7 0 0 1 14 0',
      fill: 'none',
      stroke: ramps.skin.deep,
      'stroke-width': 1.1,
    }),
  );
  const points = headPoints(fig, true);
  const { cx, eyeY, eyeDX, cy, hh, hw } = fig;
  const ridges: string[] = [];
  for (const side of [1, -1]) {
    // Brow ridges: the heavy scaled arches that make a dragon's stare.
    ridges.push(
      painter.body({
        points: [
          [cx + side * (eyeDX - fig.eyeW * 1.3), eyeY - fig.eyeW * 0.9],
          [cx + side * eyeDX, eyeY - fig.eyeW * 1.9],
          corner(cx + side * (eyeDX + fig.eyeW * 1.7), eyeY - fig.eyeW * 1.6),
          [cx + side * eyeDX, eyeY - fig.eyeW * 1.2],
        ],
        ramp: ramps.skin,
        weight: 'detail',
        shadow: 0.6,
        shadowOffset: [0, -4],
      }),
    );
    for (let i = 0; i < 3; i++) {
      ridges.push(
        el('circle', {
          cx: cx + side * hw * (0.55 + i * 0.12),
          cy: cy + hh * (0.05 + i * 0.07),
          r: 2.4 - i * 0.4,
          fill: ramps.skin.light,
          opacity: 0.5,
        }),
      );
    }
  }
  return (
    painter.within(smoothClosed(points), [
      el('rect', {
        x: cx - hw * 1.2,
        y: cy - hh * 1.1,
        width: hw * 2.4,
        height: hh * 2.2,
        fill: pattern,
        opacity: 0.45,
      }),
    ]) + ridges.join('')
  );
}

/** Lines that age a face: smile folds, crow's feet, brow furrows, bags under the eyes. */
function ageLines(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  if (plan.lines <= 0 || plan.profile.snout) return '';
  const ink = ramps.skin.deep;
  const { cx, eyeY, eyeDX, eyeW, noseY, mouthY, mouthW, browY, noseW } = fig;
  const o = 0.35 + 0.15 * plan.lines;
  const parts: string[] = [];
  for (const side of [1, -1]) {
    parts.push(
      painter.line(
        smoothOpen([
          [cx + side * (noseW + 6), noseY - 8],
          [cx + side * (mouthW + 4), noseY + 8],
          [cx + side * (mouthW + 6), mouthY + 4],
        ]),
        ink,
        1.3,
        { opacity: o * 0.8 },
      ),
    );
    if (plan.lines >= 2) {
      const ox = cx + side * (eyeDX + eyeW * 1.15);
      for (const k of [-1, 0, 1]) {
        parts.push(
          painter.line(
            smoothOpen([
              [ox, eyeY + k * 4],
              [ox + side * 7, eyeY + k * 6.5],
            ]),
            ink,
            1,
            { opacity: o * 0.8 },
          ),
        );
      }
      parts.push(
        painter.line(
          smoothOpen([
            [cx + side * (eyeDX - eyeW * 0.8), eyeY + eyeW * 0.95],
            [cx + side * eyeDX, eyeY + eyeW * 1.25],
            [cx + side * (eyeDX + eyeW * 0.8), eyeY + eyeW * 0.9],
          ]),
          ink,
          1,
          { opacity: o * 0.7 },
        ),
      );
    }
  }
  for (let i = 0; i < plan.lines; i++) {
    const y = browY - 12 - i * 6;
    parts.push(
      painter.line(
        smoothOpen([
          [cx - eyeDX * 0.9, y + 2],
          [cx, y - 1],
          [cx + eyeDX * 0.9, y + 2],
        ]),
        ink,
        1,
        { opacity: o * 0.6 },
      ),
    );
  }
  if (plan.lines >= 3) {
    parts.push(
      painter.line(
        smoothOpen([
          [cx - 3, browY - 4],
          [cx - 2, browY + 6],
        ]),
        ink,
        1,
        { opacity: o * 0.6 },
      ),
    );
  }
  return parts.join('');
}
