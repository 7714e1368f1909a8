// The torso, clothing and neck slots of an NPC portrait: the garment the look decided (its cut and colour) for their
// build, trimmed by their class (patches for the poor, gold thread for nobility), what is worn over it (aprons,
// cloaks, tabards, shawls, sashes...), each in its own colour, and the neck with its marks and jewels.
import { mix, type ToneRamp } from '../../../art/color.js';
import {
  corner,
  lerp,
  mirrorPoints,
  type Pt,
  polyline,
  scallop,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
  taper,
} from '../../../art/path.js';
import { el, group } from '../../../art/svg.js';
import type { DrawContext } from './context.js';
import { drawNeckJewels, drawNeckSkinDetails } from './details.js';
import { headPoints } from './head.js';
import { furEdge } from './headwear.js';

type Neckline = 'v' | 'deep-v' | 'scoop' | 'square' | 'round' | 'high';

function necklineKind(ctx: DrawContext): Neckline {
  const o = ctx.plan.outfit;
  if (o.furCollar) return 'round';
  switch (o.garment) {
    case 'gown':
      return ctx.plan.age === 'child'
        ? 'round'
        : o.archetype === 'noble' || ctx.plan.input.socialClass === 'nobility'
          ? 'square'
          : 'scoop';
    case 'robe':
      return 'deep-v';
    case 'vestment':
      return 'round';
    case 'doublet':
      return 'high';
    case 'mail':
    case 'breastplate':
      return 'high';
    case 'leathers':
    case 'coat':
    case 'waistcoat':
    case 'jerkin':
      return 'v';
    case 'shirt':
      return 'v';
    case 'smock':
      return 'round';
    default:
      return ctx.plan.fig.masc > 0.5 ? 'round' : 'v';
  }
}

/** Where skin meets cloth, from the viewer's right to left. */
export function necklinePoints(ctx: DrawContext): Pt[] {
  const { cx, shoulderY, neckW, chinY } = ctx.fig;
  const w = neckW / 2;
  const half = (pts: Pt[]): Pt[] => [...pts, ...mirrorPoints(pts.slice(0, -1), cx).reverse()];
  switch (necklineKind(ctx)) {
    case 'deep-v':
      return half([
        corner(cx + w * 1.45, shoulderY - 4),
        [cx + w * 0.6, shoulderY + 30],
        corner(cx, shoulderY + 62),
      ]);
    case 'v':
      return half([
        corner(cx + w * 1.25, shoulderY - 6),
        [cx + w * 0.5, shoulderY + 18],
        corner(cx, shoulderY + 40),
      ]);
    case 'scoop':
      return half([
        corner(cx + w * 1.75, shoulderY + 2),
        [cx + w * 1.3, shoulderY + 26],
        [cx, shoulderY + 38],
      ]);
    case 'square':
      return half([
        corner(cx + w * 1.7, shoulderY - 2),
        corner(cx + w * 1.55, shoulderY + 34),
        [cx, shoulderY + 36],
      ]);
    case 'round':
      return half([corner(cx + w * 1.2, shoulderY - 8), [cx + w * 0.8, shoulderY + 6], [cx, shoulderY + 12]]);
    case 'high':
      return half([
        corner(cx + w * 1.02, chinY + (shoulderY - chinY) * 0.55),
        [cx + w * 0.6, chinY + (shoulderY - chinY) * 0.68],
        [cx, chinY + (shoulderY - chinY) * 0.72],
      ]);
  }
}

export function torsoPoints(ctx: DrawContext): Pt[] {
  const { cx, shoulderY, shoulderW, neckW } = ctx.fig;
  return symmetricLoop(
    [
      [cx, shoulderY - 16],
      [cx + neckW * 0.6, shoulderY - 14],
      [cx + shoulderW * 0.55, shoulderY + 2],
      [cx + shoulderW * 0.9, shoulderY + 22],
      [cx + shoulderW * 1.02, shoulderY + 62],
      [cx + shoulderW * 1.06, 560],
      [cx, 560],
    ],
    cx,
  );
}

function garmentRamp(ctx: DrawContext): ToneRamp {
  const { ramps, plan } = ctx;
  // A look that names its garment paints it in its own cloth (leathers in the leather's colour); an older look
  // keeps the archetype's materials.
  const decided = plan.looks.clothing.garment !== undefined;
  switch (plan.outfit.garment) {
    case 'mail':
      return ramps.metal;
    case 'leathers':
      return decided ? ramps.cloth : ramps.leather;
    case 'shirt':
      return decided || plan.outfit.archetype === 'smith' ? ramps.cloth : ramps.cloth2;
    // Sleeves of the shirt under a waistcoat or jerkin; the panels over it are drawn in the cloth.
    case 'waistcoat':
    case 'jerkin':
      return ramps.cloth2;
    default:
      return ramps.cloth;
  }
}

export function drawTorso(ctx: DrawContext): string {
  const { painter, fig } = ctx;
  const parts: string[] = [behindTorso(ctx)];
  const points = torsoPoints(ctx);
  const ramp = garmentRamp(ctx);
  const details = garmentDetails(ctx, ramp);
  parts.push(
    painter.body({
      points,
      ramp,
      fill: ctx.plan.outfit.garment === 'mail' ? mailFill(ctx) : undefined,
      shadowOffset: [-fig.shoulderW * 0.22, -18],
      inner: details.inner,
      over: details.over,
    }),
  );
  parts.push(overlays(ctx));
  return parts.join('');
}

/** Chainmail: the garment's tone under a pattern of rings. */
function mailFill(ctx: DrawContext): string {
  const { doc, ramps, painter } = ctx;
  const m = ramps.metal;
  const shading = painter.style.shading;
  return doc.pattern(
    `mail-${shading}`,
    8,
    6,
    [
      el('rect', { width: 8, height: 6, fill: m.shade }),
      el('path', {
        d: 'M0 6a4 4 0 0 1 8 0M-4 3a4 4 0 0 1 8 0M4 3a4 4 0 0 1 8 0',
        fill: 'none',
        stroke: m.light,
        'stroke-width': 1.3,
      }),
    ].join(''),
  );
}

/** Things worn on the back that show past the shoulders (a quiver, a lute's case). */
function behindTorso(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  const stowed = plan.outfit.stowed;
  const parts: string[] = [];
  if (stowed?.carried === 'back') parts.push(stowedWeapon(ctx, stowed.name));
  if (plan.outfit.prop !== 'bow' && !(stowed?.carried === 'back' && /bow/.test(stowed.name)))
    return parts.join('');
  const side = -plan.outfit.propSide;
  const x = fig.cx + side * fig.shoulderW * 0.55;
  const y = fig.shoulderY;
  for (let i = 0; i < 4; i++) {
    const ax = x + side * (i * 7 - 8);
    const top = y - 44 - (i % 2) * 8;
    parts.push(painter.line(`M${ax} ${y + 10}L${ax + side * 6} ${top}`, ramps.wood.shade, 3));
    parts.push(
      painter.body({
        points: [
          [ax + side * 6, top + 14],
          [ax + side * 1, top + 2],
          corner(ax + side * 6, top - 10),
          [ax + side * 11, top + 2],
        ],
        ramp: painter.ramp(i % 2 ? '#e8e0d0' : '#b03a2a'),
        weight: 'detail',
        shadow: 0.5,
      }),
    );
  }
  parts.push(
    painter.body({
      points: [
        [x - 16, y + 20],
        [x - 14, y - 10],
        [x + 16, y - 16],
        [x + 18, y + 20],
      ],
      ramp: ramps.leather,
      weight: 'inner',
    }),
  );
  return parts.join('');
}

/** A weapon slung across the back, showing over the shoulder the hand does not use: a bow, an axe, a spear. */
function stowedWeapon(ctx: DrawContext, name: string): string {
  const { plan, fig, painter, ramps } = ctx;
  const side = plan.outfit.propSide;
  const top: Pt = [fig.cx + side * fig.shoulderW * 0.85, fig.shoulderY - 120];
  const bottom: Pt = [fig.cx - side * fig.shoulderW * 0.4, 560];
  const mark = (children: string[]) => group({ 'data-part': 'stowed-weapon', 'data-weapon': name }, children);
  if (/bow/.test(name)) {
    const mid: Pt = [lerp(top[0], bottom[0], 0.5) + side * 36, lerp(top[1], bottom[1], 0.5)];
    return mark([
      painter.line(polyline([top, bottom], false), painter.color('#e8e0c8'), 1.4),
      painter.body({
        points: taper([top, mid, bottom], 5, 8, 4),
        ramp: ramps.wood,
        weight: 'inner',
        shadow: 0.4,
      }),
    ]);
  }
  const head: Pt = [top[0], top[1] + 10];
  const shaftPts = taper([bottom, head], 9, 8, 2);
  const blade = /axe/.test(name)
    ? painter.body({
        points: [
          corner(head[0], head[1] - 6),
          [head[0] + side * 26, head[1] - 16],
          corner(head[0] + side * 36, head[1] - 26),
          corner(head[0] + side * 34, head[1] + 26),
          [head[0] + side * 20, head[1] + 14],
          corner(head[0], head[1] + 12),
        ],
        ramp: ramps.metal,
        weight: 'inner',
        shadow: 0.5,
      })
    : painter.body({
        points: [
          corner(head[0], head[1] - 44),
          [head[0] + 9, head[1] - 14],
          corner(head[0], head[1] + 2),
          [head[0] - 9, head[1] - 14],
        ],
        ramp: ramps.metal,
        weight: 'inner',
        shadow: 0.5,
      });
  return mark([painter.body({ points: shaftPts, ramp: ramps.wood, weight: 'inner', shadow: 0.5 }), blade]);
}

/** Seams, folds and fastenings inside the garment (clipped to it), and the pieces laid over it. */
function garmentDetails(ctx: DrawContext, ramp: ToneRamp): { inner: string[]; over: string[] } {
  const { plan, fig, painter, ramps } = ctx;
  const o = plan.outfit;
  const { cx, shoulderY, shoulderW, neckW } = fig;
  const rng = ctx.rng('garment');
  const parts: string[] = [];
  const over: string[] = [];
  const fold = (pts: Pt[], k = 1) => painter.line(smoothOpen(pts), ramp.deep, 1.4 * k, { opacity: 0.45 });
  // Armholes: the seam where a sleeve meets the body.
  for (const side of [1, -1]) {
    parts.push(
      fold(
        [
          [cx + side * shoulderW * 0.62, shoulderY + 4],
          [cx + side * shoulderW * 0.66, shoulderY + 50],
          [cx + side * shoulderW * 0.72, 520],
        ],
        0.9,
      ),
    );
  }
  const trimColor = ramps.trim;
  switch (o.garment) {
    case 'doublet': {
      const top = necklinePoints(ctx).reduce((m, p) => Math.max(m, p[1]), 0);
      parts.push(painter.line(`M${cx} ${top}L${cx} 520`, ramp.deep, 1.6, { opacity: 0.6 }));
      if (o.trim !== 'none')
        parts.push(painter.line(`M${cx} ${top}L${cx} 520`, trimColor.base, 4, { opacity: 0.9 }));
      for (let y = top + 16; y < 512; y += 24) {
        parts.push(
          el('circle', {
            cx,
            cy: y,
            r: 3.6,
            fill: o.trim === 'gold' ? ramps.gold.base : ramps.metal.light,
            stroke: ramp.line,
            'stroke-width': 1,
          }),
        );
      }
      if (o.archetype === 'bard') {
        // Slashed sleeves: the showman's bright lining pulled through cuts in the cloth.
        for (const side of [1, -1]) {
          for (let i = 0; i < 3; i++) {
            const x = cx + side * shoulderW * (0.74 + i * 0.1);
            parts.push(
              el('path', {
                d: smoothClosed([
                  [x, shoulderY + 14 + i * 6],
                  [x + side * 5, shoulderY + 40 + i * 6],
                  [x, shoulderY + 70 + i * 4],
                  [x - side * 4, shoulderY + 40 + i * 6],
                ]),
                fill: ramps.cloth2.base,
              }),
            );
          }
        }
      }
      break;
    }
    case 'gown': {
      if (
        plan.input.socialClass === 'lower' ||
        plan.input.socialClass === 'working' ||
        plan.input.socialClass === 'middle'
      ) {
        const y0 = necklinePoints(ctx).reduce((m, p) => Math.max(m, p[1]), 0) + 8;
        const lace: Pt[] = [];
        for (let i = 0; i < 5; i++) {
          lace.push([cx + (i % 2 ? 10 : -10), y0 + i * 16]);
        }
        parts.push(painter.line(polyline(lace, false), ramps.cloth2.shade, 2));
        parts.push(
          painter.line(
            polyline(
              lace.map(([x, y]) => [2 * cx - x, y] as Pt),
              false,
            ),
            ramps.cloth2.shade,
            2,
          ),
        );
      } else {
        parts.push(
          painter.line(
            smoothOpen([
              [cx - shoulderW * 0.5, 470],
              [cx, 500],
              [cx + shoulderW * 0.5, 470],
            ]),
            trimColor.base,
            5,
          ),
        );
      }
      break;
    }
    case 'robe': {
      // Broad lapels crossing at the chest, embroidered for a wizard.
      for (const side of [1, -1]) {
        const lapel: Pt[] = [
          [cx + side * neckW * 0.72, shoulderY - 6],
          [cx + side * neckW * 1.25, shoulderY - 4],
          [cx + side * 10, 540],
          [cx - side * 6, 540],
        ];
        over.push(
          painter.body({ points: lapel, ramp: trimColor, weight: 'inner', shadow: 0.4, tension: 0.3 }),
        );
        // Gold stars on a wizard's lapels (the words say so); a scholar's or a healer's robe is plain.
        for (let i = 0; i < 4 && o.archetype === 'wizard'; i++) {
          const t = 0.25 + i * 0.18;
          const x = lerp(cx + side * neckW, cx + side * 4, t);
          const y = lerp(shoulderY, 540, t);
          over.push(star(x, y, 4.5, ramps.gold.light));
        }
      }
      break;
    }
    case 'vestment': {
      const decidedStole = o.layers.find((l) => l.kind === 'stole');
      if (plan.looks.clothing.layers && !decidedStole) {
        // A plain vestment: a yoke band at the shoulders and nothing laid over it.
        parts.push(
          painter.line(
            smoothOpen([
              [cx - shoulderW * 0.6, shoulderY + 30],
              [cx, shoulderY + 46],
              [cx + shoulderW * 0.6, shoulderY + 30],
            ]),
            ramp.deep,
            4,
            { opacity: 0.5 },
          ),
        );
        break;
      }
      const stole = painter.ramp(
        decidedStole?.color ??
          (o.cloth === plan.outfit.cloth && /^#[ed]/.test(o.cloth) ? '#b8902a' : '#d8c89a'),
      );
      for (const side of [1, -1]) {
        over.push(
          painter.body({
            points: [
              [cx + side * neckW * 0.55, shoulderY - 12],
              [cx + side * neckW * 1.05, shoulderY - 10],
              [cx + side * neckW * 0.95, 540],
              [cx + side * neckW * 0.3, 540],
            ],
            ramp: stole,
            weight: 'inner',
            shadow: 0.3,
            tension: 0.4,
          }),
        );
        const x = cx + side * neckW * 0.65;
        over.push(painter.line(`M${x} ${shoulderY + 40}v18M${x - 7} ${shoulderY + 48}h14`, stole.deep, 2.4));
      }
      break;
    }
    case 'breastplate': {
      // A steel breastplate over sleeves of the garment's cloth: a ridge down the middle, a shine, two plates.
      const w = shoulderW * 0.52;
      const plate: Pt[] = [
        [cx - w, shoulderY + 2],
        [cx, shoulderY - 6],
        [cx + w, shoulderY + 2],
        corner(cx + w * 1.08, 540),
        corner(cx - w * 1.08, 540),
      ];
      over.push(
        painter.body({
          points: plate,
          ramp: ramps.metal,
          shadowOffset: [-22, -6],
          inner: [
            painter.line(`M${cx} ${shoulderY - 4}L${cx} 540`, ramps.metal.deep, 2, { opacity: 0.6 }),
            painter.blob(cx - w * 0.45, shoulderY + 60, w * 0.35, 50, '#ffffff', 0.45 * painter.style.shine),
          ],
        }),
      );
      if (o.tabard) over.push(tabardShape(ctx, layerRamp(ctx, 'tabard', ramps.cloth)));
      over.push(...pauldrons(ctx));
      break;
    }
    case 'coat': {
      // An open coat: the shirt shows in a V down the front, lapels turned back, buttons down one edge.
      parts.push(
        el('path', {
          d: polyline(
            [
              [cx - neckW * 0.62, shoulderY - 12],
              [cx + neckW * 0.62, shoulderY - 12],
              [cx + shoulderW * 0.17, 540],
              [cx - shoulderW * 0.17, 540],
            ],
            true,
          ),
          fill: painter.fill(ramps.cloth2, 'top'),
        }),
      );
      const lapelRamp =
        o.trim === 'gold' || o.trim === 'silver' ? ramps.trim : painter.ramp(mix(o.cloth, '#000000', 0.25));
      for (const side of [1, -1]) {
        over.push(
          painter.body({
            points: [
              [cx + side * neckW * 0.58, shoulderY - 10],
              [cx + side * neckW * 1.35, shoulderY],
              corner(cx + side * shoulderW * 0.34, shoulderY + 92),
              corner(cx + side * shoulderW * 0.17, shoulderY + 118),
            ],
            ramp: lapelRamp,
            weight: 'inner',
            shadow: 0.4,
            tension: 0.4,
          }),
        );
      }
      for (let y = shoulderY + 134; y < 520; y += 28) {
        over.push(
          el('circle', {
            cx: cx + shoulderW * 0.22,
            cy: y,
            r: 4.2,
            fill: o.trim === 'gold' ? ramps.gold.base : ramps.metal.light,
            stroke: ramp.line,
            'stroke-width': 1,
          }),
        );
      }
      break;
    }
    case 'waistcoat':
    case 'jerkin': {
      // Panels of the cloth over the shirt's sleeves: buttoned for a waistcoat, laced for a jerkin.
      const panel = ramps.cloth;
      for (const side of [1, -1]) {
        over.push(
          painter.body({
            points: [
              [cx + side * neckW * 0.72, shoulderY - 8],
              [cx + side * shoulderW * 0.5, shoulderY + 6],
              [cx + side * shoulderW * 0.58, shoulderY + 60],
              corner(cx + side * shoulderW * 0.62, 540),
              corner(cx + side * 3, 540),
              corner(cx + side * 3, shoulderY + (o.garment === 'jerkin' ? 46 : 66)),
            ],
            ramp: panel,
            weight: 'inner',
            shadowOffset: [-10 * side, -4],
            tension: 0.5,
          }),
        );
      }
      if (o.garment === 'waistcoat') {
        for (let y = shoulderY + 80; y < 520; y += 24)
          over.push(
            el('circle', {
              cx: cx + 6,
              cy: y,
              r: 3.4,
              fill: o.trim === 'gold' ? ramps.gold.base : ramps.metal.light,
              stroke: panel.line,
              'stroke-width': 1,
            }),
          );
      } else {
        const lace: Pt[] = [];
        for (let i = 0; i < 6; i++) lace.push([cx + (i % 2 ? 8 : -8), shoulderY + 52 + i * 18]);
        over.push(painter.line(polyline(lace, false), ramps.leather.deep, 2));
        over.push(
          painter.line(
            polyline(
              lace.map(([x, y]) => [2 * cx - x, y] as Pt),
              false,
            ),
            ramps.leather.deep,
            2,
          ),
        );
      }
      break;
    }
    case 'smock': {
      // A loose smock gathered across the chest in a band of smocking stitches.
      const y0 = shoulderY + 34;
      const zig: Pt[] = [];
      for (let x = cx - shoulderW * 0.5, i = 0; x <= cx + shoulderW * 0.5; x += 10, i++)
        zig.push([x, y0 + (i % 2 ? 8 : 0)]);
      parts.push(painter.line(polyline(zig, false), ramp.deep, 1.8, { opacity: 0.7 }));
      parts.push(
        painter.line(
          polyline(
            zig.map(([x, y]) => [x, y + 12] as Pt),
            false,
          ),
          ramp.deep,
          1.8,
          { opacity: 0.7 },
        ),
      );
      for (const k of [-0.3, -0.1, 0.12, 0.32])
        parts.push(
          fold(
            [
              [cx + shoulderW * k, y0 + 26],
              [cx + shoulderW * k * 1.2, 520],
            ],
            0.8,
          ),
        );
      break;
    }
    case 'mail': {
      if (o.tabard) over.push(tabardShape(ctx, layerRamp(ctx, 'tabard', ramps.cloth)));
      over.push(...pauldrons(ctx));
      break;
    }
    case 'leathers': {
      if (o.armour === 'studded leather') {
        for (let y = shoulderY + 30; y < 520; y += 22)
          for (let x = cx - shoulderW * 0.6; x <= cx + shoulderW * 0.6; x += 24)
            parts.push(
              el('circle', {
                cx: x + ((y / 22) % 2 ? 12 : 0),
                cy: y,
                r: 2.6,
                fill: ramps.metal.light,
                stroke: ramps.metal.deep,
                'stroke-width': 0.8,
              }),
            );
      }
      for (const side of [1, -1]) {
        parts.push(
          painter.line(
            smoothOpen([
              [cx + side * 14, shoulderY + 40],
              [cx + side * 16, 520],
            ]),
            ramp.light,
            1.4,
            { 'stroke-dasharray': '4 4', opacity: 0.7 },
          ),
        );
      }
      parts.push(
        fold([
          [cx - shoulderW * 0.3, shoulderY + 80],
          [cx - shoulderW * 0.1, shoulderY + 100],
        ]),
      );
      if (o.tabard) over.push(tabardShape(ctx, layerRamp(ctx, 'tabard', ramps.cloth)));
      break;
    }
    case 'shirt': {
      parts.push(
        fold([
          [cx + shoulderW * 0.35, shoulderY + 40],
          [cx + shoulderW * 0.25, shoulderY + 90],
          [cx + shoulderW * 0.3, 520],
        ]),
      );
      parts.push(
        fold([
          [cx - shoulderW * 0.4, shoulderY + 50],
          [cx - shoulderW * 0.3, 520],
        ]),
      );
      if (o.archetype === 'farmer' && !o.apron) {
        for (const side of [1, -1]) {
          parts.push(
            painter.line(
              `M${cx + side * shoulderW * 0.42} ${shoulderY}L${cx + side * shoulderW * 0.3} 520`,
              ramps.leather.base,
              9,
            ),
          );
        }
      }
      break;
    }
    default: {
      parts.push(
        fold([
          [cx + shoulderW * 0.3, shoulderY + 40],
          [cx + shoulderW * 0.2, 520],
        ]),
      );
      parts.push(
        fold([
          [cx - shoulderW * 0.35, shoulderY + 60],
          [cx - shoulderW * 0.25, 520],
        ]),
      );
    }
  }
  // Patches are sewn on cloth, not on mail or leather armour.
  if (o.patches && !['mail', 'breastplate', 'leathers'].includes(o.garment)) {
    const px = cx + (rng.chance(0.5) ? 1 : -1) * rng.range(shoulderW * 0.35, shoulderW * 0.7);
    const py = rng.range(shoulderY + 50, shoulderY + 80);
    const patch: Pt[] = [
      corner(px - 16, py - 14),
      corner(px + 17, py - 12),
      corner(px + 15, py + 16),
      corner(px - 15, py + 15),
    ];
    parts.push(
      el('path', {
        d: polyline(patch, true),
        fill: painter.color(mix(o.cloth, '#8a7a5a', 0.6)),
        stroke: ramp.line,
        'stroke-width': 1.4,
        'stroke-dasharray': '3 3',
      }),
    );
  }
  return { inner: parts, over };
}

/** A layer's own colour as a ramp, or `fallback` when the look gives it none. */
function layerRamp(ctx: DrawContext, kind: string, fallback: ToneRamp): ToneRamp {
  const layer = ctx.plan.outfit.layers.find((l) => l.kind === kind);
  return layer ? ctx.painter.ramp(layer.color) : fallback;
}

/** A tabard over armour: a panel of the town's colours with a chevron, edged in the trim. */
function tabardShape(ctx: DrawContext, ramp: ToneRamp): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, shoulderY, shoulderW } = fig;
  const o = plan.outfit;
  const w = shoulderW * 0.44;
  const tabard: Pt[] = [
    corner(cx - w, shoulderY + 6),
    corner(cx + w, shoulderY + 6),
    corner(cx + w * 1.05, 540),
    corner(cx - w * 1.05, 540),
  ];
  const emblemY = shoulderY + 72;
  const edge =
    o.trim === 'gold' || o.trim === 'silver' ? ramps.trim : painter.ramp(mix(ramp.base, '#000000', 0.35));
  return [
    painter.body({
      points: tabard,
      ramp,
      weight: 'inner',
      shadowOffset: [-20, -6],
      inner: [
        el('path', {
          d: polyline(
            [
              [cx - w * 0.5, emblemY + 10],
              [cx, emblemY - 16],
              [cx + w * 0.5, emblemY + 10],
              [cx + w * 0.5, emblemY + 22],
              [cx, emblemY - 4],
              [cx - w * 0.5, emblemY + 22],
            ],
            true,
          ),
          fill: o.trim === 'gold' ? ramps.gold.base : mix(ramp.base, '#f0e6c8', 0.75),
        }),
      ],
    }),
    painter.line(polyline([tabard[0]!, tabard[3]!], false), edge.light, 3),
    painter.line(polyline([tabard[1]!, tabard[2]!], false), edge.light, 3),
  ].join('');
}

/** Pauldrons: plates on the shoulders, the first thing that says "soldier". */
function pauldrons(ctx: DrawContext): string[] {
  const { fig, painter, ramps } = ctx;
  const { cx, shoulderY, shoulderW } = fig;
  return [1, -1].map((side) => {
    const px = cx + side * shoulderW * 0.78;
    return painter.body({
      points: [
        [px - side * shoulderW * 0.3, shoulderY + 4],
        [px, shoulderY - 8],
        [px + side * shoulderW * 0.28, shoulderY + 20],
        [px + side * shoulderW * 0.3, shoulderY + 54],
        [px - side * shoulderW * 0.05, shoulderY + 40],
      ],
      ramp: ramps.metal,
      weight: 'inner',
      shadowOffset: [-10 * side, -10],
      inner: [painter.blob(px - side * 10, shoulderY + 6, 18, 8, '#ffffff', 0.5 * painter.style.shine)],
    });
  });
}

/** A small four-pointed star (embroidery, sparkle). */
export function star(x: number, y: number, r: number, color: string, opacity = 1): string {
  const k = r * 0.28;
  return el('path', {
    d: `M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`,
    fill: color,
    opacity: opacity < 1 ? opacity : undefined,
  });
}

/** What is worn over the garment: aprons, cloaks, fur, straps, a towel, a chain of office. */
function overlays(ctx: DrawContext): string {
  const { plan, fig, painter, ramps } = ctx;
  const o = plan.outfit;
  const { cx, shoulderY, shoulderW, neckW } = fig;
  const parts: string[] = [];
  const cloakRamp = layerRamp(ctx, 'cloak', ramps.cloth);
  if (o.cloak) {
    for (const side of [1, -1]) {
      parts.push(
        painter.body({
          points: [
            [cx + side * neckW * 0.5, shoulderY - 12],
            [cx + side * shoulderW * 0.6, shoulderY - 2],
            [cx + side * shoulderW * 0.98, shoulderY + 26],
            [cx + side * shoulderW * 1.1, shoulderY + 80],
            [cx + side * shoulderW * 1.12, 540],
            [cx + side * shoulderW * 0.5, 540],
            [cx + side * shoulderW * 0.42, shoulderY + 60],
            [cx + side * neckW * 0.7, shoulderY + 10],
          ],
          ramp: cloakRamp,
          shadowOffset: [-14 * side, -8],
          inner: [
            painter.line(
              smoothOpen([
                [cx + side * shoulderW * 0.75, shoulderY + 30],
                [cx + side * shoulderW * 0.8, 520],
              ]),
              cloakRamp.deep,
              1.5,
              { opacity: 0.5 },
            ),
          ],
        }),
      );
    }
  }
  if (o.apron) {
    const ramp = layerRamp(
      ctx,
      o.apron === 'leather' ? 'apron-leather' : 'apron-cloth',
      o.apron === 'leather' ? ramps.leather : painter.ramp('#e8e2d4'),
    );
    const top = shoulderY + 36;
    const w = shoulderW * 0.5;
    for (const side of [1, -1]) {
      parts.push(
        painter.line(
          `M${cx + side * w * 0.7} ${top + 2}L${cx + side * neckW * 0.62} ${shoulderY - 8}`,
          ramp.shade,
          5,
        ),
      );
    }
    parts.push(
      painter.body({
        points: [
          corner(cx - w * 0.75, top),
          corner(cx + w * 0.75, top),
          [cx + w * 0.85, top + 40],
          corner(cx + w * 1.1, 540),
          corner(cx - w * 1.1, 540),
          [cx - w * 0.85, top + 40],
        ],
        ramp,
        weight: 'inner',
        shadowOffset: [-18, -4],
        inner: [
          painter.line(`M${cx - w * 0.4} ${top + 50}h${w * 0.8}`, ramp.deep, 1.4, {
            'stroke-dasharray': '3 3',
            opacity: 0.7,
          }),
        ],
      }),
    );
  }
  if (o.bandolier) {
    const a: Pt = [cx + shoulderW * 0.5, shoulderY - 4];
    const b: Pt = [cx - shoulderW * 0.55, 530];
    const strap = layerRamp(ctx, 'bandolier', ramps.leather);
    parts.push(painter.line(polyline([a, b], false), strap.deep, 16));
    parts.push(painter.line(polyline([a, b], false), strap.base, 12));
    const colors = ['#3ab07a', '#c04a8a', '#e0a030'];
    for (let i = 0; i < 3; i++) {
      const t = 0.3 + i * 0.2;
      const x = lerp(a[0], b[0], t);
      const y = lerp(a[1], b[1], t);
      parts.push(vialShape(ctx, x, y - 10, 7, painter.color(colors[i]!)));
    }
  }
  if (o.towel) {
    const side = -o.propSide;
    const x = cx + side * shoulderW * 0.62;
    const towel = layerRamp(ctx, 'towel', painter.ramp('#ece6da'));
    parts.push(
      painter.body({
        // A cloth thrown over the shoulder: square-cut hem, two woven stripes, a fold where it drapes.
        points: [
          [x - side * 24, shoulderY - 8],
          [x + side * 20, shoulderY + 2],
          [x + side * 28, shoulderY + 40],
          corner(x + side * 30, shoulderY + 92),
          corner(x + side * 2, shoulderY + 96),
          [x - side * 8, shoulderY + 40],
        ],
        ramp: towel,
        weight: 'inner',
        shadowOffset: [-side * 8, -6],
        inner: [
          painter.line(
            `M${x - side * 4} ${shoulderY + 70}L${x + side * 32} ${shoulderY + 66}`,
            painter.color('#b04040'),
            3,
          ),
          painter.line(
            `M${x - side * 2} ${shoulderY + 78}L${x + side * 32} ${shoulderY + 74}`,
            painter.color('#b04040'),
            2,
          ),
          painter.line(
            `M${x + side * 12} ${shoulderY + 6}Q${x + side * 10} ${shoulderY + 40} ${x + side * 16} ${shoulderY + 92}`,
            towel.deep,
            1.3,
            { opacity: 0.5 },
          ),
        ],
      }),
    );
  }
  parts.push(newLayers(ctx));
  if (o.jewels >= 3) {
    parts.push(
      painter.line(
        smoothOpen([
          [cx - neckW * 1.1, shoulderY],
          [cx - neckW * 0.6, shoulderY + 40],
          [cx, shoulderY + 54],
          [cx + neckW * 0.6, shoulderY + 40],
          [cx + neckW * 1.1, shoulderY],
        ]),
        ramps.gold.base,
        3.2,
        { 'stroke-dasharray': '5 2' },
      ),
    );
  }
  if (o.jewels >= 1 && !o.furCollar) parts.push(brooch(ctx, cx, shoulderY + (o.jewels >= 3 ? 60 : 20), 8));
  return parts.join('');
}

/** Layers only a decided look has: a shawl over the shoulders, a sash or a baldric across the chest, a stole. */
function newLayers(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  const { cx, shoulderY, shoulderW, neckW } = fig;
  const parts: string[] = [];
  for (const layer of plan.outfit.layers) {
    const ramp = painter.ramp(layer.color);
    switch (layer.kind) {
      case 'shawl': {
        // A knitted shawl round the shoulders, crossed and knotted low on the chest.
        for (const side of [1, -1]) {
          parts.push(
            painter.body({
              points: [
                [cx + side * neckW * 0.6, shoulderY - 14],
                [cx + side * shoulderW * 0.7, shoulderY],
                [cx + side * shoulderW * 0.98, shoulderY + 40],
                [cx + side * shoulderW * 0.5, shoulderY + 70],
                corner(cx - side * 10, shoulderY + 96),
                [cx + side * neckW * 0.2, shoulderY + 40],
              ],
              ramp,
              weight: 'inner',
              shadowOffset: [-8 * side, -6],
              inner: [
                painter.line(
                  smoothOpen([
                    [cx + side * shoulderW * 0.8, shoulderY + 30],
                    [cx + side * shoulderW * 0.4, shoulderY + 60],
                  ]),
                  ramp.deep,
                  1.4,
                  { opacity: 0.5, 'stroke-dasharray': '2 3' },
                ),
              ],
            }),
          );
        }
        parts.push(
          el('circle', { cx, cy: shoulderY + 96, r: 8, fill: ramp.shade, ...painter.stroke(ramp, 'detail') }),
        );
        break;
      }
      case 'sash':
      case 'baldric': {
        // A sash falls from the left shoulder; a baldric from the right, with its buckle.
        const k = layer.kind === 'sash' ? 1 : -1;
        const a: Pt = [cx + k * shoulderW * 0.55, shoulderY - 2];
        const b: Pt = [cx - k * shoulderW * 0.6, 540];
        const w = layer.kind === 'sash' ? 22 : 14;
        parts.push(painter.line(polyline([a, b], false), ramp.deep, w + 4));
        parts.push(painter.line(polyline([a, b], false), ramp.base, w));
        if (layer.kind === 'baldric') {
          const t = 0.45;
          const x = lerp(a[0], b[0], t);
          const y = lerp(a[1], b[1], t);
          parts.push(
            el('rect', {
              x: x - 9,
              y: y - 7,
              width: 18,
              height: 14,
              rx: 2,
              fill: 'none',
              stroke: ctx.ramps.metal.light,
              'stroke-width': 3,
            }),
          );
        }
        break;
      }
      case 'stole': {
        if (plan.outfit.garment === 'vestment') break;
        for (const side of [1, -1]) {
          parts.push(
            painter.body({
              points: [
                [cx + side * neckW * 0.55, shoulderY - 12],
                [cx + side * neckW * 1.05, shoulderY - 10],
                [cx + side * neckW * 0.95, 540],
                [cx + side * neckW * 0.3, 540],
              ],
              ramp,
              weight: 'inner',
              shadow: 0.3,
              tension: 0.4,
            }),
          );
        }
        break;
      }
      default:
        break;
    }
  }
  return parts.join('');
}

/** A knotted neckerchief at the throat, laid over the neckline. */
function neckerchief(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  const layer = plan.outfit.layers.find((l) => l.kind === 'neckerchief');
  if (!layer) return '';
  const { cx, shoulderY, neckW, chinY } = fig;
  const ramp = painter.ramp(layer.color);
  const y = chinY + (shoulderY - chinY) * 0.62;
  return [
    painter.body({
      points: [
        [cx - neckW * 0.62, y - 10],
        [cx, y + 2],
        [cx + neckW * 0.62, y - 10],
        [cx + neckW * 0.7, y + 6],
        [cx, y + 18],
        [cx - neckW * 0.7, y + 6],
      ],
      ramp,
      weight: 'inner',
      shadowOffset: [-6, -4],
    }),
    painter.body({
      points: [
        corner(cx - 4, y + 12),
        corner(cx - 16, y + 46),
        corner(cx + 2, y + 40),
        corner(cx + 14, y + 48),
        corner(cx + 6, y + 12),
      ],
      ramp,
      weight: 'inner',
      shadow: 0.4,
    }),
    el('circle', { cx, cy: y + 12, r: 6, fill: ramp.shade, ...painter.stroke(ramp, 'detail') }),
  ].join('');
}

/** A fur collar sits round the neck, so it is laid after the neck (unlike the rest of the clothing). */
function furCollar(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  const o = plan.outfit;
  const { cx, shoulderY, shoulderW, neckW } = fig;
  const parts: string[] = [];
  if (o.furCollar) {
    const furLayer = o.layers.find((l) => l.kind === 'fur-collar');
    const fur = painter.ramp(
      furLayer?.color ?? (plan.input.socialClass === 'nobility' ? '#f2eee6' : '#8a6a4a'),
    );
    const pts: Pt[] = [];
    const n = 14;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const a = Math.PI * (1 - t);
      pts.push([
        cx + Math.cos(a) * shoulderW * 0.78,
        shoulderY + 6 - Math.sin(a) * 26 + (1 - Math.sin(a)) * 26,
      ]);
    }
    const inner: Pt[] = [];
    for (let i = n; i >= 0; i--) {
      const t = i / n;
      const a = Math.PI * (1 - t);
      inner.push([cx + Math.cos(a) * neckW * 0.72, shoulderY - 16 + (1 - Math.sin(a)) * 18]);
    }
    const ring = [...pts, ...inner];
    parts.push(
      painter.body({
        points: ring,
        d: scallop(ring, 5),
        ramp: fur,
        weight: 'inner',
        shadowOffset: [-10, -6],
        inner: (furLayer ? furLayer.color === '#f2eee6' : plan.input.socialClass === 'nobility')
          ? pts
              .filter((_, i) => i % 3 === 1)
              .map(([x, y]) => el('path', { d: `M${x} ${y - 14}l2 6l-2 4l-2-4z`, fill: '#1a1a1a' }))
          : [],
      }),
    );
    if (o.jewels >= 1) parts.push(brooch(ctx, cx, shoulderY + 22, 9));
  }
  return parts.join('');
}

/** A hood worn down: a thick cowl of cloth gathered round the neck and over the shoulders. */
function hoodDown(ctx: DrawContext): string {
  const { painter, ramps, fig } = ctx;
  const { cx, shoulderY, shoulderW, neckW, chinY } = fig;
  const pts: Pt[] = [
    [cx - shoulderW * 0.74, shoulderY + 16],
    [cx - neckW * 0.85, chinY + 18],
    [cx - neckW * 0.4, chinY + 30],
    [cx, shoulderY + 4],
    [cx + neckW * 0.4, chinY + 30],
    [cx + neckW * 0.85, chinY + 18],
    [cx + shoulderW * 0.74, shoulderY + 16],
    [cx + shoulderW * 0.42, shoulderY + 40],
    [cx, shoulderY + 32],
    [cx - shoulderW * 0.42, shoulderY + 40],
  ];
  const folds = [
    painter.line(
      smoothOpen([
        [cx - shoulderW * 0.55, shoulderY + 22],
        [cx - neckW * 0.5, shoulderY + 14],
        [cx, shoulderY + 22],
      ]),
      ramps.hat.deep,
      1.5,
      { opacity: 0.5 },
    ),
    painter.line(
      smoothOpen([
        [cx + shoulderW * 0.55, shoulderY + 22],
        [cx + neckW * 0.5, shoulderY + 14],
        [cx, shoulderY + 22],
      ]),
      ramps.hat.deep,
      1.5,
      { opacity: 0.5 },
    ),
  ];
  const hood = painter.body({ points: pts, ramp: ramps.hat, shadowOffset: [-12, -8], inner: folds });
  return group({ 'data-part': 'hood', 'data-hood': 'down' }, [
    hood,
    ctx.plan.outfit.headwearTrim?.kind === 'fur' ? furEdge(ctx, pts.slice(0, 7), false) : '',
  ]);
}

/** A jewel in a gold setting. */
export function brooch(ctx: DrawContext, x: number, y: number, r: number): string {
  const { painter, ramps } = ctx;
  const gem = painter.ramp(ctx.plan.outfit.cloth === '#0f5a45' ? '#c0203a' : '#2a9a6a');
  return [
    el('circle', {
      cx: x,
      cy: y,
      r: r + 3,
      fill: ramps.gold.base,
      stroke: painter.ink(ramps.gold),
      'stroke-width': 1.2,
    }),
    el('circle', { cx: x, cy: y, r, fill: painter.fill(gem, 'tl'), stroke: gem.deep, 'stroke-width': 1 }),
    el('circle', { cx: x - r * 0.35, cy: y - r * 0.35, r: r * 0.3, fill: '#ffffff', opacity: 0.8 }),
  ].join('');
}

/** A little glass vial with coloured liquid. */
export function vialShape(ctx: DrawContext, x: number, y: number, r: number, liquid: string): string {
  const { painter } = ctx;
  const glass = painter.ramp('#cfe6ea');
  return [
    el('rect', {
      x: x - r * 0.45,
      y: y - r * 2.4,
      width: r * 0.9,
      height: r * 1.4,
      fill: glass.base,
      stroke: painter.ink(glass),
      'stroke-width': 1,
    }),
    el('rect', {
      x: x - r * 0.6,
      y: y - r * 2.9,
      width: r * 1.2,
      height: r * 0.6,
      fill: ctx.ramps.wood.base,
    }),
    el('circle', { cx: x, cy: y, r, fill: liquid, stroke: painter.ink(glass), 'stroke-width': 1.2 }),
    el('circle', { cx: x - r * 0.35, cy: y - r * 0.35, r: r * 0.28, fill: '#ffffff', opacity: 0.8 }),
  ].join('');
}

/** The neck and whatever skin the neckline shows, with the jaw's shadow across it. */
export function drawNeck(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, cy, hh, neckW, chinY } = fig;
  const w = neckW / 2;
  const neckline = necklinePoints(ctx);
  const right = neckline[0]!;
  const left = neckline[neckline.length - 1]!;
  const points: Pt[] = [
    [cx - w * 0.95, cy + hh * 0.2],
    [cx + w * 0.95, cy + hh * 0.2],
    [cx + w, chinY + 6],
    [right[0] - (right[0] - cx - w) * 0.55, right[1] - 10],
    corner(right[0], right[1]),
    ...neckline.slice(1, -1),
    corner(left[0], left[1]),
    [left[0] + (cx - w - left[0]) * 0.55, left[1] - 10],
    [cx - w, chinY + 6],
  ];
  const jaw = headPoints(fig, plan.profile.snout ?? false);
  const castShadow = el('path', {
    d: smoothClosed(jaw.map(([x, y]) => [cx + (x - cx) * 1.05, y + 12] as Pt)),
    fill: ramps.skin.deep,
    opacity: painter.style.shading === 'cel' ? 0.55 : 0.4,
  });
  const inner = [castShadow];
  if (plan.profile.snout) {
    // Ventral plates: the pale ridged belly scales of a dragon's throat.
    const plates = painter.ramp(mix(plan.skin, '#f0e0b0', 0.5));
    for (let y = chinY + 4; y < right[1] + 20; y += 11) {
      inner.push(
        el('path', {
          d: smoothOpen([
            [cx - w * 0.55, y],
            [cx, y + 4],
            [cx + w * 0.55, y],
          ]),
          fill: 'none',
          stroke: plates.shade,
          'stroke-width': 2,
        }),
      );
    }
    inner.unshift(
      el('rect', {
        x: cx - w * 0.6,
        y: chinY - 10,
        width: w * 1.2,
        height: right[1] - chinY + 40,
        rx: w * 0.5,
        fill: plates.base,
        opacity: 0.8,
      }),
    );
  } else if (fig.masc > 0.6 && plan.age !== 'child') {
    inner.push(
      painter.line(
        smoothOpen([
          [cx - 4, chinY + 22],
          [cx, chinY + 28],
          [cx + 4, chinY + 22],
        ]),
        ramps.skin.shade,
        1.4,
        { opacity: 0.6 },
      ),
    );
  }
  if (plan.lines >= 2 && !plan.profile.snout) {
    for (const side of [1, -1]) {
      inner.push(
        painter.line(
          smoothOpen([
            [cx + side * w * 0.6, chinY + 8],
            [cx + side * w * 0.4, chinY + 30],
          ]),
          ramps.skin.deep,
          1.1,
          { opacity: 0.4 },
        ),
      );
    }
  }
  const parts = [
    painter.body({
      points,
      ramp: ramps.skin,
      light: 'top',
      shadowOffset: [-w * 0.5, 0],
      inner,
      weight: 'inner',
      texture: false,
    }),
  ];
  parts.push(drawNeckSkinDetails(ctx));
  // The garment's edge along the neckline (trimmed for the well-off).
  const edge = polyline(neckline, false);
  const o = plan.outfit;
  const ramp = garmentRamp(ctx);
  if (o.trim === 'gold' || o.trim === 'silver') parts.push(painter.line(edge, ramps.trim.base, 5));
  if (o.garment === 'gown') parts.push(painter.line(edge, ramps.cloth2.light, 3, { opacity: 0.9 }));
  parts.push(painter.outline(edge, ramp, 'inner'));
  if (plan.outfit.jewels >= 2 && !o.furCollar) parts.push(pendantChain(ctx, neckline));
  parts.push(furCollar(ctx));
  parts.push(neckerchief(ctx));
  if (o.headwear === 'hood' && !o.hoodUp) parts.push(hoodDown(ctx));
  if (plan.looks.details)
    parts.push(
      drawNeckJewels(
        ctx,
        neckline.reduce((m, p) => Math.max(m, p[1]), 0),
      ),
    );
  return parts.join('');
}

/** A fine chain with a drop at the throat. */
function pendantChain(ctx: DrawContext, neckline: readonly Pt[]): string {
  const { fig, ramps } = ctx;
  const { cx, neckW, shoulderY } = fig;
  const low = Math.min(shoulderY + 10, neckline.reduce((m, p) => Math.max(m, p[1]), 0) - 6);
  return (
    el('path', {
      d: smoothOpen([
        [cx - neckW * 0.5, shoulderY - 20],
        [cx, low],
        [cx + neckW * 0.5, shoulderY - 20],
      ]),
      fill: 'none',
      stroke: ramps.gold.base,
      'stroke-width': 1.6,
    }) +
    el('circle', {
      cx,
      cy: low + 4,
      r: 4,
      fill: ramps.gold.light,
      stroke: ramps.gold.deep,
      'stroke-width': 1,
    })
  );
}
