// The face slots of an NPC portrait: eyes (round, solid or slit, always with a catch-light), brows, nose or
// snout, and mouth with tusks; the features that carry race, age and expression.
import { mix } from '../../../art/color.js';
import { corner, mirrorPoints, type Pt, smoothClosed, smoothOpen, taper } from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import type { DrawContext } from './context.js';

/** The opening of the viewer's right eye; the left eye is its mirror image. */
function eyeOpening(ctx: DrawContext): Pt[] {
  const { cx, eyeY, eyeDX, eyeW, eyeH, eyeTilt } = ctx.fig;
  const ex = cx + eyeDX;
  const lift = Math.tan((eyeTilt * Math.PI) / 180) * eyeW;
  const h = ctx.plan.profile.eyeKind === 'slit' ? eyeH * 0.85 : eyeH;
  return [
    corner(ex - eyeW, eyeY + h * 0.12),
    [ex - eyeW * 0.5, eyeY - h * 0.82 + lift * 0.2],
    [ex + eyeW * 0.15, eyeY - h * 1.0 - lift * 0.3],
    [ex + eyeW * 0.68, eyeY - h * 0.62 - lift * 0.7],
    corner(ex + eyeW, eyeY - lift),
    [ex + eyeW * 0.45, eyeY + h * 0.6 - lift * 0.4],
    [ex - eyeW * 0.35, eyeY + h * 0.7],
  ];
}

export function drawEyes(ctx: DrawContext): string {
  const { fig, painter, ramps, plan, doc } = ctx;
  const kind = plan.profile.eyeKind;
  const opening = eyeOpening(ctx);
  const lash = mix(plan.brow, '#120c10', 0.6);
  const lidWidth = Math.max(2, fig.eyeW * 0.19) * (fig.masc > 0.5 ? 0.9 : 1.1);
  const parts: string[] = [];
  for (const side of [1, -1] as const) {
    const pts = side === 1 ? opening : mirrorPoints(opening, fig.cx);
    if (plan.missingEye?.side === side) {
      parts.push(missingEye(ctx, pts, side, plan.missingEye.covered));
      continue;
    }
    const d = smoothClosed(pts);
    const ex = fig.cx + side * fig.eyeDX;
    const irisR = fig.eyeH * (kind === 'round' ? (plan.age === 'child' ? 1.12 : 1.02) : 1.6);
    const ix = ex + plan.expression.lookX * fig.eyeW;
    const iy = fig.eyeY + fig.eyeH * 0.06;
    const inner: string[] = [];
    if (kind === 'round') {
      const iris = ramps.eye;
      inner.push(
        el('circle', {
          cx: ix,
          cy: iy,
          r: irisR,
          fill:
            painter.style.shading === 'cel' || painter.style.shading === 'hatch'
              ? iris.base
              : doc.radialGradient({
                  cx: 0.5,
                  cy: 0.68,
                  r: 0.6,
                  stops: [
                    { offset: 0, color: mix(iris.base, iris.light, 0.6) },
                    { offset: 0.5, color: iris.base },
                    { offset: 1, color: iris.deep },
                  ],
                }),
          stroke: iris.line,
          'stroke-width': 1.2,
        }),
        el('circle', { cx: ix, cy: iy, r: irisR * 0.46, fill: '#140e12' }),
      );
    } else if (kind === 'slit') {
      inner.push(
        el('rect', {
          x: ex - fig.eyeW,
          y: fig.eyeY - fig.eyeH * 1.2,
          width: fig.eyeW * 2,
          height: fig.eyeH * 2.4,
          fill: painter.fill(ramps.eye, 'top'),
        }),
        el('ellipse', { cx: ix, cy: iy, rx: fig.eyeW * 0.13, ry: fig.eyeH * 0.95, fill: '#140e12' }),
      );
    } else {
      // Solid eyes: one glowing colour, no white and no pupil.
      inner.push(
        el('rect', {
          x: ex - fig.eyeW,
          y: fig.eyeY - fig.eyeH * 1.2,
          width: fig.eyeW * 2,
          height: fig.eyeH * 2.4,
          fill:
            painter.style.shading === 'cel' || painter.style.shading === 'hatch'
              ? ramps.eye.base
              : doc.radialGradient({
                  cx: 0.5,
                  cy: 0.55,
                  r: 0.5,
                  stops: [
                    { offset: 0, color: mix(ramps.eye.light, '#ffffff', 0.3) },
                    { offset: 0.6, color: ramps.eye.base },
                    { offset: 1, color: ramps.eye.shade },
                  ],
                }),
        }),
      );
    }
    // The upper lid casts a shadow across the top of the eye.
    inner.push(
      el('path', {
        d: smoothClosed(pts.map(([x, y]) => [x, y - fig.eyeH * 0.55] as Pt)),
        fill: ramps.skin.deep,
        opacity: 0.28,
      }),
    );
    const shine = Math.max(0.5, painter.style.shine);
    inner.push(
      el('circle', {
        cx: ix - irisR * 0.32,
        cy: iy - irisR * 0.38,
        r: Math.max(1.6, irisR * 0.3),
        fill: '#ffffff',
        opacity: shine,
      }),
      el('circle', {
        cx: ix + irisR * 0.34,
        cy: iy + irisR * 0.3,
        r: Math.max(0.8, irisR * 0.13),
        fill: '#ffffff',
        opacity: shine * 0.85,
      }),
    );
    const sclera = kind === 'round' ? painter.color('#f7f2ea') : ramps.eye.base;
    parts.push(el('path', { d, fill: sclera }), painter.within(d, inner));
    // Lids: a heavy upper line (with a flick of lashes for feminine faces), a light lower one, and a crease.
    const upper = pts.slice(0, 5);
    const lower = [pts[4]!, pts[5]!, pts[6]!, pts[0]!];
    parts.push(painter.line(smoothOpen(upper), lash, lidWidth));
    if (fig.masc < 0.5 && kind !== 'slit') {
      const o = pts[4]!;
      parts.push(
        el('path', {
          d: smoothClosed(
            taper(
              [
                [o[0] - side * fig.eyeW * 0.3, o[1] - fig.eyeH * 0.35],
                [o[0] + side * fig.eyeW * 0.12, o[1] - fig.eyeH * 0.25],
                [o[0] + side * fig.eyeW * 0.32, o[1] - fig.eyeH * 0.55],
              ],
              lidWidth * 1.1,
              0,
            ),
          ),
          fill: lash,
        }),
      );
    }
    parts.push(painter.line(smoothOpen(lower.slice(0, 3)), ramps.skin.deep, 1, { opacity: 0.45 }));
    parts.push(
      painter.line(
        smoothOpen(upper.slice(1, 4).map(([x, y]) => [x + side * 1, y - fig.eyeH * 0.62] as Pt)),
        ramps.skin.deep,
        1.1,
        { opacity: plan.lines >= 2 ? 0.65 : 0.35 },
      ),
    );
    if (plan.profile.eyeKind === 'solid' && painter.style.glow) {
      parts.push(painter.blob(ex, fig.eyeY, fig.eyeW * 1.6, fig.eyeH * 1.6, ramps.eye.light, 0.25));
    }
  }
  return parts.join('');
}

/** A lost eye: a leather patch on a strap, or the lid healed shut in a seam (the scar across it is a marking). */
function missingEye(
  ctx: DrawContext,
  pts: readonly Pt[],
  side: 1 | -1,
  covered: 'eyepatch' | 'scarred-lid',
): string {
  const { fig, painter, ramps } = ctx;
  const ex = fig.cx + side * fig.eyeDX;
  if (covered === 'scarred-lid') {
    // The socket sinks a little; the lids meet in a puckered line.
    const lid = smoothOpen([pts[0]!, [ex, fig.eyeY + fig.eyeH * 0.25], pts[4]!]);
    return (
      painter.blob(ex, fig.eyeY, fig.eyeW * 1.2, fig.eyeH * 1.3, ramps.skin.shade, 0.5) +
      el('path', {
        d: lid,
        fill: 'none',
        stroke: ramps.skin.deep,
        'stroke-width': 2.2,
        'stroke-linecap': 'round',
      })
    );
  }
  const leather = painter.ramp('#2a2220');
  const w = fig.eyeW * 1.45;
  const h = fig.eyeH * 2.1;
  const patch: Pt[] = [
    [ex - w, fig.eyeY - h * 0.55],
    [ex, fig.eyeY - h * 0.75],
    [ex + w, fig.eyeY - h * 0.5],
    [ex + w * 0.8, fig.eyeY + h * 0.55],
    [ex, fig.eyeY + h * 0.85],
    [ex - w * 0.85, fig.eyeY + h * 0.5],
  ];
  // The strap runs from the patch up over the brow and round past the ear.
  const strap = smoothOpen([
    [ex - side * w * 0.9, fig.eyeY - h * 0.4],
    [fig.cx - side * fig.hw * 0.4, fig.browY - fig.hh * 0.22],
    [fig.cx - side * fig.hw * 0.98, fig.browY - fig.hh * 0.1],
  ]);
  const strapOut = smoothOpen([
    [ex + side * w * 0.9, fig.eyeY - h * 0.3],
    [fig.cx + side * fig.hw * 1.0, fig.eyeY - fig.eyeH * 0.4],
  ]);
  return (
    painter.line(strap, leather.deep, 3.2) +
    painter.line(strapOut, leather.deep, 3.2) +
    el('path', {
      d: smoothClosed(patch),
      fill: leather.base,
      stroke: leather.line,
      'stroke-width': 1.4,
      'data-eyepatch': 'true',
    })
  );
}

export function drawBrows(ctx: DrawContext): string {
  const { fig, painter, plan, ramps } = ctx;
  const weight = plan.profile.browWeight;
  if (weight <= 0) return '';
  const { cx, browY, eyeDX, eyeW } = fig;
  const furrow = plan.expression.browFurrow;
  const thick =
    (2.6 + 2.2 * fig.masc) *
    weight *
    (plan.age === 'child' ? 0.8 : 1) *
    (plan.lines >= 2 ? 1.15 : 1) *
    plan.browScale;
  const arch = (fig.masc > 0.5 ? 2.5 : 5) * plan.browArch;
  const droop = plan.lines >= 3 ? 4 : 0;
  const right: Pt[] = [
    [cx + eyeDX - eyeW * 1.05, browY + furrow + 1],
    [cx + eyeDX - eyeW * 0.1, browY - arch],
    [cx + eyeDX + eyeW * 0.8, browY - arch * 0.6 + droop * 0.5],
    [cx + eyeDX + eyeW * 1.3, browY + 3 + droop],
  ];
  const shape = taper(right, thick, thick * 0.35);
  const parts: string[] = [];
  for (const side of [1, -1]) {
    const pts = side === 1 ? shape : mirrorPoints(shape, cx);
    parts.push(
      el('path', {
        d: smoothClosed(pts),
        fill: ramps.brow.base,
        ...painter.stroke(ramps.brow, 'detail'),
        'stroke-width': painter.lineWidth('detail') * 0.5,
      }),
    );
  }
  if (plan.race === 'half-orc') {
    // A heavy brow ridge shadow sets half-orc eyes deep.
    parts.unshift(painter.blob(cx, browY + 6, eyeDX * 2.1, eyeW * 0.9, ramps.skin.deep, 0.3));
  }
  return parts.join('');
}

export function drawNose(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, noseY, noseW, eyeY, cy, hw, hh } = fig;
  const skin = ramps.skin;
  const ink = skin.deep;
  const parts: string[] = [];
  switch (plan.noseKind) {
    case 'snout': {
      for (const side of [1, -1]) {
        const x = cx + side * hw * 0.17;
        const y = cy + hh * 0.8;
        parts.push(
          el('path', {
            d: smoothClosed([
              [x - side * 4, y + 3],
              [x + side * 2, y - 5],
              [x + side * 7, y - 3],
              [x + side * 3, y + 3],
            ]),
            fill: skin.line,
          }),
        );
      }
      return parts.join('');
    }
    case 'bulb': {
      const r = noseW * 1.05;
      const ny = noseY - r * 0.45;
      const bulb: Pt[] = [
        [cx, ny - r * 1.55],
        [cx + r * 0.55, ny - r * 0.8],
        [cx + r, ny + r * 0.1],
        [cx + r * 0.6, ny + r * 0.85],
        [cx, ny + r * 0.95],
        [cx - r * 0.6, ny + r * 0.85],
        [cx - r, ny + r * 0.1],
        [cx - r * 0.55, ny - r * 0.8],
      ];
      parts.push(painter.blob(cx + 4, ny + r * 0.9, r * 1.1, r * 0.35, skin.deep, 0.35));
      parts.push(
        painter.body({
          points: bulb,
          ramp: painter.ramp(mix(plan.skin, '#e07a70', 0.18)),
          weight: 'inner',
          shadowOffset: [-r * 0.35, -r * 0.3],
          inner: [
            el('ellipse', {
              cx: cx - r * 0.3,
              cy: ny - r * 0.15,
              rx: r * 0.22,
              ry: r * 0.16,
              fill: '#ffffff',
              opacity: 0.45 * painter.style.shine,
            }),
          ],
        }),
      );
      for (const side of [1, -1]) {
        parts.push(
          el('ellipse', {
            cx: cx + side * r * 0.35,
            cy: ny + r * 0.62,
            rx: r * 0.14,
            ry: r * 0.08,
            fill: skin.line,
            opacity: 0.7,
          }),
        );
      }
      return parts.join('');
    }
    case 'broad': {
      const w = noseW * 1.1;
      parts.push(painter.blob(cx + 3, noseY + 4, w * 1.1, 6, skin.deep, 0.35));
      parts.push(
        painter.line(
          smoothOpen([
            [cx + 4, eyeY + 4],
            [cx + w * 0.5, noseY - w * 0.9],
            [cx + w * 0.7, noseY - w * 0.35],
          ]),
          ink,
          1.3,
          { opacity: 0.5 },
        ),
      );
      for (const side of [1, -1]) {
        parts.push(
          painter.line(
            smoothOpen([
              [cx + side * w * 0.55, noseY - w * 0.75],
              [cx + side * w * 1.05, noseY - w * 0.1],
              [cx + side * w * 0.65, noseY + 2],
              [cx + side * w * 0.28, noseY],
            ]),
            ink,
            1.6,
            { opacity: 0.75 },
          ),
        );
      }
      parts.push(painter.blob(cx - 2, noseY - w * 0.45, w * 0.55, w * 0.4, skin.light, 0.55));
      return parts.join('');
    }
    case 'button': {
      const w = noseW * 0.8;
      parts.push(painter.blob(cx, noseY - w * 0.4, w * 0.9, w * 0.7, skin.shade, 0.35));
      parts.push(painter.blob(cx - 1, noseY - w * 0.6, w * 0.45, w * 0.35, skin.light, 0.6));
      parts.push(
        painter.line(
          smoothOpen([
            [cx - w * 0.55, noseY - 1],
            [cx, noseY + 1.5],
            [cx + w * 0.55, noseY - 1],
          ]),
          ink,
          1.4,
          { opacity: 0.6 },
        ),
      );
      return parts.join('');
    }
    default: {
      // Straight and fine noses: the bridge's shaded edge, the lit tip, and the nostril wings.
      const w = noseW * (plan.noseKind === 'fine' ? 0.8 : 1);
      parts.push(painter.blob(cx + 3, noseY + 4, w * 1.2, 6, skin.deep, 0.45));
      // The bridge: straight, with a hook's bump below the eyes, or bent where it was broken.
      const bridge: Pt[] =
        plan.noseStyle === 'hooked'
          ? [
              [cx + w * 0.25, eyeY + fig.eyeH],
              [cx + w * 0.75, noseY - w * 1.4],
              [cx + w * 0.55, noseY - w * 0.8],
              [cx + w * 0.5, noseY - w * 0.2],
            ]
          : plan.noseStyle === 'crooked'
            ? [
                [cx + w * 0.2, eyeY + fig.eyeH],
                [cx - w * 0.25, noseY - w * 1.5],
                [cx + w * 0.5, noseY - w * 0.9],
                [cx + w * 0.55, noseY - w * 0.3],
              ]
            : [
                [cx + w * 0.25, eyeY + fig.eyeH],
                [cx + w * 0.35, noseY - w * 1.3],
                [cx + w * 0.6, noseY - w * 0.4],
              ];
      parts.push(
        painter.line(smoothOpen(bridge), ink, plan.noseStyle === 'plain' ? 1.4 : 1.9, { opacity: 0.65 }),
      );
      if (plan.noseStyle === 'hooked')
        parts.push(painter.blob(cx + w * 0.2, noseY - w * 1.1, w * 0.45, w * 0.3, skin.light, 0.5));
      parts.push(painter.blob(cx - 1, noseY - w * 0.5, w * 0.5, w * 0.45, skin.light, 0.55));
      for (const side of [1, -1]) {
        parts.push(
          painter.line(
            smoothOpen([
              [cx + side * w * 0.7, noseY - w * 0.55],
              [cx + side * w * 0.8, noseY - w * 0.05],
              [cx + side * w * 0.3, noseY + 1],
            ]),
            ink,
            1.7,
            { opacity: side === 1 ? 0.9 : 0.7 },
          ),
        );
      }
      return parts.join('');
    }
  }
}

export function drawMouth(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  if (plan.profile.snout) return dragonMouth(ctx);
  const { cx, mouthY, mouthW } = fig;
  const { smile, smirk } = plan.expression;
  const lips = ramps.lips;
  const lift = smile * 4;
  const left: Pt = [cx - mouthW, mouthY - lift];
  const right: Pt = [cx + mouthW, mouthY - lift - smirk * 4];
  const line: Pt[] = [
    left,
    [cx - mouthW * 0.45, mouthY + smile * 1.2],
    [cx, mouthY + smile * 1.5],
    [cx + mouthW * 0.45, mouthY + smile * 1.2 - smirk * 1.5],
    right,
  ];
  const fem = fig.masc < 0.5;
  const upperH = fem ? 4.2 : 2.6;
  const lowerH = fem ? 6.5 : 4.5;
  const parts: string[] = [];
  const upper: Pt[] = [
    corner(left[0], left[1]),
    [cx - mouthW * 0.5, mouthY - upperH],
    [cx - mouthW * 0.15, mouthY - upperH * 1.15],
    [cx, mouthY - upperH * 0.75],
    [cx + mouthW * 0.15, mouthY - upperH * 1.15],
    [cx + mouthW * 0.5, mouthY - upperH - smirk * 1.5],
    corner(right[0], right[1]),
    ...line.slice(1, -1).reverse(),
  ];
  const lower: Pt[] = [
    corner(left[0], left[1]),
    ...line.slice(1, -1),
    corner(right[0], right[1]),
    [cx + mouthW * 0.5, mouthY + lowerH],
    [cx, mouthY + lowerH * 1.15],
    [cx - mouthW * 0.5, mouthY + lowerH],
  ];
  const lipOpacity = fem ? 0.95 : 0.55;
  parts.push(el('path', { d: smoothClosed(lower), fill: painter.fill(lips, 'top'), opacity: lipOpacity }));
  parts.push(el('path', { d: smoothClosed(upper), fill: lips.shade, opacity: lipOpacity }));
  parts.push(
    painter.blob(
      cx - mouthW * 0.1,
      mouthY + lowerH * 0.55,
      mouthW * 0.35,
      lowerH * 0.35,
      '#ffffff',
      fem ? 0.35 : 0.2,
    ),
  );
  parts.push(painter.blob(cx, mouthY + lowerH + 5, mouthW * 0.5, 3.5, ramps.skin.deep, 0.3));
  parts.push(painter.line(smoothOpen(line), lips.line, fem ? 1.8 : 2));
  if (plan.profile.tusks) parts.push(tusks(ctx));
  return parts.join('');
}

/** Half-orc tusks: lower canines jutting up past the upper lip. */
function tusks(ctx: DrawContext): string {
  const { fig, painter } = ctx;
  const ivory = painter.ramp('#efe4c4');
  const { cx, mouthY, mouthW } = fig;
  const size = fig.hw * 0.2;
  const parts: string[] = [];
  for (const side of [1, -1]) {
    const x = cx + side * mouthW * 0.62;
    parts.push(
      painter.body({
        points: taper(
          [
            [x, mouthY + 6],
            [x + side * size * 0.1, mouthY - size * 0.5],
            [x + side * size * 0.35, mouthY - size * 1.05],
          ],
          size * 0.6,
          0,
        ),
        ramp: ivory,
        weight: 'detail',
        shadowOffset: [-3 * side, 0],
      }),
    );
  }
  return parts.join('');
}

/** A dragonborn's mouth runs along the sides of the muzzle; a few teeth show at the front. */
function dragonMouth(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, cy, hw, hh } = fig;
  const smile = plan.expression.smile;
  const pts: Pt[] = [
    [cx - hw * 0.72, cy + hh * (0.44 - smile * 0.05)],
    [cx - hw * 0.5, cy + hh * 0.72],
    [cx - hw * 0.25, cy + hh * 0.92],
    [cx, cy + hh * 0.97],
    [cx + hw * 0.25, cy + hh * 0.92],
    [cx + hw * 0.5, cy + hh * 0.72],
    [cx + hw * 0.72, cy + hh * (0.44 - smile * 0.05)],
  ];
  const parts: string[] = [];
  const tooth = painter.color('#f2ead2');
  for (const t of [-0.42, -0.3, 0.3, 0.42]) {
    const x = cx + t * hw;
    const y = cy + hh * (0.92 - Math.abs(t) * 0.45 + 0.07);
    parts.push(
      el('path', {
        d: `M${x - 3} ${y - 3}L${x + 3} ${y - 3}L${x} ${y + 6}Z`,
        fill: tooth,
        stroke: ramps.skin.line,
        'stroke-width': 0.8,
      }),
    );
  }
  parts.push(painter.line(smoothOpen(pts), ramps.skin.line, 2.2));
  return parts.join('');
}
