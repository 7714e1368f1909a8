// The rasteriser's own process: resvg can abort the whole process on some malformed pictures (a native panic
// no JavaScript can catch), so the server sends SVGs here and a crash costs one picture, not the server.
import { svgToPng } from './rasterise.js';

type RenderRequest = { id: number; svg: string; width: number };

process.on('message', (message: RenderRequest) => {
  try {
    const png = svgToPng(message.svg, message.width);
    process.send?.({ id: message.id, png });
  } catch (error) {
    process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server is gone (it died, or closed the channel): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
