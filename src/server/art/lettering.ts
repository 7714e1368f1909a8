// Sets picture text (map labels, emblem mottos) as path outlines (resvg draws without fonts): measuring, placing and fitting a line of letters.

import { BODY_FONT, DISPLAY_FONT, type GlyphFont, ITALIC_FONT } from './glyph-outlines.js';
import { num } from './svg.js';

export type FontId = 'display' | 'body' | 'italic';
const FONTS: Record<FontId, GlyphFont> = { display: DISPLAY_FONT, body: BODY_FONT, italic: ITALIC_FONT };

type Parsed = { cmd: string; args: number[] }[];
const parsedCache = new Map<string, Parsed>();

function parse(d: string): Parsed {
  const known = parsedCache.get(d);
  if (known) return known;
  const out: Parsed = [];
  for (const m of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const args = m[2]!.trim() ? m[2]!.trim().split(/\s+/).map(Number) : [];
    out.push({ cmd: m[1]!, args });
  }
  parsedCache.set(d, out);
  return out;
}

/** Letters the fonts lack (accents, other scripts) fall back to their unaccented form or a space. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/—/g, '–');
}

export function measure(text: string, font: FontId, size: number, tracking = 0): number {
  const f = FONTS[font];
  let w = 0;
  const chars = [...normalise(text)];
  for (const ch of chars) w += (f.glyphs[ch] ?? f.glyphs[' ']!)[0];
  return (w / f.upm) * size + tracking * size * Math.max(0, chars.length - 1);
}

export interface TextSpec {
  text: string;
  font: FontId;
  size: number;
  x: number;
  /** The baseline. */
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, in ems (caps on maps are spaced out). */
  tracking?: number;
}

/** The path data of a line of text. */
export function textPath(spec: TextSpec): string {
  const f = FONTS[spec.font];
  const tracking = spec.tracking ?? 0;
  const width = measure(spec.text, spec.font, spec.size, tracking);
  const anchor = spec.anchor ?? 'start';
  let x = anchor === 'middle' ? spec.x - width / 2 : anchor === 'end' ? spec.x - width : spec.x;
  const k = spec.size / f.upm;
  let d = '';
  for (const ch of normalise(spec.text)) {
    const g = f.glyphs[ch] ?? f.glyphs[' ']!;
    for (const { cmd, args } of parse(g[1])) {
      d += cmd;
      for (let i = 0; i < args.length; i += 2) {
        d += `${i ? ' ' : ''}${num(x + args[i]! * k)} ${num(spec.y + args[i + 1]! * k)}`;
      }
    }
    x += g[0] * k + tracking * spec.size;
  }
  return d;
}

/** The largest size up to `size` at which the text fits in `maxWidth`. */
export function fitSize(text: string, font: FontId, size: number, maxWidth: number, tracking = 0): number {
  const w = measure(text, font, size, tracking);
  return w <= maxWidth ? size : Math.max(6, (size * maxWidth) / w);
}

/** Cuts a long name with an ellipsis so it fits (legend lines must stay on one line). */
export function truncate(text: string, font: FontId, size: number, maxWidth: number): string {
  if (measure(text, font, size) <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && measure(`${t}...`, font, size) > maxWidth) t = t.slice(0, -1);
  return `${t.trimEnd()}...`;
}

export const capHeight = (font: FontId, size: number) => (FONTS[font].capHeight / FONTS[font].upm) * size;
