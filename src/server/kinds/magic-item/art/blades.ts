// Swords and daggers: blades built from half-widths sampled along their length (straight, leaf, broad, curved,
// wavy...), lit on one side of the ridge and shadowed on the other, with a fuller, runes, a crossguard, a
// wrapped grip and a pommel. Drawn upright, tip up; the picture lays them on the diagonal.

import { must } from '../../../../shared/must.js';
import { mix, type ToneRamp } from '../../../art/color.js';
import type { MaterialId } from '../../../art/materials.js';
import { circlePath, corner, type Pt, polyline, smoothOpen, taper } from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import type { ItemCtx, ItemDrawing } from './context.js';
import type { BladeProfile, GuardShape, PommelShape } from './item-styles.js';

export const CX = 256;

/** The rounded point of a blade: full width until `from`, then closing to nothing at the tip. */
const point = (t: number, from: number) => (t < from ? 1 : Math.max(0, 1 - (t - from) / (1 - from)) ** 0.75);

/** Half-widths on the left and right of the centre line, and the centre line's offset, at t (0 base, 1 tip). */
function profileAt(profile: BladeProfile, t: number, W: number): [number, number, number] {
  switch (profile) {
    case 'straight': {
      const w = W * (1 - 0.16 * t) * point(t, 0.8);
      return [w, w, 0];
    }
    case 'leaf': {
      const w = W * (0.78 + 0.36 * Math.sin(Math.PI * Math.min(1, t / 0.9))) * point(t, 0.72);
      return [w, w, 0];
    }
    case 'broad': {
      // A chisel point: straight flanks meeting at an angle, as a smith hammers it.
      const w = W * 1.22 * (t < 0.86 ? 1 - 0.06 * t : (1 - t) / 0.14);
      return [w, w, 0];
    }
    case 'tapered': {
      const w = W * Math.max(0, 1 - t) ** 0.8;
      return [w, w, 0];
    }
    case 'curved': {
      // The back stays full to near the tip while the edge sweeps up into it; the whole blade bows.
      const c = W * 2.6 * t * t;
      const edge = W * (1 + 0.28 * t) * point(t, 0.7);
      const back = W * 0.78 * (t < 0.9 ? 1 : (1 - t) / 0.1);
      return [edge, back, c];
    }
    case 'wavy': {
      const w = W * (0.9 + 0.14 * Math.sin(t * Math.PI * 9)) * (1 - 0.12 * t) * point(t, 0.84);
      return [w, w, 0];
    }
    case 'falchion': {
      const edge = W * (0.85 + 0.65 * t) * point(t, 0.74);
      const back = W * 0.78 * (t < 0.92 ? 1 : (1 - t) / 0.08);
      return [edge, back, 0];
    }
  }
}

export interface Blade {
  outline: Pt[];
  left: Pt[];
  right: Pt[];
  centre: Pt[];
}

/** Samples a blade from its base (y = base) up to its tip (y = base - length). */
export function sampleBlade(profile: BladeProfile, base: number, length: number, W: number): Blade {
  const n = profile === 'wavy' ? 40 : 18;
  const left: Pt[] = [];
  const right: Pt[] = [];
  const centre: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [wl, wr, c] = profileAt(profile, t, W);
    const y = base - t * length;
    left.push([CX + c - wl, y]);
    right.push([CX + c + wr, y]);
    centre.push([CX + c, y]);
  }
  const tip = must(left[n], 'left entry');
  const outline: Pt[] = [
    corner(must(left[0], 'left entry')[0], must(left[0], 'left entry')[1]),
    ...left.slice(1, n),
    corner(tip[0], tip[1]),
    ...right.slice(1, n).reverse(),
    corner(must(right[0], 'right entry')[0], must(right[0], 'right entry')[1]),
  ];
  return { outline, left, right, centre };
}

/** The blade: banded steel, the far half in shadow, bevelled edges, a fuller and (for the rarer) runes in it. */
export function drawBlade(
  ctx: ItemCtx,
  blade: Blade,
  W: number,
  profile: BladeProfile,
  material: MaterialId,
  ramp: ToneRamp,
): string {
  const { painter } = ctx;
  const straight = profile !== 'curved';
  const shadeHalf = polyline([...blade.centre, ...blade.right.slice().reverse()], true);
  const inner: string[] = [
    el('path', { d: shadeHalf, fill: mix(ramp.shade, ramp.deep, 0.25), opacity: 0.8 }),
    // The ridge catches the light on its lit side.
    painter.line(
      smoothOpen(blade.centre.slice(0, -1).map(([x, y]): Pt => [x - 1.5, y])),
      mix(ramp.light, '#ffffff', 0.4),
      2.2,
      {
        opacity: 0.75,
      },
    ),
  ];
  if (painter.style.shading === 'hatch') {
    const b = blade.right;
    const top = must(b[b.length - 1], 'b entry')[1];
    inner.push(
      painter.hatch(CX, top, W * 1.4, must(b[0], 'b entry')[1] - top, painter.style.outline.inkColor, 6),
    );
  }
  const over: string[] = [];
  const n = blade.centre.length - 1;
  const fullerEnd = Math.round(n * (profile === 'broad' ? 0.7 : 0.62));
  if (straight && profile !== 'tapered') {
    const fw = W * 0.2;
    const spine = blade.centre.slice(1, fullerEnd);
    const fuller: Pt[] = [
      ...spine.map(([x, y]): Pt => [x - fw, y]),
      [must(spine[spine.length - 1], 'spine entry')[0], must(spine[spine.length - 1], 'spine entry')[1] - fw],
      ...spine
        .slice()
        .reverse()
        .map(([x, y]): Pt => [x + fw, y]),
      [must(spine[0], 'spine entry')[0], must(spine[0], 'spine entry')[1] + fw * 0.5],
    ];
    over.push(
      painter.body({
        points: fuller,
        ramp,
        fill: mix(ramp.shade, ramp.base, 0.3),
        weight: 'detail',
        shadow: 0,
        inner: [
          el('path', {
            d: polyline(fuller.slice(0, spine.length), false),
            stroke: ramp.deep,
            'stroke-width': 2,
            fill: 'none',
            opacity: 0.6,
          }),
        ],
      }),
    );
    if (ctx.ornament >= 2) {
      const top = must(spine[spine.length - 1], 'spine entry')[1];
      over.push(
        ctx.runeColumn(CX, top + 10, must(spine[0], 'spine entry')[1] - 8, fw * 1.5, fw * 2.2, 'fuller'),
      );
    }
  }
  if (ctx.ornament >= 3) {
    // Gilded etching on the ricasso, where a maker signs a blade.
    const y = must(blade.centre[0], 'centre entry')[1];
    const c = must(blade.centre[1], 'centre entry')[0];
    over.push(
      painter.line(
        smoothOpen([
          [c - W * 0.7, y - 6],
          [c - W * 0.35, y - 22],
          [c, y - 12],
          [c + W * 0.35, y - 22],
          [c + W * 0.7, y - 6],
        ]),
        ctx.ramps.trim.light,
        2,
        { opacity: 0.9 },
      ),
    );
  }
  // The sharpened bevel along both edges: a pale band just inside the outline.
  const outlineD = smoothOpen([...blade.outline, must(blade.outline[0], 'outline entry')]);
  inner.push(
    el('path', {
      d: outlineD,
      fill: 'none',
      stroke: mix(ramp.light, '#ffffff', 0.3),
      'stroke-width': 6,
      opacity: 0.35,
    }),
  );
  return ctx.part({ points: blade.outline, ramp, material, light: 'left', shadow: 0, inner, over });
}

function guard(
  ctx: ItemCtx,
  shape: GuardShape,
  y: number,
  W: number,
  span: number,
  ramp: ToneRamp,
  material: MaterialId,
): string {
  const parts: string[] = [];
  const G = span;
  const part = (points: Pt[], extra: Partial<Parameters<ItemCtx['part']>[0]> = {}) =>
    ctx.part({ points, ramp, material, weight: 'inner', ...extra });
  const finial = (x: number, yy: number, r: number) =>
    part([
      [x, yy - r],
      [x + r, yy],
      [x, yy + r],
      [x - r, yy],
    ]);
  switch (shape) {
    case 'bar': {
      parts.push(
        part([corner(CX - G, y - 6), corner(CX + G, y - 6), corner(CX + G, y + 6), corner(CX - G, y + 6)]),
      );
      parts.push(finial(CX - G, y, 9), finial(CX + G, y, 9));
      break;
    }
    case 'swept':
    case 'drooping': {
      const lift = shape === 'swept' ? -26 : 26;
      for (const s of [-1, 1]) {
        parts.push(
          part(
            taper(
              [
                [CX, y],
                [CX + s * G * 0.55, y + lift * 0.1],
                [CX + s * G, y + lift],
              ],
              15,
              7,
            ),
          ),
        );
        parts.push(finial(CX + s * G, y + lift, 8));
      }
      break;
    }
    case 'winged': {
      for (const s of [-1, 1]) {
        parts.push(
          part([
            corner(CX, y - 9),
            [CX + s * G * 0.5, y - 16],
            corner(CX + s * G * 1.08, y - 36),
            [CX + s * G * 0.88, y - 8],
            corner(CX + s * G * 1.02, y + 2),
            [CX + s * G * 0.6, y + 6],
            corner(CX, y + 10),
          ]),
        );
      }
      break;
    }
    case 'block': {
      const h = 17;
      const w = W * 2.1;
      parts.push(
        part([
          corner(CX - w + 8, y - h),
          corner(CX + w - 8, y - h),
          corner(CX + w, y - h + 8),
          corner(CX + w, y + h - 8),
          corner(CX + w - 8, y + h),
          corner(CX - w + 8, y + h),
          corner(CX - w, y + h - 8),
          corner(CX - w, y - h + 8),
        ]),
      );
      parts.push(
        ctx.rivets(
          [
            [CX - w + 10, y],
            [CX + w - 10, y],
          ],
          4,
        ),
      );
      break;
    }
    case 'crescent': {
      parts.push(
        part([
          corner(CX - G, y - 30),
          [CX - G * 0.62, y + 2],
          [CX, y + 13],
          [CX + G * 0.62, y + 2],
          corner(CX + G, y - 30),
          [CX + G * 0.55, y - 7],
          [CX, y - 2],
          [CX - G * 0.55, y - 7],
        ]),
      );
      break;
    }
    case 'spiked': {
      const pts: Pt[] = [corner(CX - G - 10, y - 4)];
      for (const [f, dy] of [
        [-0.75, -20],
        [-0.45, -7],
        [0.45, -7],
        [0.75, -20],
      ] as const)
        pts.push(corner(CX + G * f, y + dy));
      pts.push(
        corner(CX + G + 10, y - 4),
        corner(CX + G * 0.8, y + 8),
        corner(CX + G * 0.55, y + 22),
        corner(CX + G * 0.35, y + 8),
      );
      pts.push(corner(CX - G * 0.35, y + 8), corner(CX - G * 0.55, y + 22), corner(CX - G * 0.8, y + 8));
      parts.push(part(pts));
      break;
    }
    case 'disc': {
      const rx = W * 2.1;
      const teeth = 14;
      const pts: Pt[] = [];
      for (let i = 0; i < teeth * 2; i++) {
        const a = (i / (teeth * 2)) * Math.PI * 2;
        const r = i % 2 ? 1 : 0.9;
        pts.push(corner(CX + Math.cos(a) * rx * r, y + Math.sin(a) * 13 * r));
      }
      parts.push(part(pts));
      break;
    }
  }
  // The centre block where blade meets hilt, with a stone for anything above common.
  const bw = Math.max(W * 0.9, 12);
  parts.push(
    part([
      corner(CX - bw, y - 12),
      [CX, y - 18],
      corner(CX + bw, y - 12),
      corner(CX + bw, y + 12),
      [CX, y + 18],
      corner(CX - bw, y + 12),
    ]),
  );
  // A record's stone is in the pommel, where its words put it; only items without a record set one here too.
  if (ctx.gems && !ctx.plan.decided)
    parts.push(ctx.gem(CX, y, Math.max(7, W * 0.52), ctx.ornament >= 3 ? 'oval' : 'round', false));
  return parts.join('');
}

export function grip(ctx: ItemCtx, top: number, bottom: number, gw: number, trim: ToneRamp): string {
  const ramp = ctx.ramps.grip;
  const mid = (top + bottom) / 2;
  const pts: Pt[] = [
    corner(CX - gw, top),
    [CX - gw * 1.14, mid],
    corner(CX - gw, bottom),
    corner(CX + gw, bottom),
    [CX + gw * 1.14, mid],
    corner(CX + gw, top),
  ];
  let wrap = '';
  for (let y = top + 6; y < bottom - 2; y += 9)
    wrap += `M${CX - gw * 1.2} ${y + 5}L${CX + gw * 1.2} ${y - 4}`;
  const wire = ctx.ornament >= 3;
  const parts = [
    ctx.part({
      points: pts,
      ramp,
      weight: 'inner',
      shadowOffset: [ctx.toLight[0] * gw * 0.7, 0],
      inner: [
        ctx.mark(wrap, wire ? trim : ramp, wire ? 2.4 : 1.6, wire ? 0.95 : 0.7),
        wire
          ? el('path', { d: wrap, stroke: trim.light, 'stroke-width': 1, fill: 'none', opacity: 0.8 })
          : '',
      ],
    }),
  ];
  for (const y of [top, bottom]) {
    parts.push(
      ctx.part({
        points: [
          corner(CX - gw - 3, y - 4),
          corner(CX + gw + 3, y - 4),
          corner(CX + gw + 3, y + 4),
          corner(CX - gw - 3, y + 4),
        ],
        ramp: trim,
        material: 'gold',
        weight: 'detail',
        shadow: 0,
      }),
    );
  }
  return parts.join('');
}

function pommel(
  ctx: ItemCtx,
  shape: PommelShape,
  y: number,
  r: number,
  ramp: ToneRamp,
  material: MaterialId,
): string {
  const part = (points: Pt[], extra: Partial<Parameters<ItemCtx['part']>[0]> = {}) =>
    ctx.part({ points, ramp, material, weight: 'inner', ...extra });
  const circle = (cx: number, cy: number, rr: number, n = 10): Pt[] =>
    Array.from(
      { length: n },
      (_, i): Pt => [cx + Math.cos((i / n) * Math.PI * 2) * rr, cy + Math.sin((i / n) * Math.PI * 2) * rr],
    );
  const cy = y + r;
  const gem = (rr: number) => (ctx.gems ? ctx.gem(CX, cy, rr, 'round', false) : '');
  switch (shape) {
    case 'disc':
      return (
        part(circle(CX, cy, r)) +
        part(circle(CX, cy, r * 0.55), { weight: 'detail', shadow: 0 }) +
        gem(r * 0.35)
      );
    case 'orb':
      return part(circle(CX, cy, r * 1.05)) + gem(r * 0.6);
    case 'faceted': {
      const pts = Array.from({ length: 8 }, (_, i): Pt => {
        const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
        return corner(CX + Math.cos(a) * r, cy + Math.sin(a) * r * 1.1);
      });
      return part(pts) + gem(r * 0.42);
    }
    case 'spike':
      return (
        part([
          corner(CX, y - 2),
          corner(CX + r * 0.85, y + r * 0.7),
          corner(CX, y + r * 2.3),
          corner(CX - r * 0.85, y + r * 0.7),
        ]) + gem(r * 0.3)
      );
    case 'ring': {
      const d = circlePath(CX, cy + 2, r * 1.05) + circlePath(CX, cy + 2, r * 0.55);
      return part(circle(CX, cy + 2, r * 1.05), { d, evenodd: true });
    }
    case 'fishtail':
      return part([
        corner(CX - r * 0.45, y),
        corner(CX + r * 0.45, y),
        [CX + r * 0.7, y + r * 1.2],
        corner(CX + r * 1.15, y + r * 1.9),
        [CX, y + r * 1.45],
        corner(CX - r * 1.15, y + r * 1.9),
        [CX - r * 0.7, y + r * 1.2],
      ]);
    case 'block': {
      const w = r * 0.95;
      return (
        part([
          corner(CX - w, y),
          corner(CX + w, y),
          corner(CX + w * 1.1, y + r * 1.5),
          corner(CX, y + r * 1.9),
          corner(CX - w * 1.1, y + r * 1.5),
        ]) + ctx.rivets([[CX, y + r * 0.85]], 4.5)
      );
    }
  }
}

interface Proportions {
  blade: number;
  W: number;
  grip: number;
  guardSpan: number;
  pommel: number;
}

const BLADE_PROFILES: readonly BladeProfile[] = [
  'straight',
  'leaf',
  'broad',
  'tapered',
  'curved',
  'wavy',
  'falchion',
];

const SWORDS: Record<string, Partial<Proportions> & { profile?: BladeProfile; guard?: GuardShape }> = {
  greatsword: { blade: 330, W: 24, grip: 112, guardSpan: 4 },
  claymore: { blade: 330, W: 24, grip: 112, guardSpan: 4, guard: 'drooping' },
  shortsword: { blade: 250, W: 23, grip: 78 },
  scimitar: { profile: 'curved', W: 20 },
  sabre: { profile: 'curved', W: 18, guard: 'drooping' },
  saber: { profile: 'curved', W: 18, guard: 'drooping' },
  cutlass: { profile: 'curved', W: 21, blade: 260, guard: 'disc' },
  katana: { profile: 'curved', W: 15, blade: 300, grip: 110, guard: 'disc' },
  rapier: { profile: 'tapered', W: 10, blade: 330, guard: 'swept' },
  falchion: { profile: 'falchion', W: 21 },
};

/** A sword (or a dagger, with its shorter, broader proportions), drawn tip up. */
function drawSwordLike(ctx: ItemCtx, dagger: boolean): ItemDrawing {
  const { plan } = ctx;
  const rng = ctx.rng('sword');
  const style = plan.itemStyle;
  const known = dagger ? {} : (SWORDS[plan.variant] ?? {});
  // The shape the words gave wins; a sword the words leave unshaped is never drawn curved or wavy, which a
  // longsword is not.
  const said = plan.decided?.shape as BladeProfile | undefined;
  const saidProfile = said && BLADE_PROFILES.includes(said) ? said : undefined;
  const plain = style.blades.filter(([p]) => dagger || !['curved', 'wavy', 'falchion'].includes(p));
  let profile: BladeProfile =
    known.profile ?? saidProfile ?? rng.weighted(plain.length > 0 ? plain : style.blades);
  if (dagger && plan.variant === 'kris') profile = 'wavy';
  if (dagger && (plan.variant === 'sickle' || plan.variant === 'kukri')) profile = 'curved';
  ctx.drawn.blade = profile;
  const guardShape: GuardShape = known.guard ?? rng.weighted(style.guards);
  const styled: PommelShape = rng.weighted(style.pommels);
  // A stone the record sets in the pommel needs a pommel that holds one.
  const pommelShape: PommelShape =
    plan.decided?.stone && !['disc', 'orb', 'faceted', 'spike'].includes(styled) ? 'orb' : styled;
  const W = dagger ? 22 : (known.W ?? 20);
  const bladeLen = dagger ? 190 : (known.blade ?? 300);
  const gripLen = dagger ? 62 : (known.grip ?? 92);
  const span = W * (dagger ? 2.3 : (known.guardSpan ?? 3.3));
  const pr = dagger ? 12 : 15;
  const total = bladeLen + 18 + gripLen + pr * 2;
  const tipY = 256 - total / 2;
  const guardY = tipY + bladeLen;
  const gripTop = guardY + 12;
  const gripBottom = gripTop + gripLen;
  const blade = sampleBlade(profile, guardY, bladeLen, W);
  // A record names its guard and pommel's metal: they are drawn in it whatever the rarity.
  const plainFittings = ctx.ornament === 0 && !plan.decided;
  const fitting = plainFittings ? ctx.ramps.main : ctx.ramps.trim;
  const fittingMat = plainFittings ? plan.main : plan.trim;
  const markup = [
    grip(ctx, gripTop, gripBottom, Math.max(8, W * 0.44), ctx.ramps.trim),
    pommel(ctx, pommelShape, gripBottom + 2, pr, fitting, fittingMat),
    drawBlade(ctx, blade, W, profile, plan.main, ctx.ramps.main),
    guard(ctx, guardShape, guardY, W, span, fitting, fittingMat),
  ];
  return { markup: markup.join(''), fill: dagger ? 0.7 : 0.8 };
}

/**
 * A sickle: a crescent blade springing from the top of a plain handle, with a ferrule where they meet and no guard
 * or pommel (blind read 5: a sickle drawn as a sabre). Its edge is the inside of the curve.
 */
function drawSickle(ctx: ItemCtx): ItemDrawing {
  const { plan, ramps } = ctx;
  ctx.drawn.blade = 'sickle';
  const rng = ctx.rng('sickle');
  // How far the crescent reaches and how thick its back is, a little different in every sickle.
  const reach = rng.range(0.9, 1.1);
  const back = rng.range(0.9, 1.15);
  const gripTop = 300;
  const gripBottom = 462;
  // The blade follows an arc from the top of the handle, up and over, its point curling back down: a crescent.
  const R = 112 * reach;
  const [ox, oy] = [CX + R - 16, 226];
  const sweep = rng.range(200, 218);
  const steps = 14;
  const outer: Pt[] = [corner(CX - 13, gripTop + 2)];
  const inner: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = ((180 + sweep * t) * Math.PI) / 180;
    const w = 30 * back * (1 - t) ** 0.55 + 1.5;
    outer.push([ox + (R + w * 0.3) * Math.cos(a), oy + (R + w * 0.3) * Math.sin(a)]);
    inner.unshift([ox + (R - w * 0.7) * Math.cos(a), oy + (R - w * 0.7) * Math.sin(a)]);
  }
  const tip = outer.pop() as Pt;
  outer.push(corner(tip[0], tip[1]));
  inner.shift();
  inner.push(corner(CX + 13, gripTop + 2));
  const blade = [...outer, ...inner];
  // A bright bevel along the edge, and a line along the back where the smith ground it.
  const bevel = smoothOpen(inner.slice(0, -1).map(([x, y]): Pt => [x - 5, y - 4]));
  const markup = [
    grip(ctx, gripTop + 10, gripBottom, 13, ctx.ramps.trim),
    ctx.part({
      points: blade,
      ramp: ramps.main,
      material: plan.main,
      inner: [
        el('path', {
          d: bevel,
          fill: 'none',
          stroke: mix(ramps.main.light, '#ffffff', 0.55),
          'stroke-width': 4,
          'stroke-linecap': 'round',
          opacity: 0.75,
        }),
      ],
    }),
    // The ferrule that holds the tang in the handle.
    ctx.part({
      points: [
        corner(CX - 17, gripTop - 6),
        corner(CX + 17, gripTop - 6),
        corner(CX + 18, gripTop + 18),
        corner(CX - 18, gripTop + 18),
      ],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  ];
  if (plan.decided?.runes || ctx.ornament >= 3)
    markup.push(
      ctx.runes(
        smoothOpen(outer.slice(3, 9).map(([x, y]): Pt => [x + (ox - x) * 0.12, y + (oy - y) * 0.12])),
        1.6,
      ),
    );
  return { markup: markup.join(''), fill: 0.7 };
}

export const drawSword = (ctx: ItemCtx) => drawSwordLike(ctx, false);
export const drawDagger = (ctx: ItemCtx) =>
  ctx.plan.variant === 'sickle' || /\b(sickle|kama)\b/i.test(ctx.plan.subtype)
    ? drawSickle(ctx)
    : drawSwordLike(ctx, true);
