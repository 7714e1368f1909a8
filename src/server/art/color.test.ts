import { describe, expect, it } from 'vitest';
import {
  darken,
  hexToHsl,
  hslToHex,
  lighten,
  luminance,
  mix,
  multiply,
  parseHex,
  toHex,
  toneRamp,
} from './color.js';

describe('colour helpers', () => {
  it('round-trips hex and HSL', () => {
    for (const hex of ['#000000', '#ffffff', '#7a1f3d', '#2f6fb8', '#edc09f']) {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
      expect(toHex(parseHex(hex))).toBe(hex);
    }
    expect(toHex(parseHex('#abc'))).toBe('#aabbcc');
    expect(() => parseHex('nope')).toThrow();
  });

  it('mixes, lightens, darkens and multiplies', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(luminance(lighten('#7a1f3d', 0.3))).toBeGreaterThan(luminance('#7a1f3d'));
    expect(luminance(darken('#7a1f3d', 0.3))).toBeLessThan(luminance('#7a1f3d'));
    expect(multiply('#ffffff', '#808080')).toBe('#808080');
  });

  it('builds tone ramps ordered from light to line', () => {
    for (const base of ['#edc09f', '#4d2d1e', '#8fa77a', '#c4453f', '#d8dde3']) {
      const r = toneRamp(base);
      const order = [r.light, r.base, r.shade, r.deep, r.line].map(luminance);
      for (let i = 1; i < order.length; i++) expect(order[i]).toBeLessThan(order[i - 1]!);
    }
  });

  it('keeps pale skin shadows soft rather than saturated orange', () => {
    const shade = hexToHsl(toneRamp('#edc09f').shade);
    expect(shade.s).toBeLessThan(0.6);
  });
});
