// Small carried wonders the text writer names that no other family fits: a key, a candle in its holder, an
// hourglass, a compass or pocket watch, goggles (or a monocle), a chalice and a reliquary casket. The fallback
// relic draws one of the last two.
import { mix } from '../../../art/color.js';
import { glyphRow } from '../../../art/glyphs.js';
import {
  circlePath,
  corner,
  ellipsePath,
  oval,
  type Pt,
  polyline,
  smoothOpen,
  symmetricLoop,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { CX } from './blades.js';
import { type ItemCtx, type ItemDrawing, isMetal } from './context.js';

/** A ring with a hole through it (a key's bow, a watch's hanging loop, a goggle frame). */
function ringPart(ctx: ItemCtx, cx: number, cy: number, r: number, hole: number, weight?: 'inner'): string {
  const metal = ctx.ramps.main;
  return ctx.part({
    points: oval(cx, cy, r, r, 12),
    ramp: metal,
    material: ctx.plan.main,
    d: circlePath(cx, cy, r) + circlePath(cx, cy, hole),
    evenodd: true,
    weight,
  });
}

/** A key: an open bow with three lobes, a knopped collar, a long shank and a toothed bit. */
export function drawKey(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const metal = ramps.main;
  const mat = plan.main;
  const parts: string[] = [];
  // Lobes behind the bow make it a trefoil, the shape everyone draws for "old key".
  for (const [dx, dy] of [
    [0, -72],
    [-72, 0],
    [72, 0],
  ] as const)
    parts.push(ctx.part({ points: oval(CX + dx, 130 + dy, 34, 34, 10), ramp: metal, material: mat }));
  parts.push(ringPart(ctx, CX, 130, 82, 46));
  // The collar between bow and shank, set with a stone.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 30, 206),
        corner(CX + 30, 206),
        [CX + 36, 232],
        corner(CX + 30, 258),
        corner(CX - 30, 258),
        [CX - 36, 232],
      ],
      ramp: metal,
      material: mat,
    }),
  );
  parts.push(
    ctx.part({
      points: [corner(CX - 15, 256), corner(CX + 15, 256), corner(CX + 15, 462), corner(CX - 15, 462)],
      ramp: metal,
      material: mat,
    }),
  );
  // The bit: a plate off the shank's end with wards cut into it.
  const bit: Pt[] = [
    corner(CX + 10, 368),
    corner(CX + 96, 368),
    corner(CX + 96, 390),
    corner(CX + 70, 390),
    corner(CX + 70, 404),
    corner(CX + 96, 404),
    corner(CX + 96, 452),
    corner(CX + 56, 452),
    corner(CX + 56, 432),
    corner(CX + 36, 432),
    corner(CX + 36, 452),
    corner(CX + 10, 452),
  ];
  parts.push(ctx.part({ points: bit, ramp: metal, material: mat, d: polyline(bit, true) }));
  parts.push(ctx.part({ points: oval(CX, 464, 20, 14, 10), ramp: metal, material: mat, weight: 'inner' }));
  parts.push(ctx.gem(CX, 232, 13, 'round', false));
  if (ctx.gems) parts.push(ctx.gem(CX, 130, 16, 'marquise', false));
  if (ctx.ornament >= 2) parts.push(ctx.runeColumn(CX, 276, 356, 12, 14, 'shank'));
  return { markup: parts.join(''), fill: 0.8 };
}

/** A candle in a chamberstick: a dish with a finger loop, a socket, a dripping pillar of wax, a magic flame. */
export function drawCandle(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  // A record names its holder's metal: that is the trim (the body is the wax).
  const holderIsMain = isMetal(plan.main) && !plan.decided;
  const metal = holderIsMain ? ramps.main : ramps.trim;
  const mat = holderIsMain ? plan.main : plan.trim;
  // The wax the record names (yellow beeswax, black tallow), else a pale candle.
  const wax = painter.ramp(plan.decided?.field?.kind === 'wax' ? plan.decided.field.colour : '#ece2c6', 0.9);
  if (plan.decided?.field?.kind === 'wax') ctx.drawn.wax = plan.decided.field.colour;
  const glow = plan.decided?.flame ?? plan.magic.glow;
  const parts: string[] = [];
  parts.push(painter.blob(CX, 110, 110, 120, glow, 0.75));
  // The finger loop sits behind the dish's rim on the right.
  parts.push(ringPart(ctx, CX + 150, 404, 36, 20, 'inner'));
  parts.push(
    ctx.part({
      points: symmetricLoop([[CX, 386], corner(CX + 160, 400), [CX + 150, 428], [CX, 440]], CX),
      ramp: metal,
      material: mat,
    }),
    el('path', { d: ellipsePath(CX, 400, 140, 14), fill: metal.deep, opacity: 0.55 }),
    ctx.part({
      points: [
        corner(CX - 56, 356),
        corner(CX + 56, 356),
        [CX + 48, 384],
        corner(CX + 40, 404),
        corner(CX - 40, 404),
        [CX - 48, 384],
      ],
      ramp: metal,
      material: mat,
      weight: 'inner',
    }),
  );
  // Wax: a pillar whose top has melted into a cup with runs down its side.
  const pillar: Pt[] = [
    corner(CX - 44, 372),
    [CX - 46, 260],
    [CX - 44, 180],
    [CX - 38, 158],
    [CX - 20, 168],
    [CX, 162],
    [CX + 24, 170],
    [CX + 40, 156],
    [CX + 46, 180],
    [CX + 48, 220],
    [CX + 40, 232],
    [CX + 46, 250],
    corner(CX + 44, 372),
  ];
  parts.push(ctx.part({ points: pillar, ramp: wax, tension: 0.6 }));
  for (const [x, len] of [
    [CX - 30, 70],
    [CX + 14, 44],
    [CX - 6, 30],
  ] as const) {
    parts.push(
      ctx.part({
        points: [
          [x - 7, 164],
          [x + 7, 164],
          [x + 8, 164 + len],
          [x, 172 + len],
          [x - 8, 164 + len],
        ],
        ramp: wax,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  // The wick and a tall flame in the magic colour.
  parts.push(painter.line(`M${CX} 166V140`, '#2a2018', 4));
  const flame = `M${CX} 30C${CX + 34} 78 ${CX + 36} 112 ${CX + 20} 136C${CX + 10} 150 ${CX - 10} 150 ${CX - 20} 136C${CX - 36} 112 ${CX - 30} 78 ${CX} 30Z`;
  const flameMarkup =
    el('path', { d: flame, fill: glow, opacity: 0.95 }) +
    el('path', {
      d: `M${CX} 78C${CX + 14} 100 ${CX + 16} 122 ${CX + 8} 136C${CX} 144 ${CX - 8} 142 ${CX - 10} 134C${CX - 16} 120 ${CX - 14} 100 ${CX} 78Z`,
      fill: mix(glow, '#ffffff', 0.7),
    });
  parts.push(plan.decided?.flame ? ctx.tagPart('flame', flameMarkup, plan.decided.flame) : flameMarkup);
  ctx.outlines.push(flame);
  ctx.track([
    [CX - 36, 30],
    [CX + 36, 150],
  ]);
  if (ctx.gems) parts.push(ctx.gem(CX, 380, 10, 'round', false));
  if (ctx.ornament >= 2) parts.push(ctx.runeColumn(CX, 200, 340, 16, 20, 'wax'));
  return { markup: parts.join(''), fill: 0.8, grounded: true };
}

/** An hourglass: two end plates on posts around twin glass bulbs, glowing sand running through the waist. */
export function drawHourglass(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const frame = plan.main === 'wood' ? ramps.wood : ramps.main;
  const mat = plan.main;
  const sand = ramps.gem;
  const glass = ramps.glass;
  const parts: string[] = [];
  const bulb = symmetricLoop(
    [
      [CX, 96],
      [CX + 92, 110],
      [CX + 96, 176],
      [CX + 14, 248],
      corner(CX + 12, 256),
      [CX + 14, 264],
      [CX + 96, 336],
      [CX + 92, 402],
      [CX, 416],
    ],
    CX,
  );
  // The glass's back, faintly tinted.
  parts.push(
    ctx.part({
      points: bulb,
      ramp: glass,
      fill: mix(glass.light, plan.magic.glow, 0.15),
      weight: 'inner',
      shadow: 0,
      attrs: { 'fill-opacity': 0.35 },
    }),
  );
  // The sand: what is left above, the stream, the heap below.
  parts.push(
    el('path', {
      d: `M${CX - 66} 200Q${CX} 186 ${CX + 66} 200L${CX + 12} 250L${CX - 12} 250Z`,
      fill: sand.base,
      stroke: sand.deep,
      'stroke-width': 2,
    }),
    el('path', { d: `M${CX} 250V380`, stroke: mix(sand.light, '#ffffff', 0.3), 'stroke-width': 4 }),
    el('path', {
      d: `M${CX - 90} 404Q${CX - 60} 356 ${CX} 350Q${CX + 60} 356 ${CX + 90} 404Z`,
      fill: sand.base,
      stroke: sand.deep,
      'stroke-width': 2,
    }),
    painter.blob(CX, 380, 70, 30, plan.magic.glow, 0.5),
    // Reflections on the glass.
    el('path', {
      d: `M${CX - 66} 130Q${CX - 80} 170 ${CX - 40} 214M${CX - 66} 384Q${CX - 80} 350 ${CX - 40} 300`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  );
  // Posts, then the plates over their ends.
  for (const x of [CX - 122, CX + 108])
    parts.push(
      ctx.part({
        points: [corner(x, 96), corner(x + 14, 96), corner(x + 14, 416), corner(x, 416)],
        ramp: frame,
        material: mat,
        weight: 'inner',
      }),
    );
  for (const y of [62, 412])
    parts.push(
      ctx.part({
        points: [
          corner(CX - 144, y),
          corner(CX + 144, y),
          corner(CX + 144, y + 38),
          corner(CX - 144, y + 38),
        ],
        ramp: frame,
        material: mat,
      }),
    );
  parts.push(
    ctx.rivets(
      [
        [CX - 115, 81],
        [CX + 115, 81],
        [CX - 115, 431],
        [CX + 115, 431],
      ],
      6,
    ),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 81, 12, 'oval', false), ctx.gem(CX, 431, 12, 'oval', false));
  if (ctx.ornament >= 2) {
    parts.push(ctx.runes(glyphRow(ctx.rng('plate'), CX - 110, CX - 24, 431, 9, 14, ctx.hand, 6), 1.4));
    parts.push(ctx.runes(glyphRow(ctx.rng('plate2'), CX + 24, CX + 110, 431, 9, 14, ctx.hand, 6), 1.4));
  }
  return { markup: parts.join(''), fill: 0.8, grounded: true };
}

/** A compass (a star needle in the magic colour) or a pocket watch (numerals and hands) in a round case. */
export function drawCompass(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const metal = ramps.main;
  const watch = ['pocket watch', 'watch', 'clock', 'timepiece'].includes(plan.variant);
  const cy = 290;
  const parts: string[] = [];
  // The hanging ring and the crown it turns on.
  parts.push(ringPart(ctx, CX, 90, 34, 20, 'inner'));
  parts.push(
    ctx.part({
      points: [corner(CX - 20, 112), corner(CX + 20, 112), corner(CX + 24, 146), corner(CX - 24, 146)],
      ramp: metal,
      material: plan.main,
      weight: 'inner',
    }),
  );
  parts.push(ctx.part({ points: oval(CX, cy, 168, 168, 16), ramp: metal, material: plan.main }));
  const face = painter.ramp(watch ? '#efe6d2' : '#e6dcc0', 0.8);
  parts.push(
    el('path', {
      d: circlePath(CX, cy, 136),
      fill: face.base,
      stroke: ramps.trim.base,
      'stroke-width': 8,
    }),
  );
  // Ticks round the dial; the four (or twelve) that matter longer.
  let ticks = '';
  const major = watch ? 12 : 4;
  const count = watch ? 60 : 32;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const big = i % (count / major) === 0;
    const r0 = big ? 104 : 118;
    ticks += `M${CX + Math.sin(a) * r0} ${cy - Math.cos(a) * r0}L${CX + Math.sin(a) * 128} ${cy - Math.cos(a) * 128}`;
  }
  parts.push(painter.line(ticks, face.deep, 3));
  if (watch) {
    const rng = ctx.rng('hands');
    const h = rng.range(0, Math.PI * 2);
    const m = rng.range(0, Math.PI * 2);
    const hand = (a: number, len: number) =>
      `M${CX} ${cy}L${CX + Math.sin(a) * len} ${cy - Math.cos(a) * len}`;
    parts.push(painter.line(hand(h, 66), '#1c1610', 9), painter.line(hand(m, 100), '#1c1610', 5));
    parts.push(el('path', { d: circlePath(CX, cy, 10), fill: ramps.trim.base }));
  } else {
    // The rose: a long needle, its north in the magic colour, over a faint star.
    const star: Pt[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const r = i % 2 ? 30 : 92;
      star.push([CX + Math.sin(a) * r, cy - Math.cos(a) * r]);
    }
    parts.push(el('path', { d: polyline(star, true), fill: mix(face.base, face.deep, 0.35) }));
    parts.push(
      el('path', {
        d: `M${CX} ${cy - 118}L${CX + 18} ${cy}L${CX - 18} ${cy}Z`,
        fill: ramps.gem.base,
        stroke: ramps.gem.deep,
        'stroke-width': 2,
      }),
      el('path', {
        d: `M${CX} ${cy + 118}L${CX + 18} ${cy}L${CX - 18} ${cy}Z`,
        fill: ramps.trim.deep,
        stroke: '#1c1610',
        'stroke-width': 2,
      }),
      el('path', { d: circlePath(CX, cy, 9), fill: ramps.trim.base }),
    );
  }
  // The crystal over the face catches the light.
  parts.push(
    el('path', {
      d: `M${CX - 100} ${cy - 40}Q${CX - 90} ${cy - 96} ${CX - 40} ${cy - 108}`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 7,
      'stroke-linecap': 'round',
      opacity: 0.55,
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 126, 10, 'round', false));
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('bezel'), CX - 70, CX + 70, cy + 152, 9, 12, ctx.hand, 7), 1.4));
  return { markup: parts.join(''), fill: 0.78 };
}

/** Goggles (two lensed rings on a bridge with a strap) or a monocle on its chain. */
export function drawGoggles(outer: ItemCtx): ItemDrawing {
  // A record's goggles are glass (the lenses) in a frame of its fittings' metal; else metal with magic lenses.
  const ctx: ItemCtx = outer.plan.decided
    ? {
        ...outer,
        ramps: { ...outer.ramps, main: outer.ramps.trim },
        plan: { ...outer.plan, main: outer.plan.trim },
      }
    : outer;
  const { ramps, plan } = ctx;
  const glow = plan.decided?.body ?? plan.magic.glow;
  const single = plan.variant === 'monocle' || plan.variant === 'eyeglass';
  const parts: string[] = [];
  const lens = (cx: number, cy: number, r: number) => {
    const fill = ctx.doc.radialGradient({
      cx: 0.4,
      cy: 0.35,
      r: 0.75,
      stops: [
        { offset: 0, color: mix(glow, '#ffffff', 0.6) },
        { offset: 0.6, color: glow },
        { offset: 1, color: mix(glow, '#000000', 0.45) },
      ],
    });
    return (
      el('path', { d: circlePath(cx, cy, r), fill, opacity: 0.85 }) +
      el('path', {
        d: `M${cx - r * 0.6} ${cy - r * 0.1}Q${cx - r * 0.55} ${cy - r * 0.6} ${cx - r * 0.1} ${cy - r * 0.62}`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': r * 0.1,
        'stroke-linecap': 'round',
        opacity: 0.7,
      })
    );
  };
  if (single) {
    parts.push(
      ctx.painter.line(`M${CX + 90} 300C${CX + 160} 380 ${CX + 60} 440 ${CX + 150} 480`, ramps.trim.base, 5),
    );
    ctx.track([[CX + 150, 480]]);
    parts.push(lens(CX, 256, 104), ringPart(ctx, CX, 256, 128, 104));
    if (ctx.gems) parts.push(ctx.gem(CX + 90, 346, 12, 'round', false));
    return { markup: parts.join(''), fill: 0.7 };
  }
  // The strap first, looping behind.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 232, 252),
        [CX - 180, 232],
        [CX + 180, 232],
        corner(CX + 232, 252),
        corner(CX + 228, 296),
        [CX + 180, 282],
        [CX - 180, 282],
        corner(CX - 228, 296),
      ],
      ramp: ramps.leather,
      material: 'leather',
      weight: 'inner',
    }),
  );
  for (const dx of [-108, 108]) {
    parts.push(lens(CX + dx, 256, 72));
    parts.push(ringPart(ctx, CX + dx, 256, 96, 72));
    parts.push(
      ctx.rivets(
        [0, 1, 2, 3, 4, 5].map((i): Pt => {
          const a = (i / 6) * Math.PI * 2 + 0.5;
          return [CX + dx + Math.cos(a) * 84, 256 + Math.sin(a) * 84];
        }),
        4,
      ),
    );
  }
  parts.push(
    ctx.part({
      points: [
        corner(CX - 20, 232),
        [CX, 222],
        corner(CX + 20, 232),
        corner(CX + 20, 252),
        corner(CX - 20, 252),
      ],
      ramp: ramps.main,
      material: plan.main,
      weight: 'inner',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 236, 9, 'round', false));
  return { markup: parts.join(''), fill: 0.8 };
}

/** A chalice: a deep bowl on a knopped stem and a wide foot. */
export function drawChalice(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const metal = ramps.main;
  const mat = plan.main;
  const parts: string[] = [];
  parts.push(
    ctx.part({
      points: symmetricLoop([[CX, 400], [CX + 40, 404], corner(CX + 120, 460), [CX, 474]], CX),
      ramp: metal,
      material: mat,
    }),
    ctx.part({
      points: [corner(CX - 18, 250), corner(CX + 18, 250), corner(CX + 22, 408), corner(CX - 22, 408)],
      ramp: metal,
      material: mat,
      weight: 'inner',
    }),
    ctx.part({ points: oval(CX, 320, 38, 26, 12), ramp: metal, material: mat, weight: 'inner' }),
    ctx.part({
      points: symmetricLoop([[CX, 70], corner(CX + 130, 70), [CX + 124, 160], [CX + 70, 236], [CX, 258]], CX),
      ramp: metal,
      material: mat,
    }),
    el('path', { d: ellipsePath(CX, 72, 128, 20), fill: ctx.ramps.gem.deep }),
    ctx.painter.blob(CX, 70, 110, 18, plan.magic.glow, 0.8),
  );
  for (const dx of [-60, 0, 60])
    parts.push(ctx.gem(CX + dx, 150 + Math.abs(dx) * 0.2, dx ? 12 : 18, 'round', false));
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('rim'), CX - 100, CX + 100, 108, 10, 16, ctx.hand, 8), 1.6));
  return { markup: parts.join(''), fill: 0.8, grounded: true };
}

/** A reliquary casket: a banded box on little feet, an arched lid, a lock plate set with a stone. */
export function drawCasket(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const metal = plan.main === 'wood' ? ramps.wood : ramps.main;
  const mat = plan.main;
  const parts: string[] = [];
  const box: Pt[] = [
    corner(CX - 160, 250),
    corner(CX + 160, 250),
    corner(CX + 156, 420),
    corner(CX - 156, 420),
  ];
  const lid: Pt[] = [
    corner(CX - 170, 258),
    [CX - 150, 170],
    [CX, 140],
    [CX + 150, 170],
    corner(CX + 170, 258),
  ];
  for (const x of [CX - 140, CX + 140])
    parts.push(
      ctx.part({
        points: [corner(x - 20, 412), corner(x + 20, 412), corner(x + 14, 452), corner(x - 14, 452)],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
      }),
    );
  parts.push(
    ctx.part({
      points: box,
      ramp: metal,
      material: mat,
      inner: [
        el('path', {
          d: `M${CX - 160} 300H${CX + 160}M${CX - 160} 380H${CX + 160}`,
          stroke: ramps.trim.base,
          'stroke-width': 10,
        }),
      ],
    }),
    ctx.part({
      points: lid,
      ramp: metal,
      material: mat,
      inner: [
        el('path', {
          d: smoothOpen([
            [CX - 166, 236],
            [CX - 140, 176],
            [CX, 152],
            [CX + 140, 176],
            [CX + 166, 236],
          ]),
          fill: 'none',
          stroke: ramps.trim.base,
          'stroke-width': 8,
        }),
      ],
    }),
  );
  for (const x of [CX - 118, CX + 118])
    parts.push(
      ctx.part({
        points: [corner(x - 12, 160), corner(x + 12, 160), corner(x + 12, 420), corner(x - 12, 420)],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  parts.push(
    ctx.part({
      points: [
        corner(CX - 40, 266),
        corner(CX + 40, 266),
        corner(CX + 40, 346),
        [CX, 364],
        corner(CX - 40, 346),
      ],
      ramp: ramps.trim,
      material: plan.trim,
    }),
    ctx.gem(CX, 300, 20, 'round', false),
    ctx.rivets(
      [
        [CX - 142, 272],
        [CX + 142, 272],
        [CX - 142, 400],
        [CX + 142, 400],
      ],
      5,
    ),
  );
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('casket'), CX - 96, CX + 96, 400, 10, 16, ctx.hand, 8), 1.6));
  return { markup: parts.join(''), fill: 0.78, grounded: true };
}

/** A handbell: a turned handle, a flared bell with a lip band, its clapper showing under the mouth. */
export function drawBell(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const metal = ramps.main;
  const mat = plan.main;
  const handle = plan.grip === 'wood' ? ramps.wood : ramps.leather;
  const parts: string[] = [];
  parts.push(
    ctx.part({ points: oval(CX, 56, 30, 30, 12), ramp: ramps.trim, material: plan.trim, weight: 'inner' }),
    ctx.part({
      points: [
        corner(CX - 20, 76),
        [CX - 26, 130],
        corner(CX - 18, 176),
        corner(CX + 18, 176),
        [CX + 26, 130],
        corner(CX + 20, 76),
      ],
      ramp: handle,
      weight: 'inner',
    }),
    ctx.part({ points: oval(CX, 184, 40, 14, 10), ramp: ramps.trim, material: plan.trim, weight: 'inner' }),
  );
  // The clapper hangs below the mouth, drawn before the bell so the rim covers its top.
  parts.push(
    ctx.painter.line(`M${CX} 380V432`, metal.deep, 8),
    ctx.part({ points: oval(CX, 442, 24, 24, 10), ramp: metal, material: mat, weight: 'inner' }),
  );
  const body = symmetricLoop(
    [
      [CX, 184],
      [CX + 62, 196],
      [CX + 84, 260],
      [CX + 104, 350],
      corner(CX + 160, 408),
      [CX + 80, 420],
      [CX, 424],
    ],
    CX,
  );
  parts.push(
    ctx.part({
      points: body,
      ramp: metal,
      material: mat,
      inner: [
        el('path', {
          d: `M${CX - 150} 392Q${CX} 430 ${CX + 150} 392`,
          fill: 'none',
          stroke: ramps.trim.base,
          'stroke-width': 14,
        }),
        el('path', {
          d: `M${CX - 82} 236Q${CX} 258 ${CX + 82} 236`,
          fill: 'none',
          stroke: ramps.trim.base,
          'stroke-width': 8,
        }),
      ],
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 310, 16, 'round', false));
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('waist'), CX - 80, CX + 80, 362, 10, 14, ctx.hand, 7), 1.5));
  return { markup: parts.join(''), fill: 0.78, grounded: true };
}
