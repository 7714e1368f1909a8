import { describe, expect, it } from 'vitest';
import { composeSheet } from './contact-sheet.js';
import { svgToPng } from './rasterise.js';
import { pngSize } from './svg-check.js';

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><circle cx="256" cy="256" r="200" fill="#a33"/></svg>';

describe('svgToPng', () => {
  it('renders a PNG of the requested width', () => {
    for (const width of [32, 256, 512])
      expect(pngSize(svgToPng(SQUARE, width))).toEqual({ width, height: width });
  });

  it('rejects unreasonable sizes', () => {
    expect(() => svgToPng(SQUARE, 0)).toThrow();
    expect(() => svgToPng(SQUARE, 1.5)).toThrow();
  });

  it('lays pictures out as one sheet', () => {
    const sheet = composeSheet([SQUARE, SQUARE, SQUARE], { columns: 2, tile: 100, gap: 10 });
    expect(pngSize(svgToPng(sheet, 230))).toEqual({ width: 230, height: 230 });
  });
});
