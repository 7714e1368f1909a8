// Backdrops and surface finishes of the themed art styles (manuscript parchment, crypt window, mist, smoke,
// workshop gears, elven grove, dwarven forge): each sets a world, so a style reads before its subject does.
import type { ArtRng } from './art-rng.js';
import { mix } from './color.js';
import type { FrameSpec } from './frames.js';
import { type GlyphHand, glyphRow } from './glyphs.js';
import type { Painter } from './paint.js';
import {
  circlePath,
  corner,
  mirrorPoints,
  type Pt,
  polyline,
  sampleOpen,
  smoothClosed,
  smoothOpen,
} from './path.js';
import { el, num } from './svg.js';

export type ThemedFrame = 'parchment' | 'crypt' | 'mist' | 'smoke' | 'workshop' | 'grove' | 'forge';

export function drawThemedFrame(painter: Painter, kind: ThemedFrame, spec: FrameSpec, rng: ArtRng): string {
  switch (kind) {
    case 'parchment':
      return parchment(painter, spec, rng);
    case 'crypt':
      return crypt(painter, spec, rng);
    case 'mist':
      return mist(painter, spec, rng);
    case 'smoke':
      return smoke(painter, spec, rng);
    case 'workshop':
      return workshop(painter, spec, rng);
    case 'grove':
      return grove(painter, spec, rng);
    case 'forge':
      return forge(painter, spec, rng);
  }
}

/** The layer over the subject: what the air and the medium do to it (haze, smoke, sparks, a vignette). */
export function drawThemedFinish(painter: Painter, kind: ThemedFrame, rng: ArtRng): string {
  const size = painter.doc.size;
  switch (kind) {
    case 'parchment':
      return vignette(painter, '#5a3a14', 0.35, 0.6);
    case 'crypt':
      return vignette(painter, '#000000', 0.7, 0.5);
    case 'mist': {
      // Low banks of mist drift across the foot of the picture, over the subject.
      const bands: string[] = [];
      for (let i = 0; i < 2; i++) {
        const y = size * (0.86 + i * 0.08);
        bands.push(
          el('path', {
            d: smoothOpen([
              [-40, y + rng.range(-10, 10)],
              [size * 0.3, y - rng.range(10, 30)],
              [size * 0.65, y + rng.range(0, 20)],
              [size + 40, y - rng.range(0, 20)],
            ]),
            fill: 'none',
            stroke: '#ffffff',
            'stroke-width': rng.range(30, 46),
            'stroke-linecap': 'round',
            opacity: 0.25 + i * 0.1,
          }),
        );
      }
      return bands.join('') + vignette(painter, '#eef2ff', 0.35, 0.6);
    }
    case 'smoke':
      return (
        vignette(painter, '#000000', 0.85, 0.45) + embers(rng, size, ['#ff5a1f', '#c81e1e', '#ffb347'], 16)
      );
    case 'workshop':
      return vignette(painter, '#1a0e04', 0.6, 0.5);
    case 'grove': {
      let motes = '';
      for (let i = 0; i < 14; i++) {
        motes += circlePath(rng.range(30, size - 30), rng.range(30, size - 30), rng.range(1.2, 3.2));
      }
      return (
        el('path', { d: motes, fill: '#f4ffe8', opacity: 0.6 }) + vignette(painter, '#06140e', 0.5, 0.55)
      );
    }
    case 'forge':
      return (
        embers(rng, size, ['#ffb347', '#ff7a1f', '#ffe08a'], 18) + vignette(painter, '#120802', 0.55, 0.5)
      );
  }
}

/**
 * A darkening (or fog) toward the edges. Only the ring outside the clear middle is filled: resvg evaluates a
 * gradient for every pixel it covers, and the middle would be fully transparent anyway.
 */
function vignette(painter: Painter, color: string, strength: number, from: number): string {
  const size = painter.doc.size;
  const r = 0.72;
  const clear = size * r * from - 1;
  return el('path', {
    d: `M0 0H${size}V${size}H0Z${circlePath(size / 2, size / 2, clear)}`,
    'fill-rule': 'evenodd',
    fill: painter.doc.radialGradient({
      cx: 0.5,
      cy: 0.5,
      r,
      stops: [
        { offset: from, color, opacity: 0 },
        { offset: 1, color, opacity: strength },
      ],
    }),
  });
}

/** Sparks rising on the heat: short strokes leaning with the draught, in one path per colour. */
function embers(rng: ArtRng, size: number, colors: readonly string[], count: number): string {
  const paths = colors.map(() => '');
  for (let i = 0; i < count; i++) {
    const x = rng.range(20, size - 20);
    const y = rng.range(size * 0.15, size - 20);
    const len = rng.range(3, 9);
    const k = i % colors.length;
    paths[k] += `M${num(x)} ${num(y)}l${num(len * 0.35)} ${num(-len)}`;
  }
  return paths
    .map((d, i) =>
      el('path', {
        d,
        stroke: colors[i]!,
        'stroke-width': 2.4,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.85,
      }),
    )
    .join('');
}

/** Parallel diagonal lines filling a box (a lattice half), computed, not clipped: clips cost a layer each. */
function diagonals(x0: number, y0: number, x1: number, y1: number, spacing: number, rising: boolean): string {
  let d = '';
  const w = x1 - x0;
  const h = y1 - y0;
  for (let c = spacing / 2; c < w + h; c += spacing) {
    // The line x + y = c (or x - y) from the box's edge to its edge, in box coordinates.
    const a: Pt = c <= h ? [0, c] : [c - h, h];
    const b: Pt = c <= w ? [c, 0] : [w, c - w];
    const p = rising ? a : [a[0], h - a[1]];
    const q = rising ? b : [b[0], h - b[1]];
    d += `M${num(x0 + p[0])} ${num(y0 + p[1])}L${num(x0 + q[0])} ${num(y0 + q[1])}`;
  }
  return d;
}

/** An illuminated manuscript page: aged vellum, ruled borders in red and blue, a diapered panel, gilt corners. */
function parchment(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const paper = painter.color('#ecdcb2');
  const ink = painter.style.outline.inkColor;
  const red = painter.color('#9a3324');
  const blue = painter.color('#2f4f8f');
  const gold = painter.color('#d0a640');
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.45,
        r: 0.75,
        stops: [
          { offset: 0, color: mix(paper, '#fff8e6', 0.4) },
          { offset: 0.7, color: paper },
          { offset: 1, color: mix(paper, '#9a7036', 0.45) },
        ],
      }),
    }),
  ];
  // Foxing and water stains: flat translucent blots, cheaper than soft ones and just as old-looking.
  for (let i = 0; i < 5; i++) {
    parts.push(
      el('ellipse', {
        cx: rng.range(20, size - 20),
        cy: rng.range(20, size - 20),
        rx: rng.range(10, 40),
        ry: rng.range(8, 30),
        fill: '#9a7036',
        opacity: rng.range(0.05, 0.1),
      }),
    );
  }
  // The panel: a field of pigment diapered with a gilt lattice, as behind a saint in a book of hours.
  const m = 62;
  const panel = painter.color(spec.backdrop);
  parts.push(
    el('rect', { x: m, y: m, width: size - 2 * m, height: size - 2 * m, fill: panel }),
    el('path', {
      d: diagonals(m, m, size - m, size - m, 34, true) + diagonals(m, m, size - m, size - m, 34, false),
      stroke: mix(panel, '#f0d890', 0.45),
      'stroke-width': 1.4,
      fill: 'none',
      opacity: 0.7,
    }),
    el('rect', {
      x: m,
      y: m,
      width: size - 2 * m,
      height: size - 2 * m,
      fill: 'none',
      stroke: gold,
      'stroke-width': 6,
    }),
    el('rect', {
      x: m - 4,
      y: m - 4,
      width: size - 2 * m + 8,
      height: size - 2 * m + 8,
      fill: 'none',
      stroke: ink,
      'stroke-width': 1.6,
    }),
    // Ruled borders in the two inks of the scriptorium.
    el('rect', {
      x: 24,
      y: 24,
      width: size - 48,
      height: size - 48,
      fill: 'none',
      stroke: red,
      'stroke-width': 3,
    }),
    el('rect', {
      x: 34,
      y: 34,
      width: size - 68,
      height: size - 68,
      fill: 'none',
      stroke: blue,
      'stroke-width': 2,
    }),
  );
  // A vine flourish running from each corner, with little red and blue leaves.
  const vine: Pt[] = [
    [29, 110],
    [46, 80],
    [34, 56],
    [56, 44],
    [80, 33],
    [112, 29],
  ];
  let vines = '';
  let leavesRed = '';
  let leavesBlue = '';
  for (const [fx, fy] of [
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
  ] as const) {
    const pts = vine.map(([x, y]): Pt => [fx > 0 ? x : size - x, fy > 0 ? y : size - y]);
    vines += smoothOpen(pts);
    pts.slice(1, -1).forEach(([x, y], i) => {
      const leaf = circlePath(x + fx * 6, y + fy * 6, 4.2);
      if (i % 2) leavesRed += leaf;
      else leavesBlue += leaf;
    });
  }
  parts.push(
    el('path', { d: vines, fill: 'none', stroke: ink, 'stroke-width': 1.6 }),
    el('path', { d: leavesRed, fill: red, stroke: ink, 'stroke-width': 0.8 }),
    el('path', { d: leavesBlue, fill: blue, stroke: ink, 'stroke-width': 0.8 }),
  );
  // Gilt corner bosses.
  for (const [x, y] of [
    [m, m],
    [size - m, m],
    [m, size - m],
    [size - m, size - m],
  ] as const) {
    parts.push(
      el('rect', {
        x: x - 11,
        y: y - 11,
        width: 22,
        height: 22,
        fill: gold,
        stroke: ink,
        'stroke-width': 1.5,
      }),
      el('path', { d: circlePath(x, y, 4.5), fill: red, stroke: ink, 'stroke-width': 1 }),
    );
  }
  return parts.join('');
}

/** A pointed (equilateral) arch over a span, springing at `spring`, as path data without its base. */
function lancet(cx: number, half: number, spring: number, bottom: number): string {
  const span = half * 2;
  return `M${num(cx - half)} ${num(bottom)}V${num(spring)}A${num(span)} ${num(span)} 0 0 1 ${num(cx)} ${num(spring - span * 0.866)}A${num(span)} ${num(span)} 0 0 1 ${num(cx + half)} ${num(spring)}V${num(bottom)}Z`;
}

/** A crypt wall of dark ashlar with a moonlit lancet window and its tracery behind the subject. */
function crypt(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const stone = painter.color('#26242e');
  const moon = mix(painter.color(spec.glow), '#dfe6f6', 0.55);
  const parts = [el('rect', { width: size, height: size, fill: stone })];
  // Ashlar courses: mortar joints as one path, a lit top edge on each block as another.
  let joints = '';
  let lit = '';
  const course = 46;
  for (let y = 0, row = 0; y < size; y += course, row++) {
    joints += `M0 ${y}H${size}`;
    lit += `M0 ${y + 2}H${size}`;
    for (let x = row % 2 ? -40 : 0; x < size; x += rng.range(70, 110))
      joints += `M${num(x)} ${y}V${y + course}`;
  }
  parts.push(
    el('path', { d: lit, stroke: mix(stone, '#8890a8', 0.25), 'stroke-width': 1.5, fill: 'none' }),
    el('path', { d: joints, stroke: '#0c0b10', 'stroke-width': 3, fill: 'none' }),
  );
  const cx = size / 2;
  const half = size * 0.27;
  const spring = size * 0.5;
  const bottom = size * 0.94;
  const win = lancet(cx, half, spring, bottom);
  parts.push(
    el('path', {
      d: win,
      fill: doc.linearGradient({
        stops: [
          { offset: 0, color: moon },
          { offset: 0.55, color: mix(moon, '#39405a', 0.55) },
          { offset: 1, color: '#1a1c28' },
        ],
      }),
    }),
  );
  // Tracery: a mullion, two lights with their own pointed heads, and an oculus with a quatrefoil.
  const tracery = painter.color('#3c3a48');
  const sub = half / 2;
  const oculusY = spring - half * 0.55;
  let quatre = '';
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    quatre += circlePath(cx + dx * 14, oculusY + dy * 14, 14);
  }
  const traceryD =
    `M${num(cx)} ${num(spring - 6)}V${num(bottom)}` +
    lancet(cx - sub, sub, spring + 30, bottom) +
    lancet(cx + sub, sub, spring + 30, bottom) +
    circlePath(cx, oculusY, 36) +
    quatre;
  parts.push(
    el('path', { d: traceryD, fill: 'none', stroke: '#0a0a0e', 'stroke-width': 11 }),
    el('path', { d: traceryD, fill: 'none', stroke: tracery, 'stroke-width': 6 }),
    el('path', { d: win, fill: 'none', stroke: '#0a0a0e', 'stroke-width': 26 }),
    el('path', { d: win, fill: 'none', stroke: tracery, 'stroke-width': 18 }),
    el('path', {
      d: win,
      fill: 'none',
      stroke: mix(tracery, moon, 0.35),
      'stroke-width': 2,
      transform: 'translate(-5 -3)',
    }),
    // The sill.
    el('rect', {
      x: cx - half - 30,
      y: bottom - 4,
      width: half * 2 + 60,
      height: 22,
      fill: tracery,
      stroke: '#0a0a0e',
      'stroke-width': 3,
    }),
  );
  return parts.join('');
}

/** A twilit sky of haze: soft light falling from one corner, drifting orbs, banks of mist below. */
function mist(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const glow = painter.color(spec.glow);
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.linearGradient({
        stops: [
          { offset: 0, color: '#d4dcf2' },
          { offset: 0.55, color: mix('#93a2d2', glow, 0.12) },
          { offset: 1, color: mix('#5c6c9f', glow, 0.2) },
        ],
      }),
    }),
  ];
  // Broad shafts of light fanning from the top left, all in one faint path.
  let rays = '';
  for (let i = 0; i < 3; i++) {
    const a0 = 0.35 + i * 0.32 + rng.range(-0.05, 0.05);
    const a1 = a0 + 0.12;
    const far = size * 1.6;
    rays += polyline(
      [
        [-20, -20],
        [-20 + Math.cos(a0) * far, -20 + Math.sin(a0) * far],
        [-20 + Math.cos(a1) * far, -20 + Math.sin(a1) * far],
      ],
      true,
    );
  }
  parts.push(el('path', { d: rays, fill: '#ffffff', opacity: 0.16 }));
  let orbs = '';
  for (let i = 0; i < 12; i++) orbs += circlePath(rng.range(0, size), rng.range(0, size), rng.range(4, 16));
  parts.push(el('path', { d: orbs, fill: '#ffffff', opacity: 0.22 }));
  for (let i = 0; i < 2; i++) {
    const y = size * (0.7 + i * 0.14);
    parts.push(
      el('path', {
        d: smoothOpen([
          [-40, y],
          [size * 0.35, y + rng.range(-24, 24)],
          [size * 0.7, y + rng.range(-24, 24)],
          [size + 40, y],
        ]),
        fill: 'none',
        stroke: '#f4f6ff',
        'stroke-width': rng.range(40, 64),
        'stroke-linecap': 'round',
        opacity: 0.3,
      }),
    );
  }
  return parts.join('');
}

/** A thorn branch growing in from a corner: a tapering stem with hooked thorns, one dark silhouette. */
function thornBranch(rng: ArtRng, from: Pt, dir: Pt, length: number): string {
  const [dx, dy] = dir;
  const nx = -dy;
  const ny = dx;
  const centre: Pt[] = [0, 0.33, 0.66, 1].map((t) => {
    const wob = Math.sin(t * 5 + rng.range(0, 2)) * 18;
    return [from[0] + dx * length * t + nx * wob, from[1] + dy * length * t + ny * wob];
  });
  const line = sampleOpen(centre, 6);
  let d = '';
  // The stem as a tapering band.
  const left: Pt[] = [];
  const right: Pt[] = [];
  line.forEach((p, i) => {
    const w = 9 * (1 - i / line.length) + 1;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  });
  d += polyline([...left, ...right.reverse()], true);
  for (let i = 2; i < line.length - 2; i += 2) {
    const p = line[i]!;
    const side = i % 4 === 0 ? 1 : -1;
    const w = 9 * (1 - i / line.length) + 1;
    const base: Pt = [p[0] + nx * w * side, p[1] + ny * w * side];
    const tip: Pt = [base[0] + (nx * side + dx * 0.7) * 16, base[1] + (ny * side + dy * 0.7) * 16];
    d += polyline([[base[0] - dx * 6, base[1] - dy * 6], tip, [base[0] + dx * 6, base[1] + dy * 6]], true);
  }
  return d;
}

/** Smoke and a blood-red glow in the dark, a ritual circle, thorns creeping in from the corners. */
function smoke(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const blood = painter.color('#8a1414');
  // One gradient for the dark and the glow in it: resvg shades every pixel of a gradient, so they share one.
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.62,
        r: 0.62,
        stops: [
          { offset: 0, color: mix('#141013', mix(blood, painter.color(spec.glow), 0.25), 0.75) },
          { offset: 0.55, color: mix('#141013', blood, 0.28) },
          { offset: 1, color: '#141013' },
        ],
      }),
    }),
  ];
  for (let i = 0; i < 9; i++) {
    const x = rng.range(-20, size + 20);
    const y = rng.range(size * 0.1, size);
    parts.push(
      el('path', {
        d: smoothOpen([
          [x, y],
          [x + rng.range(-50, 50), y - rng.range(60, 110)],
          [x + rng.range(-80, 80), y - rng.range(140, 220)],
          [x + rng.range(-60, 60), y - rng.range(240, 320)],
        ]),
        fill: 'none',
        stroke: i % 2 ? '#4a3e46' : '#2e262c',
        'stroke-width': rng.range(22, 50),
        'stroke-linecap': 'round',
        opacity: rng.range(0.22, 0.4),
      }),
    );
  }
  const cx = size / 2;
  const cy = size / 2;
  parts.push(
    el('path', {
      d: circlePath(cx, cy, size * 0.4) + circlePath(cx, cy, size * 0.37),
      fill: 'none',
      stroke: blood,
      'stroke-width': 2,
      opacity: 0.7,
    }),
    el('path', {
      d: glyphRow(rng, cx - size * 0.28, cx + size * 0.28, size * 0.9, 12, 16, 'angular', 10),
      fill: 'none',
      stroke: blood,
      'stroke-width': 1.8,
      opacity: 0.6,
    }),
  );
  const thorns =
    thornBranch(rng, [-10, -10], [0.8, 0.6], size * 0.42) +
    thornBranch(rng, [size + 10, size + 10], [-0.8, -0.6], size * 0.42) +
    thornBranch(rng, [size + 10, -10], [-0.6, 0.8], size * 0.3);
  parts.push(el('path', { d: thorns, fill: '#070506', stroke: '#2a1416', 'stroke-width': 1 }));
  return parts.join('');
}

/** A gear as one evenodd path: teeth round the rim, a hub hole and round windows between spokes. */
export function gearPath(cx: number, cy: number, r: number, teeth: number, windows = 5): string {
  const pts: Pt[] = [];
  const depth = Math.max(6, r * 0.14);
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    for (const [f, rr] of [
      [0, r - depth],
      [0.18, r],
      [0.5, r],
      [0.68, r - depth],
    ] as const) {
      const t = a + step * f;
      pts.push([cx + Math.cos(t) * rr, cy + Math.sin(t) * rr]);
    }
  }
  let d = polyline(pts, true) + circlePath(cx, cy, r * 0.16);
  for (let i = 0; i < windows; i++) {
    const t = (i / windows) * Math.PI * 2;
    d += circlePath(cx + Math.cos(t) * r * 0.52, cy + Math.sin(t) * r * 0.52, r * 0.2);
  }
  return d;
}

/** A copper backplate with brass gears turning behind the subject, a riveted border and a steam pipe. */
function workshop(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const brass = painter.ramp('#a87a3c');
  const plate = painter.color('#5c4026');
  // The plate lit from the middle, where the subject's own light falls, darkening to its riveted rim.
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: spec.focus[0] / size,
        cy: spec.focus[1] / size,
        r: 0.75,
        stops: [
          { offset: 0, color: mix(mix(plate, '#c8965a', 0.45), painter.color(spec.glow), 0.2) },
          { offset: 0.5, color: mix(plate, '#c8965a', 0.15) },
          { offset: 1, color: mix(plate, '#1c120a', 0.5) },
        ],
      }),
    }),
  ];
  const gears: [number, number, number, number][] = [
    [70, 80, 118, 16],
    [455, 455, 140, 18],
    [468, 92, 62, 10],
    [48, 470, 78, 12],
    [300 + rng.range(-20, 20), 505, 56, 9],
  ];
  for (const [x, y, r, teeth] of gears) {
    parts.push(
      el('path', {
        d: gearPath(x, y, r, teeth, r > 70 ? 6 : 4),
        'fill-rule': 'evenodd',
        fill: mix(brass.shade, plate, 0.35),
        stroke: '#1e140a',
        'stroke-width': 2.5,
        opacity: 0.85,
      }),
      el('circle', {
        cx: x,
        cy: y,
        r: r * 0.3,
        fill: 'none',
        stroke: brass.base,
        'stroke-width': 3,
        opacity: 0.6,
      }),
    );
  }
  // A steam pipe along the left edge with flanged joints.
  parts.push(
    el('rect', {
      x: 14,
      y: 0,
      width: 22,
      height: size,
      fill: brass.shade,
      stroke: '#1e140a',
      'stroke-width': 2,
    }),
    el('rect', { x: 18, y: 0, width: 5, height: size, fill: brass.light, opacity: 0.6 }),
  );
  for (const y of [130, 300]) {
    parts.push(
      el('rect', {
        x: 9,
        y,
        width: 32,
        height: 14,
        rx: 3,
        fill: brass.base,
        stroke: '#1e140a',
        'stroke-width': 2,
      }),
    );
  }
  // The riveted border of the plate.
  parts.push(
    el('rect', {
      x: 6,
      y: 6,
      width: size - 12,
      height: size - 12,
      fill: 'none',
      stroke: brass.base,
      'stroke-width': 7,
    }),
    el('rect', {
      x: 2.5,
      y: 2.5,
      width: size - 5,
      height: size - 5,
      fill: 'none',
      stroke: '#1e140a',
      'stroke-width': 2,
    }),
  );
  let rivets = '';
  let glints = '';
  for (let v = 24; v < size - 10; v += 40) {
    for (const [x, y] of [
      [v, 6],
      [v, size - 6],
      [6, v],
      [size - 6, v],
    ] as const) {
      rivets += circlePath(x, y, 4);
      glints += circlePath(x - 1.2, y - 1.2, 1.4);
    }
  }
  parts.push(
    el('path', { d: rivets, fill: brass.shade, stroke: '#1e140a', 'stroke-width': 1.2 }),
    el('path', { d: glints, fill: brass.light }),
  );
  return parts.join('');
}

/** A leaf as four landmarks around its midrib, pointing along (dx, dy). */
function leafPoints(x: number, y: number, dx: number, dy: number, len: number): Pt[] {
  const nx = -dy;
  const ny = dx;
  const w = len * 0.32;
  return [
    corner(x, y),
    [x + dx * len * 0.45 + nx * w, y + dy * len * 0.45 + ny * w],
    corner(x + dx * len, y + dy * len),
    [x + dx * len * 0.45 - nx * w, y + dy * len * 0.45 - ny * w],
  ];
}

/** A glade in soft green light, framed by silver vines that curl into spirals and put out leaves. */
function grove(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const glow = painter.color(spec.glow);
  const leaf = painter.ramp('#4f8f5a');
  const silver = painter.color('#dfe8e4');
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.42,
        r: 0.72,
        stops: [
          { offset: 0, color: mix(glow, '#eef8e6', 0.6) },
          { offset: 0.45, color: painter.color('#3f7560') },
          { offset: 1, color: painter.color('#12302a') },
        ],
      }),
    }),
  ];
  let shafts = '';
  for (let i = 0; i < 3; i++) {
    const x = size * (0.15 + i * 0.3) + rng.range(-20, 20);
    shafts += polyline(
      [
        [x, -10],
        [x + 30, -10],
        [x + 150, size + 10],
        [x + 80, size + 10],
      ],
      true,
    );
  }
  parts.push(el('path', { d: shafts, fill: '#f0ffe0', opacity: 0.08 }));
  // The left vine rises from the bottom corner, runs along the top and curls; the right one mirrors it.
  const left: Pt[] = [
    [30, size + 10],
    [26, 400],
    [48, 300],
    [24, 200],
    [54, 110],
    [120, 44],
    [205, 30],
    [236, 58],
    [214, 80],
    [196, 62],
  ];
  const right = mirrorPoints(left, size / 2);
  const vineD = smoothOpen(left) + smoothOpen(right);
  let leaves = '';
  let ribs = '';
  for (const vine of [left, right]) {
    const line = sampleOpen(vine.slice(0, 7), 5);
    for (let i = 2; i < line.length - 1; i += 2) {
      const p = line[i]!;
      const q = line[i + 1]!;
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const tx = (q[0] - p[0]) / len;
      const ty = (q[1] - p[1]) / len;
      const side = i % 4 === 0 ? 1 : -1;
      // Leaves lean forward along the vine and out to alternate sides.
      const dx = tx * 0.6 - ty * side * 0.8;
      const dy = ty * 0.6 + tx * side * 0.8;
      const l = rng.range(20, 30);
      leaves += smoothClosed(leafPoints(p[0], p[1], dx, dy, l));
      ribs += `M${num(p[0])} ${num(p[1])}l${num(dx * l * 0.85)} ${num(dy * l * 0.85)}`;
    }
  }
  parts.push(
    el('path', { d: vineD, fill: 'none', stroke: '#0e2420', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    el('path', { d: vineD, fill: 'none', stroke: silver, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    el('path', { d: leaves, fill: leaf.base, stroke: '#0e2420', 'stroke-width': 1.6 }),
    el('path', { d: ribs, fill: 'none', stroke: silver, 'stroke-width': 1.2, opacity: 0.8 }),
  );
  return parts.join('');
}

/** A dwarven hall: heavy cut stone, the glow of a forge below, and bronze bands cut with runes. */
function forge(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const ink = painter.style.outline.inkColor;
  const stone = painter.color('#3a332e');
  const bronze = painter.ramp('#b4803c');
  // Forge light, warmed or cooled a touch by the subject's own glow.
  const fire = mix(painter.color('#ff8a2a'), painter.color(spec.glow), 0.15);
  const parts = [el('rect', { width: size, height: size, fill: mix(stone, '#000000', 0.3) })];
  // Big angular blocks with chamfered corners, each its own flat grey.
  let y = 58;
  let row = 0;
  while (y < size - 58) {
    const h = rng.range(66, 92);
    let x = row % 2 ? -50 : -10;
    while (x < size) {
      const w = rng.range(96, 150);
      const c = 10;
      const pts: Pt[] = [
        [x + c + 3, y + 3],
        [x + w - c - 3, y + 3],
        [x + w - 3, y + c + 3],
        [x + w - 3, y + h - c - 3],
        [x + w - c - 3, y + h - 3],
        [x + c + 3, y + h - 3],
        [x + 3, y + h - c - 3],
        [x + 3, y + c + 3],
      ];
      parts.push(
        el('path', {
          d: polyline(pts, true),
          fill: mix(stone, rng.pick(['#5a5048', '#2a2420', '#463c34']), 0.35),
          stroke: ink,
          'stroke-width': 2.5,
        }),
      );
      x += w;
    }
    y += h;
    row++;
  }
  parts.push(
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.85,
        r: 0.75,
        stops: [
          { offset: 0, color: mix(fire, '#ffe0a0', 0.3), opacity: 0.85 },
          { offset: 0.5, color: fire, opacity: 0.35 },
          { offset: 1, color: fire, opacity: 0 },
        ],
      }),
    }),
  );
  // Rune bands along the top and the bottom, angular like everything dwarves cut.
  const hand: GlyphHand = 'angular';
  for (const top of [8, size - 56]) {
    const band: Pt[] = [
      [0, top],
      [size, top],
      [size, top + 48],
      [0, top + 48],
    ];
    parts.push(
      el('path', { d: polyline(band, true), fill: bronze.base, stroke: ink, 'stroke-width': 3 }),
      el('path', {
        d: `M0 ${top + 5}H${size}`,
        stroke: bronze.light,
        'stroke-width': 2,
        fill: 'none',
      }),
      el('path', {
        d: glyphRow(rng, 26, size - 26, top + 24, 16, 26, hand, 14),
        fill: 'none',
        stroke: bronze.deep,
        'stroke-width': 3,
        'stroke-linecap': 'square',
      }),
    );
  }
  return parts.join('');
}
