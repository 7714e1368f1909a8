// Headwear for NPC portraits: helms, hoods (fur-trimmed or plain), the wizard's hat, straw hats, fine hats,
// feathered caps, tricornes, felt hats, caps and coifs, kerchiefs, circlets and crowns, goggles and head bands,
// each in the colour the look gives it, plus the masks a game master asks for; the quickest read of a trade.
import { mix, type ToneRamp } from '../../../art/color.js';
import {
  corner,
  ellipsePath,
  lerp,
  type Pt,
  scalePoints,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
  taper,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { star } from './body.js';
import type { DrawContext } from './context.js';

function hoodOuter(ctx: DrawContext): Pt[] {
  const { cx, cy, hw, hh, crownY, chinY, shoulderY, shoulderW } = ctx.fig;
  // The crown of a hood rises to a soft point where its two halves are sewn together.
  return symmetricLoop(
    [
      corner(cx, crownY - 40),
      [cx + hw * 0.55, crownY - 22],
      [cx + hw * 1.08, crownY + 4],
      [cx + hw * 1.34, cy - hh * 0.15],
      [cx + hw * 1.3, cy + hh * 0.6],
      [cx + hw * 1.4, chinY + 14],
      [cx + shoulderW * 0.78, shoulderY + 12],
      [cx + shoulderW * 0.9, shoulderY + 44],
      [cx + shoulderW * 0.55, shoulderY + 66],
      [cx, shoulderY + 56],
    ],
    cx,
  );
}

function hoodOpening(ctx: DrawContext): Pt[] {
  const { cx, cy, hw, hh, browY, chinY } = ctx.fig;
  return symmetricLoop(
    [
      corner(cx, browY - hh * 0.44),
      [cx + hw * 0.8, browY - hh * 0.3],
      [cx + hw * 1.1, cy + hh * 0.3],
      [cx + hw * 0.96, chinY + 4],
      [cx + hw * 0.5, chinY + 26],
      [cx, chinY + 34],
    ],
    cx,
  );
}

/** Behind the head: the dark inside of a raised hood. */
export function drawHeadwearBack(ctx: DrawContext): string {
  const o = ctx.plan.outfit;
  if (o.headwear !== 'hood' || !o.hoodUp) return '';
  const pts = scalePoints(hoodOpening(ctx), ctx.fig.cx, ctx.fig.cy, 1.04, 1.02);
  return el('path', { d: smoothClosed(pts), fill: ctx.ramps.hat.deep });
}

export function drawHeadwear(ctx: DrawContext): string {
  const o = ctx.plan.outfit;
  const parts: string[] = [];
  switch (o.headwear) {
    case 'hood':
      // A hood worn down is drawn with the neck (it lies round it); only a raised hood is headwear.
      if (o.hoodUp) parts.push(hoodUp(ctx));
      break;
    case 'helm':
      parts.push(helm(ctx));
      break;
    case 'wizard-hat':
      parts.push(wizardHat(ctx));
      break;
    case 'straw-hat':
      parts.push(strawHat(ctx));
      break;
    case 'fine-hat':
      parts.push(fineHat(ctx));
      break;
    case 'feathered-cap':
      parts.push(featheredCap(ctx));
      break;
    case 'circlet':
    case 'crown':
      parts.push(circlet(ctx, o.headwear === 'crown'));
      break;
    case 'tricorne':
      parts.push(tricorne(ctx));
      break;
    case 'cap':
      parts.push(cap(ctx));
      break;
    case 'kerchief':
      parts.push(kerchief(ctx));
      break;
    case 'hat':
      parts.push(feltHat(ctx));
      break;
    case 'goggles':
      parts.push(goggles(ctx));
      break;
    case 'headband':
      parts.push(headband(ctx));
      break;
    default:
      break;
  }
  if (o.mask === 'domino') parts.push(dominoMask(ctx));
  if (o.mask === 'scarf') parts.push(scarf(ctx));
  return parts.join('');
}

function hoodUp(ctx: DrawContext): string {
  const { painter, ramps, fig } = ctx;
  const outer = hoodOuter(ctx);
  const opening = hoodOpening(ctx);
  const d = smoothClosed(outer) + smoothClosed(opening);
  const { cx, cy, hw, hh, chinY, shoulderY } = fig;
  const folds = [
    painter.line(
      smoothOpen([
        [cx + hw * 1.15, cy - hh * 0.5],
        [cx + hw * 1.22, cy + hh * 0.3],
        [cx + hw * 1.1, chinY + 20],
      ]),
      ramps.hat.deep,
      1.6,
      { opacity: 0.55 },
    ),
    painter.line(
      smoothOpen([
        [cx - hw * 1.15, cy - hh * 0.5],
        [cx - hw * 1.22, cy + hh * 0.3],
        [cx - hw * 1.1, chinY + 20],
      ]),
      ramps.hat.deep,
      1.6,
      { opacity: 0.55 },
    ),
    painter.line(
      smoothOpen([
        [cx - hw * 0.7, chinY + 30],
        [cx, shoulderY + 30],
        [cx + hw * 0.7, chinY + 30],
      ]),
      ramps.hat.deep,
      1.6,
      { opacity: 0.5 },
    ),
  ];
  // The rim's inner edge turns into shadow: the hood has thickness.
  const rim = painter.line(
    smoothClosed(scalePoints(opening, cx, cy + hh * 0.1, 1.03, 1.02)),
    ramps.hat.deep,
    5,
    { opacity: 0.45 },
  );
  const parts = [
    painter.body({
      points: outer,
      d,
      evenodd: true,
      ramp: ramps.hat,
      shadowOffset: [-18, -14],
      inner: [...folds, rim],
    }),
  ];
  if (ctx.plan.outfit.headwearTrim?.kind === 'fur') {
    parts.push(furEdge(ctx, opening, true));
  } else if (ctx.plan.outfit.trim === 'gold' || ctx.plan.outfit.archetype === 'priest') {
    parts.push(painter.line(smoothClosed(opening), ramps.trim.base, 3.5, { opacity: 0.9 }));
  }
  return parts.join('');
}

/** A kettle helm: a steel dome with a broad brim, riveted. */
function helm(ctx: DrawContext): string {
  const { painter, ramps, fig } = ctx;
  const { cx, cy, hw, hh, crownY, browY } = fig;
  const metal = ramps.metal;
  const base = browY - hh * 0.16;
  const dome = symmetricLoop(
    [
      [cx, crownY - 14],
      [cx + hw * 0.7, crownY + 2],
      [cx + hw * 1.06, cy - hh * 0.45],
      corner(cx + hw * 1.1, base),
      [cx, base - 2],
    ],
    cx,
  );
  const brim: Pt[] = [
    corner(cx - hw * 1.62, base + 4),
    [cx - hw * 0.8, base - 6],
    [cx, base - 8],
    [cx + hw * 0.8, base - 6],
    corner(cx + hw * 1.62, base + 4),
    [cx + hw * 0.9, base + 12],
    [cx, base + 14],
    [cx - hw * 0.9, base + 12],
  ];
  const rivets: string[] = [];
  for (let i = -3; i <= 3; i++) {
    rivets.push(
      el('circle', {
        cx: cx + i * hw * 0.3,
        cy: base - 6 - (1 - Math.abs(i) / 3) * 2,
        r: 2.2,
        fill: metal.light,
        stroke: metal.line,
        'stroke-width': 0.8,
      }),
    );
  }
  return [
    painter.body({
      points: dome,
      ramp: metal,
      shadowOffset: [-hw * 0.35, -10],
      inner: [
        el('path', {
          d: smoothClosed([
            [cx - hw * 0.45, crownY + 10],
            [cx - hw * 0.3, crownY + 4],
            [cx - hw * 0.22, base - 14],
            [cx - hw * 0.4, base - 12],
          ]),
          fill: '#ffffff',
          opacity: 0.45 * painter.style.shine,
        }),
        painter.line(`M${cx} ${crownY - 12}L${cx} ${base}`, metal.deep, 2, { opacity: 0.5 }),
      ],
    }),
    painter.body({ points: brim, ramp: metal, light: 'top', shadowOffset: [-14, -4], weight: 'outer' }),
    ...rivets,
  ].join('');
}

function brimmedHat(
  ctx: DrawContext,
  opts: {
    brimY: number;
    rx: number;
    ry: number;
    crown: Pt[];
    ramp: ToneRamp;
    band: ToneRamp;
    bandH: number;
    brimInner?: string[];
    crownInner?: string[];
  },
): string {
  const { painter, fig } = ctx;
  const { cx } = fig;
  const { brimY, rx, ry, ramp } = opts;
  const brim: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    brim.push([cx + Math.cos(a) * rx, brimY + Math.sin(a) * ry]);
  }
  // The front lip of the brim, drawn again over the crown's base.
  const lip: Pt[] = [
    corner(cx - rx, brimY),
    [cx - rx * 0.7, brimY + ry * 0.72],
    [cx, brimY + ry],
    [cx + rx * 0.7, brimY + ry * 0.72],
    corner(cx + rx, brimY),
    [cx + rx * 0.6, brimY + ry * 0.3],
    [cx, brimY + ry * 0.42],
    [cx - rx * 0.6, brimY + ry * 0.3],
  ];
  const crownBase = opts.crown[0]![0];
  const band: Pt[] = [
    corner(crownBase, brimY - 1),
    corner(crownBase + (cx - crownBase) * 0.04, brimY - opts.bandH),
    corner(2 * cx - crownBase - (cx - crownBase) * 0.04, brimY - opts.bandH),
    corner(2 * cx - crownBase, brimY - 1),
  ];
  return [
    painter.body({ points: brim, ramp, light: 'top', shadowOffset: [0, -ry * 0.8], inner: opts.brimInner }),
    painter.body({ points: opts.crown, ramp, shadowOffset: [-rx * 0.2, -6], inner: opts.crownInner }),
    painter.body({ points: band, ramp: opts.band, weight: 'inner', shadow: 0.5, shadowOffset: [-8, 0] }),
    painter.body({ points: lip, ramp, light: 'top', shadow: 0.4, shadowOffset: [0, -4], weight: 'outer' }),
  ].join('');
}

function wizardHat(ctx: DrawContext): string {
  const { fig, ramps, plan } = ctx;
  const { cx, hw, hh, crownY } = fig;
  const brimY = crownY + hh * 0.4;
  const bend = (plan.hair?.side ?? 1) * hw * 0.75;
  const top = Math.max(14, brimY - 170);
  const crown: Pt[] = [
    corner(cx - hw * 0.92, brimY),
    [cx - hw * 0.62, brimY - (brimY - top) * 0.36],
    [cx - hw * 0.3 + bend * 0.2, brimY - (brimY - top) * 0.7],
    corner(cx + bend, top),
    [cx + hw * 0.1 + bend * 0.4, brimY - (brimY - top) * 0.66],
    [cx + hw * 0.55, brimY - (brimY - top) * 0.34],
    corner(cx + hw * 0.92, brimY),
  ];
  const hat = ramps.hat;
  const stars: string[] = [];
  const rng = ctx.rng('wizard-hat');
  for (let i = 0; i < 5; i++) {
    const t = rng.range(0.2, 0.75);
    const y = lerp(brimY - 24, top + 20, t);
    const x = cx + bend * t * t + rng.range(-hw * 0.45, hw * 0.45) * (1 - t);
    stars.push(star(x, y, rng.range(3.5, 6.5), ramps.gold.light, 0.9));
  }
  return brimmedHat(ctx, {
    brimY,
    rx: hw * 1.78,
    ry: hh * 0.14,
    crown,
    ramp: hat,
    band: ramps.gold,
    bandH: 12,
    crownInner: stars,
  });
}

function strawHat(ctx: DrawContext): string {
  const { fig, painter } = ctx;
  const { cx, hw, hh, crownY } = fig;
  const brimY = crownY + hh * 0.36;
  const straw = painter.ramp('#d8b86a');
  const crown: Pt[] = [
    corner(cx - hw * 0.94, brimY),
    [cx - hw * 0.9, brimY - 34],
    [cx - hw * 0.55, brimY - 52],
    [cx, brimY - 56],
    [cx + hw * 0.55, brimY - 52],
    [cx + hw * 0.9, brimY - 34],
    corner(cx + hw * 0.94, brimY),
  ];
  const rx = hw * 2.05;
  const ry = hh * 0.17;
  const rays: string[] = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    rays.push(
      painter.line(
        `M${cx + Math.cos(a) * rx * 0.5} ${brimY + Math.sin(a) * ry * 0.5}L${cx + Math.cos(a) * rx} ${brimY + Math.sin(a) * ry}`,
        straw.shade,
        1,
        { opacity: 0.5 },
      ),
    );
  }
  return brimmedHat(ctx, {
    brimY,
    rx,
    ry,
    crown,
    ramp: straw,
    band: painter.ramp(ctx.plan.input.socialClass === 'lower' ? '#8a6a4a' : '#a83a2a'),
    bandH: 10,
    brimInner: rays,
    crownInner: [
      painter.hatch(cx - hw, brimY - 60, hw * 2, 60, straw.deep, 6),
      painter.hatch(cx - hw, brimY - 60, hw * 2, 60, straw.deep, 9),
    ],
  });
}

/** A merchant's flat cap with a plume: a soft wide crown over a rolled band. */
function fineHat(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, hw, hh, crownY } = fig;
  const side = plan.hair?.side ?? 1;
  const bandY = crownY + hh * 0.3;
  const hat = plan.outfit.headwearColor ? ramps.hat : painter.ramp(mix(plan.outfit.cloth, '#101018', 0.35));
  const disc: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    disc.push([
      cx + side * 8 + Math.cos(a) * hw * 1.32,
      crownY + hh * 0.08 + Math.sin(a) * hh * 0.24 + Math.cos(a) * side * 6,
    ]);
  }
  const band: Pt[] = [
    [cx - hw * 1.02, bandY + 2],
    [cx - hw * 0.9, bandY - 12],
    [cx, bandY - 16],
    [cx + hw * 0.9, bandY - 12],
    [cx + hw * 1.02, bandY + 2],
    [cx, bandY + 6],
  ];
  const plume = plumeShape(
    ctx,
    [cx + side * hw * 0.7, bandY - 10],
    [cx + side * hw * 1.55, crownY - hh * 0.25],
    side,
    painter.ramp(
      plan.outfit.headwearTrim?.color ?? (plan.input.socialClass === 'lower' ? '#b0a890' : '#f2ece0'),
    ),
  );
  return [
    plume,
    painter.body({ points: disc, ramp: hat, shadowOffset: [-10, -12] }),
    painter.body({ points: band, ramp: hat, light: 'top', weight: 'inner', shadowOffset: [0, -6] }),
    plan.outfit.jewels >= 1 || plan.input.socialClass === 'middle'
      ? gem(ctx, cx + side * hw * 0.6, bandY - 8, 5)
      : el('circle', { cx: cx + side * hw * 0.6, cy: bandY - 8, r: 4, fill: ramps.gold.base }),
  ].join('');
}

function plumeShape(ctx: DrawContext, from: Pt, to: Pt, side: number, ramp: ToneRamp): string {
  const { painter } = ctx;
  const mid: Pt = [(from[0] + to[0]) / 2 + side * 6, (from[1] + to[1]) / 2 - 18];
  const centre: Pt[] = [from, mid, to];
  const barbs: string[] = [];
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const x = lerp(lerp(from[0], mid[0], t), lerp(mid[0], to[0], t), t);
    const y = lerp(lerp(from[1], mid[1], t), lerp(mid[1], to[1], t), t);
    barbs.push(painter.line(`M${x} ${y}l${side * -6} ${8}`, ramp.shade, 1, { opacity: 0.7 }));
  }
  return painter.body({
    points: taper(centre, 16, 0, 5),
    ramp,
    weight: 'inner',
    shadowOffset: [4 * side, -3],
    inner: [painter.line(smoothOpen(centre), ramp.deep, 1.2, { opacity: 0.6 }), ...barbs],
  });
}

function gem(ctx: DrawContext, x: number, y: number, r: number): string {
  const { painter, ramps } = ctx;
  const trim = ctx.plan.outfit.headwearTrim;
  const stone = painter.ramp(
    trim?.kind === 'gem' ? trim.color : ctx.plan.outfit.cloth === '#7a1f3d' ? '#2a8ad0' : '#d0203a',
  );
  return [
    el('path', {
      d: `M${x} ${y - r * 1.3}L${x + r} ${y}L${x} ${y + r * 1.3}L${x - r} ${y}Z`,
      fill: ramps.gold.base,
      stroke: painter.ink(ramps.gold),
      'stroke-width': 1,
    }),
    el('path', {
      d: `M${x} ${y - r}L${x + r * 0.7} ${y}L${x} ${y + r}L${x - r * 0.7} ${y}Z`,
      fill: stone.base,
    }),
    el('circle', { cx: x - r * 0.2, cy: y - r * 0.35, r: r * 0.25, fill: '#ffffff', opacity: 0.85 }),
  ].join('');
}

/** A bard's cap: a pointed cap cocked to one side, brim turned up, with a long feather. */
function featheredCap(ctx: DrawContext): string {
  const { fig, painter, plan } = ctx;
  const { cx, hw, hh, crownY } = fig;
  const side = plan.hair?.side ?? 1;
  const brimY = crownY + hh * 0.36;
  const capRamp = plan.outfit.headwearColor
    ? ctx.ramps.hat
    : painter.ramp(mix(plan.outfit.cloth, '#1a6a3a', 0.5));
  const cap: Pt[] = [
    [cx - side * hw * 1.04, brimY + 2],
    [cx - side * hw * 0.9, brimY - 30],
    [cx - side * hw * 0.2, crownY - 18],
    corner(cx + side * (hw * 1.05 + 26), crownY - 6),
    [cx + side * hw * 1.04, brimY - 6],
  ];
  const brim: Pt[] = [
    corner(cx - side * hw * 1.1, brimY + 4),
    [cx - side * hw * 0.5, brimY - 10],
    corner(cx + side * hw * 0.1, brimY - 26),
    [cx + side * hw * 0.5, brimY - 12],
    corner(cx + side * hw * 1.1, brimY - 4),
    [cx + side * hw * 0.5, brimY + 6],
    [cx - side * hw * 0.5, brimY + 10],
  ];
  const feather = plumeShape(
    ctx,
    [cx + side * hw * 0.55, brimY - 10],
    [cx + side * hw * 1.75, crownY - hh * 0.55],
    side,
    painter.ramp(
      plan.outfit.headwearTrim?.color ?? ctx.rng('cap').pick(['#c0392b', '#e0b030', '#f0ece0', '#2e86c1']),
    ),
  );
  return [
    painter.body({ points: cap, ramp: capRamp, shadowOffset: [-12, -10] }),
    feather,
    painter.body({ points: brim, ramp: capRamp, light: 'top', weight: 'outer', shadowOffset: [0, -5] }),
  ].join('');
}

function browBand(ctx: DrawContext, y: number): Pt[] {
  const { cx, hw } = ctx.fig;
  return [
    [cx - hw * 1.01, y + 12],
    [cx - hw * 0.6, y + 2],
    [cx, y],
    [cx + hw * 0.6, y + 2],
    [cx + hw * 1.01, y + 12],
  ];
}

function circlet(ctx: DrawContext, crowned = false): string {
  const { fig, painter, plan } = ctx;
  const ramps = {
    ...ctx.ramps,
    gold: plan.outfit.headwearColor ? painter.ramp(plan.outfit.headwearColor) : ctx.ramps.gold,
  };
  const { cx, hh, browY } = fig;
  const y = browY - hh * 0.3;
  const line = smoothOpen(browBand(ctx, y));
  const parts = [
    painter.line(line, ramps.gold.deep, 7),
    painter.line(line, ramps.gold.base, 5),
    painter.line(line, ramps.gold.light, 1.5, { opacity: 0.8, transform: 'translate(0 -1.5)' }),
  ];
  if (
    crowned ||
    (plan.gender !== 'male' && plan.input.socialClass === 'nobility' && !plan.outfit.headwearColor)
  ) {
    for (const k of [-0.5, 0.5]) {
      const x = cx + k * fig.hw;
      parts.push(
        el('path', {
          d: `M${x - 6} ${y + 3}L${x} ${y - 12}L${x + 6} ${y + 3}Z`,
          fill: ramps.gold.base,
          stroke: painter.ink(ramps.gold),
          'stroke-width': 1,
        }),
      );
    }
    parts.push(
      el('path', {
        d: `M${cx - 8} ${y + 1}L${cx} ${y - 22}L${cx + 8} ${y + 1}Z`,
        fill: ramps.gold.base,
        stroke: painter.ink(ramps.gold),
        'stroke-width': 1,
      }),
    );
  }
  if (plan.outfit.headwearTrim?.kind === 'gem' || !plan.outfit.headwearColor) parts.push(gem(ctx, cx, y, 6));
  return parts.join('');
}

function goggles(ctx: DrawContext): string {
  const { fig, painter, ramps } = ctx;
  const { cx, hh, browY, eyeDX, eyeW } = fig;
  const y = browY - hh * 0.32;
  const strap = smoothOpen(browBand(ctx, y + 2));
  const glass = painter.ramp('#5ab0a8');
  const parts = [painter.line(strap, ramps.leather.deep, 10), painter.line(strap, ramps.leather.base, 7)];
  for (const s of [1, -1]) {
    const x = cx + s * eyeDX * 0.95;
    const r = eyeW * 1.1;
    parts.push(
      el('circle', {
        cx: x,
        cy: y,
        r: r + 3,
        fill: painter.fill(ramps.metal, 'tl'),
        stroke: painter.ink(ramps.metal),
        'stroke-width': painter.lineWidth('inner'),
      }),
      el('circle', {
        cx: x,
        cy: y,
        r,
        fill: painter.fill(glass, 'tl'),
        stroke: ramps.metal.deep,
        'stroke-width': 1.5,
      }),
      el('path', {
        d: `M${x - r * 0.6} ${y - r * 0.1}A${r * 0.65} ${r * 0.65} 0 0 1 ${x + r * 0.1} ${y - r * 0.62}`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2.2,
        opacity: 0.8,
        'stroke-linecap': 'round',
      }),
    );
  }
  parts.push(
    el('rect', {
      x: cx - 6,
      y: y - 3,
      width: 12,
      height: 6,
      fill: ramps.metal.base,
      stroke: painter.ink(ramps.metal),
      'stroke-width': 1,
    }),
  );
  return parts.join('');
}

function headband(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, hw, hh, browY } = fig;
  const y = browY - hh * 0.26;
  const guard = plan.outfit.archetype === 'guard';
  const ramp = guard
    ? ramps.metal
    : plan.outfit.headwearColor
      ? ramps.hat
      : painter.ramp(plan.input.socialClass === 'lower' ? '#7a6a5a' : mix(plan.outfit.cloth, '#a03030', 0.4));
  const band = browBand(ctx, y);
  const upper = band.map(([x, yy]) => [x, yy - 6] as Pt);
  const lower = band.map(([x, yy]) => [x, yy + 5] as Pt).reverse();
  const shape = [
    ...upper.map(([x, yy], i) => (i === 0 || i === upper.length - 1 ? corner(x, yy) : ([x, yy] as Pt))),
    ...lower.map(([x, yy], i) => (i === 0 || i === lower.length - 1 ? corner(x, yy) : ([x, yy] as Pt))),
  ];
  const parts = [painter.body({ points: shape, ramp, weight: 'inner', shadow: 0.5, shadowOffset: [0, -4] })];
  if (guard) {
    parts.push(
      el('circle', { cx, cy: y, r: 5, fill: ramps.gold.base, stroke: ramps.gold.deep, 'stroke-width': 1 }),
    );
  } else {
    const s = plan.hair?.side ?? 1;
    const kx = cx + s * hw * 0.98;
    const ky = y + 10;
    for (const k of [0, 1]) {
      parts.push(
        painter.body({
          points: taper(
            [
              [kx, ky],
              [kx + s * (10 + k * 4), ky + 16],
              [kx + s * (6 + k * 10), ky + 32 - k * 4],
            ],
            9,
            3,
          ),
          ramp,
          weight: 'inner',
          shadow: 0.5,
        }),
      );
    }
    parts.push(el('circle', { cx: kx, cy: ky, r: 5.5, fill: ramp.shade, ...painter.stroke(ramp, 'detail') }));
  }
  return parts.join('');
}

function dominoMask(ctx: DrawContext): string {
  const { fig, painter } = ctx;
  const { cx, eyeY, eyeDX, eyeW, eyeH } = fig;
  const half: Pt[] = [
    [cx, eyeY - eyeH * 2.1],
    [cx + eyeDX, eyeY - eyeH * 2.5],
    [cx + eyeDX + eyeW * 1.6, eyeY - eyeH * 1.6],
    corner(cx + eyeDX + eyeW * 2.1, eyeY - eyeH * 0.9),
    [cx + eyeDX + eyeW * 1.5, eyeY + eyeH * 1.5],
    [cx + eyeDX, eyeY + eyeH * 2.1],
    [cx + eyeW * 0.55, eyeY + eyeH * 1.3],
    [cx, eyeY + eyeH * 0.5],
  ];
  const outer = symmetricLoop(half, cx);
  const holes = [1, -1]
    .map((s) => ellipsePath(cx + s * eyeDX, eyeY - eyeH * 0.05, eyeW * 1.22, eyeH * 1.45))
    .join('');
  const ramp = painter.ramp('#26222a');
  return painter.body({
    points: outer,
    d: smoothClosed(outer) + holes,
    evenodd: true,
    ramp,
    shadow: 0.6,
    shadowOffset: [-6, -4],
    inner: [painter.blob(cx - eyeDX, eyeY - eyeH * 1.8, eyeW * 1.2, eyeH * 0.6, '#ffffff', 0.2)],
  });
}

function scarf(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, cy, hw, hh, noseY, noseW, chinY, shoulderY, neckW } = fig;
  const top = noseY - noseW * 0.7;
  const half: Pt[] = [
    [cx, top - 3],
    [cx + hw * 0.55, top + 2],
    corner(cx + hw * 1.02, cy + hh * 0.04),
    [cx + hw * 1.04, cy + hh * 0.5],
    [cx + hw * 0.85, chinY + 14],
    [cx + neckW * 0.8, shoulderY - 4],
    [cx, shoulderY + 14],
  ];
  const ramp = painter.ramp(mix(plan.outfit.cloth, '#5a2020', 0.5));
  const folds = [0.35, 0.6].map((t) =>
    painter.line(
      smoothOpen([
        [cx - hw * (1 - t * 0.3), lerp(top, chinY, t) + 4],
        [cx, lerp(top, chinY, t) + 14],
        [cx + hw * (1 - t * 0.3), lerp(top, chinY, t) + 4],
      ]),
      ramps.cloth.deep,
      1.5,
      { opacity: 0.5 },
    ),
  );
  return painter.body({ points: symmetricLoop(half, cx), ramp, shadowOffset: [-14, -6], inner: folds });
}

/** A band of fur along an edge (a hood's opening): scalloped tufts in the fur's colour. */
export function furEdge(ctx: DrawContext, edge: readonly Pt[], closed: boolean): string {
  const { painter, plan } = ctx;
  const fur = painter.ramp(plan.outfit.headwearTrim?.color ?? '#8a6a4a');
  const d = closed ? smoothClosed(edge) : smoothOpen(edge);
  return [
    painter.line(d, painter.ink(fur), 15),
    painter.line(d, fur.base, 12),
    painter.line(d, fur.light, 3, { 'stroke-dasharray': '2 5', opacity: 0.8 }),
  ].join('');
}

/** A sea captain's tricorne: a low crown and a brim turned up on three sides, a point to the front. */
function tricorne(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, hw, hh, crownY } = fig;
  const brimY = crownY + hh * 0.38;
  const hat = ramps.hat;
  const crown: Pt[] = [
    corner(cx - hw * 0.88, brimY - 8),
    [cx - hw * 0.8, brimY - 40],
    [cx, brimY - 62],
    [cx + hw * 0.8, brimY - 40],
    corner(cx + hw * 0.88, brimY - 8),
  ];
  const brim: Pt[] = [
    corner(cx - hw * 1.62, brimY - 22),
    [cx - hw * 1.1, brimY - 52],
    [cx - hw * 0.4, brimY - 30],
    [cx, brimY - 40],
    [cx + hw * 0.4, brimY - 30],
    [cx + hw * 1.1, brimY - 52],
    corner(cx + hw * 1.62, brimY - 22),
    [cx + hw * 0.9, brimY + 2],
    corner(cx, brimY + 20),
    [cx - hw * 0.9, brimY + 2],
  ];
  const braid =
    plan.outfit.trim === 'gold' || plan.outfit.trim === 'silver' || plan.input.socialClass !== 'lower'
      ? painter.line(
          smoothOpen([
            [cx - hw * 1.58, brimY - 20],
            [cx - hw * 0.9, brimY + 1],
            [cx, brimY + 17],
            [cx + hw * 0.9, brimY + 1],
            [cx + hw * 1.58, brimY - 20],
          ]),
          plan.outfit.trim === 'silver' ? ramps.trim.base : ramps.gold.base,
          3,
        )
      : '';
  const feather =
    plan.outfit.headwearTrim?.kind === 'feather'
      ? plumeShape(
          ctx,
          [cx + hw * 0.6, brimY - 34],
          [cx + hw * 1.5, crownY - hh * 0.2],
          1,
          painter.ramp(plan.outfit.headwearTrim.color),
        )
      : '';
  return [
    painter.body({ points: crown, ramp: hat, shadowOffset: [-14, -8] }),
    feather,
    painter.body({ points: brim, ramp: hat, light: 'top', shadowOffset: [0, -10], weight: 'outer' }),
    braid,
  ].join('');
}

/** A soft cap or coif hugging the crown of the head, with a turned band. */
function cap(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, hw, hh, crownY, browY } = fig;
  const side = plan.hair?.side ?? 1;
  const band = browY - hh * 0.2;
  const dome: Pt[] = [
    corner(cx - hw * 1.04, band + 4),
    [cx - hw * 1.06, band - hh * 0.4],
    [cx - hw * 0.5 + side * 8, crownY - 16],
    [cx + side * hw * 0.35, crownY - 20],
    [cx + hw * 1.06 + side * 6, band - hh * 0.38],
    corner(cx + hw * 1.04, band + 4),
  ];
  const rim: Pt[] = [
    corner(cx - hw * 1.08, band + 8),
    [cx - hw * 0.6, band - 4],
    [cx, band - 7],
    [cx + hw * 0.6, band - 4],
    corner(cx + hw * 1.08, band + 8),
    [cx, band + 6],
  ];
  const hat = ramps.hat;
  return [
    painter.body({
      points: dome,
      ramp: hat,
      shadowOffset: [-12, -10],
      inner: [
        painter.line(
          `M${cx + side * hw * 0.1} ${crownY - 14}L${cx + side * hw * 0.2} ${band - 6}`,
          hat.deep,
          1.4,
          { opacity: 0.5 },
        ),
      ],
    }),
    painter.body({
      points: rim,
      ramp: painter.ramp(mix(hat.base, '#000000', 0.2)),
      light: 'top',
      weight: 'inner',
      shadow: 0.4,
    }),
  ].join('');
}

/** A kerchief tied over the hair, knotted at the nape with its ends showing at one side. */
function kerchief(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, hw, hh, crownY, browY, earTop } = fig;
  const side = plan.hair?.side ?? 1;
  const edge = browY - hh * 0.16;
  const cloth: Pt[] = [
    corner(cx - hw * 1.08, earTop + 6),
    [cx - hw * 1.1, edge - hh * 0.4],
    [cx - hw * 0.5, crownY - 10],
    [cx + hw * 0.5, crownY - 10],
    [cx + hw * 1.1, edge - hh * 0.4],
    corner(cx + hw * 1.08, earTop + 6),
    [cx + hw * 0.7, edge - 2],
    [cx, edge - 8],
    [cx - hw * 0.7, edge - 2],
  ];
  const ramp = ramps.hat;
  const kx = cx + side * hw * 1.02;
  const ky = earTop + 2;
  const tails = [0, 1].map((k) =>
    painter.body({
      points: taper(
        [
          [kx, ky],
          [kx + side * (12 + k * 6), ky + 18],
          [kx + side * (8 + k * 14), ky + 38 - k * 6],
        ],
        11,
        4,
      ),
      ramp,
      weight: 'inner',
      shadow: 0.5,
    }),
  );
  return [
    painter.body({
      points: cloth,
      ramp,
      shadowOffset: [-10, -8],
      inner: [
        painter.line(
          smoothOpen([
            [cx - hw * 0.6, crownY + 6],
            [cx, crownY + 22],
            [cx + hw * 0.5, crownY + 4],
          ]),
          ramp.deep,
          1.4,
          { opacity: 0.5 },
        ),
      ],
    }),
    ...tails,
    el('circle', { cx: kx, cy: ky, r: 6, fill: ramp.shade, ...painter.stroke(ramp, 'detail') }),
  ].join('');
}

/** A broad felt hat: a rounded crown with a dark band and a wide, soft brim. */
function feltHat(ctx: DrawContext): string {
  const { fig, painter, ramps, plan } = ctx;
  const { cx, hw, hh, crownY } = fig;
  const brimY = crownY + hh * 0.34;
  const crown: Pt[] = [
    corner(cx - hw * 0.9, brimY),
    [cx - hw * 0.86, brimY - 40],
    [cx - hw * 0.4, brimY - 62],
    [cx + hw * 0.1, brimY - 56],
    [cx + hw * 0.5, brimY - 64],
    [cx + hw * 0.86, brimY - 40],
    corner(cx + hw * 0.9, brimY),
  ];
  const hat = ramps.hat;
  const trim = plan.outfit.headwearTrim;
  const feather =
    trim?.kind === 'feather'
      ? plumeShape(
          ctx,
          [cx + hw * 0.7, brimY - 14],
          [cx + hw * 1.6, crownY - hh * 0.3],
          1,
          painter.ramp(trim.color),
        )
      : '';
  return (
    feather +
    brimmedHat(ctx, {
      brimY,
      rx: hw * 1.9,
      ry: hh * 0.16,
      crown,
      ramp: hat,
      band: painter.ramp(mix(hat.base, '#000000', 0.45)),
      bandH: 9,
    })
  );
}
