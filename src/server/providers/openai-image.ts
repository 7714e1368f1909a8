// The OpenAI-compatible image provider (decision 010): the prompt comes from the kind (`ai.imagePrompt`), the
// picture from `images.generate`. Base64 answers are kept as bytes; URL answers are downloaded at once, within
// the same deadline, and never kept (provider URLs expire). The content type is read from the bytes themselves.

import type OpenAI from 'openai';
import type { ImageGenerateParams } from 'openai/resources';
import type { ServerKind } from '../pipeline/kind.js';
import { checkPicture, PictureError } from '../storage/picture-check.js';
import { deadline, type OpenAiEndpoint, openAiClient } from './openai-client.js';
import { providerError, unusableAnswer } from './provider-errors.js';
import type { GeneratedImage, ImageProvider, ProviderLog } from './providers.js';

export type OpenAiImageSettings = {
  endpoint: OpenAiEndpoint;
  model: string;
  /** '1024x1024', 'auto', ... passed through as the server knows them. */
  size: string;
  /** 'standard', 'hd', 'low', 'medium', 'high', 'auto'...; unset sends none. */
  quality: string | undefined;
};

/** Longest prompt sent (DALL-E 3 takes 4000 characters; kinds keep theirs far shorter). */
export const MAX_IMAGE_PROMPT_CHARS = 3800;
/** Largest picture accepted from a provider. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export class OpenAiImageProvider implements ImageProvider {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(
    private readonly settings: OpenAiImageSettings,
    private readonly log?: ProviderLog,
  ) {
    this.name = `openai:${settings.model}`;
    this.client = openAiClient(settings.endpoint);
  }

  async paint(kind: ServerKind, data: Record<string, unknown>): Promise<GeneratedImage> {
    const prompt = kind.ai.imagePrompt(data).trim().slice(0, MAX_IMAGE_PROMPT_CHARS);
    const signal = deadline(this.settings.endpoint.timeoutMs);
    try {
      const params: ImageGenerateParams = {
        model: this.settings.model,
        prompt,
        n: 1,
        size: this.settings.size as ImageGenerateParams['size'],
        ...(this.settings.quality
          ? { quality: this.settings.quality as ImageGenerateParams['quality'] }
          : {}),
      };
      const response = await this.client.images.generate(params, { signal });
      const first = response?.data?.[0];
      let bytes: Buffer;
      if (first?.b64_json) {
        bytes = Buffer.from(first.b64_json.replace(/^data:[^,]*,/, ''), 'base64');
      } else if (first?.url) {
        bytes = await downloadImage(first.url, signal);
      } else {
        throw unusableAnswer('image', 'the AI provider sent no picture');
      }
      const contentType = sniffImageType(bytes);
      if (!contentType) {
        this.log?.warn(
          { bytes: bytes.length, head: bytes.subarray(0, 16).toString('hex') },
          'AI picture unreadable',
        );
        throw unusableAnswer('image', "the AI provider's answer is not a PNG, JPEG or WebP picture");
      }
      // Decoded in full and written out again, like an imported picture: what is stored is a clean picture no
      // larger than the product's own (a truncated or oversized answer would break every export later).
      const checked = await checkPicture(bytes, contentType).catch((error: unknown) => {
        if (error instanceof PictureError)
          throw unusableAnswer('image', `the AI provider's picture: ${error.message}`);
        throw error;
      });
      return { bytes: checked.bytes, contentType, provider: this.name };
    } catch (error) {
      throw providerError(error, 'image', signal);
    }
  }
}

/** PNG, JPEG or WebP, from the first bytes; anything else is not a picture we can serve. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** Fetches a picture the provider answered with a URL (or a data: URL), within the call's deadline. */
export async function downloadImage(url: string, signal: AbortSignal): Promise<Buffer> {
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    const meta = url.slice(5, comma);
    const payload = url.slice(comma + 1);
    return meta.endsWith(';base64')
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload));
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw unusableAnswer('image', "the AI provider's picture address is not a URL");
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw unusableAnswer('image', "the AI provider's picture address is not an http(s) URL");
  }
  const response = await fetch(parsed, { signal, redirect: 'follow' });
  if (!response.ok || !response.body) {
    throw unusableAnswer(
      'image',
      `the AI provider's picture could not be downloaded (HTTP ${response.status})`,
    );
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw unusableAnswer('image', "the AI provider's picture is too large");
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      throw unusableAnswer('image', "the AI provider's picture is too large");
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
