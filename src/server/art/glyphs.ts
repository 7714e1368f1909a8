// Invented script for engravings, seals and borders: angular runes cut with a chisel, flowing letters drawn
// with a pen, and arcane sigils. Each glyph is a few strokes in a small box, so a line of them is one path.
import type { ArtRng } from './art-rng.js';
import { num } from './svg.js';

/** angular: staves and straight branches (dwarven, northern); flowing: hooks and loops (elven); arcane: circles and ticks. */
export type GlyphHand = 'angular' | 'flowing' | 'arcane';

/** One glyph as path data in the box (x, y) to (x + w, y + h). */
export function glyph(rng: ArtRng, x: number, y: number, w: number, h: number, hand: GlyphHand): string {
  const atX = (f: number) => num(x + w * f);
  const atY = (f: number) => num(y + h * f);
  switch (hand) {
    case 'angular': {
      // A stave and one or two branches: the grammar of carved runes.
      const stave = rng.pick([0.2, 0.5, 0.8]);
      let d = `M${atX(stave)} ${atY(0)}L${atX(stave)} ${atY(1)}`;
      const branches = rng.int(1, 2);
      for (let i = 0; i < branches; i++) {
        const from = rng.pick([0, 0.3, 0.5]);
        const to = from + rng.pick([0.3, 0.5]);
        const side = stave > 0.5 ? -1 : stave < 0.5 ? 1 : rng.pick([-1, 1]);
        const reach = stave + side * rng.pick([0.5, 0.7]);
        d += rng.chance(0.5)
          ? `M${atX(stave)} ${atY(from)}L${atX(Math.max(0, Math.min(1, reach)))} ${atY(to)}`
          : `M${atX(stave)} ${atY(to)}L${atX(Math.max(0, Math.min(1, reach)))} ${atY(from)}`;
      }
      if (rng.chance(0.25)) d += `M${atX(0.1)} ${atY(0.5)}L${atX(0.9)} ${atY(0.5)}`;
      return d;
    }
    case 'flowing': {
      // A loop or hook with a trailing tail, like a letter of a cursive script.
      const a = rng.range(0.2, 0.5);
      let d = `M${atX(0.1)} ${atY(rng.range(0.6, 0.9))}C${atX(0.1)} ${atY(0)} ${atX(0.9)} ${atY(a - 0.2)} ${atX(0.6)} ${atY(0.5)}`;
      d += `S${atX(rng.range(0.2, 0.5))} ${atY(1)} ${atX(0.9)} ${atY(rng.range(0.7, 1))}`;
      if (rng.chance(0.5))
        d += `M${atX(0.5)} ${atY(-0.05)}Q${atX(0.75)} ${atY(-0.2)} ${atX(0.95)} ${atY(0.05)}`;
      return d;
    }
    case 'arcane': {
      // Alchemical and astrological marks: a barred triangle, a dotted sun, a crescent, a ring on a stave.
      const r = Math.min(w, h) * 0.32;
      const cx = x + w / 2;
      const cy = y + h / 2;
      const ring = (rr: number, yy: number) =>
        `M${num(cx - rr)} ${num(yy)}a${num(rr)} ${num(rr)} 0 1 0 ${num(2 * rr)} 0a${num(rr)} ${num(rr)} 0 1 0 ${num(-2 * rr)} 0`;
      switch (rng.int(0, 3)) {
        case 0: {
          const up = rng.chance(0.5);
          const [ty, by] = up ? [atY(0.05), atY(0.95)] : [atY(0.95), atY(0.05)];
          return (
            `M${atX(0.5)} ${ty}L${atX(0.95)} ${by}L${atX(0.05)} ${by}Z` +
            (rng.chance(0.6) ? `M${atX(0.15)} ${atY(0.55)}L${atX(0.85)} ${atY(0.55)}` : '')
          );
        }
        case 1:
          return `${ring(r, cy)}M${num(cx - 0.6)} ${num(cy)}l1.2 0`;
        case 2:
          return `M${atX(0.6)} ${atY(0.05)}A${num(h * 0.45)} ${num(h * 0.45)} 0 1 0 ${atX(0.6)} ${atY(0.95)}A${num(h * 0.34)} ${num(h * 0.34)} 0 1 1 ${atX(0.6)} ${atY(0.05)}`;
        default:
          return `${ring(r, cy)}M${num(cx)} ${atY(0)}L${num(cx)} ${atY(1)}`;
      }
    }
  }
}

/** A vertical column of glyphs from (cx, top) downward, `h` tall each, `gap` apart. */
export function glyphColumn(
  rng: ArtRng,
  cx: number,
  top: number,
  bottom: number,
  w: number,
  h: number,
  hand: GlyphHand,
  gap = h * 0.45,
): string {
  let d = '';
  for (let y = top; y + h <= bottom; y += h + gap) d += glyph(rng, cx - w / 2, y, w, h, hand);
  return d;
}

/** A horizontal line of glyphs from (left, cy) rightward. */
export function glyphRow(
  rng: ArtRng,
  left: number,
  right: number,
  cy: number,
  w: number,
  h: number,
  hand: GlyphHand,
  gap = w * 0.5,
): string {
  let d = '';
  for (let x = left; x + w <= right; x += w + gap) d += glyph(rng, x, cy - h / 2, w, h, hand);
  return d;
}
