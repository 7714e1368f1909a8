// Picture frames and surface finishes per art style (medallion, studio vignette, painted arch, sketch sheet,
// cel burst), shared by portraits, item pictures and emblems so every kind sits in the same gallery look.
import { type ArtRng, createArtRng } from './art-rng.js';
import type { FrameKind } from './art-styles.js';
import { mix } from './color.js';
import type { Painter } from './paint.js';
import { circlePath, type Pt, polyline, smoothOpen } from './path.js';
import { el, num } from './svg.js';
import { drawThemedFinish, drawThemedFrame } from './themed-frames.js';

export interface FrameSpec {
  /** The backdrop colour; the frame derives its tones from it. */
  backdrop: string;
  /** Metal or wood of the frame, and accents. */
  accent: string;
  /** The light behind the subject. */
  glow: string;
  /** Where the subject's focus is (a face, an item's centre). */
  focus: readonly [number, number];
  /** Colours shown as swatches on a concept sheet. */
  swatches?: readonly string[];
}

export function drawFrame(painter: Painter, kind: FrameKind, spec: FrameSpec, rng: ArtRng): string {
  switch (kind) {
    case 'medallion':
      return medallion(painter, spec, rng);
    case 'vignette':
      return studio(painter, spec, rng);
    case 'arch':
      return arch(painter, spec, rng);
    case 'sheet':
      return sheet(painter, spec, rng);
    case 'burst':
      return burst(painter, spec);
    default:
      return drawThemedFrame(painter, kind, spec, rng);
  }
}

/**
 * The last layer of a picture: the medium's surface (varnish vignette, canvas weave, paper grain), and for the
 * themed frames the air in front of the subject (mist, embers), placed by `rng` when one is given.
 */
export function drawFinish(painter: Painter, kind: FrameKind, rng?: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const vignette = (strength: number) =>
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.45,
        r: 0.75,
        stops: [
          { offset: 0.55, color: '#000000', opacity: 0 },
          { offset: 1, color: '#000000', opacity: strength },
        ],
      }),
    });
  switch (kind) {
    case 'medallion':
      return '';
    case 'vignette':
      return vignette(0.55);
    case 'arch':
      return vignette(0.3);
    case 'sheet':
      return '';
    case 'burst':
      return el('rect', {
        x: 3,
        y: 3,
        width: size - 6,
        height: size - 6,
        fill: 'none',
        stroke: painter.style.outline.inkColor,
        'stroke-width': 6,
      });
    default:
      return drawThemedFinish(painter, kind, rng ?? createArtRng(0, `finish/${kind}`));
  }
}

function medallion(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const bg = painter.ramp(spec.backdrop);
  const metal = painter.ramp(spec.accent);
  const glow = painter.color(spec.glow);
  const [fx, fy] = spec.focus;
  const r = size * 0.43;
  const cx = size / 2;
  const cy = fy + size * 0.02;
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.45,
        r: 0.7,
        stops: [
          { offset: 0, color: bg.shade },
          { offset: 1, color: bg.deep },
        ],
      }),
    }),
    el('circle', {
      cx,
      cy,
      r,
      fill: doc.radialGradient({
        cx: 0.5,
        cy: 0.42,
        r: 0.58,
        stops: [
          { offset: 0, color: mix(glow, '#ffffff', 0.25) },
          { offset: 0.35, color: mix(glow, bg.base, 0.45) },
          { offset: 1, color: bg.shade },
        ],
      }),
    }),
  ];
  // Motes of light: the "magic in the air" that says fantasy before anything else does.
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const dist = rng.range(0.35, 0.95) * r;
    const mr = rng.range(1.2, 3.4);
    parts.push(
      el('circle', {
        cx: fx + Math.cos(a) * dist,
        cy: cy + Math.sin(a) * dist * 0.9,
        r: mr,
        fill: mix(glow, '#ffffff', 0.5),
        opacity: rng.range(0.25, 0.7),
      }),
    );
  }
  parts.push(
    el('circle', { cx, cy, r: r + 5, fill: 'none', stroke: metal.deep, 'stroke-width': 3 }),
    el('circle', { cx, cy, r, fill: 'none', stroke: metal.base, 'stroke-width': 8 }),
    el('circle', { cx, cy, r: r - 1.5, fill: 'none', stroke: metal.light, 'stroke-width': 2, opacity: 0.8 }),
    el('circle', { cx, cy, r: r - 6, fill: 'none', stroke: metal.shade, 'stroke-width': 1.5 }),
  );
  for (const angle of [-90, -150, -30, 180, 0]) {
    const a = (angle * Math.PI) / 180;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    parts.push(
      el('path', {
        d: `M${num(x)} ${num(y - 9)}L${num(x + 7)} ${num(y)}L${num(x)} ${num(y + 9)}L${num(x - 7)} ${num(y)}Z`,
        fill: metal.light,
        stroke: metal.deep,
        'stroke-width': 1.5,
      }),
    );
  }
  return parts.join('');
}

function studio(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const bg = painter.ramp(spec.backdrop);
  const [fx, fy] = spec.focus;
  const parts = [
    el('rect', {
      width: size,
      height: size,
      fill: doc.linearGradient({
        x1: 0.2,
        y1: 0,
        x2: 0.8,
        y2: 1,
        stops: [
          { offset: 0, color: bg.light },
          { offset: 0.5, color: bg.base },
          { offset: 1, color: bg.shade },
        ],
      }),
    }),
  ];
  // A mottled studio backdrop: a couple of broad, faint patches and a pool of light behind the sitter.
  // (Each soft patch is a radial gradient resvg evaluates per pixel, so there are few of them.)
  parts.push(painter.blob(rng.range(0, size * 0.3), rng.range(size * 0.6, size), 150, 130, bg.deep, 0.4));
  parts.push(painter.blob(fx - 30, fy - 40, 190, 170, mix(bg.light, '#fff4e0', 0.4), 0.5));
  parts.push(
    el('rect', {
      x: 10,
      y: 10,
      width: size - 20,
      height: size - 20,
      fill: 'none',
      stroke: bg.deep,
      'stroke-width': 1.2,
      opacity: 0.6,
    }),
  );
  return parts.join('');
}

function arch(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const bg = painter.ramp(spec.backdrop);
  const stone = painter.ramp(spec.accent);
  const glow = painter.color(spec.glow);
  const left = size * 0.13;
  const right = size - left;
  const springY = size * 0.38;
  const top = size * 0.06;
  const archD = `M${num(left)} ${size}V${num(springY)}C${num(left)} ${num(top - 10)} ${num(right)} ${num(top - 10)} ${num(right)} ${num(springY)}V${size}Z`;
  const parts = [el('rect', { width: size, height: size, fill: bg.shade })];
  // Loose strokes in the wall around the arch, like a quickly brushed-in ground.
  for (let i = 0; i < 10; i++) {
    const x = rng.range(-40, size);
    const y = rng.range(0, size);
    parts.push(
      el('path', {
        d: smoothOpen([
          [x, y],
          [x + rng.range(40, 90), y + rng.range(-20, 20)],
          [x + rng.range(110, 180), y + rng.range(-20, 20)],
        ]),
        stroke: i % 2 ? bg.deep : bg.base,
        'stroke-width': rng.range(18, 34),
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.45,
      }),
    );
  }
  parts.push(
    el('path', {
      d: archD,
      fill: doc.linearGradient({
        stops: [
          { offset: 0, color: mix(glow, '#ffffff', 0.2) },
          { offset: 0.55, color: mix(glow, bg.light, 0.6) },
          { offset: 1, color: bg.base },
        ],
      }),
    }),
  );
  for (let i = 0; i < 7; i++) {
    const x = rng.range(left + 10, right - 60);
    const y = rng.range(top + 40, size * 0.75);
    parts.push(
      el('path', {
        d: smoothOpen([
          [x, y],
          [x + rng.range(30, 50), y + rng.range(-8, 8)],
          [x + rng.range(60, 100), y + rng.range(-8, 8)],
        ]),
        stroke: i % 3 ? mix(glow, '#ffffff', 0.4) : bg.light,
        'stroke-width': rng.range(10, 22),
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.3,
      }),
    );
  }
  parts.push(el('path', { d: archD, fill: 'none', stroke: stone.base, 'stroke-width': 14, opacity: 0.9 }));
  parts.push(
    el('path', {
      d: archD,
      fill: 'none',
      stroke: stone.light,
      'stroke-width': 3,
      opacity: 0.5,
      transform: 'translate(-3 -3)',
    }),
  );
  return parts.join('');
}

function sheet(painter: Painter, spec: FrameSpec, rng: ArtRng): string {
  const { doc } = painter;
  const size = doc.size;
  const ink = painter.style.outline.inkColor;
  const paper = painter.color('#efe9dc');
  const [fx, fy] = spec.focus;
  const parts = [el('rect', { width: size, height: size, fill: paper })];
  let grid = '';
  for (let v = 32; v < size; v += 32) grid += `M0 ${v}H${size}M${v} 0V${size}`;
  parts.push(
    el('path', { d: grid, stroke: '#6a7c90', 'stroke-width': 1, 'stroke-opacity': 0.12, fill: 'none' }),
  );
  // A toned block beside the subject, hatched at its outer edge: how a concept artist pushes the figure
  // forward. It sits off the focus and is pale, so it never reads as a grey sheet laid over a face.
  const bx = fx + size * 0.16 + rng.range(-8, 8);
  parts.push(
    el('path', {
      d: polyline(
        [
          [bx - 40, 70],
          [size - 34, 58],
          [size - 30, 440],
          [bx - 50, 452],
        ],
        true,
      ),
      fill: mix(painter.color(spec.backdrop), '#efe9dc', 0.55),
      opacity: 0.5,
    }),
    painter.hatch(size - 110, 62, 76, 380, ink, 7),
  );
  // Construction guides around the head.
  const guide = { fill: 'none', stroke: ink, 'stroke-width': 0.9, 'stroke-opacity': 0.3 };
  parts.push(
    el('path', { d: circlePath(fx, fy - 10, 118), ...guide }),
    el('path', {
      d: `M${num(fx)} ${num(fy - 150)}V${num(fy + 130)}M${num(fx - 150)} ${num(fy)}H${num(fx + 150)}`,
      ...guide,
    }),
  );
  // A rough frame whose lines overshoot the corners, as drawn with a ruler in a hurry.
  const m = 16;
  const frameLines: Pt[][] = [
    [
      [m - 8, m],
      [size - m + 10, m + 1],
    ],
    [
      [size - m, m - 9],
      [size - m - 1, size - m + 8],
    ],
    [
      [size - m + 7, size - m],
      [m - 10, size - m - 1],
    ],
    [
      [m, size - m + 9],
      [m + 1, m - 8],
    ],
  ];
  for (const line of frameLines) {
    parts.push(
      el('path', {
        d: polyline(line, false),
        fill: 'none',
        stroke: ink,
        'stroke-width': 1.6,
        'stroke-opacity': 0.7,
      }),
    );
  }
  // Palette swatches, as on a character sheet.
  (spec.swatches ?? []).slice(0, 5).forEach((color, i) => {
    parts.push(
      el('rect', {
        x: 30,
        y: 34 + i * 26,
        width: 20,
        height: 20,
        fill: painter.color(color),
        stroke: ink,
        'stroke-width': 1,
        'stroke-opacity': 0.6,
      }),
    );
  });
  return parts.join('');
}

function burst(painter: Painter, spec: FrameSpec): string {
  const size = painter.doc.size;
  const bg = painter.ramp(spec.backdrop);
  const [fx, fy] = spec.focus;
  const ink = painter.style.outline.inkColor;
  const parts = [el('rect', { width: size, height: size, fill: bg.base })];
  const rays = 18;
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    const far = size * 1.2;
    parts.push(
      el('path', {
        d: polyline(
          [
            [fx, fy],
            [fx + Math.cos(a0) * far, fy + Math.sin(a0) * far],
            [fx + Math.cos(a1) * far, fy + Math.sin(a1) * far],
          ],
          true,
        ),
        fill: bg.shade,
      }),
    );
  }
  parts.push(
    el('circle', { cx: fx, cy: fy + 6, r: size * 0.36, fill: bg.light, stroke: ink, 'stroke-width': 5 }),
    el('circle', {
      cx: fx,
      cy: fy + 6,
      r: size * 0.36 - 14,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.5,
    }),
  );
  return parts.join('');
}
