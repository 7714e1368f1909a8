// Rasterises a procedural SVG to PNG bytes with resvg (native, no browser), for storage and serving.
import { Resvg } from '@resvg/resvg-js';
import { encodePng } from './png.js';

/**
 * Renders `svg` to a PNG `width` pixels wide (height follows the viewBox). System fonts are not loaded:
 * pictures never rely on text, and scanning the font directories costs more than drawing a portrait.
 */
export function svgToPng(svg: string, width: number): Buffer {
  const image = render(svg, width);
  return encodePng(image.pixels, image.width, image.height);
}

/** Raw RGBA pixels, row by row (for comparing pictures in tests without decoding PNG). */
export function svgToPixels(svg: string, width: number): Buffer {
  return render(svg, width).pixels;
}

function render(svg: string, width: number) {
  if (!Number.isInteger(width) || width < 1 || width > 8192) {
    throw new Error(`svgToPng: width must be an integer from 1 to 8192, got ${width}`);
  }
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    logLevel: 'error',
  });
  return resvg.render();
}
