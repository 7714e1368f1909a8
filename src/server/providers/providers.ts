// Text and image providers: the plugs that write an entity and paint its picture. The procedural engine is the
// default; an OpenAI-compatible provider can be switched on by configuration.

import { svgToPng } from '../art/rasterise.js';
import { ENGINE_VERSION } from '../engine/version.js';
import type { ServerKind } from '../pipeline/kind.js';

export type GeneratedText = { data: Record<string, unknown>; provider: string; engineVersion: string };
export type GeneratedImage = { bytes: Buffer; contentType: string; provider: string };

export interface TextProvider {
  readonly name: string;
  write(kind: ServerKind, request: unknown, seed: number): Promise<GeneratedText>;
}

export interface ImageProvider {
  readonly name: string;
  paint(kind: ServerKind, data: Record<string, unknown>, seed: number): Promise<GeneratedImage>;
}

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
