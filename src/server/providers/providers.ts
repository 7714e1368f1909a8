// Text and image providers: the plugs that write an entity and paint its picture. The procedural engine is the
// default; an OpenAI-compatible provider is switched on by configuration (create-providers.ts, decision 010).

import { svgToPng } from '../art/rasterise.js';
import { withTemplateWorld } from '../engine/grammar.js';
import { fingerprints, overlap } from '../engine/repetition.js';
import { draftFamily } from '../engine/rng.js';
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
  /**
   * What the user's world will remember of this entity, when the writer knows more than its text shows (the
   * grammar's alternatives it was written with, decision 026); absent: the text's own fingerprints.
   */
  fingerprints?: number[];
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

const NOTHING: ReadonlySet<number> = new Set();

/** Drafts written per generation when the user's world is not empty (the first is the seed's own). */
export const WORLD_DRAFTS = 10;

/**
 * The i-th other seed a generation may be written from (a fixed sequence, so a seed's drafts are reproducible). It
 * keeps the seed's low 16 bits, its draft family (rng.ts), so the choices the request left open come out the same
 * in every draft; 0x9e37 is odd, so the first 65,536 drafts are all different seeds.
 */
export const draftSeed = (seed: number, i: number) =>
  (((((seed >>> 16) + Math.imul(i, 0x9e37)) & 0xffff) << 16) | draftFamily(seed)) >>> 0;

export const proceduralText: TextProvider = {
  name: 'procedural',
  async write(kind, request, seed, { keep, avoid, ...options } = {}) {
    // One GM's world does not repeat itself (decision 026). With a world to avoid, the grammar disfavours the
    // alternatives the world's entities were written with, and a few drafts are written and the one that shares
    // least with the world is kept. A re-roll keeps its seed; an empty world leaves the seed's own entity.
    const world = avoid && avoid.size > 0 && !options.reroll ? avoid : undefined;
    const write = (at: number) => {
      // The alternatives are recorded even in an empty world (where they change no choice), for the next entity.
      const used = new Set<number>();
      const data = withTemplateWorld({ avoid: world ?? NOTHING, used }, () =>
        kind.procedural.text(request, at, options),
      );
      const prints = [...fingerprints(data), ...used];
      return { data: data as Record<string, unknown>, prints, seed: at };
    };
    let best = write(seed);
    if (world) {
      let score = overlap(best.prints, world);
      for (let i = 1; i < WORLD_DRAFTS && score > 0; i++) {
        const draft = write(draftSeed(seed, i));
        const shared = overlap(draft.prints, world);
        if (shared < score) {
          score = shared;
          best = draft;
        }
      }
    }
    return {
      data: { ...best.data, ...keep },
      provider: 'procedural',
      engineVersion: ENGINE_VERSION,
      seed: best.seed,
      fingerprints: best.prints,
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
