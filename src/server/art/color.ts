// Colour helpers for procedural pictures: hex and HSL conversion, mixing, and tone ramps that shade the way a
// painter would (shadows cooler and richer, lights warmer) instead of only darker.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees [0, 360), saturation and lightness in [0, 1]. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`color: not a hex colour: ${hex}`);
  let digits = m[1]!;
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255 };
}

export const hexToHsl = (hex: string): Hsl => rgbToHsl(parseHex(hex));
export const hslToHex = (hsl: Hsl): string =>
  toHex(hslToRgb({ h: hsl.h, s: clamp01(hsl.s), l: clamp01(hsl.l) }));

/** Linear mix in RGB: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  const k = clamp01(t);
  return toHex({ r: x.r + (y.r - x.r) * k, g: x.g + (y.g - x.g) * k, b: x.b + (y.b - x.b) * k });
}

/** Moves lightness toward white by `amount` of the remaining distance. */
export function lighten(hex: string, amount: number): string {
  const c = hexToHsl(hex);
  return hslToHex({ ...c, l: c.l + (1 - c.l) * clamp01(amount) });
}

/** Moves lightness toward black by `amount` of the current lightness. */
export function darken(hex: string, amount: number): string {
  const c = hexToHsl(hex);
  return hslToHex({ ...c, l: c.l * (1 - clamp01(amount)) });
}

export function saturate(hex: string, factor: number): string {
  const c = hexToHsl(hex);
  return hslToHex({ ...c, s: c.s * factor });
}

export function shiftHue(hex: string, degrees: number): string {
  const c = hexToHsl(hex);
  return hslToHex({ ...c, h: c.h + degrees });
}

/** Relative luminance (WCAG), for choosing light or dark marks on a colour. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Multiply blend (as a painter glazes a shadow): each channel scaled by the other colour's. */
export function multiply(a: string, b: string): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: (x.r * y.r) / 255, g: (x.g * y.g) / 255, b: (x.b * y.b) / 255 });
}

/** Four tones and an ink for one material: light, base, shade, deep, and the line colour drawn around it. */
export interface ToneRamp {
  light: string;
  base: string;
  shade: string;
  deep: string;
  line: string;
}

export interface RampOptions {
  /** 1 is the default spread between tones. */
  contrast?: number;
  /** How far (0..~20) shadows lean toward blue-violet and lights toward warm yellow. */
  hueShift?: number;
}

/**
 * A tone ramp around a base colour. Shadows are glazed (multiplied) with a cool violet-grey and lights
 * mixed with a warm white, as in painted light: a pale skin's shadow stays a soft rose-brown instead of the
 * saturated orange that darkening its HSL lightness would give.
 */
export function toneRamp(base: string, options: RampOptions = {}): ToneRamp {
  const k = options.contrast ?? 1;
  const cool = Math.min(1, (options.hueShift ?? 12) / 16);
  const glaze = mix('#cdcdcd', '#c8b4d6', cool);
  const deepGlaze = mix('#969696', '#8a74a2', cool);
  const warm = mix('#ffffff', '#fff0cc', cool);
  const shadeOf = (g: string, t: number) => mix(base, multiply(base, g), Math.min(1, t * k));
  return {
    light: mix(base, warm, Math.min(0.7, 0.32 * k)),
    base,
    shade: shadeOf(glaze, 0.95),
    deep: shadeOf(deepGlaze, 0.95),
    line: mix(multiply(base, deepGlaze), '#120c14', 0.55),
  };
}
