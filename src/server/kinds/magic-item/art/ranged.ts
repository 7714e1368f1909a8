// Bows and crossbows. The bow stands upright, its limbs tapering from a wrapped grip to nocked tips (recurved
// for elves and short bows), string taut; the crossbow is seen from above: stock, prod, drawn string and bolt.

import { must } from '../../../../shared/must.js';
import { mix } from '../../../art/color.js';
import { corner, mirrorPoints, type Pt, polyline, smoothOpen, taper } from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { CX } from './blades.js';
import type { ItemCtx, ItemDrawing } from './context.js';

/** Flips points top to bottom about y = 256 (the lower limb from the upper). */
const flipY = (points: readonly Pt[]): Pt[] =>
  points.map((p) => (p.length === 3 ? corner(p[0], 512 - p[1]) : [p[0], 512 - p[1]]));

export function drawBow(ctx: ItemCtx): ItemDrawing {
  const { plan, ramps } = ctx;
  const rng = ctx.rng('bow');
  const v = plan.variant;
  const recurve =
    v === 'recurve' ||
    v === 'shortbow' ||
    (v !== 'longbow' && (plan.artStyle === 'Elven' || rng.chance(0.4)));
  const long = v === 'longbow' || (!recurve && rng.chance(0.5));
  const limbRamp = plan.main === 'wood' ? ramps.wood : ramps.main;
  const reach = long ? 230 : 205;
  const depth = long ? 62 : 80;
  // The upper limb's centre line from the grip to the tip; the string side is on the right.
  const limb: Pt[] = recurve
    ? [
        [CX, 226],
        [CX + 10, 170],
        [CX + depth * 0.6, 256 - reach * 0.62],
        [CX + depth * 0.95, 256 - reach * 0.88],
        [CX + depth * 0.82, 256 - reach],
        [CX + depth * 0.6, 256 - reach * 1.04],
      ]
    : [
        [CX, 226],
        [CX + 8, 168],
        [CX + depth * 0.55, 256 - reach * 0.65],
        [CX + depth, 256 - reach],
      ];
  const tip = recurve
    ? ([CX + depth * 0.86, 256 - reach * 0.93] as Pt)
    : must(limb[limb.length - 1], 'limb entry');
  const upper = taper(limb, 24, 7);
  const lower = flipY(upper);
  const string: Pt[] = [tip, [tip[0], 512 - tip[1]]];
  ctx.track(string);
  const grain = ctx.mark(smoothOpen(limb.map(([x, y]): Pt => [x - 3, y])), limbRamp, 1.2, 0.4);
  const parts = [
    el('path', {
      d: polyline(string, false),
      stroke: mix(ramps.bone.light, '#ffffff', 0.2),
      'stroke-width': 3,
      fill: 'none',
    }),
    el('path', {
      d: polyline(string, false),
      stroke: ramps.bone.line,
      'stroke-width': 1,
      fill: 'none',
      opacity: 0.6,
      transform: 'translate(1.5 0)',
    }),
    ctx.part({ points: upper, ramp: limbRamp, material: plan.main, inner: [grain] }),
    ctx.part({
      points: lower,
      ramp: limbRamp,
      material: plan.main,
      inner: [ctx.mark(smoothOpen(flipY(limb).map(([x, y]): Pt => [x - 3, y])), limbRamp, 1.2, 0.4)],
    }),
  ];
  // Horn nocks at the tips, and a riser with a leather grip and an arrow shelf.
  for (const [x, y] of [tip, [tip[0], 512 - tip[1]] as Pt]) {
    parts.push(
      ctx.part({
        points: [
          [x - 7, y - 7],
          [x + 6, y - 5],
          [x + 6, y + 6],
          [x - 7, y + 7],
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'detail',
        shadow: 0,
      }),
    );
  }
  const riser: Pt[] = [
    corner(CX - 16, 196),
    [CX - 22, 256],
    corner(CX - 16, 316),
    corner(CX + 12, 316),
    [CX + 16, 256],
    corner(CX + 12, 196),
  ];
  let wrap = '';
  for (let y = 226; y < 290; y += 8) wrap += `M${CX - 24} ${y + 4}L${CX + 18} ${y - 4}`;
  parts.push(
    ctx.part({ points: riser, ramp: ramps.trim, material: plan.trim, weight: 'inner' }),
    ctx.part({
      points: [corner(CX - 20, 224), corner(CX + 16, 224), corner(CX + 16, 292), corner(CX - 20, 292)],
      ramp: ramps.leather,
      weight: 'inner',
      inner: [ctx.mark(wrap, ramps.leather, 1.4, 0.7)],
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX - 3, 206, 8, 'marquise', false));
  if (ctx.ornament >= 2) {
    const lineAlong = (pts: readonly Pt[]) => smoothOpen(pts.slice(1, -1).map(([x, y]): Pt => [x - 2, y]));
    parts.push(ctx.runes(lineAlong(limb), 1.6), ctx.runes(lineAlong(flipY(limb)), 1.6));
  }
  if (plan.itemStyle.flourish === 'leaves') {
    // Elven bows put out a leaf or two at the tips.
    for (const [x, y, s] of [
      [tip[0], tip[1], 1],
      [tip[0], 512 - tip[1], -1],
    ] as const) {
      parts.push(
        ctx.part({
          points: [corner(x - 4, y), [x - 22, y + s * 10], corner(x - 40, y + s * 4), [x - 20, y - s * 6]],
          ramp: painterLeaf(ctx),
          weight: 'detail',
          shadow: 0,
          glow: false,
        }),
      );
    }
  }
  return { markup: parts.join(''), fill: 0.8 };
}

const painterLeaf = (ctx: ItemCtx) => ctx.painter.ramp('#5a9a5a');

export function drawCrossbow(ctx: ItemCtx): ItemDrawing {
  const { plan, ramps } = ctx;
  const hand = plan.variant === 'hand crossbow';
  const heavy = plan.variant === 'heavy crossbow' || plan.variant === 'arbalest';
  const front = 70;
  const butt = hand ? 360 : 470;
  const prodY = 118;
  const span = hand ? 130 : heavy ? 200 : 180;
  const latchY = hand ? 230 : 270;
  const stockRamp = plan.main === 'wood' ? ramps.wood : ramps.main;
  const woodStock = plan.main === 'wood' || plan.main === 'bone';
  const prodRamp = woodStock ? ramps.trim : ramps.main;
  const prodMat = woodStock ? plan.trim : plan.main;
  // The stock from above: a narrow fore-end widening to the butt.
  const stock: Pt[] = hand
    ? [
        corner(CX - 13, front),
        corner(CX + 13, front),
        [CX + 16, 250],
        corner(CX + 34, butt),
        [CX, butt + 14],
        corner(CX - 20, butt - 6),
        [CX - 16, 250],
      ]
    : [
        corner(CX - 14, front),
        corner(CX + 14, front),
        [CX + 18, 300],
        [CX + 30, 400],
        corner(CX + 34, butt),
        [CX, butt + 12],
        corner(CX - 34, butt),
        [CX - 30, 400],
        [CX - 18, 300],
      ];
  const parts = [
    ctx.part({
      points: stock,
      ramp: stockRamp,
      material: plan.main,
      inner: [
        ctx.mark(
          smoothOpen([
            [CX - 6, front + 20],
            [CX - 8, 300],
            [CX - 18, butt - 20],
          ]),
          stockRamp,
          1.2,
          0.4,
        ),
      ],
    }),
  ];
  // The prod: a bow laid across, its tips bending forward.
  const prod = taper(
    [
      [CX, prodY],
      [CX + span * 0.5, prodY + 4],
      [CX + span, prodY + 30],
    ],
    20,
    8,
  );
  const prodL = mirrorPoints(prod, CX);
  const tipR: Pt = [CX + span, prodY + 30];
  const tipL: Pt = [CX - span, prodY + 30];
  const string: Pt[] = [tipL, [CX, latchY], tipR];
  ctx.track(string);
  parts.push(
    el('path', {
      d: polyline(string, false),
      stroke: mix(ramps.bone.light, '#ffffff', 0.2),
      'stroke-width': 3,
      fill: 'none',
      'stroke-linejoin': 'round',
    }),
    // The prod is the bow the words name ('a bow of cold-forged iron'): the fittings' metal on a wooden stock.
    ctx.part({ points: prod, ramp: prodRamp, material: prodMat }),
    ctx.part({ points: prodL, ramp: prodRamp, material: prodMat }),
  );
  // A bolt in the groove, its head past the front, fletched at the latch.
  const boltTop = front - 40;
  parts.push(
    ctx.part({
      points: [
        corner(CX - 3, boltTop + 20),
        corner(CX + 3, boltTop + 20),
        corner(CX + 3, latchY - 6),
        corner(CX - 3, latchY - 6),
      ],
      ramp: ramps.wood,
      weight: 'detail',
      shadow: 0,
    }),
    ctx.part({
      points: [
        corner(CX, boltTop - 6),
        corner(CX + 8, boltTop + 14),
        corner(CX + 4, boltTop + 24),
        corner(CX - 4, boltTop + 24),
        corner(CX - 8, boltTop + 14),
      ],
      ramp: ramps.main,
      material: plan.main === 'wood' ? 'steel' : plan.main,
      weight: 'inner',
      shadow: 0,
    }),
    ctx.part({
      points: [corner(CX - 3, latchY - 44), corner(CX - 13, latchY - 10), corner(CX - 3, latchY - 14)],
      ramp: ramps.cloth,
      weight: 'detail',
      shadow: 0,
    }),
    ctx.part({
      points: [corner(CX + 3, latchY - 44), corner(CX + 13, latchY - 10), corner(CX + 3, latchY - 14)],
      ramp: ramps.cloth,
      weight: 'detail',
      shadow: 0,
    }),
  );
  // Metal furniture: the stirrup at the front, the prod's lashing, the latch and the trigger lever.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 22, front + 4),
        [CX - 26, front - 22],
        [CX, front - 34],
        [CX + 26, front - 22],
        corner(CX + 22, front + 4),
        corner(CX + 14, front + 4),
        [CX + 16, front - 16],
        [CX, front - 24],
        [CX - 16, front - 16],
        corner(CX - 14, front + 4),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
      shadow: 0,
    }),
    ctx.part({
      points: [
        corner(CX - 20, prodY - 14),
        corner(CX + 20, prodY - 14),
        corner(CX + 20, prodY + 16),
        corner(CX - 20, prodY + 16),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.rivets(
      [
        [CX - 11, prodY],
        [CX + 11, prodY],
      ],
      4,
    ),
    ctx.part({
      points: [
        corner(CX - 16, latchY - 6),
        corner(CX + 16, latchY - 6),
        corner(CX + 16, latchY + 22),
        corner(CX - 16, latchY + 22),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.part({
      points: taper(
        [
          [CX + 14, latchY + 30],
          [CX + 46, latchY + 60],
          [CX + 52, latchY + 120],
        ],
        10,
        6,
      ),
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, latchY + 8, 8, 'round', false));
  if (ctx.ornament >= 2) parts.push(ctx.runeColumn(CX, latchY + 40, butt - 30, 12, 18, 'stock'));
  return { markup: parts.join(''), fill: 0.8 };
}
