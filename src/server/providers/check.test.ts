// provider:check against the fake server and the procedural engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NpcData, npcQuickToRequest, npcRequestSchema } from '../../shared/kinds/npc.js';
import { svgToPng } from '../art/rasterise.js';
import { loadConfig } from '../config.js';
import { npcKind } from '../kinds/npc/npc-kind.js';
import { apiError, chatJson, FakeOpenAI, imageB64, sequence } from '../test/fake-openai.js';
import { checkProviders } from './check.js';

const fake = new FakeOpenAI();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.close();
});

const run = async (env: NodeJS.ProcessEnv) => {
  const lines: string[] = [];
  const ok = await checkProviders(loadConfig({ LOG_LEVEL: 'silent', ...env }), (line) => lines.push(line));
  return { ok, text: lines.join('\n') };
};

const aiEnv = () => ({
  TEXT_PROVIDER: 'openai',
  IMAGE_PROVIDER: 'openai',
  OPENAI_BASE_URL: fake.url,
  TEXT_MODEL: 'fake-writer',
  IMAGE_MODEL: 'fake-painter',
  AI_TIMEOUT_MS: '2000',
  AI_IMAGE_TIMEOUT_MS: '2000',
});

describe('provider:check', () => {
  it('reports the procedural engine with its version and timings', async () => {
    const { ok, text } = await run({});
    expect(ok).toBe(true);
    expect(text).toMatch(/^text: procedural engine \d+\.\d+/m);
    expect(text).toMatch(/sample NPC ".+" .* written in \d+ ms by procedural/);
    expect(text).toMatch(/sample portrait of ".+": image\/png, \d+ KB in \d+ ms by procedural/);
  });

  it('reports the models, the listing and one sample each for an OpenAI-compatible server', async () => {
    fake.reset();
    // A valid NPC stands in for the model's answer: the procedural one, renamed.
    const draft = npcKind.procedural.text(
      npcRequestSchema.parse(npcQuickToRequest({ archetype: 'innkeeper', race: 'dwarf' })),
      1,
    ) as NpcData;
    fake.chat = sequence(chatJson({ ...draft, name: 'Model Innkeeper' }));
    fake.images = sequence(
      imageB64(svgToPng('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>', 4)),
    );
    const { ok, text } = await run(aiEnv());
    expect(ok).toBe(true);
    expect(text).toContain(
      `text: OpenAI-compatible at ${fake.url}, model fake-writer, key none (placeholder sent)`,
    );
    expect(text).toMatch(/models answered in \d+ ms: 2 model\(s\); fake-writer is listed/);
    expect(text).toMatch(/sample NPC "Model Innkeeper" .* by openai:fake-writer, JSON mode json_schema/);
    expect(text).toMatch(
      /sample portrait of "Model Innkeeper": image\/png, \d+ KB in \d+ ms by openai:fake-painter/,
    );
    expect(fake.chatRequests()[0]!.body.model).toBe('fake-writer');
    expect(fake.imageRequests()[0]!.body.model).toBe('fake-painter');
  });

  it('fails when a configured provider does not answer', async () => {
    fake.reset();
    fake.models = ['something-else'];
    fake.chat = sequence(apiError(500, 'down'));
    fake.images = sequence(apiError(401, 'Incorrect API key provided'));
    const { ok, text } = await run(aiEnv());
    expect(ok).toBe(false);
    expect(text).toContain('fake-writer is NOT listed');
    expect(text).toContain('sample NPC failed');
    expect(text).toContain('sample portrait failed');
    expect(text).toContain("refused the server's credentials");
    expect(text).toContain('A configured provider does not answer.');
  });
});
