// Wondrous things that are worn: an amulet on its chain, a hooded cloak, a pair of boots, gloves or
// gauntlets, a buckled belt, helms (great helm, horned, winged, goggled) and circlets, bracers and a mask.

import { must } from '../../../../shared/must.js';
import { mix, type ToneRamp } from '../../../art/color.js';
import type { MaterialId } from '../../../art/materials.js';
import {
  circlePath,
  corner,
  ellipsePath,
  mirrorPoints,
  oval,
  type Pt,
  polyline,
  sampleOpen,
  smoothOpen,
  symmetricLoop,
  taper,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { CX } from './blades.js';
import { type ItemCtx, type ItemDrawing, isMetal } from './context.js';
import { deviceOutline, EVEN_ODD_DEVICES } from './devices.js';

/** A chain along a curve: alternating links seen face-on and edge-on, as two stroked paths. */
function chain(ctx: ItemCtx, curve: readonly Pt[], ramp: ToneRamp): string {
  const pts = sampleOpen(curve, 14);
  let face = '';
  let edge = '';
  for (let i = 0; i < pts.length - 1; i += 1) {
    const [x, y] = must(pts[i], 'pts entry');
    const [nx, ny] = must(pts[i + 1], 'pts entry');
    const a = Math.atan2(ny - y, nx - x);
    const len = Math.hypot(nx - x, ny - y);
    if (len < 2) continue;
    const mx = (x + nx) / 2;
    const my = (y + ny) / 2;
    if (i % 2)
      edge += `M${mx - Math.cos(a) * 6} ${my - Math.sin(a) * 6}L${mx + Math.cos(a) * 6} ${my + Math.sin(a) * 6}`;
    else face += ellipseAt(mx, my, 7, 4.2, a);
  }
  ctx.track(pts);
  return (
    el('path', {
      d: face + edge,
      fill: 'none',
      stroke: ctx.painter.ink(ramp),
      'stroke-width': 5.4,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: face + edge,
      fill: 'none',
      stroke: ramp.base,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: face,
      fill: 'none',
      stroke: mix(ramp.light, '#ffffff', 0.4),
      'stroke-width': 1.2,
      opacity: 0.8,
    })
  );
}

function ellipseAt(cx: number, cy: number, rx: number, ry: number, a: number): string {
  const c = Math.cos(a);
  const s = Math.sin(a);
  const p = (t: number): Pt => [
    cx + Math.cos(t) * rx * c - Math.sin(t) * ry * s,
    cy + Math.cos(t) * rx * s + Math.sin(t) * ry * c,
  ];
  return polyline(
    Array.from({ length: 8 }, (_, i) => p((i / 8) * Math.PI * 2)),
    true,
  );
}

export function drawAmulet(ctx: ItemCtx): ItemDrawing {
  const { plan } = ctx;
  const shape = plan.decided?.shape ?? (plan.variant === 'brooch' ? 'brooch' : '');
  if (shape) ctx.drawn.shape = shape;
  if (shape === 'brooch') return drawBrooch(ctx);
  if (shape === 'torc') return drawTorc(ctx);
  return drawPendant(ctx, shape);
}

/** A brooch: its ornament (a ring, a leaf, a crescent or a round boss) with a long pin behind, and no chain. */
function drawBrooch(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const metal = ramps.main;
  const kind = plan.decided?.device?.kind ?? 'ring';
  const cy = 256;
  const parts: string[] = [];
  // The pin, drawn first so the ornament sits over it.
  parts.push(
    ctx.part({
      points: taper(
        [
          [CX - 190, cy + 60],
          [CX, cy + 10],
          [CX + 190, cy - 50],
        ],
        7,
        2,
      ),
      ramp: metal,
      material: plan.main,
      weight: 'inner',
    }),
  );
  const d = deviceOutline(kind, CX, cy, 120);
  const ornament = ctx.part({
    points: oval(CX, cy, 120, 120, 16),
    ramp: metal,
    material: plan.main,
    d,
    evenodd: EVEN_ODD_DEVICES.has(kind),
  });
  parts.push(plan.decided?.device ? ctx.tagPart('device', ornament, plan.decided.device.colour) : ornament);
  if (plan.decided?.device) ctx.drawn.device = kind;
  // Beading round the ornament, and the stone at its heart (or on the ring, for a ring brooch).
  if (kind === 'ring') parts.push(ctx.gem(CX, cy - 98, 22, 'round'));
  else parts.push(ctx.gem(CX, cy, 30, 'round'));
  if (ctx.ornament >= 2) parts.push(ctx.runes(runeCircle(ctx, CX, cy, 70), 1.6));
  return { markup: parts.join(''), fill: 0.74 };
}

/** A torc: a heavy open neck ring of twisted strands, its ends knobbed or set with stones. */
function drawTorc(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const metal = ramps.main;
  const cy = 250;
  const rx = 180;
  const ry = 150;
  const gap = 0.55;
  const pts: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI / 2 + gap / 2 + (i / 24) * (Math.PI * 2 - gap);
    pts.push([CX + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  const parts = [ctx.part({ points: taper(pts, 30, 30), ramp: metal, material: plan.main })];
  let twist = '';
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = must(pts[i], 'pts entry');
    twist += `M${x - 8} ${y - 10}l16 20`;
  }
  parts.push(ctx.mark(twist, metal, 2, 0.7));
  // Runes, when it has them, along the front of the ring.
  let band = '';
  for (let i = 6; i < 19; i++) {
    const [x, y] = must(pts[i], 'pts entry');
    band += `M${x} ${y - 6}v12`;
  }
  parts.push(ctx.runes(band, 1.6));
  for (const end of [must(pts[0], 'pts entry'), must(pts[pts.length - 1], 'pts entry')]) {
    parts.push(ctx.part({ points: oval(end[0], end[1] + 10, 26, 26, 12), ramp: metal, material: plan.main }));
    parts.push(ctx.gem(end[0], end[1] + 10, 16, 'round', false));
  }
  return { markup: parts.join(''), fill: 0.78 };
}

function drawPendant(ctx: ItemCtx, named: string): ItemDrawing {
  const { ramps, plan } = ctx;
  const rng = ctx.rng('amulet');
  const metal = ramps.main;
  const py = 320;
  const parts = [
    chain(
      ctx,
      [
        [CX - 30, 236],
        [CX - 110, 150],
        [CX - 100, 70],
        [CX, 44],
        [CX + 100, 70],
        [CX + 110, 150],
        [CX + 30, 236],
      ],
      ramps.trim,
    ),
  ];
  const shape =
    (['disc', 'drop', 'sun'] as const).find((k) => k === named) ?? rng.pick(['disc', 'drop', 'sun'] as const);
  let outline: Pt[];
  if (shape === 'disc') outline = oval(CX, py, 96, 96, 16);
  else if (shape === 'drop')
    outline = [
      [CX, py - 112],
      [CX + 60, py - 50],
      [CX + 88, py + 20],
      [CX + 60, py + 86],
      [CX, py + 108],
      [CX - 60, py + 86],
      [CX - 88, py + 20],
      [CX - 60, py - 50],
    ];
  else {
    outline = [];
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2 - Math.PI / 2;
      const r = i % 2 ? 80 : 104;
      outline.push(
        i % 2
          ? [CX + Math.cos(a) * r, py + Math.sin(a) * r]
          : corner(CX + Math.cos(a) * r, py + Math.sin(a) * r),
      );
    }
  }
  // The bail that hangs the pendant on its chain.
  parts.push(
    ctx.part({
      points: oval(CX, 240, 18, 22, 10),
      ramp: ramps.trim,
      material: plan.trim,
      d: circlePath(CX, 240, 20) + circlePath(CX, 240, 10),
      evenodd: true,
      weight: 'inner',
    }),
    ctx.part({ points: outline, ramp: metal, material: plan.main }),
  );
  // An inner rim of filigree: a raised ring and beads.
  const inner = oval(CX, shape === 'drop' ? py + 10 : py, 66, 66, 16);
  let beads = '';
  for (const [x, y] of inner) beads += circlePath(x, y, 3.4);
  parts.push(
    el('path', {
      d: circlePath(CX, shape === 'drop' ? py + 10 : py, 74),
      fill: 'none',
      stroke: ctx.painter.ink(metal),
      'stroke-width': 2,
      opacity: 0.7,
    }),
    el('path', { d: beads, fill: metal.light, ...ctx.painter.stroke(metal, 'detail') }),
  );
  if (ctx.ornament >= 2) {
    parts.push(ctx.runes(runeCircle(ctx, CX, shape === 'drop' ? py + 10 : py, 52), 1.8));
  }
  parts.push(
    ctx.gem(
      CX,
      shape === 'drop' ? py + 10 : py,
      ctx.ornament >= 2 ? 36 : 28,
      shape === 'drop' ? 'oval' : 'round',
    ),
  );
  if (ctx.ornament >= 4) {
    // Drops of smaller stones hanging below.
    for (const dx of [-40, 0, 40]) parts.push(ctx.gem(CX + dx, py + (dx ? 118 : 132), 9, 'marquise', false));
  }
  return { markup: parts.join(''), fill: 0.78 };
}

/** Short radial strokes round a circle, as glyphs on a rim. */
function runeCircle(ctx: ItemCtx, cx: number, cy: number, r: number): string {
  const rng = ctx.rng(`rc${r}`);
  let d = '';
  const n = Math.round(r / 4);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    const ux = Math.cos(a) * 5;
    const uy = Math.sin(a) * 5;
    d += polyline(
      [
        [x - ux, y - uy],
        [x + ux, y + uy],
      ],
      false,
    );
    if (rng.chance(0.5))
      d += polyline(
        [
          [x, y],
          [x - uy * 0.8 + ux * 0.6, y + ux * 0.8 + uy * 0.6],
        ],
        false,
      );
  }
  return d;
}

export function drawCloak(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const cloth = plan.main === 'leather' ? ramps.leather : ramps.cloth;
  const lining = painter.ramp(mix(plan.cloth, '#000000', 0.45));
  const half: Pt[] = [
    [CX, 46],
    [CX + 62, 58],
    [CX + 86, 130],
    [CX + 130, 176],
    [CX + 160, 300],
    [CX + 186, 440],
    corner(CX + 196, 474),
    [CX + 120, 466],
    [CX + 60, 476],
    [CX, 468],
  ];
  const body = symmetricLoop(half, CX);
  // Folds fall from the shoulders: alternating lit and shaded bands, narrow at the top.
  const folds: string[] = [];
  for (const [x0, x1, lit] of [
    [-100, -150, true],
    [-46, -70, false],
    [40, 64, true],
    [96, 140, false],
  ] as const) {
    folds.push(
      el('path', {
        d: smoothOpen([
          [CX + x0 * 0.5, 170],
          [CX + (x0 + x1) * 0.45, 320],
          [CX + x1, 470],
        ]),
        fill: 'none',
        stroke: lit ? cloth.light : cloth.deep,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        opacity: 0.45,
      }),
    );
  }
  const hem = smoothOpen(half.slice(6).map(([x, y]): Pt => [x, y - 14]));
  const trimD = hem + smoothOpen(mirrorPoints(half.slice(6), CX).map(([x, y]): Pt => [x, y - 14]));
  folds.push(
    el('path', { d: trimD, fill: 'none', stroke: ramps.trim.base, 'stroke-width': 6, opacity: 0.9 }),
  );
  if (ctx.ornament >= 2) folds.push(ctx.runes(glyphBand(ctx, CX - 170, CX + 170, 448), 1.6));
  const parts = [ctx.part({ points: body, ramp: cloth, inner: folds })];
  // The front opening shows the lining; the hood frames a dark hollow.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 12, 150),
        [CX - 26, 320],
        corner(CX - 34, 468),
        corner(CX + 34, 468),
        [CX + 26, 320],
        corner(CX + 12, 150),
      ],
      ramp: lining,
      weight: 'inner',
      shadow: 0,
      glow: false,
    }),
    ctx.part({
      points: [
        [CX, 30],
        [CX + 66, 52],
        [CX + 88, 120],
        [CX + 60, 176],
        [CX, 186],
        [CX - 60, 176],
        [CX - 88, 120],
        [CX - 66, 52],
      ],
      ramp: cloth,
    }),
    ctx.part({
      points: [
        [CX, 64],
        [CX + 44, 86],
        [CX + 50, 136],
        [CX, 170],
        [CX - 50, 136],
        [CX - 44, 86],
      ],
      ramp: lining,
      weight: 'inner',
      shadow: 0,
      glow: false,
      inner: [painter.blob(CX, 120, 40, 50, '#000000', 0.5)],
    }),
  );
  // The clasp at the throat.
  parts.push(
    ctx.part({
      points: oval(CX - 30, 182, 16, 16, 10),
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.part({
      points: oval(CX + 30, 182, 16, 16, 10),
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    el('path', { d: `M${CX - 20} 182H${CX + 20}`, stroke: ramps.trim.deep, 'stroke-width': 4 }),
  );
  if (ctx.ornament >= 1)
    parts.push(ctx.gem(CX - 30, 182, 9, 'round', false), ctx.gem(CX + 30, 182, 9, 'round', false));
  return { markup: parts.join(''), fill: 0.8 };
}

function glyphBand(ctx: ItemCtx, x0: number, x1: number, y: number): string {
  let d = '';
  const rng = ctx.rng(`band${y}`);
  for (let x = x0; x < x1; x += 22) {
    d += polyline(
      [
        [x, y - 6],
        [x + 6, y + 6],
        [x + 12, y - 6],
      ],
      false,
    );
    if (rng.chance(0.5))
      d += polyline(
        [
          [x + 16, y - 6],
          [x + 16, y + 6],
        ],
        false,
      );
  }
  return d;
}

/** One boot in profile, toe to the right, its heel at x0. */
function boot(
  ctx: ItemCtx,
  x0: number,
  y0: number,
  ramp: ToneRamp,
  material: MaterialId | undefined,
): string {
  const { ramps, plan } = ctx;
  const top = y0;
  const sole = y0 + 330;
  const pts: Pt[] = [
    corner(x0 + 6, top),
    corner(x0 + 96, top),
    [x0 + 98, top + 170],
    [x0 + 120, top + 230],
    [x0 + 182, top + 262],
    corner(x0 + 206, sole - 16),
    corner(x0 + 200, sole),
    corner(x0 - 6, sole),
    [x0 - 4, top + 250],
    [x0 + 4, top + 140],
  ];
  const parts = [
    ctx.part({
      points: pts,
      ramp,
      material,
      inner: [
        ctx.mark(
          smoothOpen([
            [x0 + 96, top + 200],
            [x0 + 70, top + 240],
            [x0 + 60, sole - 20],
          ]),
          ramp,
          1.4,
          0.5,
        ),
      ],
    }),
    // The sole and heel.
    ctx.part({
      points: [
        corner(x0 - 8, sole - 14),
        corner(x0 + 204, sole - 14),
        corner(x0 + 202, sole + 4),
        corner(x0 - 8, sole + 4),
      ],
      ramp: ramps.leather,
      weight: 'inner',
      shadow: 0,
    }),
    // The turned-down cuff.
    ctx.part({
      points: [
        corner(x0 - 4, top - 10),
        corner(x0 + 108, top - 14),
        corner(x0 + 102, top + 42),
        [x0 + 50, top + 50],
        corner(x0, top + 44),
      ],
      ramp: ramps.trim.base === ramp.base ? ramps.leather : isMetal(plan.main) ? ramps.trim : ramps.leather,
      material: isMetal(plan.main) ? plan.trim : undefined,
    }),
  ];
  // Straps with buckles across the shaft.
  for (const y of [top + 110, top + 190]) {
    parts.push(
      ctx.part({
        points: [
          corner(x0 - 6, y),
          corner(x0 + 100, y - 4),
          corner(x0 + 100, y + 14),
          corner(x0 - 6, y + 18),
        ],
        ramp: ramps.leather,
        weight: 'inner',
        shadow: 0,
      }),
      ctx.part({
        points: [
          corner(x0 + 40, y - 6),
          corner(x0 + 60, y - 7),
          corner(x0 + 60, y + 19),
          corner(x0 + 40, y + 20),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'detail',
        shadow: 0,
        d: `M${x0 + 40} ${y - 6}L${x0 + 60} ${y - 7}L${x0 + 60} ${y + 19}L${x0 + 40} ${y + 20}ZM${x0 + 45} ${y - 1}L${x0 + 45} ${y + 15}L${x0 + 55} ${y + 14}L${x0 + 55} ${y - 2}Z`,
        evenodd: true,
      }),
    );
  }
  return parts.join('');
}

export function drawBoots(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const ramp = plan.main === 'leather' ? ramps.leather : ramps.main;
  const material = isMetal(plan.main) ? plan.main : undefined;
  const parts = [
    boot(ctx, 196, 70, { ...ramp, base: mix(ramp.base, ramp.shade, 0.45) }, material),
    boot(ctx, 110, 100, ramp, material),
  ];
  if (ctx.gems) parts.push(ctx.gem(160, 150, 10, 'round'));
  // Wings at the heel only for boots without a record: a record's words would have to name them.
  if (ctx.ornament >= 3 && !plan.decided) {
    // A little wing at the heel, the mark of boots that carry their wearer: a leading edge sweeping back to a
    // tip, and the trailing edge cut into feathers.
    const wing: Pt[] = [
      corner(118, 226),
      [80, 196],
      corner(20, 168),
      [40, 198],
      corner(14, 206),
      [44, 226],
      corner(22, 240),
      [56, 250],
      corner(44, 266),
      [84, 262],
      corner(116, 258),
    ];
    const quills =
      polyline(
        [
          [112, 236],
          [34, 204],
        ],
        false,
      ) +
      polyline(
        [
          [112, 244],
          [32, 236],
        ],
        false,
      ) +
      polyline(
        [
          [112, 250],
          [52, 262],
        ],
        false,
      );
    parts.push(
      ctx.part({
        points: wing,
        ramp: ramps.bone,
        weight: 'inner',
        inner: [ctx.mark(quills, ramps.bone, 1.4, 0.6)],
      }),
    );
  }
  return { markup: parts.join(''), fill: 0.78, grounded: true };
}

/** A hand, fingers up, palm towards us, as its outline and the cuff below; `s` mirrors it. */
function hand(
  ctx: ItemCtx,
  cx: number,
  cy: number,
  s: number,
  ramp: ToneRamp,
  material: MaterialId | undefined,
  plated: boolean,
): string {
  const { ramps } = ctx;
  const x = (dx: number) => cx + s * dx;
  const parts: string[] = [];
  // Fingers as capsules rising from the palm, side by side, the thumb angled out.
  const fingers: [number, number][] = [
    [-39, 92],
    [-13, 110],
    [13, 104],
    [39, 86],
  ];
  for (const [dx, len] of fingers) {
    const w = 13;
    const x0 = x(dx);
    const top = cy - 30 - len;
    const pts: Pt[] = [
      corner(x0 - w, cy - 20),
      [x0 - w, top + w],
      [x0 - w * 0.7, top + w * 0.3],
      [x0, top],
      [x0 + w * 0.7, top + w * 0.3],
      [x0 + w, top + w],
      corner(x0 + w, cy - 20),
    ];
    const knuckles = plated
      ? [1, 2, 3]
          .map((k) => `M${x0 - w} ${top + (len * k) / 3.4}L${x0 + w} ${top + (len * k) / 3.4}`)
          .join('')
      : `M${x0 - w * 0.6} ${top + len * 0.45}Q${x0} ${top + len * 0.4} ${x0 + w * 0.6} ${top + len * 0.45}`;
    parts.push(
      ctx.part({
        points: pts,
        ramp,
        material,
        weight: 'inner',
        shadow: 0.6,
        inner: [ctx.mark(knuckles, ramp, 1.6, 0.7)],
      }),
    );
  }
  parts.push(
    ctx.part({
      points: [
        corner(x(-52), cy + 40),
        [x(-80), cy - 4],
        [x(-98), cy - 44],
        [x(-92), cy - 60],
        [x(-76), cy - 54],
        [x(-60), cy - 20],
        corner(x(-44), cy - 10),
      ],
      ramp,
      material,
      weight: 'inner',
    }),
  );
  const palm: Pt[] = [
    corner(x(-60), cy - 40),
    corner(x(58), cy - 40),
    [x(64), cy + 20],
    corner(x(52), cy + 80),
    corner(x(-56), cy + 80),
    [x(-66), cy + 20],
  ];
  parts.push(ctx.part({ points: palm, ramp, material }));
  const cuff: Pt[] = [
    corner(x(-62), cy + 70),
    corner(x(60), cy + 70),
    corner(x(86), cy + 170),
    corner(x(-88), cy + 170),
  ];
  parts.push(
    ctx.part({
      points: cuff,
      ramp: plated ? ramp : ramps.leather,
      material,
      inner: [
        el('path', {
          d: `M${x(-80)} ${cy + 152}L${x(80)} ${cy + 152}`,
          stroke: ramps.trim.base,
          'stroke-width': 6,
        }),
      ],
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(x(-2), cy + 20, 14, 'round'));
  else
    parts.push(
      ctx.rivets(
        [
          [x(-30), cy + 110],
          [x(30), cy + 110],
        ],
        4.5,
      ),
    );
  if (ctx.ornament >= 2)
    parts.push(
      ctx.runes(
        polyline(
          [
            [x(-50), cy + 120],
            [x(-30), cy + 135],
            [x(-10), cy + 120],
            [x(10), cy + 135],
            [x(30), cy + 120],
            [x(50), cy + 135],
          ],
          false,
        ),
        1.8,
      ),
    );
  return parts.join('');
}

export function drawGloves(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const plated = isMetal(plan.main) || plan.variant.startsWith('gauntlet');
  const ramp = plated
    ? isMetal(plan.main)
      ? ramps.main
      : ramps.trim
    : plan.main === 'cloth'
      ? ramps.cloth
      : ramps.leather;
  const material = plated ? (isMetal(plan.main) ? plan.main : plan.trim) : undefined;
  const back = { ...ramp, base: mix(ramp.base, ramp.shade, 0.4) };
  const parts = [
    hand(ctx, CX + 66, 250, 1, back, material, plated),
    hand(ctx, CX - 60, 286, -1, ramp, material, plated),
  ];
  return { markup: parts.join(''), fill: 0.78 };
}

export function drawBelt(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const strap = plan.main === 'cloth' ? ramps.cloth : ramps.leather;
  const cy = 256;
  // The belt buckled into a loop, seen from a little above: an oval band, wider at the front.
  const outer = ellipsePath(CX, cy, 196, 120);
  const innerD = ellipsePath(CX, cy - 16, 176, 92);
  const parts = [
    ctx.part({
      points: oval(CX, cy, 196, 120, 16),
      ramp: strap,
      d: outer + innerD,
      evenodd: true,
      inner: [
        el('path', { d: ellipsePath(CX, cy - 24, 176, 84), fill: strap.deep, opacity: 0.5 }),
        el('path', {
          d: ellipsePath(CX, cy + 4, 186, 108),
          fill: 'none',
          stroke: mix(strap.light, '#ffffff', 0.3),
          'stroke-width': 1.4,
          'stroke-dasharray': '5 4',
          opacity: 0.7,
        }),
      ],
    }),
  ];
  // Studs or plaques round the band.
  const studs: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    if (Math.sin(a) < 0.2) continue;
    studs.push([CX + Math.cos(a) * 188, cy + 4 + Math.sin(a) * 110]);
  }
  parts.push(ctx.rivets(studs, 6));
  // The strap end hanging through the buckle, and the buckle itself.
  parts.push(
    ctx.part({
      points: [
        corner(CX + 20, cy + 96),
        corner(CX + 56, cy + 100),
        corner(CX + 60, cy + 200),
        [CX + 40, cy + 214],
        corner(CX + 22, cy + 196),
      ],
      ramp: strap,
      weight: 'inner',
    }),
  );
  const bx = CX - 10;
  const by = cy + 112;
  const buckleD = `M${bx - 56} ${by - 46}h112v92h-112ZM${bx - 38} ${by - 28}v56h76v-56Z`;
  parts.push(
    ctx.part({
      points: [
        [bx - 56, by - 46],
        [bx + 56, by - 46],
        [bx + 56, by + 46],
        [bx - 56, by + 46],
      ],
      ramp: ramps.trim,
      material: plan.trim,
      d: buckleD,
      evenodd: true,
    }),
    el('path', {
      d: `M${bx - 30} ${by}H${bx + 40}`,
      stroke: ramps.trim.deep,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(bx, by - 46, 12, 'round'));
  if (ctx.ornament >= 2) {
    // Marks tooled along the front of the band, following its curve, either side of the buckle.
    const rng = ctx.rng('belt-runes');
    let d = '';
    for (let deg = 22; deg <= 158; deg += 9) {
      if (Math.abs(deg - 90) < 34) continue;
      const a = (deg * Math.PI) / 180;
      const x = CX + Math.cos(a) * 186;
      const y = cy + 2 + Math.sin(a) * 86;
      d += polyline(
        [
          [x, y - 7],
          [x, y + 7],
        ],
        false,
      );
      d += rng.chance(0.5)
        ? polyline(
            [
              [x, y - 7],
              [x + 5, y - 2],
            ],
            false,
          )
        : polyline(
            [
              [x, y + 1],
              [x - 5, y + 6],
            ],
            false,
          );
    }
    parts.push(ctx.runes(d, 1.4));
  }
  return { markup: parts.join(''), fill: 0.8 };
}

export function drawHelm(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const v = plan.variant;
  const metal = ramps.main;
  const mat = plan.main;
  if (['crown', 'coronet', 'circlet', 'tiara', 'diadem', 'headband'].includes(v))
    return circlet(ctx, v === 'crown' || v === 'coronet');
  const decidedKind = plan.decided?.shape;
  if (decidedKind) ctx.drawn.shape = decidedKind;
  // A record that names no horns, wings or goggles gets a plain helm.
  const kind = decidedKind
    ? (decidedKind as 'horned' | 'winged' | 'great' | 'goggled')
    : plan.decided
      ? ('plain' as const)
      : plan.artStyle === 'Dwarven'
        ? 'horned'
        : plan.artStyle === 'Elven' || plan.artStyle === 'Ethereal'
          ? 'winged'
          : plan.artStyle === 'Steampunk'
            ? 'goggled'
            : plan.artStyle === 'Medieval' || plan.artStyle === 'Gothic'
              ? 'great'
              : ctx.rng('helm').pick(['horned', 'winged', 'great'] as const);
  const parts: string[] = [];
  if (kind === 'great') {
    // A barrel helm: flat-topped, a cross of reinforcing bands, an eye slit and breaths.
    const shell: Pt[] = [
      corner(CX - 118, 110),
      [CX, 92],
      corner(CX + 118, 110),
      [CX + 128, 280],
      corner(CX + 122, 430),
      [CX, 444],
      corner(CX - 122, 430),
      [CX - 128, 280],
    ];
    parts.push(
      ctx.part({
        points: shell,
        ramp: metal,
        material: mat,
        inner: [
          el('path', { d: `M${CX - 120} 236H${CX + 120}`, stroke: metal.deep, 'stroke-width': 26 }),
          el('path', { d: `M${CX - 120} 236H${CX + 120}`, stroke: '#0a0a0e', 'stroke-width': 14 }),
          el('path', { d: `M${CX} 250V440`, stroke: ramps.trim.base, 'stroke-width': 18 }),
        ],
      }),
    );
    let breaths = '';
    for (let y = 300; y < 400; y += 18)
      for (const dx of [-70, -48, 48, 70]) breaths += circlePath(CX + dx, y, 4);
    parts.push(
      el('path', { d: breaths, fill: '#0a0a0e' }),
      ctx.rivets(
        [
          [CX - 100, 160],
          [CX + 100, 160],
          [CX - 100, 400],
          [CX + 100, 400],
        ],
        5,
      ),
    );
    if (plan.itemStyle.flourish === 'tracery' || plan.itemStyle.flourish === 'thorns') {
      parts.push(
        ctx.part({
          points: [corner(CX - 12, 96), corner(CX, 20), corner(CX + 12, 96)],
          ramp: metal,
          material: mat,
          weight: 'inner',
        }),
      );
    }
    if (ctx.gems) parts.push(ctx.gem(CX, 160, 16, 'round'));
    return { markup: parts.join(''), fill: 0.78 };
  }
  // A dome with a brow band and a nasal or a face plate.
  const dome: Pt[] = [
    [CX, 110],
    [CX + 96, 140],
    [CX + 130, 240],
    corner(CX + 128, 330),
    [CX + 110, 380],
    corner(CX + 100, 430),
    corner(CX + 40, 400),
    corner(CX + 14, 300),
    corner(CX - 14, 300),
    corner(CX - 40, 400),
    corner(CX - 100, 430),
    [CX - 110, 380],
    corner(CX - 128, 330),
    [CX - 130, 240],
    [CX - 96, 140],
  ];
  // The hollow of the helm, seen through the face opening between the cheek guards.
  parts.push(
    ctx.part({
      points: [corner(CX - 96, 250), corner(CX + 96, 250), corner(CX + 92, 420), corner(CX - 92, 420)],
      ramp: { ...metal, base: '#141218', light: '#24222a', shade: '#0a090c' },
      fill: '#141218',
      weight: 'none',
      shadow: 0,
      glow: false,
    }),
  );
  if (kind === 'horned') {
    for (const s of [-1, 1]) {
      parts.push(
        ctx.part({
          points: taper(
            [
              [CX + s * 110, 230],
              [CX + s * 180, 200],
              [CX + s * 210, 120],
              [CX + s * 190, 50],
            ],
            46,
            0,
          ),
          ramp: ramps.bone,
        }),
      );
    }
  } else if (kind === 'winged') {
    for (const s of [-1, 1]) {
      const wing: Pt[] = [
        corner(CX + s * 110, 250),
        [CX + s * 150, 170],
        corner(CX + s * 214, 70),
        [CX + s * 196, 140],
        corner(CX + s * 220, 130),
        [CX + s * 190, 200],
        corner(CX + s * 214, 206),
        [CX + s * 160, 250],
      ];
      parts.push(ctx.part({ points: wing, ramp: ramps.trim, material: plan.trim }));
    }
  }
  parts.push(
    ctx.part({
      points: dome,
      ramp: metal,
      material: mat,
      inner: [
        el('path', {
          d: smoothOpen([
            [CX - 2, 116],
            [CX - 4, 200],
            [CX - 2, 296],
          ]),
          stroke: mix(metal.light, '#ffffff', 0.4),
          'stroke-width': 6,
          fill: 'none',
          opacity: 0.7,
        }),
      ],
    }),
    ctx.part({
      points: [
        corner(CX - 132, 226),
        [CX, 206],
        corner(CX + 132, 226),
        corner(CX + 132, 258),
        [CX, 240],
        corner(CX - 132, 258),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.part({
      points: [
        corner(CX - 14, 230),
        corner(CX + 14, 230),
        corner(CX + 12, 356),
        [CX, 368],
        corner(CX - 12, 356),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  if (kind === 'goggled') {
    // Brass goggles pushed up on the brow.
    for (const s of [-1, 1]) {
      parts.push(
        ctx.part({ points: oval(CX + s * 54, 200, 40, 36, 12), ramp: ramps.trim, material: plan.trim }),
        ctx.part({
          points: oval(CX + s * 54, 200, 28, 24, 12),
          ramp: ramps.gem,
          fill: ctx.painter.fill(ramps.gem),
          weight: 'inner',
          shadow: 0,
          inner: [el('path', { d: circlePath(CX + s * 54 - 10, 192, 6), fill: '#ffffff', opacity: 0.7 })],
        }),
      );
    }
  } else if (ctx.gems) parts.push(ctx.gem(CX, 218, 15, 'oval'));
  parts.push(
    ctx.rivets(
      [
        [CX - 100, 242],
        [CX - 60, 236],
        [CX + 60, 236],
        [CX + 100, 242],
      ],
      4,
    ),
  );
  return { markup: parts.join(''), fill: 0.78 };
}

function circlet(ctx: ItemCtx, crown: boolean): ItemDrawing {
  const { ramps, plan } = ctx;
  const cy = 300;
  const metal = ramps.main;
  const parts: string[] = [];
  // The band in three-quarter view: its far side higher and thinner than its front.
  const back = ellipsePath(CX, cy - 10, 170, 60);
  parts.push(el('path', { d: back, fill: 'none', stroke: metal.deep, 'stroke-width': 16 }));
  ctx.track([
    [CX - 172, cy - 70],
    [CX + 172, cy + 60],
  ]);
  const points = crown ? 5 : 3;
  for (let i = 0; i < points; i++) {
    const t = (i - (points - 1) / 2) / ((points - 1) / 2 || 1);
    const x = CX + t * 150;
    const h = crown ? 110 - Math.abs(t) * 30 : i === 1 ? 120 : 60;
    const base = cy + 40 - (1 - t * t) * 6;
    const spike: Pt[] = [
      corner(x - 28, base),
      [x - 20, base - h * 0.5],
      corner(x, base - h),
      [x + 20, base - h * 0.5],
      corner(x + 28, base),
    ];
    parts.push(ctx.part({ points: spike, ramp: metal, material: plan.main }));
    if (crown || i === 1)
      parts.push(
        ctx.gem(x, base - h * (crown ? 0.45 : 0.5), crown ? 10 : 14, i === 1 ? 'marquise' : 'round', false),
      );
  }
  const front: Pt[] = [
    corner(CX - 176, cy - 4),
    [CX, cy + 56],
    corner(CX + 176, cy - 4),
    corner(CX + 176, cy + 30),
    [CX, cy + 92],
    corner(CX - 176, cy + 30),
  ];
  parts.push(ctx.part({ points: front, ramp: metal, material: plan.main }));
  const gems: Pt[] = [
    [CX - 100, cy + 42],
    [CX, cy + 68],
    [CX + 100, cy + 42],
  ];
  for (const [x, y] of gems) parts.push(ctx.gem(x, y, 11, 'round', false));
  if (ctx.ornament >= 2)
    parts.push(
      ctx.runes(
        smoothOpen([
          [CX - 150, cy + 22],
          [CX - 60, cy + 60],
          [CX + 60, cy + 60],
          [CX + 150, cy + 22],
        ]),
        1.4,
      ),
    );
  return { markup: parts.join(''), fill: 0.74 };
}

export function drawBracers(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const ramp = isMetal(plan.main) || plan.main === 'bone' ? ramps.main : ramps.leather;
  const material = isMetal(plan.main) ? plan.main : undefined;
  const one = (cx: number, cy: number, dim: boolean) => {
    const r = dim ? { ...ramp, base: mix(ramp.base, ramp.shade, 0.4) } : ramp;
    // A forearm guard: wider at the elbow (top), a raised central ridge, straps and an edge roll.
    const pts: Pt[] = [
      corner(cx - 76, cy - 150),
      [cx, cy - 160],
      corner(cx + 76, cy - 150),
      [cx + 66, cy],
      corner(cx + 56, cy + 150),
      [cx, cy + 158],
      corner(cx - 56, cy + 150),
      [cx - 66, cy],
    ];
    const inner = [
      el('path', {
        d: `M${cx - 2} ${cy - 150}L${cx - 2} ${cy + 150}`,
        stroke: mix(r.light, '#ffffff', 0.4),
        'stroke-width': 6,
        opacity: 0.7,
      }),
      el('path', {
        d: polyline(
          [
            [cx, cy - 160],
            [cx + 80, cy - 150],
            [cx + 70, cy + 160],
            [cx, cy + 160],
          ],
          true,
        ),
        fill: r.deep,
        opacity: 0.3,
      }),
      el('path', {
        d:
          smoothOpen([
            [cx - 76, cy - 136],
            [cx, cy - 146],
            [cx + 76, cy - 136],
          ]) +
          smoothOpen([
            [cx - 56, cy + 136],
            [cx, cy + 144],
            [cx + 56, cy + 136],
          ]),
        fill: 'none',
        stroke: ramps.trim.base,
        'stroke-width': 7,
      }),
    ];
    const parts = [ctx.part({ points: pts, ramp: r, material, inner, shadow: 0 })];
    for (const y of [cy - 70, cy + 70]) {
      parts.push(
        ctx.part({
          points: [
            corner(cx - 74, y - 10),
            corner(cx + 74, y - 10),
            corner(cx + 74, y + 10),
            corner(cx - 74, y + 10),
          ],
          ramp: ramps.leather,
          weight: 'inner',
          shadow: 0,
        }),
      );
      parts.push(
        ctx.rivets(
          [
            [cx - 50, y],
            [cx + 50, y],
          ],
          4,
        ),
      );
    }
    if (ctx.gems) parts.push(ctx.gem(cx, cy, 18, 'marquise'));
    if (ctx.ornament >= 2)
      parts.push(
        ctx.runeColumn(cx - 30, cy - 50, cy + 50, 10, 14, `b${cx}`),
        ctx.runeColumn(cx + 30, cy - 50, cy + 50, 10, 14, `c${cx}`),
      );
    return parts.join('');
  };
  return { markup: one(CX + 80, 240, true) + one(CX - 70, 276, false), fill: 0.8 };
}

export function drawMask(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const ramp =
    plan.main === 'bone'
      ? ramps.main
      : plan.main === 'wood'
        ? ramps.wood
        : plan.main === 'leather'
          ? ramps.leather
          : ramps.main;
  const material = isMetal(plan.main) ? plan.main : undefined;
  const half: Pt[] = [
    [CX, 70],
    [CX + 96, 92],
    [CX + 140, 190],
    [CX + 128, 300],
    [CX + 90, 400],
    [CX + 40, 446],
    [CX, 456],
  ];
  const face = symmetricLoop(half, CX);
  const eye = (s: number) =>
    polyline(
      sampleOpen(
        [
          corner(CX + s * 28, 232),
          [CX + s * 60, 206],
          [CX + s * 98, 214],
          corner(CX + s * 112, 236),
          [CX + s * 80, 252],
          [CX + s * 44, 250],
          corner(CX + s * 28, 232),
        ],
        4,
      ),
      true,
    );
  const mouth =
    smoothOpen([
      [CX - 40, 380],
      [CX, 372],
      [CX + 40, 380],
    ]) +
    smoothOpen([
      [CX + 40, 380],
      [CX, 392],
      [CX - 40, 380],
    ]) +
    'Z';
  const d = polyline(sampleOpen([...face, must(face[0], 'face entry')], 5), true) + eye(-1) + eye(1);
  // Ribbons that tie it on, behind the face.
  const parts = [-1, 1].map((s) =>
    ctx.part({
      points: [
        corner(CX + s * 126, 220),
        [CX + s * 170, 250],
        [CX + s * 160, 330],
        corner(CX + s * 190, 400),
        [CX + s * 150, 340],
        [CX + s * 140, 250],
      ],
      ramp: ramps.cloth,
      weight: 'inner',
      shadow: 0,
      glow: false,
    }),
  );
  parts.push(
    ctx.part({
      points: face,
      ramp,
      material,
      d,
      evenodd: true,
      inner: [
        // The brow ridge and the nose: form in relief, lit from the top left.
        el('path', {
          d: smoothOpen([
            [CX - 120, 196],
            [CX - 60, 180],
            [CX, 196],
            [CX + 60, 180],
            [CX + 120, 196],
          ]),
          fill: 'none',
          stroke: ramp.deep,
          'stroke-width': 6,
          opacity: 0.5,
        }),
        el('path', {
          d: smoothOpen([
            [CX - 4, 210],
            [CX - 12, 300],
            [CX - 22, 330],
            [CX, 340],
          ]),
          fill: 'none',
          stroke: mix(ramp.light, '#ffffff', 0.4),
          'stroke-width': 5,
          opacity: 0.75,
        }),
        el('path', {
          d: smoothOpen([
            [CX + 6, 214],
            [CX + 14, 300],
            [CX + 24, 332],
          ]),
          fill: 'none',
          stroke: ramp.deep,
          'stroke-width': 5,
          opacity: 0.5,
        }),
        el('path', { d: mouth, fill: ramp.deep, opacity: 0.8 }),
      ],
    }),
  );
  // Filigree curls on the cheeks and a stone on the brow.
  const curl = (s: number) =>
    smoothOpen([
      [CX + s * 40, 290],
      [CX + s * 90, 280],
      [CX + s * 110, 320],
      [CX + s * 84, 340],
      [CX + s * 74, 318],
    ]);
  parts.push(
    painter.line(curl(-1) + curl(1), ramps.trim.base, 4),
    ctx.runes(ctx.ornament >= 2 ? curl(-1) + curl(1) : '', 1.4),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 140, 18, 'marquise'));
  return { markup: parts.join(''), fill: 0.78 };
}
