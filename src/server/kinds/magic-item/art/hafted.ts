// Hafted weapons: axes (bearded, double-bitted, hatchets), maces (flanged, morningstar, flail, club),
// warhammers (hammer and spike, maul, war pick), spears (leaf head, trident, halberd, glaive) and the
// quarterstaff. Drawn upright with the head at the top; the picture lays them on the diagonal.
import { mix, type ToneRamp } from '../../../art/color.js';
import { glyphRow } from '../../../art/glyphs.js';
import { circlePath, corner, type Pt, smoothOpen, taper } from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { CX, drawBlade, sampleBlade } from './blades.js';
import type { ItemCtx, ItemDrawing } from './context.js';

interface HaftSpec {
  top: number;
  bottom: number;
  /** Half width. */
  w: number;
  /** Where the hand wraps go, as fractions from top to bottom. */
  wraps?: readonly (readonly [number, number])[];
  /** A metal cap at the butt. */
  cap?: boolean;
  ramp?: ToneRamp;
}

/** A wooden haft with a little taper, long grain, leather grips and a butt cap. */
function haft(ctx: ItemCtx, spec: HaftSpec): string {
  const { top, bottom, w } = spec;
  const ramp = spec.ramp ?? ctx.ramps.wood;
  const len = bottom - top;
  const pts: Pt[] = [
    corner(CX - w * 0.92, top),
    corner(CX + w * 0.92, top),
    [CX + w, top + len * 0.5],
    corner(CX + w * 1.06, bottom),
    corner(CX - w * 1.06, bottom),
    [CX - w, top + len * 0.5],
  ];
  const grain =
    smoothOpen([
      [CX - w * 0.3, top + 10],
      [CX - w * 0.1, top + len * 0.4],
      [CX - w * 0.35, bottom - 10],
    ]) +
    smoothOpen([
      [CX + w * 0.45, top + 30],
      [CX + w * 0.3, top + len * 0.6],
      [CX + w * 0.5, bottom - 30],
    ]);
  const parts = [
    ctx.part({
      points: pts,
      ramp,
      weight: 'inner',
      shadowOffset: [ctx.toLight[0] * w * 0.8, 0],
      inner: [ctx.mark(grain, ramp, 1.2, 0.45)],
    }),
  ];
  for (const [a, b] of spec.wraps ?? []) {
    const y0 = top + len * a;
    const y1 = top + len * b;
    const lw = w * 1.18;
    let wrap = '';
    for (let y = y0 + 7; y < y1 - 2; y += 10) wrap += `M${CX - lw} ${y + 5}L${CX + lw} ${y - 5}`;
    parts.push(
      ctx.part({
        points: [corner(CX - lw, y0), corner(CX + lw, y0), corner(CX + lw, y1), corner(CX - lw, y1)],
        ramp: ctx.ramps.leather,
        weight: 'inner',
        shadowOffset: [ctx.toLight[0] * lw * 0.7, 0],
        inner: [ctx.mark(wrap, ctx.ramps.leather, 1.5, 0.7)],
      }),
    );
  }
  if (spec.cap !== false) {
    const cw = w * 1.3;
    parts.push(
      ctx.part({
        points: [
          corner(CX - cw, bottom - 16),
          corner(CX + cw, bottom - 16),
          corner(CX + cw * 0.8, bottom + 6),
          [CX, bottom + 12],
          corner(CX - cw * 0.8, bottom + 6),
        ],
        ramp: ctx.ramps.trim,
        material: ctx.plan.trim,
        weight: 'inner',
        shadow: 0.6,
      }),
    );
  }
  return parts.join('');
}

/** A band of metal round a haft (a collar, a socket ring). */
function collar(ctx: ItemCtx, y: number, w: number, h: number): string {
  return ctx.part({
    points: [
      corner(CX - w, y - h / 2),
      corner(CX + w, y - h / 2),
      corner(CX + w, y + h / 2),
      corner(CX - w, y + h / 2),
    ],
    ramp: ctx.ramps.trim,
    material: ctx.plan.trim,
    weight: 'inner',
    shadow: 0.5,
  });
}

/** One bit of an axe on the side `s` (-1 left, 1 right), its edge `reach` from the haft. */
function axeBit(ctx: ItemCtx, y0: number, s: number, reach: number, height: number, beard: number): string {
  const { ramps, plan } = ctx;
  const x = (f: number) => CX + s * f;
  // A narrow neck at the haft that flares into a long curved edge, the beard hooking back underneath.
  const pts: Pt[] = [
    corner(x(10), y0 + height * 0.02),
    [x(reach * 0.45), y0 - height * 0.01],
    corner(x(reach * 0.9), y0 - height * 0.34),
    [x(reach * 1.26), y0 + height * (0.32 + beard * 0.4)],
    corner(x(reach * 0.88), y0 + height * (1.0 + beard)),
    [x(reach * 0.45), y0 + height * (0.5 + beard * 0.5)],
    corner(x(10), y0 + height * 0.36),
  ];
  // The ground edge: a pale band following the cutting curve.
  const edge = smoothOpen([
    [x(reach * 0.9 - 4), y0 - height * 0.34 + 8],
    [x(reach * 1.26 - 7), y0 + height * (0.32 + beard * 0.4)],
    [x(reach * 0.88 - 4), y0 + height * (1.0 + beard) - 8],
  ]);
  const inner = [
    el('path', {
      d: edge,
      fill: 'none',
      stroke: mix(ramps.main.light, '#ffffff', 0.45),
      'stroke-width': 16,
      opacity: 0.45,
    }),
    el('path', {
      d: edge,
      fill: 'none',
      stroke: ramps.main.shade,
      'stroke-width': 1.4,
      opacity: 0.7,
      transform: `translate(${-s * 8} 0)`,
    }),
  ];
  const over: string[] = [];
  if (ctx.ornament >= 2) {
    over.push(
      ctx.runeColumn(
        x(reach * 0.72),
        y0 + height * 0.05,
        y0 + height * (0.6 + beard * 0.5),
        13,
        18,
        `axe${s}`,
      ),
    );
  }
  return ctx.part({ points: pts, ramp: ramps.main, material: plan.main, inner, over });
}

export function drawAxe(ctx: ItemCtx): ItemDrawing {
  const { plan } = ctx;
  const rng = ctx.rng('axe');
  const v = plan.variant;
  const small = v === 'handaxe' || v === 'hatchet';
  const double = v === 'greataxe' || (!small && v !== 'battleaxe' && v !== 'battle axe' && rng.chance(0.3));
  const top = small ? 130 : 40;
  const bottom = 480;
  const w = small ? 11 : 12;
  const headY = top + 44;
  const height = small ? 100 : 128;
  const reach = small ? 108 : double ? 138 : 152;
  const parts = [haft(ctx, { top, bottom, w, wraps: [[0.62, 0.9]] })];
  parts.push(axeBit(ctx, headY, -1, reach, height, double ? 0 : 0.25));
  if (double) parts.push(axeBit(ctx, headY, 1, reach, height, 0));
  else {
    // The back of a single-bitted axe: a spike for piercing plate.
    parts.push(
      ctx.part({
        points: [
          corner(CX + 10, headY + height * 0.14),
          corner(CX + 74, headY + height * 0.3),
          corner(CX + 10, headY + height * 0.5),
        ],
        ramp: ctx.ramps.main,
        material: plan.main,
      }),
    );
  }
  // The eye: a socket band with langets running down the haft.
  const eyeTop = headY - 4;
  const eyeBottom = headY + height * 0.5;
  parts.push(
    ctx.part({
      points: [
        corner(CX - w - 6, eyeTop),
        corner(CX + w + 6, eyeTop),
        corner(CX + w + 4, eyeBottom + 30),
        [CX, eyeBottom + 44],
        corner(CX - w - 4, eyeBottom + 30),
      ],
      ramp: ctx.ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.rivets(
      [
        [CX, eyeTop + 16],
        [CX, eyeBottom + 10],
      ],
      4.5,
    ),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, (eyeTop + eyeBottom) / 2, 10, 'marquise', false));
  // The haft's end above the head, capped.
  parts.push(collar(ctx, top - 4, w + 3, 10));
  return { markup: parts.join(''), fill: 0.8 };
}

export function drawMace(ctx: ItemCtx): ItemDrawing {
  const { plan, ramps } = ctx;
  const v = plan.variant;
  const parts: string[] = [];
  const headCY = 120;
  if (v === 'flail') {
    // A short handle and a spiked ball swinging from a chain.
    parts.push(haft(ctx, { top: 240, bottom: 470, w: 13, wraps: [[0.35, 0.85]] }), collar(ctx, 240, 17, 18));
    const links: Pt[] = [];
    for (let i = 0; i < 6; i++) links.push([CX - i * 16, 226 - i * 18 + Math.sin(i) * 4]);
    let chain = '';
    links.forEach(([x, y], i) => {
      chain += i % 2 ? circlePath(x, y, 7) : `M${x - 4} ${y - 9}h8v18h-8z`;
    });
    ctx.track(links);
    parts.push(
      el('path', { d: chain, fill: 'none', stroke: ramps.main.line, 'stroke-width': 6 }),
      el('path', { d: chain, fill: 'none', stroke: ramps.main.light, 'stroke-width': 2.5 }),
    );
    parts.push(spikedBall(ctx, CX - 130, 90, 50));
    return { markup: parts.join(''), fill: 0.78 };
  }
  if (v === 'club' || v === 'greatclub' || v === 'cudgel') {
    const pts: Pt[] = [
      corner(CX - 12, 470),
      [CX - 15, 330],
      [CX - 34, 160],
      [CX - 38, 80],
      [CX, 44],
      [CX + 38, 80],
      [CX + 34, 160],
      [CX + 15, 330],
      corner(CX + 12, 470),
    ];
    parts.push(
      ctx.part({
        points: pts,
        ramp: ramps.wood,
        weight: 'outer',
        inner: [
          ctx.mark(
            smoothOpen([
              [CX - 8, 90],
              [CX - 14, 250],
              [CX - 5, 440],
            ]),
            ramps.wood,
            1.3,
            0.5,
          ),
        ],
      }),
    );
    const studs: Pt[] = [];
    for (let i = 0; i < 4; i++)
      for (const dx of [-18, 0, 18]) studs.push([CX + dx + (i % 2) * 8 - 4, 80 + i * 32]);
    parts.push(ctx.rivets(studs, 5, ramps.main));
    parts.push(haft(ctx, { top: 380, bottom: 470, w: 13, wraps: [[0, 1]], cap: false }));
    return { markup: parts.join(''), fill: 0.78 };
  }
  parts.push(haft(ctx, { top: 150, bottom: 470, w: 12, wraps: [[0.5, 0.88]] }));
  if (v === 'morningstar' || v === 'morning star') {
    parts.push(collar(ctx, 166, 18, 20), spikedBall(ctx, CX, headCY, 56));
    return { markup: parts.join(''), fill: 0.78 };
  }
  // A flanged mace: an ovoid core with fins; the side fins in profile, the front fin face-on.
  const fin = (s: number, dy: number) =>
    ctx.part({
      points: [
        corner(CX + s * 20, headCY - 60 + dy),
        corner(CX + s * 58, headCY - 36 + dy),
        [CX + s * 64, headCY + dy],
        corner(CX + s * 52, headCY + 40 + dy),
        corner(CX + s * 20, headCY + 60 + dy),
      ],
      ramp: ramps.main,
      material: plan.main,
    });
  parts.push(fin(-1, 0), fin(1, 0));
  parts.push(
    ctx.part({
      points: [
        [CX, headCY - 78],
        [CX + 30, headCY - 40],
        [CX + 32, headCY + 20],
        [CX + 18, headCY + 66],
        [CX, headCY + 72],
        [CX - 18, headCY + 66],
        [CX - 32, headCY + 20],
        [CX - 30, headCY - 40],
      ],
      ramp: ramps.main,
      material: plan.main,
    }),
    // The front flange, face-on: a narrow ridge catching the light.
    ctx.part({
      points: [
        corner(CX, headCY - 74),
        corner(CX + 9, headCY - 20),
        corner(CX + 7, headCY + 60),
        corner(CX - 7, headCY + 60),
        corner(CX - 9, headCY - 20),
      ],
      ramp: ramps.main,
      material: plan.main,
      weight: 'inner',
      fill: mix(ramps.main.light, '#ffffff', 0.2),
    }),
    collar(ctx, headCY + 78, 20, 16),
    // A finial on top.
    ctx.part({
      points: [
        corner(CX, headCY - 104),
        [CX + 10, headCY - 84],
        corner(CX + 8, headCY - 72),
        corner(CX - 8, headCY - 72),
        [CX - 10, headCY - 84],
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, headCY - 8, 12, 'oval'));
  if (ctx.ornament >= 2) {
    parts.push(
      ctx.runeColumn(CX - 44, headCY - 22, headCY + 34, 10, 13, 'fin-l'),
      ctx.runeColumn(CX + 44, headCY - 22, headCY + 34, 10, 13, 'fin-r'),
    );
  }
  return { markup: parts.join(''), fill: 0.76 };
}

/** A ball bristling with spikes (morningstar, flail head). */
function spikedBall(ctx: ItemCtx, cx: number, cy: number, r: number): string {
  const { ramps, plan } = ctx;
  const spikes: string[] = [];
  const n = 10;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const base = 0.12;
    spikes.push(
      ctx.part({
        points: [
          corner(cx + Math.cos(a - base * 2) * r * 0.9, cy + Math.sin(a - base * 2) * r * 0.9),
          corner(cx + ca * r * 1.55, cy + sa * r * 1.55),
          corner(cx + Math.cos(a + base * 2) * r * 0.9, cy + Math.sin(a + base * 2) * r * 0.9),
        ],
        ramp: ramps.main,
        material: plan.main,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  const ball = Array.from(
    { length: 12 },
    (_, i): Pt => [cx + Math.cos((i / 12) * Math.PI * 2) * r, cy + Math.sin((i / 12) * Math.PI * 2) * r],
  );
  const studs: Pt[] = [
    [cx - r * 0.35, cy - r * 0.3],
    [cx + r * 0.3, cy - r * 0.35],
    [cx, cy + r * 0.35],
  ];
  return (
    spikes.join('') +
    ctx.part({ points: ball, ramp: ramps.main, material: plan.main }) +
    (ctx.ornament >= 1 ? ctx.gem(cx, cy, r * 0.3) : ctx.rivets(studs, 5, ramps.main))
  );
}

export function drawWarhammer(ctx: ItemCtx): ItemDrawing {
  const { plan, ramps } = ctx;
  const v = plan.variant;
  const maul = v === 'maul';
  const pick = v === 'war pick' || v === 'pick';
  const light = v === 'light hammer';
  const top = light ? 150 : 70;
  const parts = [haft(ctx, { top: top + 30, bottom: 480, w: maul ? 14 : 12, wraps: [[0.6, 0.92]] })];
  const hy = top + 50;
  const hw = maul ? 86 : 70;
  const hh = maul ? 64 : 50;
  // The head block, chamfered like worked steel, with a banded face.
  const block = (x0: number, x1: number, h: number) => [
    corner(x0 + 8, hy - h),
    corner(x1 - 8, hy - h),
    corner(x1, hy - h + 8),
    corner(x1, hy + h - 8),
    corner(x1 - 8, hy + h),
    corner(x0 + 8, hy + h),
    corner(x0, hy + h - 8),
    corner(x0, hy - h + 8),
  ];
  if (pick) {
    parts.push(
      ctx.part({
        points: taper(
          [
            [CX + 16, hy],
            [CX + 90, hy + 12],
            [CX + 150, hy + 56],
          ],
          hh * 0.9,
          0,
        ),
        ramp: ramps.main,
        material: plan.main,
      }),
      ctx.part({ points: block(CX - 62, CX + 18, hh * 0.62), ramp: ramps.main, material: plan.main }),
    );
  } else {
    const faceL = block(CX - hw, CX + 22, hh);
    parts.push(
      maul
        ? ctx.part({ points: block(CX - hw, CX + hw, hh), ramp: ramps.main, material: plan.main })
        : ctx.part({
            points: taper(
              [
                [CX + 14, hy],
                [CX + 96, hy + 8],
              ],
              hh * 0.85,
              0,
            ),
            ramp: ramps.main,
            material: plan.main,
          }),
    );
    if (!maul) parts.push(ctx.part({ points: faceL, ramp: ramps.main, material: plan.main }));
    // The striking face: a plate of the trim metal.
    const fx = CX - hw;
    parts.push(
      ctx.part({
        points: [
          corner(fx - 10, hy - hh - 4),
          corner(fx + 8, hy - hh),
          corner(fx + 8, hy + hh),
          corner(fx - 10, hy + hh + 4),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
      }),
    );
    if (maul) {
      parts.push(
        ctx.part({
          points: [
            corner(CX + hw - 8, hy - hh),
            corner(CX + hw + 10, hy - hh - 4),
            corner(CX + hw + 10, hy + hh + 4),
            corner(CX + hw - 8, hy + hh),
          ],
          ramp: ramps.trim,
          material: plan.trim,
          weight: 'inner',
        }),
      );
    }
  }
  // Bands where the head grips the haft, and a spike on top.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 20, hy - hh - 6),
        corner(CX + 20, hy - hh - 6),
        corner(CX + 20, hy + hh + 6),
        corner(CX - 20, hy + hh + 6),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.rivets(
      [
        [CX, hy - hh + 10],
        [CX, hy + hh - 10],
      ],
      5,
    ),
  );
  if (!maul) {
    parts.push(
      ctx.part({
        points: [corner(CX - 12, hy - hh - 6), corner(CX, hy - hh - 52), corner(CX + 12, hy - hh - 6)],
        ramp: ramps.main,
        material: plan.main,
        weight: 'inner',
      }),
    );
  }
  if (ctx.gems) parts.push(ctx.gem(CX, hy, 11, 'square', false));
  if (ctx.ornament >= 2) {
    const x0 = pick ? CX - 56 : CX - hw + 16;
    parts.push(ctx.runes(glyphRowAt(ctx, x0, CX - 26, hy), 2.2));
    if (maul) parts.push(ctx.runes(glyphRowAt(ctx, CX + 26, CX + hw - 14, hy), 2.2));
  }
  parts.push(collar(ctx, hy + hh + 26, 16, 14));
  return { markup: parts.join(''), fill: 0.8 };
}

function glyphRowAt(ctx: ItemCtx, x0: number, x1: number, y: number): string {
  return glyphRow(ctx.rng(`row${x0}`), x0, x1, y, 12, 22, ctx.hand, 6);
}

export function drawSpear(ctx: ItemCtx): ItemDrawing {
  const { plan, ramps } = ctx;
  const v = plan.variant;
  const rng = ctx.rng('spear');
  const parts: string[] = [];
  const top = 24;
  const bottom = 490;
  if (v === 'trident') {
    parts.push(haft(ctx, { top: 150, bottom, w: 10, wraps: [[0.45, 0.65]] }));
    // Three tines on a crossbar, the outer ones curving up from its ends.
    const tine = (x: number, lift: number, len: number) =>
      ctx.part({
        points: taper(
          [
            [x, 150],
            [x, 150 - len * 0.6],
            [x + lift, 150 - len],
          ],
          12,
          0,
        ),
        ramp: ramps.main,
        material: plan.main,
      });
    const barb = (x: number, s: number, y: number) =>
      ctx.part({
        points: [corner(x, y), corner(x + s * 16, y + 18), corner(x, y + 12)],
        ramp: ramps.main,
        material: plan.main,
        weight: 'inner',
      });
    parts.push(
      tine(CX - 50, -10, 110),
      tine(CX + 50, 10, 110),
      tine(CX, 0, 136),
      barb(CX - 55, -1, 56),
      barb(CX + 55, 1, 56),
      barb(CX - 5, -1, 30),
      barb(CX + 5, 1, 30),
      ctx.part({
        points: [
          corner(CX - 60, 140),
          [CX, 150],
          corner(CX + 60, 140),
          corner(CX + 56, 158),
          [CX, 176],
          corner(CX - 56, 158),
        ],
        ramp: ramps.main,
        material: plan.main,
      }),
      collar(ctx, 182, 16, 14),
    );
    if (ctx.gems) parts.push(ctx.gem(CX, 158, 9));
    return { markup: parts.join(''), fill: 0.82 };
  }
  if (v === 'halberd') {
    parts.push(haft(ctx, { top: 120, bottom, w: 10, wraps: [[0.5, 0.7]] }));
    const blade = sampleBlade('tapered', 150, 120, 13);
    parts.push(drawBlade(ctx, blade, 13, 'tapered', plan.main, ramps.main));
    parts.push(axeBit(ctx, 150, -1, 96, 110, 0.1));
    parts.push(
      ctx.part({
        points: taper(
          [
            [CX + 10, 190],
            [CX + 48, 188],
            [CX + 70, 168],
          ],
          18,
          0,
        ),
        ramp: ramps.main,
        material: plan.main,
      }),
    );
    parts.push(collar(ctx, 258, 15, 14), collar(ctx, 150, 15, 12));
    return { markup: parts.join(''), fill: 0.82 };
  }
  const glaive = v === 'glaive' || v === 'naginata';
  const thin = v === 'pike' || v === 'lance' || v === 'javelin' || v === 'dart';
  const headLen = glaive ? 170 : thin ? 110 : 140;
  const headBase = top + headLen;
  parts.push(haft(ctx, { top: headBase + 20, bottom, w: thin ? 8 : 10, wraps: [[0.4, 0.58]] }));
  const profile = glaive ? 'curved' : thin ? 'tapered' : 'leaf';
  const W = glaive ? 20 : thin ? 11 : 21;
  parts.push(drawBlade(ctx, sampleBlade(profile, headBase, headLen, W), W, profile, plan.main, ramps.main));
  // The socket, bound where it meets the shaft, and a streamer of cloth.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 12, headBase - 4),
        corner(CX + 12, headBase - 4),
        corner(CX + 11, headBase + 46),
        corner(CX - 11, headBase + 46),
      ],
      ramp: ramps.main,
      material: plan.main,
      weight: 'inner',
    }),
    collar(ctx, headBase + 8, 14, 10),
    collar(ctx, headBase + 40, 13, 8),
  );
  if (!thin && rng.chance(0.7)) {
    const sway = rng.range(-1, 1) * 12;
    parts.push(
      ctx.part({
        points: [
          corner(CX + 8, headBase + 50),
          [CX + 34, headBase + 80],
          [CX + 40 + sway, headBase + 130],
          corner(CX + 30 + sway, headBase + 160),
          [CX + 20, headBase + 120],
          [CX + 12, headBase + 80],
        ],
        ramp: ramps.cloth,
        weight: 'inner',
        glow: false,
      }),
    );
  }
  if (ctx.gems) parts.push(ctx.gem(CX, headBase + 24, 7, 'round', false));
  return { markup: parts.join(''), fill: 0.82 };
}

export function drawQuarterstaff(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const ramp = plan.main === 'wood' ? ramps.wood : ramps.main;
  const parts = [
    haft(ctx, {
      top: 30,
      bottom: 482,
      w: 11,
      wraps: [
        [0.3, 0.42],
        [0.58, 0.7],
      ],
      ramp,
    }),
  ];
  // Shod ends, and carved bands at the middle where the staff is held.
  const cap = (y: number, s: number) =>
    ctx.part({
      points: [
        corner(CX - 14, y),
        corner(CX + 14, y),
        corner(CX + 14, y + s * 30),
        [CX, y + s * 40],
        corner(CX - 14, y + s * 30),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    });
  parts.push(cap(60, -1), ctx.rivets([[CX, 46]], 4));
  parts.push(collar(ctx, 256, 14, 40));
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('bands'), CX - 12, CX + 14, 256, 9, 26, ctx.hand, 4), 1.8));
  else if (ctx.gems) parts.push(ctx.gem(CX, 256, 8, 'round', false));
  return { markup: parts.join(''), fill: 0.84 };
}
