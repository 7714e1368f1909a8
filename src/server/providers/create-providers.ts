// The configured text and image providers, built from the configuration (TEXT_PROVIDER, IMAGE_PROVIDER...).
import { IsolatedRasteriser } from '../art/raster-process.js';
import type { ProvidersConfig } from '../config.js';
import { OpenAiImageProvider } from './openai-image.js';
import { OpenAiTextProvider } from './openai-text.js';
import {
  type ImageProvider,
  ProceduralImageProvider,
  type ProviderLog,
  proceduralText,
  type TextProvider,
} from './providers.js';

export function createTextProvider(config: ProvidersConfig['text'], log?: ProviderLog): TextProvider {
  if (config.type === 'procedural') return proceduralText;
  return new OpenAiTextProvider({ endpoint: config.endpoint, model: config.model }, log);
}

export function createImageProvider(config: ProvidersConfig['image'], log?: ProviderLog): ImageProvider {
  if (config.type === 'procedural') {
    // The server rasterises in a child process: a native abort in resvg then costs one picture, not the server.
    const rasteriser = new IsolatedRasteriser();
    return new ProceduralImageProvider(
      (svg, width) => rasteriser.render(svg, width),
      () => rasteriser.close(),
    );
  }
  return new OpenAiImageProvider(
    { endpoint: config.endpoint, model: config.model, size: config.size, quality: config.quality },
    log,
  );
}
