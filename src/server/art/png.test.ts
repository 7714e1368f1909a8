import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.js';

/** Decodes a PNG by drawing it in an SVG with resvg, to read its pixels back independently of the encoder. */
function decode(png: Buffer, width: number, height: number): number[] {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return [...new Resvg(svg).render().pixels];
}

describe('encodePng', () => {
  it('writes a PNG that decodes to the same pixels, translucent ones included', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="3" height="3" fill="#2a6"/>' +
      '<rect width="2" height="3" fill="#ff8040"/></svg>'; // the last column stays transparent
    const image = new Resvg(svg).render();
    const png = encodePng(image.pixels, image.width, image.height);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png[25]).toBe(6); // RGBA: one pixel is transparent
    expect(decode(png, 4, 3)).toEqual([...image.pixels]);
  });

  it('stores straight colour for translucent pixels, as PNG requires', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"><rect width="2" height="1" fill="#ff8040" fill-opacity="0.5"/></svg>';
    const image = new Resvg(svg).render();
    expect([...image.pixels.subarray(0, 4)]).toEqual([128, 64, 32, 128]); // resvg's pixels are premultiplied
    const png = encodePng(image.pixels, image.width, image.height);
    // Drawn again, the picture is the same premultiplied pixel (within rounding).
    const back = decode(png, 2, 1).slice(0, 4);
    for (const [i, v] of back.entries()) expect(Math.abs(v - [128, 64, 32, 128][i]!)).toBeLessThanOrEqual(1);
  });

  it('writes an opaque picture as RGB, which pdfkit embeds without decoding it', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><rect width="3" height="2" fill="#2a6"/><rect width="1" height="1" fill="#f80"/></svg>';
    const image = new Resvg(svg).render();
    const png = encodePng(image.pixels, image.width, image.height);
    expect(png[25]).toBe(2); // colour type: truecolour without alpha
    expect(decode(png, 3, 2)).toEqual([...image.pixels]);
  });

  it('refuses a pixel buffer that does not match the size', () => {
    expect(() => encodePng(new Uint8Array(12), 2, 2)).toThrow(/does not match/);
  });
});
