// The spellcaster's things: a ring in three-quarter view with its stone, a rod (sceptre), a staff crowned with
// a crystal, a tapering wand, a scroll unrolled to show its script, and potions in mirrored flasks with liquid,
// bubbles and glints.

import { must } from '../../../../shared/must.js';
import { mix } from '../../../art/color.js';
import { glyphRow } from '../../../art/glyphs.js';
import { MATERIALS } from '../../../art/materials.js';
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
import { deviceOutline } from './devices.js';
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
  const decided = plan.decided;
  // The record's form: a plain band, a signet, clasped hands, a serpent, oak leaves, twisted strands or a stone
  // held in claws; items without a record choose as before.
  // A signet of clasped hands is a signet first: its face held between the hands.
  const kind: string = decided?.shape
    ? decided.shape === 'claw'
      ? 'gem'
      : decided.shape === 'hands' && /signet/i.test(plan.subtype)
        ? 'signet-hands'
        : decided.shape
    : ctx.ornament === 0
      ? rng.pick(['band', 'signet'] as const)
      : rng.weighted([
          ['gem', 4],
          ['signet', 1],
          ['band', 1],
        ] as const);
  if (decided?.shape) ctx.drawn.shape = decided.shape;
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
  /** Two hands meeting over the top of the band, their fingers grooved; `top` is the band's top. */
  const hands = (top: number): string[] => {
    const out: string[] = [];
    for (const s of [-1, 1]) {
      const hand: Pt[] = [
        corner(CX + s * 96, top + 34),
        [CX + s * 70, top + 2],
        [CX + s * 34, top - 14],
        corner(CX + s * 6, top - 20),
        [CX + s * 4, top + 4],
        [CX + s * 30, top + 20],
        corner(CX + s * 72, top + 40),
      ];
      out.push(ctx.part({ points: hand, ramp: band, material: plan.main }));
      let fingers = '';
      for (const k of [0, 1, 2]) fingers += `M${CX + s * (14 + k * 9)} ${top - 14}l${s * 4} 22`;
      out.push(ctx.mark(fingers, band, 1.4, 0.8));
    }
    return out;
  };
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
  } else if (kind === 'signet' || kind === 'signet-hands') {
    const top = cy - ry;
    // A signet of clasped hands: the hands hold the face between them, below it.
    if (kind === 'signet-hands') {
      parts.push(...hands(top + 24));
    }
    parts.push(
      ctx.part({ points: ring(CX, top, 70, 42, 12), ramp: band, material: plan.main }),
      ctx.part({
        points: ring(CX, top - 4, 56, 30, 12),
        ramp: band,
        material: plan.main,
        weight: 'inner',
        shadow: 0,
      }),
    );
    if (decided?.stone) parts.push(ctx.gem(CX, top - 6, 26, 'oval', false));
    else if (decided?.device) {
      // The figure cut into its face, in the metal's own shadow.
      const cut = el('path', {
        d: deviceOutline(decided.device.kind, CX, top - 4, 20),
        fill: band.deep,
        stroke: band.shade,
        'stroke-width': 1.2,
      });
      parts.push(ctx.tagPart('device', cut, decided.device.colour));
      ctx.drawn.device = decided.device.kind;
    } else
      parts.push(ctx.runes(glyphRow(ctx.rng('signet'), CX - 24, CX + 24, top - 4, 16, 22, ctx.hand, 4), 2));
  } else if (kind === 'hands') {
    // Two hands meeting over the top of the band, the stone (if any) set where they clasp.
    const top = cy - ry;
    for (const s of [-1, 1]) {
      const hand: Pt[] = [
        corner(CX + s * 96, top + 34),
        [CX + s * 70, top + 2],
        [CX + s * 34, top - 14],
        corner(CX + s * 6, top - 20),
        [CX + s * 4, top + 4],
        [CX + s * 30, top + 20],
        corner(CX + s * 72, top + 40),
      ];
      parts.push(ctx.part({ points: hand, ramp: band, material: plan.main }));
      // Fingers: short grooves across the hand.
      let fingers = '';
      for (const k of [0, 1, 2]) fingers += `M${CX + s * (14 + k * 9)} ${top - 14}l${s * 4} 22`;
      parts.push(ctx.mark(fingers, band, 1.4, 0.8));
    }
    if (!decided || decided.stone) parts.push(ctx.gem(CX, top - 34, 20, 'round'));
    else if (decided.device) {
      const cut = el('path', { d: deviceOutline(decided.device.kind, CX, top - 30, 14), fill: band.deep });
      parts.push(ctx.tagPart('device', cut, decided.device.colour));
      ctx.drawn.device = decided.device.kind;
    }
  } else if (kind === 'serpent') {
    const top = cy - ry;
    parts.push(
      ctx.part({
        points: [
          corner(CX + 10, top + 6),
          [CX + 40, top - 24],
          [CX + 78, top - 22],
          corner(CX + 96, top - 4),
          [CX + 70, top + 12],
          [CX + 40, top + 12],
        ],
        ramp: band,
        material: plan.main,
      }),
      ctx.gem(CX + 64, top - 10, 7, 'round', false),
    );
    let scales = '';
    for (let a = 0.15; a < Math.PI * 0.85; a += 0.22)
      scales += `M${CX - Math.cos(a) * (rx - 14)} ${cy + Math.sin(a) * (ry - 14)}l6 -6`;
    parts.push(ctx.mark(scales, band, 1.4, 0.7));
  } else if (kind === 'leaves') {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.05 + i * 0.11);
      const x = CX - Math.cos(a) * (rx - 14);
      const y = cy + Math.sin(a) * (ry - 10) - 4;
      parts.push(
        ctx.part({
          points: [corner(x - 16, y), [x - 4, y - 12], corner(x + 16, y), [x + 4, y + 12]],
          ramp: band,
          material: plan.main,
          weight: 'inner',
          shadow: 0,
        }),
      );
    }
    parts.push(ctx.gem(CX, cy - ry - 6, 18, 'oval'));
  } else if (kind === 'twisted') {
    let strands = '';
    for (let a = 0.1; a < Math.PI * 2; a += 0.2)
      strands += `M${CX + Math.cos(a) * (rx - 4)} ${cy + Math.sin(a) * (ry - 4)}L${CX + Math.cos(a + 0.12) * (rx - 26)} ${cy + Math.sin(a + 0.12) * (ry - 30)}`;
    parts.push(ctx.mark(strands, band, 2, 0.85), ctx.gem(CX, cy + ry - 8, 14, 'round'));
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
  const decided = plan.decided;
  const head: string = decided?.shape ?? rng.pick(['flanged', 'cage', 'crown'] as const);
  if (decided?.shape) ctx.drawn.shape = decided.shape;
  if (head === 'knob') {
    parts.push(ctx.part({ points: ring(CX, 118, 40, 42, 14), ramp: ramps.trim, material: plan.trim }));
  } else if (head === 'flanged') {
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
      const [x, y] = must(centre[i], 'centre entry');
      parts.push(ctx.part({ points: ring(x + 4, y, 8, 12, 8), ramp: wood, weight: 'inner', shadow: 0 }));
    }
  }
  // A leather grip wrap, for staffs without a record (a record's words name no wrap, so none is drawn).
  if (!plan.decided)
    parts.push(
      ctx.part({
        points: [corner(CX - 16, 300), corner(CX + 16, 300), corner(CX + 16, 360), corner(CX - 16, 360)],
        ramp: ramps.leather,
        weight: 'inner',
      }),
    );
  if (ctx.ornament >= 2 || plan.decided?.runes)
    parts.push(ctx.runeColumn(must(centre[5], 'centre entry')[0], 380, 480, 12, 16, 'staff'));
  const decided = plan.decided;
  // The record's head: a stone in a cage of roots, a crescent, a cage, a ring, a shepherd's crook, a tuning
  // fork or a plain knob; items without a record choose as before.
  const head: string = decided?.shape
    ? decided.shape === 'roots'
      ? 'branches'
      : decided.shape
    : plan.itemStyle.flourish === 'leaves'
      ? 'branches'
      : rng.pick(['branches', 'crescent', 'cage', 'loop'] as const);
  if (decided?.shape) ctx.drawn.shape = decided.shape;
  const top = 150;
  if (head === 'crook') {
    // The shaft bends over into a hook.
    parts.push(
      ctx.part({
        points: taper(
          [
            [CX, top + 20],
            [CX + 2, top - 60],
            [CX + 30, top - 120],
            [CX + 84, top - 124],
            [CX + 108, top - 80],
            [CX + 96, top - 40],
          ],
          22,
          14,
        ),
        ramp: wood,
        material: plan.main,
      }),
    );
  } else if (head === 'fork') {
    // Two straight tines from a yoke, like a tuning fork.
    parts.push(
      ctx.part({
        points: [
          corner(CX - 46, top - 140),
          corner(CX - 26, top - 140),
          [CX - 26, top - 50],
          [CX, top - 30],
          [CX + 26, top - 50],
          corner(CX + 26, top - 140),
          corner(CX + 46, top - 140),
          [CX + 46, top - 40],
          [CX + 20, top],
          corner(CX + 14, top + 20),
          corner(CX - 14, top + 20),
          [CX - 20, top],
          [CX - 46, top - 40],
        ],
        ramp: wood,
        material: plan.main,
      }),
    );
  } else if (head === 'knob') {
    parts.push(ctx.part({ points: ring(CX, top - 30, 34, 36, 14), ramp: ramps.trim, material: plan.trim }));
  } else if (head === 'branches') {
    // Twisting branches that close round a crystal.
    const crystal: Pt[] = [
      corner(CX, top - 120),
      corner(CX + 30, top - 80),
      corner(CX + 22, top - 30),
      corner(CX, top - 14),
      corner(CX - 22, top - 30),
      corner(CX - 30, top - 80),
    ];
    const held = crystalBody(ctx, crystal, decided?.stone);
    parts.push(decided?.stone ? ctx.tagPart('stone', held, decided.stone) : held);
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

/** A translucent faceted crystal in the magic colour, or in the colour of the stone the record names. */
export function crystalBody(ctx: ItemCtx, points: Pt[], stone?: string): string {
  const g = stone ? ctx.ramps.stone : ctx.ramps.gem;
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const facets = points
    .map(
      ([x, y]) =>
        `M${cx} ${(must(points[0], 'points entry')[1] + must(points[3], 'points entry')[1]) / 2}L${x} ${y}`,
    )
    .join('');
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
      // The words name the wand's body and its bands, never a grip of another stuff: a bone wand's handle is bone.
      ramp: plan.decided && !plan.tints.grip ? wood : ramps.grip,
      ...(plan.decided && !plan.tints.grip ? { material: plan.main } : {}),
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
  // The tip: a small, blunt crystal in the magic colour (a long point reads as a spearhead), or the stone the
  // record names, or a metal cap when it names none.
  const decided = plan.decided;
  if (decided?.shape) ctx.drawn.shape = decided.shape;
  const tipPoints: Pt[] = [
    corner(CX, 160),
    corner(CX + 11, 174),
    corner(CX + 9, 198),
    corner(CX - 9, 198),
    corner(CX - 11, 174),
  ];
  if (!decided) parts.push(crystalBody(ctx, tipPoints));
  else if (decided.stone)
    parts.push(ctx.tagPart('stone', crystalBody(ctx, tipPoints, decided.stone), decided.stone));
  else
    parts.push(
      ctx.part({ points: ring(CX, 190, 13, 16, 10), ramp: ramps.trim, material: plan.trim, weight: 'inner' }),
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
  const decided = plan.decided;
  // The record's sheet: parchment, silk or a sheet of metal, in its own colour; rollers only when named.
  const metalSheet = Boolean(decided) && MATERIALS[plan.main].kind === 'metal';
  const sheetColour = decided?.field?.colour;
  const paper = metalSheet ? ramps.main : sheetColour ? painter.ramp(sheetColour, 0.9) : ramps.paper;
  const rollers = decided ? decided.shape === 'rollers' : true;
  if (decided) {
    ctx.drawn.shape = rollers ? 'rollers' : 'rolled';
    ctx.drawn.sheet = metalSheet ? 'metal' : (decided.field?.kind ?? 'paper');
  }
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
  const ink = decided?.ink
    ? metalSheet
      ? mix(paper.deep, '#000000', 0.35)
      : decided.ink.colour
    : painter.style.outline.inkColor;
  let text = '';
  for (let y = 250; y < bottom - 20; y += 24)
    text += glyphRow(rng, left + 30, right - 30 - rng.range(0, 60), y, 9, 12, ctx.hand, 6);
  // A magic circle drawn above the text: a star, a hexagram, nested triangles or an eye (when the record names
  // one; items without a record always have one).
  const at = (i: number, n: number, r: number, turn = -Math.PI / 2): Pt => [
    CX + Math.cos((i * 2 * Math.PI) / n + turn) * r,
    178 + Math.sin((i * 2 * Math.PI) / n + turn) * r,
  ];
  const FIGURES = ['pentagram', 'hexagram', 'triangles', 'eye'];
  const figure = decided ? (decided.device ? FIGURES.indexOf(decided.device.kind) : -1) : rng.int(0, 3);
  const circle =
    figure < 0
      ? ''
      : circlePath(CX, 178, 56) +
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
  if (figure >= 0 && decided?.device) ctx.drawn.device = decided.device.kind;
  const writing = el('path', {
    d: text,
    fill: 'none',
    stroke: ink,
    'stroke-width': metalSheet ? 2.2 : 1.5,
    'stroke-dasharray': metalSheet ? '1.5 2.5' : undefined,
    opacity: 0.8,
  });
  const parts = [
    ctx.part({
      points: sheet,
      ramp: paper,
      material: metalSheet ? plan.main : undefined,
      inner: [
        decided?.ink ? ctx.tagPart('ink', writing, decided.ink.colour) : writing,
        el('path', {
          d: `M${left + 24} ${top + 16}H${right - 24}M${left + 24} ${bottom - 14}H${right - 24}`,
          stroke: mix(paper.shade, ink, 0.3),
          'stroke-width': 1.2,
          opacity: 0.6,
        }),
      ],
    }),
  ];
  if (circle) {
    // Ink first, so the figure reads on pale vellum, then the glow of the spell over it (when it has runes).
    const figureInk = decided?.device
      ? metalSheet
        ? mix(paper.deep, '#000000', 0.3)
        : decided.device.colour
      : mix(plan.magic.glow, plan.magic.deep, 0.45);
    const drawnFigure = el('path', { d: circle, fill: 'none', stroke: figureInk, 'stroke-width': 2.6 });
    parts.push(decided?.device ? ctx.tagPart('device', drawnFigure, decided.device.colour) : drawnFigure);
    parts.push(ctx.runes(circle, 1.6));
  }
  // The rolls at the top and bottom, with turned ends when the scroll has rollers.
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
      material: metalSheet ? plan.main : undefined,
      light: 'top',
    });
  const knobRamp = decided ? ramps.trim : ramps.wood;
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
      ramp: knobRamp,
      material: decided ? plan.trim : undefined,
      weight: 'inner',
      light: 'top',
    });
  parts.push(roll(top, 24, 140));
  if (rollers) {
    const knobs = knob(left - 28, top, 18) + knob(right + 28, top, 18);
    parts.push(decided ? ctx.tagPart('rollers', knobs, plan.tints.trim) : knobs);
  }
  parts.push(roll(bottom + 10, 15, 132));
  // What closes it: a wax seal, a ribbon, a knotted cord or a twist of wire (a wax seal on a ribbon for items
  // without a record).
  const seal = decided?.seal;
  const sealKind = seal?.kind ?? 'legacy';
  const sx = CX + 70;
  const sy = bottom + 40;
  const sealParts: string[] = [];
  const tails = (ramp: ReturnType<typeof painter.ramp>) => [
    ctx.part({
      points: [
        corner(sx - 14, bottom + 14),
        corner(sx - 4, bottom + 14),
        corner(sx - 12, sy + 52),
        corner(sx - 24, sy + 44),
      ],
      ramp,
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
      ramp,
      weight: 'inner',
      shadow: 0,
    }),
  ];
  const waxDisc = (ramp: ReturnType<typeof painter.ramp>, cy: number) => [
    ctx.part({
      points: Array.from(
        { length: 12 },
        (_, i): Pt => [
          sx + Math.cos((i / 12) * Math.PI * 2) * (i % 2 ? 24 : 21),
          cy + Math.sin((i / 12) * Math.PI * 2) * (i % 2 ? 24 : 21),
        ],
      ),
      ramp,
    }),
    el('path', { d: circlePath(sx, cy, 13), fill: 'none', stroke: ramp.deep, 'stroke-width': 2 }),
  ];
  if (sealKind === 'legacy') {
    sealParts.push(
      ...tails(ramps.cloth),
      ...waxDisc(painter.ramp(plan.element ? plan.magic.deep : '#a0202a'), sy),
    );
  } else if (sealKind === 'wax') {
    sealParts.push(...waxDisc(painter.ramp(seal?.colour ?? '#a0202a'), bottom + 22));
  } else if (sealKind === 'ribbon') {
    const ribbon = painter.ramp(seal?.colour ?? '#8a1e24');
    sealParts.push(
      ...tails(ribbon),
      ctx.part({ points: ring(sx, bottom + 16, 16, 10, 10), ramp: ribbon, weight: 'inner', shadow: 0 }),
    );
  } else {
    // A knotted cord or a twist of wire round the lower roll.
    const colour = seal?.colour ?? '#b8a070';
    const width = sealKind === 'wire' ? 3 : 4;
    sealParts.push(
      el('path', {
        d: `M${sx - 10} ${bottom - 6}v34M${sx} ${bottom - 6}v34M${sx + 10} ${bottom - 6}v34M${sx - 2} ${bottom + 28}q-8 20 -20 30M${sx + 2} ${bottom + 28}q10 18 22 26`,
        fill: 'none',
        stroke: colour,
        'stroke-width': width,
        'stroke-linecap': 'round',
      }),
    );
    ctx.track([
      [sx - 24, bottom + 60],
      [sx + 26, bottom + 56],
    ]);
  }
  parts.push(seal ? ctx.tagPart('seal', sealParts.join(''), seal.colour) : sealParts.join(''));
  if (seal) ctx.drawn.seal = seal.kind;
  return { markup: parts.join(''), fill: 0.78 };
}

/** The right half of a flask's contour, from the lip (top, on the axis side) to the bottom centre. */
function flaskHalf(shape: FlaskShape | 'teardrop' | 'bottle' | 'squat' | 'flat'): {
  half: Pt[];
  neckTop: number;
  neckW: number;
  level: number;
} {
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
    case 'teardrop':
      return {
        half: [
          [CX, 96],
          corner(CX + 20, 96),
          [CX + 22, 150],
          [CX + 60, 240],
          [CX + 112, 330],
          [CX + 100, 420],
          [CX, 454],
        ],
        neckTop: 96,
        neckW: 20,
        level: 280,
      };
    case 'bottle':
      return {
        half: [
          [CX, 70],
          corner(CX + 22, 70),
          corner(CX + 22, 150),
          [CX + 78, 200],
          corner(CX + 84, 250),
          corner(CX + 84, 448),
          [CX + 70, 456],
          [CX, 456],
        ],
        neckTop: 70,
        neckW: 22,
        level: 250,
      };
    case 'squat':
      return {
        half: [
          [CX, 200],
          corner(CX + 44, 200),
          corner(CX + 44, 236),
          [CX + 130, 270],
          [CX + 150, 360],
          [CX + 120, 440],
          [CX, 454],
        ],
        neckTop: 200,
        neckW: 44,
        level: 320,
      };
    case 'flat':
      return {
        half: [
          [CX, 110],
          corner(CX + 20, 110),
          corner(CX + 20, 160),
          [CX + 96, 190],
          corner(CX + 104, 230),
          corner(CX + 104, 430),
          [CX + 80, 452],
          [CX, 452],
        ],
        neckTop: 110,
        neckW: 20,
        level: 260,
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
  const decided = plan.decided;
  // The record's vessel when there is one: a vial is a vial, a round flask round, a silver flask silver.
  const named = decided?.shape && decided.shape in VESSEL_SHAPES ? VESSEL_SHAPES[decided.shape] : undefined;
  const shape = named ?? rng.weighted(plan.itemStyle.flasks);
  if (decided?.shape) ctx.drawn.shape = decided.shape;
  const { half, neckTop, neckW, level } = flaskHalf(shape);
  const contour = symmetricLoop(half, CX);
  const d = smoothClosed(contour);
  // Metal and glazed clay hide their draught; glass and crystal show it.
  const opaque = plan.main === 'obsidian' || MATERIALS[plan.main].kind === 'metal';
  const glass = opaque ? ramps.main : ramps.glass;
  const coloured =
    !opaque && plan.main === 'glass' && Boolean(plan.tints.glass) && plan.tints.glass !== '#cfe6ee';
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
  const metal = opaque && MATERIALS[plan.main].kind === 'metal';
  const bottom = Math.max(...half.map(([, y]) => y));
  const widest = Math.max(...half.map(([x]) => x)) - CX;
  const inner = opaque
    ? [
        // A metal flask reads as metal, not as an empty bottle (blind read 5): a dark reflection down one side,
        // a bright streak down the other, hoops of the trim metal and an engraved panel on the front.
        ...(metal
          ? [
              el('rect', {
                x: CX + widest * 0.35,
                y: neckTop,
                width: widest * 0.45,
                height: bottom - neckTop,
                fill: mix(glass.deep, '#000000', 0.35),
                opacity: 0.55,
              }),
              el('rect', {
                x: CX - widest * 0.86,
                y: neckTop,
                width: widest * 0.14,
                height: bottom - neckTop,
                fill: mix(glass.deep, '#000000', 0.2),
                opacity: 0.45,
              }),
              el('rect', {
                x: CX - widest * 0.62,
                y: neckTop,
                width: widest * 0.16,
                height: bottom - neckTop,
                fill: '#ffffff',
                opacity: 0.35,
              }),
              ...[level - 28, bottom - 34].map((y) =>
                el('rect', {
                  x: CX - 200,
                  y,
                  width: 400,
                  height: 12,
                  fill: ramps.trim.base,
                  stroke: ramps.trim.deep,
                  'stroke-width': 2,
                }),
              ),
              ctx.mark(
                ellipsePath(CX, (level + bottom) / 2, widest * 0.42, (bottom - level) * 0.26),
                glass,
                2.4,
                0.8,
              ),
            ]
          : []),
        // An opaque vessel: its own sheen, no liquid to see.
        el('path', {
          d: smoothOpen([
            [CX - 70, level - 40],
            [CX - 92, 300],
            [CX - 76, 390],
          ]),
          fill: 'none',
          stroke: mix(glass.light, '#ffffff', 0.5),
          'stroke-width': 8,
          'stroke-linecap': 'round',
          opacity: 0.5,
        }),
      ]
    : [
        ctx.tagPart(
          'liquid',
          el('rect', { x: CX - 200, y: level, width: 400, height: 300, fill: liquidFill }),
          plan.magic.glow,
        ),
        el('path', {
          d: ellipsePath(CX, level, 150, 10),
          fill: mix(liquid.light, '#ffffff', 0.3),
          opacity: 0.8,
        }),
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
        // Coloured glass tints all it holds: a green vial reads green, a clear one clear.
        coloured ? el('path', { d, fill: plan.tints.glass ?? glass.base, opacity: 0.34 }) : '',
      ];
  const vessel = ctx.part({
    points: contour,
    ramp: glass,
    d,
    fill: opaque ? undefined : flat ? mix(glass.light, '#ffffff', 0.3) : glass.light,
    material: opaque ? plan.main : undefined,
    attrs: { 'fill-opacity': opaque ? 1 : 0.42 },
    shadow: 0,
    inner,
  });
  const parts = [decided ? ctx.tagPart('vessel', vessel, plan.tints.main) : vessel];
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
  // The stopper the record names, in its colour: cork, wax over cork, glass, bone, a wooden bung or a metal cap.
  const seal = decided?.seal;
  const stopperStart = parts.length;
  const stopper = seal
    ? (({ cork: 'cork', wood: 'cork', bone: 'cork', wax: 'wax', glass: 'glass', cap: 'cap' } as const)[
        seal.kind as 'cork' | 'wood' | 'bone' | 'wax' | 'glass' | 'cap'
      ] ?? 'cork')
    : rng.pick(['cork', 'glass', 'wax'] as const);
  if (stopper === 'cap') {
    parts.push(
      ctx.part({
        points: [
          corner(CX - neckW - 8, neckTop + 16),
          corner(CX - neckW - 8, neckTop - 18),
          [CX, neckTop - 30],
          corner(CX + neckW + 8, neckTop - 18),
          corner(CX + neckW + 8, neckTop + 16),
        ],
        ramp: ctx.painter.ramp(seal?.colour ?? '#c9cfd8'),
        material: plan.main,
      }),
      el('path', {
        d: `M${CX + neckW + 8} ${neckTop}q30 30 14 70`,
        fill: 'none',
        stroke: seal?.colour ?? '#c9cfd8',
        'stroke-width': 3,
        'stroke-dasharray': '5 3',
      }),
    );
  } else if (stopper === 'cork') {
    parts.push(
      ctx.part({
        points: [
          corner(CX - neckW + 2, neckTop + 20),
          corner(CX - neckW - 2, neckTop - 34),
          corner(CX + neckW + 2, neckTop - 34),
          corner(CX + neckW - 2, neckTop + 20),
        ],
        ramp: painter.ramp(seal?.colour ?? '#b88a58'),
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
        ramp: seal ? painter.ramp(seal.colour) : ramps.gem,
        attrs: seal ? { 'fill-opacity': 0.8 } : undefined,
      }),
    );
  } else {
    const wax = painter.ramp(seal?.colour ?? (plan.element ? plan.magic.deep : '#8a1a22'));
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
  if (seal) {
    const stopperParts = parts.splice(stopperStart);
    parts.push(ctx.tagPart('seal', stopperParts.join(''), seal.colour));
    ctx.drawn.seal = seal.kind;
  }
  // A cord round the neck with a tag, for the rarer brews (only when no record says otherwise).
  if (ctx.ornament >= 2 && !decided) {
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
  // A tiny flask is drawn small in the frame, a big one fills it.
  const size = decided?.size;
  if (size) ctx.drawn.size = size;
  const fill = size === 'tiny' ? 0.46 : size === 'small' ? 0.6 : size === 'large' ? 0.86 : 0.74;
  return { markup: parts.join(''), fill, grounded: true };
}

/** The record's vessel shapes, as the flask contours that draw them. */
const VESSEL_SHAPES: Readonly<Record<string, FlaskShape | 'teardrop' | 'bottle' | 'squat' | 'flat'>> = {
  vial: 'vial',
  round: 'round',
  flat: 'flat',
  bottle: 'bottle',
  teardrop: 'teardrop',
  gourd: 'gourd',
  squat: 'squat',
  conical: 'conical',
  heart: 'heart',
};
