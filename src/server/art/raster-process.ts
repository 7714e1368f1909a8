// Rasterises SVG to PNG in a child process (see raster-child.ts): if resvg aborts, the pending pictures fail
// with a clear error, the next picture starts a new child, and the server keeps serving.
import { IsolatedWorkers } from '../isolated.js';

export class IsolatedRasteriser {
  private readonly workers: IsolatedWorkers<{ svg: string; width: number }, Uint8Array>;

  constructor(timeoutMs = 30_000, memoryMb = 512) {
    this.workers = new IsolatedWorkers({
      script: new URL('./raster-child.ts', import.meta.url),
      label: 'Image rendering',
      timeoutMs,
      memoryMb,
      size: 1,
    });
  }

  async render(svg: string, width: number): Promise<Buffer> {
    const png = await this.workers.run({ svg, width });
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  close(): Promise<void> {
    return this.workers.close();
  }
}
