// Path data for the map, written fast: the map's SVG is mostly path data, and building it was a third of a
// village's whole drawing time.
import { type Attrs, el as svgEl } from '../../../art/svg.js';

/**
 * A map coordinate as path data, to a tenth of a unit (under a tenth of a pixel at print size). The map writes
 * hundreds of thousands of them, and formatting a whole number is several times faster than a fraction, which
 * made the shared `num` a quarter of the time spent building the SVG. A NaN or infinity is a drawing bug and
 * fails loudly, as in `num`.
 */
export function coord(v: number): string {
  const n = Math.round(v * 10);
  if (!(n > -1e9 && n < 1e9)) throw new Error(`town map: non-finite or huge coordinate ${v}`);
  const a = n < 0 ? -n : n;
  const whole = (a / 10) | 0;
  const tenth = a - whole * 10;
  const text = tenth ? `${whole}.${tenth}` : `${whole}`;
  return n < 0 ? `-${text}` : text;
}

/** `x y` as path data. */
export const xy = (x: number, y: number) => `${coord(x)} ${coord(y)}`;

/**
 * The shared `el`, except that a path's data goes in without escaping: the map builds it from numbers and
 * command letters only, and running the escape over a megabyte of it cost more than some whole layers.
 */
export function el(tag: string, values: Attrs = {}, children: string | readonly string[] = ''): string {
  const d = values.d;
  if (tag !== 'path' || typeof d !== 'string') return svgEl(tag, values, children);
  const { d: _, ...rest } = values;
  return svgEl(tag, rest, children).replace('<path', `<path d="${d}"`);
}
