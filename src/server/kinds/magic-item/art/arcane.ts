// The spellcaster's things: a ring in three-quarter view with its stone, a rod (sceptre), a staff crowned with
// a crystal, a tapering wand, a scroll unrolled to show its script, and potions in mirrored flasks with liquid,
// bubbles and glints.
import { mix } from '../../../art/color.js';
import { glyphRow } from '../../../art/glyphs.js';
import {
  circlePath,
  corner,
  ellipsePath,
  type Pt,
  polyline,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
  taper,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { CX } from './blades.js';
import type { ItemCtx, ItemDrawing } from './context.js';
import type { FlaskShape } from './item-styles.js';

const ring = (cx: number, cy: number, rx: number, ry: number, n = 16): Pt[] =>
  Array.from(
    { length: n },
    (_, i): Pt => [cx + Math.cos((i / n) * Math.PI * 2) * rx, cy + Math.sin((i / n) * Math.PI * 2) * ry],
  );

export function drawRing(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const rng = ctx.rng('ring');
  const cy = 300;
  const rx = 150;
  const ry = 112;
  const band = ramps.main;
  const kind =
    ctx.ornament === 0
      ? rng.pick(['band', 'signet'] as const)
      : rng.weighted([
          ['gem', 4],
          ['signet', 1],
          ['band', 1],
        ] as const);
  // The band as an oval with an oval hole; the inside of its far side shows, darker, through the hole.
  const outer = ellipsePath(CX, cy, rx, ry);
  const hole = ellipsePath(CX, cy + 10, rx - 30, ry - 34);
  // The inside of the band's far side, seen through the hole: drawn first, so the band's rim frames it.
  const farSide = ellipsePath(CX, cy + 10, rx - 30, ry - 34) + ellipsePath(CX, cy + 30, rx - 36, ry - 44);
  const parts = [
    el('path', {
      d: farSide,
      'fill-rule': 'evenodd',
      fill: mix(band.shade, band.deep, 0.4),
      ...ctx.painter.stroke(band, 'detail'),
    }),
    ctx.part({
      points: ring(CX, cy, rx, ry),
      ramp: band,
      material: plan.main,
      d: outer + hole,
      evenodd: true,
      inner: [
        el('path', { d: ellipsePath(CX, cy - 4, rx - 30, ry - 40), fill: band.deep, opacity: 0.55 }),
        el('path', {
          d: smoothOpen([
            [CX - rx + 16, cy + 10],
            [CX - rx * 0.6, cy + ry - 14],
            [CX, cy + ry - 6],
          ]),
          fill: 'none',
          stroke: mix(band.light, '#ffffff', 0.5),
          'stroke-width': 5,
          opacity: 0.8,
        }),
      ],
    }),
  ];
  if (ctx.ornament >= 2) {
    // Runes round the front of the band.
    const rr = glyphRow(ctx.rng('band-runes'), CX - 80, CX + 80, cy + ry - 16, 10, 14, ctx.hand, 8);
    parts.push(ctx.runes(rr, 1.6));
  }
  if (kind === 'gem') {
    // A bezel on top of the band with claws holding a large stone.
    const top = cy - ry;
    parts.push(
      ctx.part({
        points: [
          corner(CX - 60, top + 30),
          [CX - 56, top - 10],
          corner(CX - 40, top - 30),
          corner(CX + 40, top - 30),
          [CX + 56, top - 10],
          corner(CX + 60, top + 30),
          [CX, top + 44],
        ],
        ramp: ramps.trim,
        material: plan.trim,
      }),
      ctx.gem(CX, top - 44, 50, rng.pick(['round', 'oval', 'marquise'] as const), false),
    );
    for (const [dx, dy] of [
      [-44, -70],
      [44, -70],
      [-46, -16],
      [46, -16],
    ] as const) {
      parts.push(
        ctx.part({
          points: taper(
            [
              [CX + dx * 0.8, top - 20],
              [CX + dx, top + dy + 14],
              [CX + dx * 0.85, top + dy],
            ],
            10,
            3,
          ),
          ramp: ramps.trim,
          material: plan.trim,
          weight: 'inner',
          shadow: 0,
        }),
      );
    }
  } else if (kind === 'signet') {
    const top = cy - ry;
    parts.push(
      ctx.part({ points: ring(CX, top, 70, 42, 12), ramp: band, material: plan.main }),
      ctx.part({
        points: ring(CX, top - 4, 56, 30, 12),
        ramp: band,
        material: plan.main,
        weight: 'inner',
        shadow: 0,
      }),
      ctx.runes(glyphRow(ctx.rng('signet'), CX - 24, CX + 24, top - 4, 16, 22, ctx.hand, 4), 2),
    );
  } else {
    parts.push(ctx.gem(CX, cy + ry - 8, 14, 'round'));
  }
  return { markup: parts.join(''), fill: 0.7, grounded: false };
}

export function drawRod(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const rng = ctx.rng('rod');
  const shaft = ramps.main;
  const parts = [
    ctx.part({
      points: [corner(CX - 12, 150), corner(CX + 12, 150), corner(CX + 14, 440), corner(CX - 14, 440)],
      ramp: shaft,
      material: plan.main,
    }),
  ];
  // Bands spiral-wrapped in trim, and a grip of leather near the base.
  for (const y of [200, 300, 400]) {
    parts.push(
      ctx.part({
        points: [
          corner(CX - 17, y - 6),
          corner(CX + 17, y - 6),
          corner(CX + 17, y + 6),
          corner(CX - 17, y + 6),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  parts.push(
    ctx.part({
      points: [
        [CX, 432],
        [CX + 24, 452],
        [CX, 478],
        [CX - 24, 452],
      ],
      ramp: ramps.trim,
      material: plan.trim,
    }),
  );
  if (ctx.ornament >= 1) parts.push(ctx.runeColumn(CX, 214, 290, 12, 16, 'rod'));
  const head = rng.pick(['flanged', 'cage', 'crown'] as const);
  if (head === 'flanged') {
    for (const s of [-1, 1]) {
      parts.push(
        ctx.part({
          points: [
            corner(CX + s * 10, 70),
            corner(CX + s * 48, 96),
            [CX + s * 52, 130],
            corner(CX + s * 14, 160),
          ],
          ramp: shaft,
          material: plan.main,
        }),
      );
    }
    parts.push(
      ctx.part({ points: ring(CX, 112, 26, 52, 12), ramp: shaft, material: plan.main }),
      ctx.gem(CX, 112, 16, 'marquise', false),
    );
  } else if (head === 'cage') {
    parts.push(ctx.gem(CX, 96, 38, 'round', false));
    for (const s of [-1, 0.0001, 1]) {
      parts.push(
        ctx.part({
          points: taper(
            [
              [CX + s * 12, 150],
              [CX + s * 52, 110],
              [CX + s * 40, 62],
              [CX + s * 6, 44],
            ],
            9,
            4,
          ),
          ramp: ramps.trim,
          material: plan.trim,
          weight: 'inner',
          shadow: 0,
        }),
      );
    }
  } else {
    const pts: Pt[] = [
      corner(CX - 44, 150),
      corner(CX - 50, 80),
      corner(CX - 26, 110),
      corner(CX, 60),
      corner(CX + 26, 110),
      corner(CX + 50, 80),
      corner(CX + 44, 150),
    ];
    parts.push(
      ctx.part({ points: pts, ramp: ramps.trim, material: plan.trim }),
      ctx.gem(CX, 128, 14, 'round', false),
    );
  }
  return { markup: parts.join(''), fill: 0.76 };
}

export function drawStaff(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const rng = ctx.rng('staff');
  const wood = plan.main === 'wood' ? ramps.wood : ramps.main;
  const gnarled =
    plan.main === 'wood' &&
    (plan.itemStyle.flourish === 'leaves' || plan.itemStyle.flourish === 'thorns' || rng.chance(0.4));
  const centre: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const y = 150 + i * 42;
    centre.push([CX + (gnarled ? Math.sin(i * 1.7 + rng.range(0, 1)) * 7 : 0), y]);
  }
  const parts = [
    ctx.part({
      points: taper(centre, 24, 16),
      ramp: wood,
      material: plan.main,
      inner: [ctx.mark(smoothOpen(centre.map(([x, y]): Pt => [x - 4, y])), wood, 1.2, 0.45)],
    }),
  ];
  if (gnarled) {
    for (const i of [3, 6]) {
      const [x, y] = centre[i]!;
      parts.push(ctx.part({ points: ring(x + 4, y, 8, 12, 8), ramp: wood, weight: 'inner', shadow: 0 }));
    }
  }
  parts.push(
    ctx.part({
      points: [corner(CX - 16, 300), corner(CX + 16, 300), corner(CX + 16, 360), corner(CX - 16, 360)],
      ramp: ramps.leather,
      weight: 'inner',
    }),
  );
  if (ctx.ornament >= 2) parts.push(ctx.runeColumn(centre[5]![0], 380, 480, 12, 16, 'staff'));
  const head =
    plan.itemStyle.flourish === 'leaves'
      ? 'branches'
      : rng.pick(['branches', 'crescent', 'cage', 'loop'] as const);
  const top = 150;
  if (head === 'branches') {
    // Twisting branches that close round a crystal.
    const crystal: Pt[] = [
      corner(CX, top - 120),
      corner(CX + 30, top - 80),
      corner(CX + 22, top - 30),
      corner(CX, top - 14),
      corner(CX - 22, top - 30),
      corner(CX - 30, top - 80),
    ];
    parts.push(crystalBody(ctx, crystal));
    for (const s of [-1, 1]) {
      parts.push(
        ctx.part({
          points: taper(
            [
              [CX + s * 6, top + 10],
              [CX + s * 42, top - 30],
              [CX + s * 40, top - 90],
              [CX + s * 12, top - 118],
            ],
            16,
            4,
          ),
          ramp: wood,
          material: plan.main,
          weight: 'inner',
        }),
      );
    }
  } else if (head === 'crescent') {
    parts.push(
      ctx.part({
        points: [
          corner(CX - 64, top - 120),
          [CX - 70, top - 40],
          [CX, top + 4],
          [CX + 70, top - 40],
          corner(CX + 64, top - 120),
          [CX + 40, top - 54],
          [CX, top - 30],
          [CX - 40, top - 54],
        ],
        ramp: ramps.trim,
        material: plan.trim,
      }),
      ctx.gem(CX, top - 82, 28, 'round', false),
    );
  } else if (head === 'cage') {
    parts.push(ctx.gem(CX, top - 62, 44, 'round', false));
    for (const s of [-1, -0.35, 0.35, 1]) {
      parts.push(
        ctx.part({
          points: taper(
            [
              [CX + s * 14, top + 6],
              [CX + s * 58, top - 50],
              [CX + s * 36, top - 106],
              [CX + s * 4, top - 122],
            ],
            9,
            4,
          ),
          ramp: ramps.trim,
          material: plan.trim,
          weight: 'inner',
          shadow: 0,
        }),
      );
    }
  } else {
    const d = circlePath(CX, top - 64, 58) + circlePath(CX, top - 64, 40);
    parts.push(
      ctx.part({
        points: ring(CX, top - 64, 58, 58),
        ramp: ramps.trim,
        material: plan.trim,
        d,
        evenodd: true,
      }),
      ctx.gem(CX, top - 64, 22, 'round', false),
    );
  }
  parts.push(
    ctx.part({
      points: [
        corner(CX - 20, top - 2),
        corner(CX + 20, top - 2),
        corner(CX + 17, top + 22),
        corner(CX - 17, top + 22),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  return { markup: parts.join(''), fill: 0.84 };
}

/** A translucent faceted crystal in the magic colour. */
function crystalBody(ctx: ItemCtx, points: Pt[]): string {
  const g = ctx.ramps.gem;
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const facets = points.map(([x, y]) => `M${cx} ${(points[0]![1] + points[3]![1]) / 2}L${x} ${y}`).join('');
  return ctx.part({
    points,
    ramp: g,
    fill:
      ctx.painter.style.shading === 'cel' || ctx.painter.style.shading === 'hatch'
        ? g.base
        : ctx.doc.linearGradient({
            x1: 0,
            y1: 0,
            x2: 1,
            y2: 1,
            stops: [
              { offset: 0, color: mix(g.light, '#ffffff', 0.5) },
              { offset: 0.5, color: g.base },
              { offset: 1, color: g.deep },
            ],
          }),
    shadow: 0,
    inner: [
      el('path', {
        d: facets,
        stroke: mix(g.light, '#ffffff', 0.4),
        'stroke-width': 1.4,
        fill: 'none',
        opacity: 0.6,
      }),
    ],
  });
}

export function drawWand(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const rng = ctx.rng('wand');
  const wood = plan.main === 'wood' ? ramps.wood : ramps.main;
  const bend = rng.range(-8, 8);
  // Stubby enough to read as a wand and not a spear: the shaft is only about twice the handle's length.
  const centre: Pt[] = [
    [CX, 450],
    [CX + bend * 0.6, 320],
    [CX, 196],
  ];
  const parts = [
    ctx.part({
      points: taper(centre, 20, 11),
      ramp: wood,
      material: plan.main,
      inner: [ctx.mark(smoothOpen(centre.map(([x, y]): Pt => [x - 2, y])), wood, 1, 0.4)],
    }),
  ];
  // The handle: a turned grip with rings, and a knob at the end.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 14, 340),
        corner(CX + 14, 340),
        [CX + 16, 400],
        corner(CX + 14, 450),
        corner(CX - 14, 450),
        [CX - 16, 400],
      ],
      ramp: ramps.grip,
      weight: 'inner',
    }),
  );
  for (const y of [336, 452])
    parts.push(
      ctx.part({
        points: [
          corner(CX - 17, y - 5),
          corner(CX + 17, y - 5),
          corner(CX + 17, y + 5),
          corner(CX - 17, y + 5),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  parts.push(
    ctx.part({ points: ring(CX, 470, 16, 14, 10), ramp: ramps.trim, material: plan.trim, weight: 'inner' }),
  );
  if (ctx.ornament >= 1) parts.push(ctx.runeColumn(CX + bend * 0.3, 232, 320, 9, 12, 'wand'));
  // The tip: a small, blunt crystal in the magic colour (a long point reads as a spearhead).
  parts.push(
    crystalBody(ctx, [
      corner(CX, 160),
      corner(CX + 11, 174),
      corner(CX + 9, 198),
      corner(CX - 9, 198),
      corner(CX - 11, 174),
    ]),
  );
  parts.push(
    ctx.part({
      points: [corner(CX - 13, 194), corner(CX + 13, 194), corner(CX + 10, 210), corner(CX - 10, 210)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
      shadow: 0,
    }),
  );
  // A wand is a short thing: nine inches fills under half the frame, sixteen (or an unknown length) a little
  // more, never the whole frame like a spear.
  const inches = plan.lengthInches;
  return { markup: parts.join(''), fill: Math.min(0.62, 0.3 + (inches ?? 16) * 0.018) };
}

export function drawScroll(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const rng = ctx.rng('scroll');
  const paper = ramps.paper;
  const left = CX - 130;
  const right = CX + 130;
  const top = 96;
  const bottom = 404;
  // The sheet, its lower edge curling under into a smaller roll.
  const sheet: Pt[] = [
    corner(left, top),
    corner(right, top),
    [right + 4, 250],
    corner(right, bottom),
    [CX, bottom + 8],
    corner(left, bottom),
    [left - 4, 250],
  ];
  const ink = painter.style.outline.inkColor;
  let text = '';
  for (let y = 250; y < bottom - 20; y += 24)
    text += glyphRow(rng, left + 30, right - 30 - rng.range(0, 60), y, 9, 12, ctx.hand, 6);
  // A magic circle drawn above the text, in the colour of the spell: a star, a hexagram, nested triangles or an eye.
  const at = (i: number, n: number, r: number, turn = -Math.PI / 2): Pt => [
    CX + Math.cos((i * 2 * Math.PI) / n + turn) * r,
    178 + Math.sin((i * 2 * Math.PI) / n + turn) * r,
  ];
  const figure = rng.int(0, 3);
  const circle =
    circlePath(CX, 178, 56) +
    circlePath(CX, 178, 44) +
    (figure === 0
      ? polyline(
          [0, 2, 4, 1, 3].map((i) => at(i, 5, 44)),
          true,
        )
      : figure === 1
        ? polyline(
            [0, 1, 2].map((i) => at(i, 3, 44)),
            true,
          ) +
          polyline(
            [0, 1, 2].map((i) => at(i, 3, 44, Math.PI / 2)),
            true,
          )
        : figure === 2
          ? polyline(
              [0, 1, 2].map((i) => at(i, 3, 44)),
              true,
            ) +
            polyline(
              [0, 1, 2].map((i) => at(i, 3, 22)),
              true,
            ) +
            circlePath(CX, 178, 8)
          : `M${CX - 36} 178Q${CX} 146 ${CX + 36} 178Q${CX} 210 ${CX - 36} 178Z${circlePath(CX, 178, 11)}`);
  const parts = [
    ctx.part({
      points: sheet,
      ramp: paper,
      inner: [
        el('path', { d: text, fill: 'none', stroke: ink, 'stroke-width': 1.5, opacity: 0.75 }),
        el('path', {
          d: `M${left + 24} ${top + 16}H${right - 24}M${left + 24} ${bottom - 14}H${right - 24}`,
          stroke: mix(paper.shade, ink, 0.3),
          'stroke-width': 1.2,
          opacity: 0.6,
        }),
      ],
    }),
    // Ink first, so the figure reads on pale vellum, then the glow of the spell over it.
    el('path', {
      d: circle,
      fill: 'none',
      stroke: mix(plan.magic.glow, plan.magic.deep, 0.45),
      'stroke-width': 2.6,
    }),
    ctx.runes(circle, 1.6),
  ];
  // The rolls at the top and bottom, with turned wooden ends.
  const roll = (y: number, r: number, w: number) =>
    ctx.part({
      points: [
        corner(CX - w, y - r),
        corner(CX + w, y - r),
        [CX + w + r * 0.4, y],
        corner(CX + w, y + r),
        corner(CX - w, y + r),
        [CX - w - r * 0.4, y],
      ],
      ramp: paper,
      light: 'top',
    });
  const knob = (x: number, y: number, r: number) =>
    ctx.part({
      points: [
        corner(x - r * 0.9, y - r * 0.6),
        corner(x + r * 0.9, y - r * 0.6),
        [x + r * 1.1, y],
        corner(x + r * 0.9, y + r * 0.6),
        corner(x - r * 0.9, y + r * 0.6),
        [x - r * 1.1, y],
      ],
      ramp: ramps.wood,
      weight: 'inner',
      light: 'top',
    });
  parts.push(roll(top, 24, 140), knob(left - 28, top, 18), knob(right + 28, top, 18));
  parts.push(roll(bottom + 10, 15, 132));
  // A wax seal on a ribbon, hanging from the bottom roll.
  const wax = painter.ramp(plan.element ? plan.magic.deep : '#a0202a');
  const sx = CX + 70;
  const sy = bottom + 40;
  parts.push(
    ctx.part({
      points: [
        corner(sx - 14, bottom + 14),
        corner(sx - 4, bottom + 14),
        corner(sx - 12, sy + 52),
        corner(sx - 24, sy + 44),
      ],
      ramp: ramps.cloth,
      weight: 'inner',
      shadow: 0,
    }),
    ctx.part({
      points: [
        corner(sx + 4, bottom + 14),
        corner(sx + 14, bottom + 14),
        corner(sx + 26, sy + 44),
        corner(sx + 14, sy + 54),
      ],
      ramp: ramps.cloth,
      weight: 'inner',
      shadow: 0,
    }),
    ctx.part({
      points: Array.from(
        { length: 12 },
        (_, i): Pt => [
          sx + Math.cos((i / 12) * Math.PI * 2) * (i % 2 ? 24 : 21),
          sy + Math.sin((i / 12) * Math.PI * 2) * (i % 2 ? 24 : 21),
        ],
      ),
      ramp: wax,
    }),
    el('path', { d: circlePath(sx, sy, 13), fill: 'none', stroke: wax.deep, 'stroke-width': 2 }),
  );
  return { markup: parts.join(''), fill: 0.78 };
}

/** The right half of a flask's contour, from the lip (top, on the axis side) to the bottom centre. */
function flaskHalf(shape: FlaskShape): { half: Pt[]; neckTop: number; neckW: number; level: number } {
  switch (shape) {
    case 'round':
      return {
        half: [
          [CX, 96],
          corner(CX + 26, 96),
          [CX + 26, 176],
          [CX + 90, 214],
          [CX + 136, 320],
          [CX + 100, 420],
          [CX, 452],
        ],
        neckTop: 96,
        neckW: 26,
        level: 262,
      };
    case 'conical':
      return {
        half: [
          [CX, 90],
          corner(CX + 24, 90),
          corner(CX + 24, 190),
          [CX + 90, 330],
          corner(CX + 140, 440),
          [CX + 120, 452],
          [CX, 454],
        ],
        neckTop: 90,
        neckW: 24,
        level: 300,
      };
    case 'vial':
      return {
        half: [
          [CX, 70],
          corner(CX + 30, 70),
          corner(CX + 30, 110),
          [CX + 50, 140],
          [CX + 52, 380],
          [CX + 40, 440],
          [CX, 456],
        ],
        neckTop: 70,
        neckW: 30,
        level: 200,
      };
    case 'heart':
      return {
        half: [
          [CX, 96],
          corner(CX + 24, 96),
          [CX + 24, 180],
          [CX + 60, 200],
          [CX + 126, 230],
          [CX + 126, 320],
          [CX + 70, 400],
          corner(CX, 456),
        ],
        neckTop: 96,
        neckW: 24,
        level: 270,
      };
    case 'square':
      return {
        half: [
          [CX, 96],
          corner(CX + 28, 96),
          corner(CX + 28, 160),
          [CX + 70, 176],
          corner(CX + 112, 210),
          corner(CX + 112, 440),
          [CX + 90, 454],
          [CX, 454],
        ],
        neckTop: 96,
        neckW: 28,
        level: 270,
      };
    case 'gourd':
      return {
        half: [
          [CX, 92],
          corner(CX + 24, 92),
          [CX + 24, 140],
          [CX + 62, 186],
          [CX + 46, 252],
          [CX + 124, 330],
          [CX + 100, 430],
          [CX, 454],
        ],
        neckTop: 92,
        neckW: 24,
        level: 290,
      };
  }
}

export function drawPotion(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter, doc } = ctx;
  const rng = ctx.rng('potion');
  const shape = rng.weighted(plan.itemStyle.flasks);
  const { half, neckTop, neckW, level } = flaskHalf(shape);
  const contour = symmetricLoop(half, CX);
  const d = smoothClosed(contour);
  const glass = plan.main === 'obsidian' ? ramps.main : ramps.glass;
  const liquid = painter.ramp(plan.magic.glow, 1.2);
  const flat = painter.style.shading === 'cel' || painter.style.shading === 'hatch';
  const liquidFill = flat
    ? liquid.base
    : doc.linearGradient({
        stops: [
          { offset: 0, color: mix(liquid.light, '#ffffff', 0.25) },
          { offset: 0.5, color: liquid.base },
          { offset: 1, color: mix(liquid.deep, plan.magic.deep, 0.6) },
        ],
      });
  // The liquid's surface: a shallow ellipse at the fill line, lighter than the body of the liquid.
  const bubbles: string[] = [];
  let b = '';
  for (let i = 0; i < 4 + ctx.ornament; i++)
    b += circlePath(CX + rng.range(-50, 50), rng.range(level + 30, 420), rng.range(3, 9));
  bubbles.push(
    el('path', {
      d: b,
      fill: 'none',
      stroke: mix(liquid.light, '#ffffff', 0.5),
      'stroke-width': 1.6,
      opacity: 0.8,
    }),
  );
  const inner = [
    el('rect', { x: CX - 200, y: level, width: 400, height: 300, fill: liquidFill }),
    el('path', { d: ellipsePath(CX, level, 150, 10), fill: mix(liquid.light, '#ffffff', 0.3), opacity: 0.8 }),
    ...bubbles,
    painter.blob(CX, level + 90, 80, 80, mix(liquid.light, '#ffffff', 0.4), 0.55),
    // Glass catches two reflections: a long one down the lit side and a spot.
    el('path', {
      d: smoothOpen([
        [CX - 70, level - 40],
        [CX - 100, 300],
        [CX - 80, 390],
      ]),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 9,
      'stroke-linecap': 'round',
      opacity: 0.55,
    }),
    el('path', { d: circlePath(CX - 60, level - 50, 6), fill: '#ffffff', opacity: 0.8 }),
    el('path', {
      d: smoothOpen([
        [CX + 90, 330],
        [CX + 86, 380],
        [CX + 60, 420],
      ]),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.35,
    }),
  ];
  const parts = [
    ctx.part({
      points: contour,
      ramp: glass,
      d,
      fill: flat ? mix(glass.light, '#ffffff', 0.3) : glass.light,
      attrs: { 'fill-opacity': plan.main === 'obsidian' ? 0.9 : 0.42 },
      shadow: 0,
      inner,
    }),
  ];
  // The lip and the stopper: cork, a faceted glass stopper or a wax-sealed cap.
  parts.push(
    ctx.part({
      points: [
        corner(CX - neckW - 6, neckTop - 2),
        corner(CX + neckW + 6, neckTop - 2),
        corner(CX + neckW + 6, neckTop + 12),
        corner(CX - neckW - 6, neckTop + 12),
      ],
      ramp: glass,
      weight: 'inner',
      shadow: 0,
    }),
  );
  const stopper = rng.pick(['cork', 'glass', 'wax'] as const);
  if (stopper === 'cork') {
    parts.push(
      ctx.part({
        points: [
          corner(CX - neckW + 2, neckTop + 20),
          corner(CX - neckW - 2, neckTop - 34),
          corner(CX + neckW + 2, neckTop - 34),
          corner(CX + neckW - 2, neckTop + 20),
        ],
        ramp: painter.ramp('#b88a58'),
        weight: 'inner',
      }),
    );
  } else if (stopper === 'glass') {
    parts.push(
      ctx.part({
        points: [
          corner(CX - 10, neckTop + 10),
          corner(CX - 10, neckTop - 10),
          corner(CX - 28, neckTop - 30),
          corner(CX, neckTop - 62),
          corner(CX + 28, neckTop - 30),
          corner(CX + 10, neckTop - 10),
          corner(CX + 10, neckTop + 10),
        ],
        ramp: ramps.gem,
      }),
    );
  } else {
    const wax = painter.ramp(plan.element ? plan.magic.deep : '#8a1a22');
    parts.push(
      ctx.part({
        points: [
          corner(CX - neckW - 8, neckTop + 22),
          [CX - neckW - 10, neckTop - 8],
          [CX, neckTop - 30],
          [CX + neckW + 10, neckTop - 8],
          corner(CX + neckW + 8, neckTop + 26),
          [CX + neckW - 4, neckTop + 36],
          [CX - neckW + 6, neckTop + 30],
        ],
        ramp: wax,
      }),
    );
  }
  // A cord round the neck with a tag, for the rarer brews.
  if (ctx.ornament >= 2) {
    const y = neckTop + 40;
    parts.push(
      el('path', {
        d: `M${CX - neckW - 2} ${y}Q${CX} ${y + 8} ${CX + neckW + 2} ${y}`,
        fill: 'none',
        stroke: ramps.trim.base,
        'stroke-width': 4,
      }),
      ctx.part({
        points: [
          corner(CX + neckW, y + 2),
          corner(CX + neckW + 50, y + 20),
          corner(CX + neckW + 44, y + 54),
          corner(CX + neckW - 6, y + 36),
        ],
        ramp: ramps.paper,
        weight: 'inner',
        shadow: 0,
        glow: false,
        inner: [
          ctx.runes(glyphRow(ctx.rng('tag'), CX + neckW + 6, CX + neckW + 40, y + 30, 7, 10, ctx.hand, 3), 1),
        ],
      }),
    );
  }
  return { markup: parts.join(''), fill: 0.76, grounded: true };
}
