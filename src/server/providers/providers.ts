// Text and image providers: the plugs that write an entity and paint its picture. The procedural engine is the
// default; an OpenAI-compatible provider is switched on by configuration (create-providers.ts, decision 010).

import { svgToPng } from '../art/rasterise.js';
import { fingerprints, overlap } from '../engine/repetition.js';
import { ENGINE_VERSION } from '../engine/version.js';
import type { ServerKind, WriteOptions } from '../pipeline/kind.js';

/**
 * How a text provider is asked to write (decision 024): the writer's options (a re-roll's streams, the context
 * entity) and `keep`, fields already decided that the answer must carry unchanged (a re-roll's other sections, a
 * full re-roll's locked fields).
 */
export type WriteRequest = WriteOptions & { keep?: Record<string, unknown> };

export type GeneratedText = {
  data: Record<string, unknown>;
  provider: string;
  engineVersion: string;
  /** The seed the text was written from: the one asked for, or the draft chosen to avoid the user's world. */
  seed: number;
};
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

/** Drafts written per generation when the user's world is not empty (the first is the seed's own). */
export const WORLD_DRAFTS = 10;

/** The i-th other seed a generation may be written from (a fixed sequence, so a seed's drafts are reproducible). */
export const draftSeed = (seed: number, i: number) => (seed + Math.imul(i, 0x9e3779b1)) >>> 0;

export const proceduralText: TextProvider = {
  name: 'procedural',
  async write(kind, request, seed, { keep, avoid, ...options } = {}) {
    const write = (at: number) => kind.procedural.text(request, at, options) as Record<string, unknown>;
    let chosen = seed;
    let data = write(seed);
    // One GM's world does not repeat itself (decision 026): with a world to avoid, a few drafts are written and
    // the one that shares least with it is kept; a re-roll keeps its seed, and an empty world leaves the seed's own.
    if (avoid && avoid.size > 0 && !options.reroll) {
      let best = overlap(fingerprints(data), avoid);
      for (let i = 1; i < WORLD_DRAFTS && best > 0; i++) {
        const other = draftSeed(seed, i);
        const draft = write(other);
        const score = overlap(fingerprints(draft), avoid);
        if (score < best) {
          best = score;
          data = draft;
          chosen = other;
        }
      }
    }
    return {
      data: { ...data, ...keep },
      provider: 'procedural',
      engineVersion: ENGINE_VERSION,
      seed: chosen,
    };
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
