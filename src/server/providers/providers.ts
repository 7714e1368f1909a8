// Text and image providers: the plugs that write an entity and paint its picture. The procedural engine is the
// default; an OpenAI-compatible provider is switched on by configuration (create-providers.ts, decision 010).

import { svgToPng } from '../art/rasterise.js';
import { ENGINE_VERSION } from '../engine/version.js';
import type { ServerKind, WriteOptions } from '../pipeline/kind.js';

/**
 * How a text provider is asked to write (decision 024): the writer's options (a re-roll's streams, the context
 * entity) and `keep`, fields already decided that the answer must carry unchanged (a re-roll's other sections, a
 * full re-roll's locked fields).
 */
export type WriteRequest = WriteOptions & { keep?: Record<string, unknown> };

export type GeneratedText = { data: Record<string, unknown>; provider: string; engineVersion: string };
export type GeneratedImage = { bytes: Buffer; contentType: string; provider: string };

export interface TextProvider {
  /** Stored on every entity it writes: 'procedural' or 'openai:<model>'. */
  readonly name: string;
  /**
   * Writes the entity from the validated request and seed. Failures throw an HttpError of the error catalogue
   * (provider-errors.ts), before anything is stored or charged.
   */
  write(kind: ServerKind, request: unknown, seed: number, options?: WriteRequest): Promise<GeneratedText>;
}

export interface ImageProvider {
  readonly name: string;
  /** Paints the entity's picture. Failures throw with a message that says 'image' (the job stores it). */
  paint(kind: ServerKind, data: Record<string, unknown>, seed: number): Promise<GeneratedImage>;
  /** Releases what the provider holds (a rasteriser process); called when the app closes. */
  close?(): Promise<void>;
}

/** Where providers report what the user does not see (pino's signature; the app passes its logger). */
export type ProviderLog = { warn(details: object, message: string): void };

export const proceduralText: TextProvider = {
  name: 'procedural',
  async write(kind, request, seed, { keep, ...options } = {}) {
    const data = { ...(kind.procedural.text(request, seed, options) as Record<string, unknown>), ...keep };
    return { data, provider: 'procedural', engineVersion: ENGINE_VERSION };
  },
};

export type Rasterise = (svg: string, width: number) => Promise<Buffer>;

/** Draws the kind's procedural art and rasterises it with the given rasteriser. */
export class ProceduralImageProvider implements ImageProvider {
  readonly name = 'procedural';

  constructor(
    private readonly rasterise: Rasterise = async (svg, width) => svgToPng(svg, width),
    private readonly release: () => Promise<void> = async () => {},
  ) {}

  async paint(kind: ServerKind, data: Record<string, unknown>, seed: number): Promise<GeneratedImage> {
    const svg = kind.procedural.art(data, seed);
    return {
      bytes: await this.rasterise(svg, kind.imageWidth),
      contentType: 'image/png',
      provider: 'procedural',
    };
  }

  close(): Promise<void> {
    return this.release();
  }
}

/** Rasterises in this process: for tests and benchmarks, where a native abort cannot hurt a server. */
export const proceduralImage = new ProceduralImageProvider();
