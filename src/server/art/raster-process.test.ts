// The isolated rasteriser: renders like the in-process one, and survives its child dying mid-picture.
import { afterAll, describe, expect, it } from 'vitest';
import { IsolatedRasteriser } from './raster-process.js';
import { svgToPng } from './rasterise.js';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c33"/></svg>';

describe('IsolatedRasteriser', () => {
  const rasteriser = new IsolatedRasteriser();
  afterAll(() => rasteriser.close());

  it('renders the same bytes as the in-process rasteriser', async () => {
    const png = await rasteriser.render(svg, 64);
    expect(png.equals(svgToPng(svg, 64))).toBe(true);
  });

  it('reports a bad picture as an error and keeps working', async () => {
    await expect(rasteriser.render('<svg', 64)).rejects.toThrow(/Image rendering failed/);
    expect((await rasteriser.render(svg, 32)).length).toBeGreaterThan(0);
  });

  it('fails the pending picture when the child dies, then starts a new child', async () => {
    // A large blurred picture keeps the child busy long enough to die mid-render.
    const slow =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="b"><feGaussianBlur stdDeviation="3"/></filter><rect width="10" height="10" fill="#c33" filter="url(#b)"/></svg>';
    const pending = rasteriser.render(slow, 6000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Simulate resvg's native abort: the child is gone without a word.
    const { workers } = rasteriser as unknown as {
      workers: { children: { process: { kill: (s: string) => void } }[] };
    };
    workers.children[0]!.process.kill('SIGKILL');
    await expect(pending).rejects.toThrow(/crashed/);
    expect((await rasteriser.render(svg, 16)).length).toBeGreaterThan(0);
  });
});
