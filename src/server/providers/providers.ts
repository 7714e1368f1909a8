// Text and image providers: the plugs that write an entity and paint its picture. The procedural engine is the
// default; an OpenAI-compatible provider is switched on by configuration (create-providers.ts, decision 010).

import { svgToPng } from '../art/rasterise.js';
import { ENGINE_VERSION } from '../engine/version.js';
import type { ServerKind } from '../pipeline/kind.js';

export type GeneratedText = { data: Record<string, unknown>; provider: string; engineVersion: string };
export type GeneratedImage = { bytes: Buffer; contentType: string; provider: string };

export interface TextProvider {
  /** Stored on every entity it writes: 'procedural' or 'openai:<model>'. */
  readonly name: string;
  /**
   * Writes the entity from the validated request and seed. Failures throw an HttpError of the error catalogue
   * (provider-errors.ts), before anything is stored or charged.
   */
  write(kind: ServerKind, request: unknown, seed: number): Promise<GeneratedText>;
}

export interface ImageProvider {
  readonly name: string;
  /** Paints the entity's picture. Failures throw with a message that says 'image' (the job stores it). */
  paint(kind: ServerKind, data: Record<string, unknown>, seed: number): Promise<GeneratedImage>;
}

/** Where providers report what the user does not see (pino's signature; the app passes its logger). */
export type ProviderLog = { warn(details: object, message: string): void };

export const proceduralText: TextProvider = {
  name: 'procedural',
  async write(kind, request, seed) {
    const data = kind.procedural.text(request, seed) as Record<string, unknown>;
    return { data, provider: 'procedural', engineVersion: ENGINE_VERSION };
  },
};

export const proceduralImage: ImageProvider = {
  name: 'procedural',
  async paint(kind, data, seed) {
    const svg = kind.procedural.art(data, seed);
    return { bytes: svgToPng(svg, kind.imageWidth), contentType: 'image/png', provider: 'procedural' };
  },
};
