// The eight emblem styles as different renderings of the same arms: each has its own pigments, ink, way of
// shading a tincture, backdrop, rim, ornaments behind and before the shield, surface texture and motto ribbon.
import type { FactionEmblemStyle, Tincture } from '../../../../shared/kinds/faction.js';
import type { ArtRng } from '../../../art/art-rng.js';
import { darken, lighten, mix } from '../../../art/color.js';
import { type Pt, resampleClosed } from '../../../art/path.js';
import { el, group, num, type SvgDoc } from '../../../art/svg.js';
import type { ShieldGeometry } from './shields.js';

/** What a style draws with: the picture, the shield's place on it and helpers between the two spaces. */
export interface StyleContext {
  doc: SvgDoc;
  rng: ArtRng;
  g: ShieldGeometry;
  /** Shield units to canvas: x = ox + sx * k. */
  k: number;
  ox: number;
  oy: number;
  /** The shield outline in canvas units. */
  outline: string;
  /** The shield outline resampled evenly, in canvas units (rims, rivets, spikes). */
  rimPoints(count: number, inset?: number): Pt[];
  /** Where the outline's left (-1) or right (1) edge crosses a height given as a fraction of the shield's. */
  edgeAt(fraction: number, side: -1 | 1): Pt;
  /** The arms' two main tinctures (for banners and ornaments that echo them). */
  primary: Tincture;
  secondary: Tincture;
  /** Canvas size. */
  size: number;
}

export type FillRole = 'field' | 'ordinary' | 'charge';

export interface ScrollLook {
  face: string;
  back: string;
  edge: string;
  text: string;
  font: 'display' | 'body' | 'italic';
  upper: boolean;
}

export interface EmblemStyleDef {
  palette: Record<Tincture, string>;
  ink: string;
  /** Outline and detail widths in canvas units. */
  outline: number;
  detail: number;
  /** How a tincture is painted: flat pigment, a soft gradient, or glossy enamel and polished metal. */
  finish: 'flat' | 'soft' | 'gloss';
  backdrop(ctx: StyleContext): string;
  /** Ornaments behind the shield (banners, rays, rings, cartouches). */
  behind(ctx: StyleContext): string;
  /** Surface marks inside the shield, over the arms, in canvas units (clipped to the shield). */
  texture(ctx: StyleContext): string;
  /** The rim and anything on it, in canvas units. */
  rim(ctx: StyleContext): string;
  /** Ornaments in front of or above the shield. */
  front(ctx: StyleContext): string;
  scroll: ScrollLook;
}

// ---- Shared painting helpers ----

const isMetalT = (t: Tincture) => t === 'or' || t === 'argent';

/** The paint for a tincture in a style: a colour or a gradient reference. */
export function tinctureFill(doc: SvgDoc, style: EmblemStyleDef, t: Tincture, role: FillRole): string {
  const base = style.palette[t];
  if (style.finish === 'flat') return base;
  if (style.finish === 'soft') {
    return doc.linearGradient({
      x1: 0.2,
      y1: 0,
      x2: 0.8,
      y2: 1,
      stops: [
        { offset: 0, color: lighten(base, role === 'charge' ? 0.16 : 0.1) },
        { offset: 1, color: darken(base, 0.14) },
      ],
    });
  }
  if (isMetalT(t)) {
    // Polished metal: a bright band of sky, a dark band of ground, bounce light.
    return doc.linearGradient({
      x1: 0.1,
      y1: 0,
      x2: 0.9,
      y2: 1,
      stops: [
        { offset: 0, color: lighten(base, 0.35) },
        { offset: 0.3, color: lighten(base, 0.55) },
        { offset: 0.5, color: base },
        { offset: 0.78, color: darken(base, 0.28) },
        { offset: 1, color: mix(base, darken(base, 0.1), 0.5) },
      ],
    });
  }
  return doc.linearGradient({
    x1: 0.15,
    y1: 0,
    x2: 0.85,
    y2: 1,
    stops: [
      { offset: 0, color: lighten(base, 0.28) },
      { offset: 0.45, color: base },
      { offset: 1, color: darken(base, 0.3) },
    ],
  });
}

/** The colour of ink lines drawn on a tincture: dark ink, or a light line on sable where ink would vanish. */
export function detailInk(style: EmblemStyleDef, t: Tincture): string {
  const base = style.palette[t];
  if (t === 'sable') return mix(base, '#ffffff', 0.45);
  return style.ink;
}

const full = (ctx: StyleContext, fill: string) => el('rect', { width: ctx.size, height: ctx.size, fill });

function vignette(ctx: StyleContext, strength: number, color = '#000000'): string {
  return full(
    ctx,
    ctx.doc.radialGradient({
      cx: 0.5,
      cy: 0.46,
      r: 0.72,
      stops: [
        { offset: 0.55, color, opacity: 0 },
        { offset: 1, color, opacity: strength },
      ],
    }),
  );
}

function glowDisc(
  ctx: StyleContext,
  cx: number,
  cy: number,
  r: number,
  color: string,
  strength: number,
): string {
  return el('circle', {
    cx,
    cy,
    r,
    fill: ctx.doc.radialGradient({
      stops: [
        { offset: 0, color, opacity: strength },
        { offset: 0.5, color, opacity: strength * 0.45 },
        { offset: 1, color, opacity: 0 },
      ],
    }),
  });
}

const centre = (ctx: StyleContext) => ({
  x: ctx.ox + ctx.g.fx * ctx.k,
  y: ctx.oy + 120 * ctx.k,
  w: 200 * ctx.k,
  h: 240 * ctx.k,
});

/** A ring of points round a centre (for rays, runes, rivets). */
function ringPts(cx: number, cy: number, r: number, n: number, start = -90): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((start + (360 * i) / n) * Math.PI) / 180;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as Pt;
  });
}

const polyD = (pts: readonly Pt[], close = true) =>
  `${pts.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('')}${close ? 'Z' : ''}`;

/** Short strokes scattered over a box: scratches, grain, brush marks (one path, so cheap). */
function strokes(
  rng: ArtRng,
  box: { x: number; y: number; w: number; h: number },
  n: number,
  len: [number, number],
  angle: [number, number],
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = box.x + rng.next() * box.w;
    const y = box.y + rng.next() * box.h;
    const l = rng.range(len[0], len[1]);
    const a = (rng.range(angle[0], angle[1]) * Math.PI) / 180;
    d += `M${num(x)} ${num(y)}l${num(Math.cos(a) * l)} ${num(Math.sin(a) * l)}`;
  }
  return d;
}

/**
 * A cloth banner on a pole, hanging from a crossbar with a swallowtail foot, the pole turned by `deg` about its
 * foot; `side` -1 flies the cloth to the pole's left, 1 to its right.
 */
function banner(foot: Pt, deg: number, side: -1 | 1, flag: string, flag2: string, ink: string): string {
  const len = 640;
  const x = foot[0];
  const top = foot[1] - len + 34;
  const w = 132 * side;
  const h = 220;
  const px = (dx: number) => num(x + dx);
  const py = (dy: number) => num(top + dy);
  const cloth = `M${px(0)} ${py(0)}L${px(w)} ${py(0)}L${px(w)} ${py(h)}L${px(w / 2)} ${py(h - 44)}L${px(0)} ${py(h)}Z`;
  const stripe = `M${px(w * 0.36)} ${py(0)}L${px(w * 0.64)} ${py(0)}L${px(w * 0.64)} ${py(h - 30)}L${px(w / 2)} ${py(h - 44)}L${px(w * 0.36)} ${py(h - 30)}Z`;
  return group({ transform: `rotate(${num(deg)} ${num(foot[0])} ${num(foot[1])})` }, [
    el('path', {
      d: `M${px(0)} ${num(foot[1])}L${px(0)} ${num(foot[1] - len)}`,
      stroke: '#4a3422',
      'stroke-width': 13,
      'stroke-linecap': 'round',
    }),
    el('path', { d: cloth, fill: flag, stroke: ink, 'stroke-width': 4, 'stroke-linejoin': 'round' }),
    el('path', { d: stripe, fill: flag2 }),
    // Folds: the cloth sags between its two ties.
    el('path', {
      d: `M${px(w * 0.2)} ${py(4)}L${px(w * 0.26)} ${py(h - 24)}M${px(w * 0.8)} ${py(4)}L${px(w * 0.76)} ${py(h - 24)}`,
      stroke: '#000000',
      'stroke-opacity': 0.16,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: `M${px(-10 * side)} ${py(-8)}L${px(w + 12 * side)} ${py(-8)}`,
      stroke: '#4a3422',
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: x, cy: foot[1] - len - 8, r: 14, fill: '#c9a043', stroke: ink, 'stroke-width': 3 }),
  ]);
}

/** A leafy scroll (acanthus-like) as a curling line with leaves, for cartouches. */
function curl(x: number, y: number, s: number, flip: boolean): string {
  const f = flip ? -1 : 1;
  const p = (dx: number, dy: number) => `${num(x + dx * s * f)} ${num(y + dy * s)}`;
  return `M${p(0, 0)}C${p(20, -6)} ${p(36, -26)} ${p(30, -44)}C${p(26, -56)} ${p(10, -56)} ${p(8, -44)}C${p(6, -34)} ${p(18, -30)} ${p(22, -38)}`;
}

// ---- The styles ----

const FANTASY: EmblemStyleDef = {
  palette: {
    or: '#e6b52f',
    argent: '#e6eaf0',
    gules: '#c41f30',
    azure: '#1c58b5',
    vert: '#1b8748',
    sable: '#232026',
    purpure: '#7a2e8e',
  },
  ink: '#26160c',
  outline: 4.2,
  detail: 2.4,
  finish: 'gloss',
  backdrop: (ctx) =>
    full(
      ctx,
      ctx.doc.radialGradient({
        cx: 0.5,
        cy: 0.42,
        r: 0.75,
        stops: [
          { offset: 0, color: '#3a3f6e' },
          { offset: 0.6, color: '#1c1c36' },
          { offset: 1, color: '#0d0c18' },
        ],
      }),
    ) + glowDisc(ctx, 500, 430, 430, '#f6d98a', 0.28),
  behind: (ctx) => {
    // Two sprays of gold rays fanning from behind the shield's top corners.
    const c = centre(ctx);
    const rays = ringPts(c.x, c.y - 40, 470, 28).map((p, i) =>
      i % 2 ? '' : `M${num(c.x)} ${num(c.y - 40)}L${num(p[0])} ${num(p[1])}`,
    );
    return el('path', {
      d: rays.join(''),
      stroke: '#f3cf6b',
      'stroke-opacity': 0.16,
      'stroke-width': 16,
      'stroke-linecap': 'round',
    });
  },
  texture: () => '',
  rim: (ctx) => {
    const gold = ctx.doc.linearGradient({
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 1,
      stops: [
        { offset: 0, color: '#fff0b0' },
        { offset: 0.3, color: '#e2b03c' },
        { offset: 0.6, color: '#8a5a14' },
        { offset: 0.8, color: '#e9c15a' },
        { offset: 1, color: '#6d4510' },
      ],
    });
    const gems = ctx
      .rimPoints(12)
      .filter((_, i) => i % 3 === 0)
      .map((p) =>
        el('circle', { cx: p[0], cy: p[1], r: 9, fill: '#b01e33', stroke: '#3a1208', 'stroke-width': 2.5 }),
      )
      .join('');
    return [
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#3a2408',
        'stroke-width': 30,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: gold,
        'stroke-width': 22,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#fff6d0',
        'stroke-opacity': 0.5,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }),
      gems,
    ].join('');
  },
  front: () => '',
  scroll: {
    face: '#f1e2bc',
    back: '#c9b27e',
    edge: '#6b4a16',
    text: '#5a2410',
    font: 'display',
    upper: false,
  },
};

const MEDIEVAL: EmblemStyleDef = {
  palette: {
    or: '#dfae32',
    argent: '#f6f1e4',
    gules: '#b5322a',
    azure: '#2d519b',
    vert: '#3d7b3a',
    sable: '#1c1a18',
    purpure: '#6f3b79',
  },
  ink: '#111010',
  outline: 6,
  detail: 3.2,
  finish: 'flat',
  backdrop: (ctx) => {
    const stains = strokes(ctx.rng.fork('stains'), { x: 40, y: 40, w: 920, h: 920 }, 40, [20, 70], [0, 180]);
    return [
      full(ctx, '#efe2c0'),
      el('path', {
        d: stains,
        stroke: '#b89a5e',
        'stroke-opacity': 0.1,
        'stroke-width': 26,
        'stroke-linecap': 'round',
      }),
      el('rect', {
        x: 34,
        y: 34,
        width: 932,
        height: 932,
        fill: 'none',
        stroke: '#7a2b1e',
        'stroke-width': 6,
      }),
      el('rect', {
        x: 48,
        y: 48,
        width: 904,
        height: 904,
        fill: 'none',
        stroke: '#2a2220',
        'stroke-width': 2.5,
      }),
      vignette(ctx, 0.28, '#6b4a1a'),
    ].join('');
  },
  behind: () => '',
  texture: (ctx) => {
    // Paint laid on vellum: faint brush streaks.
    const c = centre(ctx);
    const d = strokes(
      ctx.rng.fork('streaks'),
      { x: c.x - c.w / 2, y: ctx.oy, w: c.w, h: c.h },
      36,
      [30, 90],
      [-8, 8],
    );
    return el('path', {
      d,
      stroke: '#ffffff',
      'stroke-opacity': 0.07,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    });
  },
  rim: (ctx) =>
    el('path', {
      d: ctx.outline,
      fill: 'none',
      stroke: '#111010',
      'stroke-width': 12,
      'stroke-linejoin': 'round',
    }),
  front: () => '',
  scroll: {
    face: '#fbf6ea',
    back: '#d8ccb0',
    edge: '#111010',
    text: '#111010',
    font: 'display',
    upper: true,
  },
};

const DARK: EmblemStyleDef = {
  palette: {
    or: '#a8893c',
    argent: '#a9adb1',
    gules: '#7c1f22',
    azure: '#27395a',
    vert: '#2b4933',
    sable: '#151416',
    purpure: '#45283f',
  },
  ink: '#050506',
  outline: 5,
  detail: 2.6,
  finish: 'soft',
  backdrop: (ctx) =>
    [
      full(ctx, '#0c0b0d'),
      el('ellipse', {
        cx: 500,
        cy: 980,
        rx: 620,
        ry: 360,
        fill: ctx.doc.radialGradient({
          stops: [
            { offset: 0, color: '#7a2a14', opacity: 0.5 },
            { offset: 1, color: '#7a2a14', opacity: 0 },
          ],
        }),
      }),
      el('path', {
        d: strokes(ctx.rng.fork('ash'), { x: 0, y: 0, w: 1000, h: 1000 }, 60, [2, 5], [0, 360]),
        stroke: '#d9a27a',
        'stroke-opacity': 0.35,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
      vignette(ctx, 0.7),
    ].join(''),
  behind: () => '',
  texture: (ctx) => {
    const c = centre(ctx);
    const box = { x: c.x - c.w / 2, y: ctx.oy, w: c.w, h: c.h };
    return [
      el('path', {
        d: strokes(ctx.rng.fork('scratch'), box, 46, [12, 46], [-60, 60]),
        stroke: '#ffffff',
        'stroke-opacity': 0.09,
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: strokes(ctx.rng.fork('pits'), box, 30, [8, 26], [100, 160]),
        stroke: '#000000',
        'stroke-opacity': 0.25,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ].join('');
  },
  rim: (ctx) => {
    // An iron rim with spikes pointing out round the shield.
    const c = centre(ctx);
    const spikes = ctx.rimPoints(18).map((p) => {
      const dx = p[0] - c.x;
      const dy = p[1] - c.y;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len;
      const uy = dy / len;
      const s = 46;
      const w = 15;
      return polyD([
        [p[0] - uy * w, p[1] + ux * w],
        [p[0] + ux * s, p[1] + uy * s],
        [p[0] + uy * w, p[1] - ux * w],
      ]);
    });
    const iron = ctx.doc.linearGradient({
      stops: [
        { offset: 0, color: '#6c6f75' },
        { offset: 0.5, color: '#3a3c41' },
        { offset: 1, color: '#18191c' },
      ],
    });
    const studs = ctx
      .rimPoints(22)
      .map((p) =>
        el('circle', { cx: p[0], cy: p[1], r: 5, fill: '#8d9097', stroke: '#050506', 'stroke-width': 2 }),
      )
      .join('');
    return [
      el('path', {
        d: spikes.join(''),
        fill: iron,
        stroke: '#050506',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#050506',
        'stroke-width': 30,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: iron,
        'stroke-width': 22,
        'stroke-linejoin': 'round',
      }),
      studs,
    ].join('');
  },
  front: () => '',
  scroll: {
    face: '#2a2629',
    back: '#161315',
    edge: '#050506',
    text: '#c9bfae',
    font: 'display',
    upper: true,
  },
};

const ELEGANT: EmblemStyleDef = {
  palette: {
    or: '#d7b35e',
    argent: '#f5f3ec',
    gules: '#b23b4a',
    azure: '#3b619f',
    vert: '#3f7e5d',
    sable: '#2b2729',
    purpure: '#7b4b87',
  },
  ink: '#5a4520',
  outline: 2.6,
  detail: 1.6,
  finish: 'soft',
  backdrop: (ctx) => {
    // Ivory paper with a faint diamond damask and a thin gold frame.
    let lattice = '';
    for (let i = -1000; i <= 1000; i += 60) lattice += `M${i} 0L${i + 1000} 1000M${i} 1000L${i + 1000} 0`;
    return [
      full(ctx, '#f6f0e2'),
      el('path', { d: lattice, stroke: '#c9b27a', 'stroke-opacity': 0.16, 'stroke-width': 1.5 }),
      el('rect', {
        x: 40,
        y: 40,
        width: 920,
        height: 920,
        fill: 'none',
        stroke: '#b8944a',
        'stroke-width': 2,
      }),
      el('rect', {
        x: 52,
        y: 52,
        width: 896,
        height: 896,
        fill: 'none',
        stroke: '#b8944a',
        'stroke-width': 1,
      }),
      vignette(ctx, 0.12, '#8a6a2a'),
    ].join('');
  },
  behind: (ctx) => {
    // An ornate cartouche: gold scrollwork curling out from the shield's flanks, leaves and a shell above.
    const c = centre(ctx);
    const at = (f: number, side: -1 | 1, out: number): Pt => {
      const p = ctx.edgeAt(f, side);
      return [p[0] + side * out, p[1]];
    };
    const [l1, r1, l2, r2] = [at(0.2, -1, 8), at(0.2, 1, 8), at(0.6, -1, 6), at(0.6, 1, 6)];
    const scrolls = [
      curl(l1[0], l1[1], 2.4, true),
      curl(r1[0], r1[1], 2.4, false),
      curl(l2[0], l2[1], 1.9, true),
      curl(r2[0], r2[1], 1.9, false),
    ].join('');
    const [la, ra, lb, rb] = [at(0.4, -1, 22), at(0.4, 1, 22), at(0.06, -1, 30), at(0.06, 1, 30)];
    const leaves = [
      [la[0], la[1], -30],
      [ra[0], ra[1], 30],
      [lb[0], lb[1], -50],
      [rb[0], rb[1], 50],
    ]
      .map(
        ([x, y, deg]) =>
          `M${num(x!)} ${num(y!)}q${num(18 * Math.sign(deg!))} -30 ${num(46 * Math.sign(deg!))} -34q-10 26 ${num(-46 * Math.sign(deg!))} 34Z`,
      )
      .join('');
    const shell = Array.from({ length: 7 }, (_, i) => {
      const a = ((-160 + (140 * i) / 6) * Math.PI) / 180;
      return `M${num(c.x)} ${num(ctx.oy + 4)}L${num(c.x + Math.cos(a) * 64)} ${num(ctx.oy + 4 + Math.sin(a) * 52)}`;
    }).join('');
    const gold = ctx.doc.linearGradient({
      stops: [
        { offset: 0, color: '#f3dc97' },
        { offset: 1, color: '#a67a2c' },
      ],
    });
    return [
      el('ellipse', {
        cx: c.x,
        cy: ctx.oy - 10,
        rx: 70,
        ry: 56,
        fill: gold,
        stroke: '#6b4f1c',
        'stroke-width': 2.5,
      }),
      el('path', { d: shell, stroke: '#6b4f1c', 'stroke-width': 2, fill: 'none' }),
      el('path', { d: leaves, fill: gold, stroke: '#6b4f1c', 'stroke-width': 2 }),
      el('path', {
        d: scrolls,
        fill: 'none',
        stroke: '#6b4f1c',
        'stroke-width': 13,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: scrolls,
        fill: 'none',
        stroke: gold,
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }),
    ].join('');
  },
  texture: () => '',
  rim: (ctx) =>
    [
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#b8944a',
        'stroke-width': 14,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#f7ecc8',
        'stroke-width': 8,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#b8944a',
        'stroke-width': 2.5,
        'stroke-linejoin': 'round',
      }),
    ].join(''),
  front: () => '',
  scroll: {
    face: '#fbf7ec',
    back: '#e2d4b0',
    edge: '#a5823c',
    text: '#6b4a18',
    font: 'italic',
    upper: false,
  },
};

const TRIBAL: EmblemStyleDef = {
  palette: {
    or: '#d6a03e',
    argent: '#eee2c8',
    gules: '#a73b22',
    azure: '#2f4f6d',
    vert: '#5a6d34',
    sable: '#251b16',
    purpure: '#5f2e45',
  },
  ink: '#22150d',
  outline: 6.5,
  detail: 3.6,
  finish: 'flat',
  backdrop: (ctx) => {
    const rng = ctx.rng.fork('dots');
    let dots = '';
    for (let i = 0; i < 70; i++) {
      const a = (i / 70) * Math.PI * 2;
      const r = 455 + rng.jitter(0, 6);
      dots += `M${num(500 + Math.cos(a) * r)} ${num(500 + Math.sin(a) * r)}h0.1`;
    }
    return [
      full(
        ctx,
        ctx.doc.radialGradient({
          cy: 0.45,
          stops: [
            { offset: 0, color: '#d7b98a' },
            { offset: 1, color: '#9a6f44' },
          ],
        }),
      ),
      el('path', {
        d: dots,
        stroke: '#5a2f1a',
        'stroke-width': 12,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.55,
      }),
      vignette(ctx, 0.35, '#3a2010'),
    ].join('');
  },
  behind: (ctx) => {
    // Two crossed spears behind the shield and feathers hanging from its foot.
    const c = centre(ctx);
    const spear = (deg: number) =>
      group({ transform: `rotate(${deg} ${num(c.x)} ${num(c.y)})` }, [
        el('path', {
          d: `M${num(c.x)} ${num(c.y - 470)}L${num(c.x)} ${num(c.y + 470)}`,
          stroke: '#5a3a1e',
          'stroke-width': 13,
          'stroke-linecap': 'round',
        }),
        el('path', {
          d: `M${num(c.x)} ${num(c.y - 500)}l22 70l-22 18l-22 -18Z`,
          fill: '#c8c2b4',
          stroke: '#22150d',
          'stroke-width': 4,
          'stroke-linejoin': 'round',
        }),
        el('path', {
          d: `M${num(c.x - 9)} ${num(c.y - 420)}h18M${num(c.x - 9)} ${num(c.y - 408)}h18`,
          stroke: '#a73b22',
          'stroke-width': 5,
        }),
      ]);
    return spear(-38) + spear(38);
  },
  texture: (ctx) => {
    // Painted on hide: spots, and dry brush marks where the paint thins.
    const c = centre(ctx);
    const box = { x: c.x - c.w / 2, y: ctx.oy, w: c.w, h: c.h };
    const rng = ctx.rng.fork('hide');
    let spots = '';
    for (let i = 0; i < 14; i++) {
      const x = box.x + rng.next() * box.w;
      const y = box.y + rng.next() * box.h;
      const r = rng.range(8, 22);
      spots += `M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.7)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r * 0.7)} 0 1 0 ${num(-2 * r)} 0Z`;
    }
    // The paint stops short of the hoop in a rough brushed edge, showing bare hide between.
    const brushEdge = polyD(
      ctx.rimPoints(120, 12).map((p) => [p[0] + rng.jitter(0, 3.5), p[1] + rng.jitter(0, 3.5)] as Pt),
    );
    return [
      el('path', { d: spots, fill: '#3a2010', 'fill-opacity': 0.1 }),
      el('path', {
        d: brushEdge,
        fill: 'none',
        stroke: '#d9c39a',
        'stroke-width': 22,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: brushEdge,
        fill: 'none',
        stroke: '#22150d',
        'stroke-opacity': 0.25,
        'stroke-width': 3,
      }),
      el('path', {
        d: strokes(rng, box, 40, [30, 80], [-20, 20]),
        stroke: '#f4e6c8',
        'stroke-opacity': 0.13,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    ].join('');
  },
  rim: (ctx) => {
    // A wooden hoop laced with thongs, the paint's edge left rough by the brush.
    const laces = ctx.rimPoints(36).map((p, i) => {
      const q = ctx.rimPoints(36, 14)[i]!;
      return `M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`;
    });
    return [
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#3a2412',
        'stroke-width': 34,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#8a5a2e',
        'stroke-width': 26,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#c08a50',
        'stroke-width': 8,
        'stroke-dasharray': '40 18 14 22',
        'stroke-opacity': 0.5,
      }),
      el('path', { d: laces.join(''), stroke: '#e6d2a8', 'stroke-width': 5, 'stroke-linecap': 'round' }),
    ].join('');
  },
  front: (ctx) =>
    // Feathers on thongs hanging from the shield's lower flanks, clear of the motto ribbon.
    ([-1, 1] as const)
      .flatMap((side) => [0.62, 0.74].map((f, i) => ({ p: ctx.edgeAt(f, side), side, i })))
      .map(({ p, side, i }) => {
        const x = p[0] + side * (10 + i * 6);
        const y = p[1] + 8;
        const tip = y + 130 - i * 20;
        const lean = side * (16 + i * 8);
        return [
          el('path', {
            d: `M${num(p[0])} ${num(p[1])}L${num(x)} ${num(y + 12)}`,
            stroke: '#3a2412',
            'stroke-width': 4,
          }),
          el('path', {
            d: `M${num(x)} ${num(y + 10)}C${num(x + 24 + lean)} ${num(y + 40)} ${num(x + 16 + lean)} ${num(tip - 30)} ${num(x + lean)} ${num(tip)}C${num(x - 16 + lean)} ${num(tip - 30)} ${num(x - 20)} ${num(y + 40)} ${num(x)} ${num(y + 10)}Z`,
            fill: i === 0 ? '#efe3c6' : '#a73b22',
            stroke: '#22150d',
            'stroke-width': 3,
          }),
          el('path', {
            d: `M${num(x)} ${num(y + 14)}Q${num(x + lean * 0.8)} ${num((y + tip) / 2)} ${num(x + lean)} ${num(tip - 6)}`,
            fill: 'none',
            stroke: '#22150d',
            'stroke-width': 2,
          }),
        ].join('');
      })
      .join(''),
  scroll: {
    face: '#9a6a3c',
    back: '#6a4426',
    edge: '#22150d',
    text: '#f3e4c4',
    font: 'display',
    upper: true,
  },
};

const ARCANE: EmblemStyleDef = {
  palette: {
    or: '#f1c94f',
    argent: '#dde7f6',
    gules: '#cf2f4b',
    azure: '#2a51c9',
    vert: '#1e9f6e',
    sable: '#17132a',
    purpure: '#8b3bd0',
  },
  ink: '#120a26',
  outline: 4,
  detail: 2.2,
  finish: 'gloss',
  backdrop: (ctx) => {
    const rng = ctx.rng.fork('stars');
    let stars = '';
    for (let i = 0; i < 90; i++) stars += `M${num(rng.next() * 1000)} ${num(rng.next() * 1000)}h0.1`;
    return [
      full(
        ctx,
        ctx.doc.radialGradient({
          cy: 0.44,
          stops: [
            { offset: 0, color: '#2d2166' },
            { offset: 0.65, color: '#120d31' },
            { offset: 1, color: '#07051a' },
          ],
        }),
      ),
      el('path', {
        d: stars,
        stroke: '#cfd8ff',
        'stroke-width': 3.2,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.7,
      }),
      glowDisc(ctx, 500, 450, 470, '#6fd3ff', 0.3),
    ].join('');
  },
  behind: (ctx) => {
    // A runic ring: two circles with angular runes between them, glowing.
    const c = centre(ctx);
    const cy = ctx.oy + 118 * ctx.k;
    const r = 370;
    const runeRng = ctx.rng.fork('runes');
    // Each rune: a stave across the ring and one or two twigs, drawn in the ring's own frame.
    const TWIGS: readonly (readonly [number, number, number, number][])[] = [
      [[0, 8, 8, 0]],
      [
        [0, 8, -8, -2],
        [0, -2, 8, -10],
      ],
      [
        [-8, 4, 0, 12],
        [0, 12, 8, 4],
      ],
      [
        [-8, 10, 8, -10],
        [-8, -10, 8, 10],
      ],
      [
        [0, 14, 9, 6],
        [9, 6, 0, -2],
      ],
    ];
    let runes = '';
    const n = 24;
    for (let i = 0; i < n; i++) {
      const a = ((i / n) * 360 - 90) * (Math.PI / 180);
      const ux = Math.cos(a);
      const uy = Math.sin(a);
      const x = c.x + ux * r;
      const y = cy + uy * r;
      // Local (t, u): t along the ring, u across it (outward).
      const at = (t: number, u: number) => `${num(x - uy * t + ux * u)} ${num(y + ux * t + uy * u)}`;
      runes += `M${at(0, -16)}L${at(0, 16)}`;
      for (const [t0, u0, t1, u1] of TWIGS[runeRng.int(0, TWIGS.length - 1)]!)
        runes += `M${at(t0, u0)}L${at(t1, u1)}`;
    }
    const ring = (rr: number, w: number, op: number) =>
      el('circle', {
        cx: c.x,
        cy,
        r: rr,
        fill: 'none',
        stroke: '#8fe3ff',
        'stroke-width': w,
        'stroke-opacity': op,
      });
    return [
      ring(r, 70, 0.08),
      ring(r - 30, 3, 0.7),
      ring(r + 30, 3, 0.7),
      ring(r + 42, 1.5, 0.5),
      el('path', {
        d: runes,
        stroke: '#8fe3ff',
        'stroke-width': 10,
        'stroke-opacity': 0.25,
        'stroke-linecap': 'round',
      }),
      el('path', { d: runes, stroke: '#e6fbff', 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
    ].join('');
  },
  texture: (ctx) => {
    const c = centre(ctx);
    return glowDisc(ctx, c.x - c.w * 0.15, ctx.oy + c.h * 0.25, c.w * 0.5, '#bfe9ff', 0.25);
  },
  rim: (ctx) =>
    [
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#7fdcff',
        'stroke-width': 46,
        'stroke-opacity': 0.14,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#7fdcff',
        'stroke-width': 30,
        'stroke-opacity': 0.22,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#0e0a24',
        'stroke-width': 18,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#a9b8d6',
        'stroke-width': 10,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#ecfaff',
        'stroke-width': 2.5,
        'stroke-linejoin': 'round',
      }),
    ].join(''),
  front: (ctx) => {
    const c = centre(ctx);
    const y = ctx.oy - 52;
    // A glowing gem above the shield.
    return [
      glowDisc(ctx, c.x, y, 70, '#9fe8ff', 0.6),
      el('path', {
        d: `M${num(c.x)} ${num(y - 30)}L${num(c.x + 20)} ${num(y)}L${num(c.x)} ${num(y + 30)}L${num(c.x - 20)} ${num(y)}Z`,
        fill: '#bff0ff',
        stroke: '#120a26',
        'stroke-width': 3,
      }),
    ].join('');
  },
  scroll: {
    face: '#2b1f5e',
    back: '#1a1240',
    edge: '#8fe3ff',
    text: '#e9f8ff',
    font: 'display',
    upper: true,
  },
};

const RELIGIOUS: EmblemStyleDef = {
  palette: {
    or: '#e2b33a',
    argent: '#f8f4ea',
    gules: '#b8222d',
    azure: '#1f4fa9',
    vert: '#297a48',
    sable: '#1d1a1d',
    purpure: '#6d2a87',
  },
  ink: '#2a1a0e',
  outline: 5.4,
  detail: 2.6,
  finish: 'soft',
  backdrop: (ctx) =>
    [
      full(
        ctx,
        ctx.doc.radialGradient({
          cy: 0.4,
          stops: [
            { offset: 0, color: '#fff6dc' },
            { offset: 1, color: '#d9c08a' },
          ],
        }),
      ),
      vignette(ctx, 0.25, '#7a5a1a'),
    ].join(''),
  behind: (ctx) => {
    // A halo of straight and wavy gold rays behind the shield.
    const c = centre(ctx);
    const cy = ctx.oy + 100 * ctx.k;
    const rays = ringPts(c.x, cy, 460, 36)
      .map((p, i) => {
        const w = i % 2 ? 6 : 16;
        const a = Math.atan2(p[1] - cy, p[0] - c.x);
        const nx = -Math.sin(a) * w;
        const ny = Math.cos(a) * w;
        return `M${num(c.x + nx)} ${num(cy + ny)}L${num(p[0])} ${num(p[1])}L${num(c.x - nx)} ${num(cy - ny)}Z`;
      })
      .join('');
    return [
      el('path', { d: rays, fill: '#e8b93f', 'fill-opacity': 0.55 }),
      el('circle', { cx: c.x, cy, r: 330, fill: 'none', stroke: '#c9962a', 'stroke-width': 6 }),
      el('circle', { cx: c.x, cy, r: 318, fill: 'none', stroke: '#c9962a', 'stroke-width': 2 }),
    ].join('');
  },
  texture: (ctx) => {
    // Stained-glass light: two pale streaks across the glass.
    const c = centre(ctx);
    const x0 = c.x - c.w / 2;
    return el('path', {
      d: `M${num(x0)} ${num(ctx.oy + c.h * 0.1)}L${num(x0 + c.w * 0.35)} ${num(ctx.oy)}L${num(x0 + c.w)} ${num(ctx.oy + c.h * 0.6)}L${num(x0 + c.w)} ${num(ctx.oy + c.h * 0.8)}Z`,
      fill: '#ffffff',
      'fill-opacity': 0.1,
    });
  },
  rim: (ctx) =>
    [
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#2a1a0e',
        'stroke-width': 26,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#e0b446',
        'stroke-width': 18,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#8a1c22',
        'stroke-width': 4,
        'stroke-dasharray': '2 14',
        'stroke-linecap': 'round',
      }),
    ].join(''),
  front: (ctx) => {
    // A mitre-like crest above the shield: a pointed arch with a cross at its tip.
    const c = centre(ctx);
    const top = ctx.oy - 6;
    const w = 120;
    const h = 150;
    const mitre = `M${num(c.x - w / 2)} ${num(top)}C${num(c.x - w / 2)} ${num(top - h * 0.6)} ${num(c.x - 14)} ${num(top - h * 0.8)} ${num(c.x)} ${num(top - h)}C${num(c.x + 14)} ${num(top - h * 0.8)} ${num(c.x + w / 2)} ${num(top - h * 0.6)} ${num(c.x + w / 2)} ${num(top)}Z`;
    const band = `M${num(c.x - 12)} ${num(top)}L${num(c.x - 12)} ${num(top - h * 0.86)}L${num(c.x + 12)} ${num(top - h * 0.86)}L${num(c.x + 12)} ${num(top)}Z`;
    const cross = `M${num(c.x - 5)} ${num(top - h - 44)}h10v14h14v10h-14v22h-10v-22h-14v-10h14Z`;
    return [
      el('path', {
        d: mitre,
        fill: '#f8f4ea',
        stroke: '#2a1a0e',
        'stroke-width': 5,
        'stroke-linejoin': 'round',
      }),
      el('path', { d: band, fill: '#e0b446', stroke: '#2a1a0e', 'stroke-width': 3 }),
      el('path', {
        d: cross,
        fill: '#e0b446',
        stroke: '#2a1a0e',
        'stroke-width': 3.5,
        'stroke-linejoin': 'round',
      }),
    ].join('');
  },
  scroll: {
    face: '#fbf6e8',
    back: '#d9c9a4',
    edge: '#8a6a24',
    text: '#8a1c22',
    font: 'display',
    upper: false,
  },
};

const MILITARY: EmblemStyleDef = {
  palette: {
    or: '#c9a043',
    argent: '#dadcd6',
    gules: '#9e2c26',
    azure: '#2e4a6c',
    vert: '#4a5e31',
    sable: '#1f211d',
    purpure: '#563b5f',
  },
  ink: '#161812',
  outline: 5,
  detail: 2.8,
  finish: 'flat',
  backdrop: (ctx) => {
    let weave = '';
    for (let i = 0; i <= 1000; i += 14) weave += `M${i} 0V1000M0 ${i}H1000`;
    return [
      full(ctx, '#6f6d52'),
      el('path', { d: weave, stroke: '#000000', 'stroke-opacity': 0.06, 'stroke-width': 2 }),
      vignette(ctx, 0.45, '#1a1a10'),
    ].join('');
  },
  behind: (ctx) => {
    const c = centre(ctx);
    const foot: Pt = [c.x, ctx.oy + c.h + 60];
    return (
      banner(foot, -33, -1, MILITARY.palette[ctx.primary], MILITARY.palette[ctx.secondary], '#161812') +
      banner(foot, 33, 1, MILITARY.palette[ctx.secondary], MILITARY.palette[ctx.primary], '#161812')
    );
  },
  texture: (ctx) => {
    const c = centre(ctx);
    const box = { x: c.x - c.w / 2, y: ctx.oy, w: c.w, h: c.h };
    return el('path', {
      d: strokes(ctx.rng.fork('wear'), box, 40, [6, 30], [-30, 30]),
      stroke: '#e8e4d4',
      'stroke-opacity': 0.2,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    });
  },
  rim: (ctx) => {
    const steel = ctx.doc.linearGradient({
      stops: [
        { offset: 0, color: '#b7bcc0' },
        { offset: 0.5, color: '#7b8186' },
        { offset: 1, color: '#4a4f54' },
      ],
    });
    const rivets = ctx
      .rimPoints(28)
      .map(
        (p) =>
          el('circle', {
            cx: p[0],
            cy: p[1],
            r: 7,
            fill: '#d4d7da',
            stroke: '#161812',
            'stroke-width': 2.5,
          }) + el('circle', { cx: p[0] - 2, cy: p[1] - 2, r: 2.2, fill: '#ffffff', 'fill-opacity': 0.8 }),
      )
      .join('');
    return [
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: '#161812',
        'stroke-width': 34,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: ctx.outline,
        fill: 'none',
        stroke: steel,
        'stroke-width': 26,
        'stroke-linejoin': 'round',
      }),
      rivets,
    ].join('');
  },
  front: () => '',
  scroll: {
    face: '#c9bf94',
    back: '#8f8660',
    edge: '#161812',
    text: '#1f211d',
    font: 'display',
    upper: true,
  },
};

export const EMBLEM_STYLES: Record<FactionEmblemStyle, EmblemStyleDef> = {
  fantasy: FANTASY,
  medieval: MEDIEVAL,
  dark: DARK,
  elegant: ELEGANT,
  tribal: TRIBAL,
  arcane: ARCANE,
  religious: RELIGIOUS,
  military: MILITARY,
};

/** The outline resampled evenly and moved inward by `inset` (canvas units), for rims. */
export function evenRim(points: readonly Pt[], count: number, inset: number, cx: number, cy: number): Pt[] {
  return resampleClosed(points, count).map((p) => {
    const dx = cx - p[0];
    const dy = cy - p[1];
    const len = Math.hypot(dx, dy) || 1;
    return [p[0] + (dx / len) * inset, p[1] + (dy / len) * inset] as Pt;
  });
}
