// Armour and shields, seen from the front: a laced leather jerkin (padded, studded), a mail or scale shirt or
// a breastplate over mail, a plate cuirass with layered pauldrons and faulds, and round, heater and kite
// shields with a painted field and a charge in the item's magic colour.
import { mix, type ToneRamp } from '../../../art/color.js';
import {
  circlePath,
  corner,
  type Pt,
  polyline,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
} from '../../../art/path.js';
import { el, num } from '../../../art/svg.js';
import { CX } from './blades.js';
import type { ItemCtx, ItemDrawing } from './context.js';
import { deviceLines, deviceOutline, EVEN_ODD_DEVICES } from './devices.js';
import type { ShieldShape } from './item-styles.js';

/** A torso garment's outline from its right half (top centre, down the right side, to the bottom centre). */
const torso = (half: readonly Pt[]) => symmetricLoop(half, CX);

/**
 * Mail rings or overlapping scales as a tiling fill. A shirt holds about a thousand of them; traced one by one
 * they cost resvg more than the rest of the picture, while a pattern tile is drawn once and stamped.
 */
function rowsFill(ctx: ItemCtx, size: number, scale: boolean, ramp: ToneRamp): string {
  const step = scale ? size * 0.72 : size * 0.62;
  const r = size / 2;
  let d = '';
  // Rows above and below the tile, and rings either side, so the arcs that cross its edges wrap seamlessly.
  for (let k = -1; k <= 2; k++) {
    const y = k * step;
    const offset = k % 2 ? r : 0;
    for (const x of [offset - size, offset, offset + size]) {
      d += scale
        ? `M${num(x - r)} ${num(y)}C${num(x - r)} ${num(y + size * 0.95)} ${num(x + r)} ${num(y + size * 0.95)} ${num(x + r)} ${num(y)}`
        : `M${num(x - r * 0.8)} ${num(y)}a${num(r * 0.8)} ${num(r * 0.55)} 0 1 0 ${num(r * 1.6)} 0`;
    }
  }
  const content =
    el('path', {
      d,
      fill: 'none',
      stroke: ramp.deep,
      'stroke-width': scale ? 2 : 1.6,
      'stroke-opacity': 0.75,
    }) +
    el('path', {
      d,
      fill: 'none',
      stroke: mix(ramp.light, '#ffffff', 0.3),
      'stroke-width': 1,
      'stroke-opacity': 0.5,
      transform: 'translate(-1 -1.2)',
    });
  return ctx.doc.pattern(`rows:${size}:${scale}:${ramp.deep}`, size, step * 2, content);
}

/** A belt across the waist with a buckle (and the stone of the rarer pieces on it). */
function belt(ctx: ItemCtx, y: number, halfW: number, h = 26): string {
  const { ramps, plan } = ctx;
  return (
    ctx.part({
      points: [
        corner(CX - halfW, y - h / 2 + 3),
        [CX, y - h / 2 + 8],
        corner(CX + halfW, y - h / 2 + 3),
        corner(CX + halfW, y + h / 2 + 3),
        [CX, y + h / 2 + 8],
        corner(CX - halfW, y + h / 2 + 3),
      ],
      ramp: ramps.leather,
      weight: 'inner',
      shadow: 0.5,
    }) +
    ctx.part({
      points: [
        corner(CX - 18, y - h / 2 - 2),
        corner(CX + 18, y - h / 2 - 2),
        corner(CX + 18, y + h / 2 + 12),
        corner(CX - 18, y + h / 2 + 12),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
      shadow: 0,
      d: `M${CX - 18} ${y - h / 2 - 2}h36v${h + 14}h-36ZM${CX - 10} ${y - h / 2 + 6}v${h - 2}h20v${-(h - 2)}Z`,
      evenodd: true,
    })
  );
}

export function drawLightArmor(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const v = plan.variant;
  const studded =
    v === 'studded leather' || (v !== 'padded' && v !== 'gambeson' && ctx.rng('light').chance(0.4));
  const padded = v === 'padded' || v === 'gambeson';
  const ramp = padded ? ramps.cloth : ramps.main;
  const half: Pt[] = [
    [CX, 96],
    [CX + 52, 84],
    [CX + 112, 100],
    corner(CX + 150, 128),
    [CX + 138, 196],
    [CX + 112, 262],
    [CX + 116, 350],
    corner(CX + 128, 432),
    [CX + 60, 440],
    [CX, 444],
  ];
  const body = torso(half);
  // Quilting or panel seams, and stitching along the edges.
  let seams = '';
  if (padded) for (let x = CX - 130; x <= CX + 130; x += 26) seams += `M${x} 100V440`;
  else
    seams =
      smoothOpen([
        [CX - 72, 150],
        [CX - 62, 300],
        [CX - 70, 440],
      ]) +
      smoothOpen([
        [CX + 72, 150],
        [CX + 62, 300],
        [CX + 70, 440],
      ]);
  const stitch = smoothOpen(body.map(([x, y]): Pt => [CX + (x - CX) * 0.93, 96 + (y - 96) * 0.97]));
  const inner = [
    ctx.mark(seams, ramp, 1.6, 0.6),
    el('path', {
      d: stitch,
      fill: 'none',
      stroke: mix(ramp.light, '#ffffff', 0.3),
      'stroke-width': 1.3,
      'stroke-dasharray': '5 4',
      opacity: 0.7,
    }),
  ];
  if (padded) {
    let quilt = '';
    for (let y = 130; y < 440; y += 26) quilt += `M${CX - 140} ${y}H${CX + 140}`;
    inner.push(ctx.mark(quilt, ramp, 1.2, 0.45));
  }
  const parts = [ctx.part({ points: body, ramp, inner })];
  // The collar opening: a V down to the laces, lined in a darker hide.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 52, 84),
        [CX - 20, 140],
        corner(CX, 196),
        [CX + 20, 140],
        corner(CX + 52, 84),
        [CX, 104],
      ],
      ramp: { ...ramp, base: ramp.deep, light: ramp.shade },
      weight: 'inner',
      shadow: 0,
      glow: false,
    }),
  );
  let laces = '';
  for (let y = 150; y < 250; y += 22) {
    laces += `M${CX - 14} ${y}L${CX + 14} ${y + 22}M${CX + 14} ${y}L${CX - 14} ${y + 22}`;
  }
  parts.push(
    el('path', {
      d: laces,
      stroke: ramps.bone.deep,
      'stroke-width': 3.4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: laces,
      stroke: ramps.bone.light,
      'stroke-width': 1.4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
  // Shoulder guards of hardened leather.
  for (const s of [-1, 1]) {
    const pts: Pt[] = [
      corner(CX + s * 92, 92),
      [CX + s * 140, 100],
      corner(CX + s * 172, 140),
      [CX + s * 160, 176],
      corner(CX + s * 130, 168),
      [CX + s * 104, 128],
    ];
    parts.push(ctx.part({ points: s < 0 ? pts : pts, ramp: ramps.leather, weight: 'inner' }));
    if (studded || ctx.ornament >= 2)
      parts.push(
        ctx.rivets(
          [
            [CX + s * 126, 118],
            [CX + s * 146, 140],
          ],
          4,
        ),
      );
  }
  if (studded) {
    const studs: Pt[] = [];
    for (let y = 280; y < 420; y += 34)
      for (let x = CX - 100; x <= CX + 100; x += 40)
        if (Math.abs(x - CX) > 10) studs.push([x + ((y / 34) % 2 ? 10 : -10), y]);
    parts.push(ctx.rivets(studs, 4.2));
  }
  parts.push(belt(ctx, 262, 118));
  if (ctx.gems) parts.push(ctx.gem(CX, 269, 8, 'round', false));
  if (ctx.ornament >= 3) {
    // Tooled into the leather: a border of the maker's script.
    parts.push(ctx.runes(painter.style.glow ? `M${CX - 100} 420Q${CX} 432 ${CX + 100} 420` : '', 2));
  }
  return { markup: parts.join(''), fill: 0.8 };
}

export function drawMediumArmor(ctx: ItemCtx, splint = false): ItemDrawing {
  const { ramps, plan } = ctx;
  const v = plan.variant;
  const rng = ctx.rng('medium');
  const kind =
    v === 'scale' || v === 'hide'
      ? 'scale'
      : v === 'chain shirt' ||
          v === 'mail shirt' ||
          v === 'chain mail' ||
          v === 'ring mail' ||
          v === 'hauberk' ||
          splint
        ? 'chain'
        : v === 'breastplate' || v === 'half plate'
          ? 'breastplate'
          : rng.pick(['scale', 'chain', 'breastplate'] as const);
  const ramp = ramps.main;
  // A short-sleeved shirt of mail or scale, down to the hips, its hem cut in points.
  const half: Pt[] = [
    [CX, 92],
    [CX + 50, 80],
    [CX + 118, 96],
    corner(CX + 176, 130),
    corner(CX + 196, 214),
    corner(CX + 146, 226),
    [CX + 132, 200],
    [CX + 116, 280],
    [CX + 122, 380],
    corner(CX + 130, 446),
    corner(CX + 96, 430),
    corner(CX + 64, 450),
    corner(CX + 32, 432),
    [CX, 452],
  ];
  // A breastplate is the plate alone (5e: a fitted metal chest piece), not a shirt under it.
  if (v === 'breastplate') {
    return { markup: [cuirass(ctx, 104, 312, 116), belt(ctx, 300, 118)].join(''), fill: 0.78 };
  }
  const shirt = torso(half);
  const texture = rowsFill(ctx, kind === 'scale' ? 26 : 13, kind === 'scale', ramp);
  const parts = [
    ctx.part({
      points: shirt,
      ramp,
      material: plan.main,
      over: [el('path', { d: smoothClosed(shirt), fill: texture })],
    }),
  ];
  ctx.drawn.armor = splint ? 'splint' : kind;
  if (splint) parts.push(splints(ctx));
  if (kind === 'breastplate') {
    parts.push(cuirass(ctx, 104, 312, 116));
  } else {
    // A leather collar and trim edge the mail.
    parts.push(
      ctx.part({
        points: [
          corner(CX - 58, 78),
          [CX, 96],
          corner(CX + 58, 78),
          corner(CX + 62, 98),
          [CX, 122],
          corner(CX - 62, 98),
        ],
        ramp: ramps.leather,
        weight: 'inner',
      }),
    );
    parts.push(belt(ctx, 300, 124));
    if (ctx.gems) parts.push(ctx.gem(CX, 307, 8, 'round', false));
    if (ctx.ornament >= 2) parts.push(ctx.gem(CX, 170, 18, 'oval'));
  }
  return { markup: parts.join(''), fill: 0.8 };
}

/** A breastplate: a ridged front lit on one side, a rolled neck, trimmed edges and an emblem. */
function cuirass(ctx: ItemCtx, top: number, bottom: number, halfW: number): string {
  const { ramps, plan } = ctx;
  const ramp = ramps.main;
  const half: Pt[] = [
    [CX, top + 18],
    [CX + 46, top],
    corner(CX + halfW * 0.86, top + 14),
    [CX + halfW * 0.84, top + 60],
    [CX + halfW, top + 110],
    [CX + halfW * 0.9, bottom - 60],
    corner(CX + halfW * 0.86, bottom),
    [CX + 40, bottom + 10],
    [CX, bottom + 14],
  ];
  const plate = torso(half);
  const shadowSide = polyline(
    [
      [CX, top + 10],
      [CX + halfW + 10, top],
      [CX + halfW + 10, bottom + 20],
      [CX, bottom + 20],
    ],
    true,
  );
  const inner = [
    el('path', { d: shadowSide, fill: ramp.deep, opacity: 0.35 }),
    ctx.painter.line(`M${CX - 2} ${top + 24}L${CX - 2} ${bottom + 8}`, mix(ramp.light, '#ffffff', 0.5), 2.4, {
      opacity: 0.8,
    }),
    el('path', {
      d: smoothOpen(plate.slice(0, -1)),
      fill: 'none',
      stroke: ctx.ornament >= 2 ? ramps.trim.base : ramp.light,
      'stroke-width': 7,
      opacity: 0.85,
    }),
  ];
  const parts = [ctx.part({ points: plate, ramp, material: plan.main, shadow: 0, inner })];
  const rivets: Pt[] = [];
  for (let y = top + 40; y < bottom - 10; y += 44)
    rivets.push([CX - halfW * 0.78, y], [CX + halfW * 0.78, y]);
  parts.push(ctx.rivets(rivets, 3.6));
  // The emblem on the chest: a stone for the rarer pieces, runes round it for the rarest.
  if (ctx.ornament >= 1)
    parts.push(ctx.gem(CX, top + 90, ctx.ornament >= 3 ? 20 : 14, ctx.ornament >= 3 ? 'marquise' : 'round'));
  if (ctx.ornament >= 2) {
    const r = 40;
    parts.push(ctx.runes(`M${CX - r} ${top + 90}A${r} ${r} 0 0 1 ${CX + r} ${top + 90}`, 2));
  }
  return parts.join('');
}

/** Lames overlapping downward (faulds, pauldrons): each a curved band, the lower one drawn first. */
function lames(ctx: ItemCtx, bands: readonly Pt[][], ramp: ToneRamp): string {
  return bands
    .slice()
    .reverse()
    .map((pts) =>
      ctx.part({
        points: pts,
        ramp,
        material: ctx.plan.main,
        weight: 'inner',
        shadowOffset: [ctx.toLight[0] * 6, ctx.toLight[1] * 6],
      }),
    )
    .join('');
}

/**
 * Splint: narrow vertical strips of metal riveted over mail, down the chest and the skirt, with lames at the
 * shoulders (blind read 5: splint was drawn as a plate cuirass).
 */
function splints(ctx: ItemCtx): string {
  const { ramps, plan } = ctx;
  const ramp = ramps.main;
  const parts: string[] = [];
  const rivets: Pt[] = [];
  const strip = (x: number, top: number, bottom: number, w: number) => {
    parts.push(
      ctx.part({
        points: [
          corner(x - w / 2, top + 3),
          [x, top - 2],
          corner(x + w / 2, top + 3),
          corner(x + w / 2, bottom - 3),
          [x, bottom + 2],
          corner(x - w / 2, bottom - 3),
        ],
        ramp,
        material: plan.main,
        weight: 'inner',
        shadowOffset: [ctx.toLight[0] * 4, ctx.toLight[1] * 4],
      }),
    );
    rivets.push([x, top + 8], [x, bottom - 8]);
  };
  // The chest: strips side by side, shorter toward the armpits.
  for (let i = -4; i <= 4; i++) {
    const x = CX + i * 25;
    const top = 124 + Math.abs(i) * 8 + (Math.abs(i) === 4 ? 40 : 0);
    strip(x, top, 290, 20);
  }
  // The skirt: longer strips below the belt.
  for (let i = -4; i <= 4; i++) strip(CX + i * 26, 318, 424 - Math.abs(i) * 4, 21);
  // The shoulders: three short lames stepping down each side.
  for (const s of [-1, 1]) {
    for (let i = 2; i >= 0; i--) {
      const y = 128 + i * 22;
      parts.push(
        ctx.part({
          points: [
            corner(CX + s * 128, y),
            [CX + s * 160, y - 12],
            corner(CX + s * 196, y + 4),
            corner(CX + s * 194, y + 26),
            [CX + s * 160, y + 16],
            corner(CX + s * 130, y + 24),
          ],
          ramp,
          material: plan.main,
          weight: 'inner',
        }),
      );
    }
  }
  parts.push(ctx.rivets(rivets, 3));
  return parts.join('');
}

export function drawHeavyArmor(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  // Heavy mail is mail, long in the skirt; splint is strips over mail: neither is a plate cuirass.
  if (['chain mail', 'ring mail', 'hauberk'].includes(plan.variant)) return drawMediumArmor(ctx);
  if (plan.variant === 'splint') return drawMediumArmor(ctx, true);
  ctx.drawn.armor = 'plate';
  const ramp = ramps.main;
  const parts: string[] = [];
  // Faulds and tassets below the cuirass.
  const faulds: Pt[][] = [0, 1, 2].map((i) => {
    const y = 300 + i * 34;
    const w = 118 + i * 8;
    return [
      corner(CX - w, y),
      [CX, y + 10],
      corner(CX + w, y),
      corner(CX + w + 4, y + 40),
      [CX, y + 52],
      corner(CX - w - 4, y + 40),
    ];
  });
  const tasset = (s: number): Pt[] => [
    corner(CX + s * 30, 396),
    corner(CX + s * 124, 392),
    corner(CX + s * 118, 462),
    [CX + s * 76, 474],
    corner(CX + s * 36, 462),
  ];
  parts.push(
    ctx.part({ points: tasset(-1), ramp, material: plan.main, weight: 'inner' }),
    ctx.part({ points: tasset(1), ramp, material: plan.main, weight: 'inner' }),
  );
  parts.push(lames(ctx, faulds, ramp));
  // Mail showing at the arms.
  for (const s of [-1, 1]) {
    const sleeve: Pt[] = [
      corner(CX + s * 110, 150),
      corner(CX + s * 170, 170),
      corner(CX + s * 186, 250),
      corner(CX + s * 130, 258),
    ];
    parts.push(
      ctx.part({
        points: sleeve,
        ramp: ramps.main,
        material: plan.main,
        weight: 'inner',
        over: [el('path', { d: smoothClosed(sleeve), fill: rowsFill(ctx, 12, false, ramp) })],
      }),
    );
  }
  parts.push(cuirass(ctx, 100, 308, 124));
  // The gorget round the neck.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 70, 84),
        [CX, 112],
        corner(CX + 70, 84),
        corner(CX + 78, 108),
        [CX, 140],
        corner(CX - 78, 108),
      ],
      ramp,
      material: plan.main,
      weight: 'inner',
    }),
  );
  // Pauldrons: three lames stepping down the shoulder, capped by a domed top plate.
  for (const s of [-1, 1]) {
    const bands: Pt[][] = [0, 1, 2].map((i) => {
      const y = 150 + i * 28;
      const pts: Pt[] = [
        corner(CX + s * (96 + i * 8), y - 6),
        [CX + s * (150 + i * 6), y - 18],
        corner(CX + s * (208 + i * 4), y + 6),
        corner(CX + s * (204 + i * 4), y + 34),
        [CX + s * (150 + i * 6), y + 18],
        corner(CX + s * (104 + i * 8), y + 24),
      ];
      return pts;
    });
    parts.push(lames(ctx, bands, ramp));
    const dome: Pt[] = [
      corner(CX + s * 80, 128),
      [CX + s * 118, 84],
      [CX + s * 176, 92],
      [CX + s * 214, 130],
      corner(CX + s * 212, 162),
      [CX + s * 150, 150],
      corner(CX + s * 92, 160),
    ];
    const trim = ctx.ornament >= 2 ? ramps.trim.base : ramp.light;
    parts.push(
      ctx.part({
        points: dome,
        ramp,
        material: plan.main,
        inner: [
          el('path', {
            d: smoothOpen(dome.slice(1, 5)),
            fill: 'none',
            stroke: trim,
            'stroke-width': 6,
            opacity: 0.85,
            transform: 'translate(0 3)',
          }),
        ],
      }),
      ctx.rivets(
        [
          [CX + s * 120, 138],
          [CX + s * 186, 146],
        ],
        4,
      ),
    );
    if (plan.itemStyle.flourish === 'thorns' || plan.artStyle === 'Gothic') {
      // Fluted spikes on the pauldrons of darker armourers.
      parts.push(
        ctx.part({
          points: [corner(CX + s * 140, 98), corner(CX + s * 168, 40), corner(CX + s * 176, 104)],
          ramp,
          material: plan.main,
          weight: 'inner',
        }),
      );
    }
  }
  return { markup: parts.join(''), fill: 0.82 };
}

const SHIELD_VARIANTS: Record<string, ShieldShape> = {
  kite: 'kite',
  heater: 'heater',
  'round shield': 'round',
  buckler: 'round',
  targe: 'round',
  'tower shield': 'kite',
};

/** A heraldic charge in the middle of a shield, as path data: star, sun, cross, chevron or roundel. */
function charge(kind: number, cx: number, cy: number, r: number): string {
  switch (kind) {
    case 0: {
      const pts: Pt[] = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
        const rr = i % 2 ? r * 0.42 : r;
        pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      return polyline(pts, true);
    }
    case 1: {
      let d = circlePath(cx, cy, r * 0.45);
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        const b = a + 0.14;
        const c = a - 0.14;
        d += polyline(
          [
            [cx + Math.cos(c) * r * 0.55, cy + Math.sin(c) * r * 0.55],
            [cx + Math.cos(a) * r, cy + Math.sin(a) * r],
            [cx + Math.cos(b) * r * 0.55, cy + Math.sin(b) * r * 0.55],
          ],
          true,
        );
      }
      return d;
    }
    case 2: {
      const t = r * 0.26;
      return polyline(
        [
          [cx - t, cy - r],
          [cx + t, cy - r],
          [cx + t, cy - t],
          [cx + r, cy - t],
          [cx + r, cy + t],
          [cx + t, cy + t],
          [cx + t, cy + r],
          [cx - t, cy + r],
          [cx - t, cy + t],
          [cx - r, cy + t],
          [cx - r, cy - t],
          [cx - t, cy - t],
        ],
        true,
      );
    }
    default:
      return polyline(
        [
          [cx - r, cy + r * 0.5],
          [cx, cy - r * 0.6],
          [cx + r, cy + r * 0.5],
          [cx + r, cy + r * 0.9],
          [cx, cy - r * 0.2],
          [cx - r, cy + r * 0.9],
        ],
        true,
      );
  }
}

export function drawShield(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const rng = ctx.rng('shield');
  const decided = plan.decided;
  // The record's outline, face, paint and device; items without one choose as before.
  const shape: ShieldShape | 'tower' =
    (decided?.shape as ShieldShape | 'tower' | undefined) ??
    SHIELD_VARIANTS[plan.variant] ??
    rng.weighted(plan.itemStyle.shields);
  if (decided?.shape) ctx.drawn.shape = shape;
  const metalFace = decided
    ? plan.main !== 'wood'
    : plan.main !== 'wood' && (shape !== 'round' || rng.chance(0.4));
  const face = metalFace ? ramps.main : plan.main === 'wood' ? ramps.main : ramps.wood;
  const field = decided?.field ? painter.ramp(decided.field.colour) : ramps.cloth;
  const parts: string[] = [];
  let outline: Pt[];
  let cy = 256;
  if (shape === 'round') {
    outline = Array.from(
      { length: 16 },
      (_, i): Pt => [
        CX + Math.cos((i / 16) * Math.PI * 2) * 200,
        256 + Math.sin((i / 16) * Math.PI * 2) * 200,
      ],
    );
  } else if (shape === 'tower') {
    outline = [
      corner(CX - 150, 60),
      [CX, 40],
      corner(CX + 150, 60),
      corner(CX + 150, 440),
      [CX, 470],
      corner(CX - 150, 440),
    ];
    cy = 240;
  } else if (shape === 'heater') {
    outline = [
      corner(CX - 176, 60),
      [CX, 70],
      corner(CX + 176, 60),
      [CX + 172, 230],
      [CX + 110, 370],
      corner(CX, 468),
      [CX - 110, 370],
      [CX - 172, 230],
    ];
    cy = 230;
  } else {
    outline = [
      [CX, 38],
      [CX + 120, 64],
      [CX + 142, 150],
      [CX + 112, 290],
      corner(CX, 482),
      [CX - 112, 290],
      [CX - 142, 150],
      [CX - 120, 64],
    ];
    cy = 200;
  }
  // The face: planks for wood, a painted field divided per pale or per bend for the heraldic shields.
  const inner: string[] = [];
  if (!metalFace) {
    let planks = '';
    for (let x = CX - 200 + 40; x < CX + 200; x += 40) planks += `M${x} 40V480`;
    inner.push(ctx.mark(planks, face, 2, 0.8));
  }
  // A painted field when the record names one (all over), a divided field for items without a record.
  if (decided?.field) {
    inner.push(
      ctx.tagPart(
        'field',
        el('path', {
          d: shape === 'round' ? circlePath(CX, 256, 200) : smoothClosed(outline),
          fill: painter.fill(field, 'tl'),
          opacity: 0.9,
        }),
        decided.field.colour,
      ),
    );
    ctx.drawn.field = decided.field.colour;
  } else if (!decided && (shape !== 'round' || !metalFace)) {
    const division = rng.int(0, 2);
    const d =
      division === 0
        ? polyline(
            [
              [CX, 0],
              [CX + 260, 0],
              [CX + 260, 512],
              [CX, 512],
            ],
            true,
          )
        : division === 1
          ? polyline(
              [
                [CX - 260, -40],
                [CX + 260, 480],
                [CX + 260, -40],
              ],
              true,
            )
          : polyline(
              [
                [CX - 260, cy + 40],
                [CX, cy - 80],
                [CX + 260, cy + 40],
                [CX + 260, cy + 110],
                [CX, cy - 10],
                [CX - 260, cy + 110],
              ],
              true,
            );
    inner.push(el('path', { d, fill: painter.fill(field, 'tl'), opacity: metalFace ? 0.92 : 0.85 }));
  }
  parts.push(ctx.part({ points: outline, ramp: face, material: metalFace ? plan.main : undefined, inner }));
  // The rim: a metal edge drawn as a wide stroke of the outline, lit on top.
  const rim = ramps.trim;
  // The same smooth outline the face was drawn with, so the rim sits exactly on its edge.
  const d = shape === 'round' ? circlePath(CX, 256, 200) : smoothClosed(outline);
  parts.push(
    el('path', { d, fill: 'none', stroke: painter.ink(rim), 'stroke-width': 17, 'stroke-linejoin': 'round' }),
    el('path', { d, fill: 'none', stroke: rim.base, 'stroke-width': 12, 'stroke-linejoin': 'round' }),
    el('path', {
      d,
      fill: 'none',
      stroke: mix(rim.light, '#ffffff', 0.3),
      'stroke-width': 3,
      opacity: 0.7,
      transform: 'translate(-1.5 -2)',
      'stroke-linejoin': 'round',
    }),
  );
  if (shape === 'round') parts.push(ctx.rivets(outline, 4.5));
  // The centre: a domed boss on round shields, the charge on heraldic ones, both in the magic colour when rare.
  if (shape === 'round' && !decided?.device) {
    const boss = Array.from(
      { length: 12 },
      (_, i): Pt => [CX + Math.cos((i / 12) * Math.PI * 2) * 56, 256 + Math.sin((i / 12) * Math.PI * 2) * 56],
    );
    parts.push(ctx.part({ points: boss, ramp: ramps.trim, material: plan.trim }));
    if (ctx.gems) parts.push(ctx.gem(CX, 256, 22, 'round', false));
    if (ctx.ornament >= 2) parts.push(ctx.runes(runeRing(ctx, 140), 2.2));
  } else if (decided?.device) {
    // The device the record names, in its tincture.
    const tincture = painter.ramp(decided.device.colour);
    const dy = shape === 'round' ? 256 : cy;
    const dr = shape === 'round' ? 90 : 70;
    const d = deviceOutline(decided.device.kind, CX, dy, dr);
    const inner = deviceLines(decided.device.kind, CX, dy, dr);
    parts.push(
      ctx.tagPart(
        'device',
        el('path', {
          d,
          fill: painter.fill(tincture, 'tl'),
          'fill-rule': EVEN_ODD_DEVICES.has(decided.device.kind) ? 'evenodd' : undefined,
          ...painter.stroke(tincture, 'inner'),
        }) + (inner ? painter.line(inner, tincture.deep, 1.6, { opacity: 0.9 }) : ''),
        decided.device.colour,
      ),
    );
    ctx.drawn.device = decided.device.kind;
  } else if (!decided) {
    const kind = rng.int(0, 3);
    const cd = charge(kind, CX, cy, 62);
    const gem = ramps.gem;
    parts.push(
      el('path', {
        d: cd,
        fill: ctx.ornament >= 1 ? painter.fill(gem, 'tl') : ramps.trim.base,
        ...painter.stroke(ctx.ornament >= 1 ? gem : ramps.trim, 'inner'),
      }),
    );
    if (ctx.ornament >= 3) parts.push(ctx.gem(CX, cy, 12, 'round', false));
  }
  // A buckler is drawn small.
  const small = decided?.size === 'small';
  if (small) ctx.drawn.size = 'small';
  return { markup: parts.join(''), fill: small ? 0.6 : 0.8 };
}

/** Runes in a ring at radius r round the centre: a circle of glyph marks. */
function runeRing(ctx: ItemCtx, r: number): string {
  const rng = ctx.rng('rune-ring');
  let d = '';
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = CX + Math.cos(a) * r;
    const y = 256 + Math.sin(a) * r;
    const tx = -Math.sin(a) * 7;
    const ty = Math.cos(a) * 7;
    const nx = Math.cos(a) * 9;
    const ny = Math.sin(a) * 9;
    d += polyline(
      [
        [x - nx, y - ny],
        [x + nx, y + ny],
      ],
      false,
    );
    d += rng.chance(0.6)
      ? polyline(
          [
            [x, y],
            [x + tx + nx * 0.5, y + ty + ny * 0.5],
          ],
          false,
        )
      : polyline(
          [
            [x - nx * 0.5, y - ny * 0.5],
            [x + tx, y + ty],
          ],
          false,
        );
  }
  return d;
}
