// `npm run provider:check`: for the configured text and image providers, whether each answers, with which
// model, and how long one sample takes (an NPC for text, its portrait for images). Used by
// scripts/provider-check.ts; answers false when a configured provider does not answer.
import { performance } from 'node:perf_hooks';
import type { NpcData } from '../../shared/kinds/npc.js';
import { npcQuickToRequest, npcRequestSchema } from '../../shared/kinds/npc.js';
import type { Config, ProvidersConfig } from '../config.js';
import { ENGINE_VERSION } from '../engine/version.js';
import { npcKind } from '../kinds/npc/npc-kind.js';
import { deadline, type OpenAiEndpoint, openAiClient } from './openai-client.js';
import { OpenAiImageProvider } from './openai-image.js';
import { OpenAiTextProvider } from './openai-text.js';
import { providerError } from './provider-errors.js';
import { proceduralImage, proceduralText } from './providers.js';

const SAMPLE_SEED = 20_261_121;
const sampleRequest = () =>
  npcRequestSchema.parse(npcQuickToRequest({ archetype: 'innkeeper', race: 'dwarf' }));

const ms = (start: number) => `${Math.round(performance.now() - start)} ms`;

function reason(error: unknown, task: 'text' | 'image'): string {
  const mapped = providerError(error, task);
  const cause = mapped.cause ?? (mapped === error ? undefined : error);
  const words: string[] = [];
  for (let c: unknown = cause, depth = 0; c !== undefined && c !== null && depth < 5; depth++) {
    words.push(c instanceof Error ? c.message : String(c));
    c = c instanceof Error ? c.cause : undefined;
  }
  const raw = words.filter(Boolean).join(': ');
  return raw && raw !== mapped.message
    ? `${mapped.message} [${mapped.statusCode} ${mapped.code}: ${raw}]`
    : mapped.message;
}

/** GET /models: does the server answer, and does it list the model? Never fatal on its own. */
async function listModels(
  endpoint: OpenAiEndpoint,
  model: string,
  task: 'text' | 'image',
  out: (l: string) => void,
) {
  const started = performance.now();
  try {
    const page = await openAiClient(endpoint).models.list({ signal: deadline(endpoint.timeoutMs) });
    const ids = page.data.map((m) => m.id);
    const listed = ids.includes(model);
    out(
      `  GET ${endpoint.baseUrl}/models answered in ${ms(started)}: ${ids.length} model(s); ` +
        (listed
          ? `${model} is listed`
          : `${model} is NOT listed (some servers list only part; the sample decides)`),
    );
  } catch (error) {
    out(`  GET ${endpoint.baseUrl}/models failed: ${reason(error, task)}`);
  }
}

async function checkText(
  config: ProvidersConfig['text'],
  out: (l: string) => void,
): Promise<{ ok: boolean; npc?: NpcData }> {
  const provider =
    config.type === 'procedural'
      ? proceduralText
      : new OpenAiTextProvider({ endpoint: config.endpoint, model: config.model });
  if (config.type === 'procedural') {
    out(`text: procedural engine ${ENGINE_VERSION}`);
  } else {
    out(
      `text: OpenAI-compatible at ${config.endpoint.baseUrl}, model ${config.model}, ` +
        `key ${config.endpoint.apiKey ? 'set' : 'none (placeholder sent)'}, timeout ${config.endpoint.timeoutMs} ms`,
    );
    await listModels(config.endpoint, config.model, 'text', out);
  }
  const started = performance.now();
  try {
    const written = await provider.write(npcKind, sampleRequest(), SAMPLE_SEED);
    const npc = npcKind.contract.dataSchema.parse(written.data) as NpcData;
    const mode = provider instanceof OpenAiTextProvider ? `, JSON mode ${provider.mode}` : '';
    out(
      `  sample NPC "${npc.name}" (${npc.race} ${npc.occupation}) written in ${ms(started)} by ${written.provider}${mode}`,
    );
    if (config.type === 'procedural') {
      const again = performance.now();
      const runs = 50;
      for (let i = 0; i < runs; i++) await provider.write(npcKind, sampleRequest(), SAMPLE_SEED + i);
      out(`  ${runs} more NPCs in ${ms(again)}`);
    }
    return { ok: true, npc };
  } catch (error) {
    out(`  sample NPC failed after ${ms(started)}: ${reason(error, 'text')}`);
    return { ok: false };
  }
}

async function checkImage(
  config: ProvidersConfig['image'],
  npc: NpcData,
  out: (l: string) => void,
): Promise<boolean> {
  const provider =
    config.type === 'procedural'
      ? proceduralImage
      : new OpenAiImageProvider({
          endpoint: config.endpoint,
          model: config.model,
          size: config.size,
          quality: config.quality,
        });
  if (config.type === 'procedural') {
    out(`images: procedural engine ${ENGINE_VERSION}`);
  } else {
    out(
      `images: OpenAI-compatible at ${config.endpoint.baseUrl}, model ${config.model}, size ${config.size}, ` +
        `quality ${config.quality ?? '(server default)'}, key ${config.endpoint.apiKey ? 'set' : 'none (placeholder sent)'}, ` +
        `timeout ${config.endpoint.timeoutMs} ms`,
    );
    await listModels(config.endpoint, config.model, 'image', out);
  }
  const started = performance.now();
  try {
    const image = await provider.paint(npcKind, npc, SAMPLE_SEED);
    out(
      `  sample portrait of "${npc.name}": ${image.contentType}, ${Math.round(image.bytes.length / 1024)} KB ` +
        `in ${ms(started)} by ${image.provider}`,
    );
    return true;
  } catch (error) {
    out(`  sample portrait failed after ${ms(started)}: ${reason(error, 'image')}`);
    return false;
  }
}

/** Checks both providers; prints through `out`; answers whether every configured provider answered. */
export async function checkProviders(
  config: Pick<Config, 'providers'>,
  out: (line: string) => void,
): Promise<boolean> {
  const text = await checkText(config.providers.text, out);
  // The portrait needs an NPC: the text provider's, or the procedural one's when text failed.
  const npc = text.npc ?? (npcKind.procedural.text(sampleRequest(), SAMPLE_SEED) as NpcData);
  const image = await checkImage(config.providers.image, npc, out);
  out(text.ok && image ? 'All configured providers answer.' : 'A configured provider does not answer.');
  return text.ok && image;
}
