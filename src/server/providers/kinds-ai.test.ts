// Every registered kind written and painted by an OpenAI-compatible service (the local fake): the model's prose
// is stored, the facts code keeps (the kind's `ai.fixed`) win over whatever the model sent, the prompt carries the
// kind's guidance, and the picture prompt is made of the entity. A new kind is covered when it is registered.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BENCH_REQUESTS } from '../../../bench/requests.js';
import { entityOfAnswer } from '../../shared/content.js';
import { svgToPng } from '../art/rasterise.js';
import { KINDS } from '../kinds/registry.js';
import { MemoryBlobStore } from '../storage/blob-store.js';
import { bearer, registerUser } from '../test/accounts.js';
import { chatJson, FakeOpenAI, imageB64, sequence } from '../test/fake-openai.js';
import { testConfig, useTestApp } from '../test/harness.js';

const fake = new FakeOpenAI();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const PNG = svgToPng(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#36c"/></svg>',
  8,
);
const MODEL_PROSE = 'Written by the fake model, in its own words.';

describe('every kind through an OpenAI-compatible service', () => {
  const t = useTestApp(
    'pglite',
    () =>
      testConfig(
        { initialCredits: 20 },
        {
          TEXT_PROVIDER: 'openai',
          IMAGE_PROVIDER: 'openai',
          OPENAI_BASE_URL: fake.url,
          OPENAI_API_KEY: 'sk-test-key',
          TEXT_MODEL: 'fake-writer',
          IMAGE_MODEL: 'fake-painter',
        },
      ),
    () => ({ blobs: new MemoryBlobStore() }),
  );

  it.each(KINDS.map((kind) => [kind.contract.kind, kind] as const))(
    'writes and paints a %s: model prose kept, fixed facts kept',
    async (_name, kind) => {
      const { contract } = kind;
      const request = contract.requestSchema.parse({ ...BENCH_REQUESTS[contract.kind]!(2), seed: 99 });
      const draft = kind.procedural.text(request, 99) as Record<string, unknown>;
      const fixed = kind.ai.fixed(draft as never, request as never) as Record<string, unknown>;
      // The model rewrites every string field it may, and tampers with every fixed one.
      const tampered: Record<string, unknown> = { ...draft };
      for (const [field, value] of Object.entries(draft)) {
        if (field in fixed) tampered[field] = typeof value === 'string' ? `${value} (changed)` : value;
        else if (typeof value === 'string' && value.length > 40) tampered[field] = MODEL_PROSE;
      }
      fake.chat = sequence(chatJson(tampered));
      fake.images = sequence(imageB64(PNG));

      const user = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${contract.apiBase}/generate`,
        headers: bearer(user.token),
        payload: { ...BENCH_REQUESTS[contract.kind]!(2), seed: 99 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const entity = entityOfAnswer(contract, res.json()) as Record<string, unknown>;
      expect(entity.provider).toBe('openai:fake-writer');
      for (const [field, value] of Object.entries(fixed)) expect(entity[field], field).toEqual(value);
      expect(Object.values(entity)).toContain(MODEL_PROSE);

      const prompt = fake
        .chatRequests()[0]!
        .body.messages.map((m: { content: string }) => m.content)
        .join('\n');
      expect(prompt).toContain(kind.ai.guidance.trim().split('\n')[0]!.slice(0, 60));

      await t.app.ctx.pipeline.worker.drain();
      const imagePrompt = fake.imageRequests()[0]!.body.prompt as string;
      expect(imagePrompt).toContain(String(entity.name));
      expect(imagePrompt).toMatch(/no text/i);
      const one = (
        await t.app.inject({ url: `/api/${contract.apiBase}/${entity.id}`, headers: bearer(user.token) })
      ).json();
      expect(one.imageStatus).toBe('ready');
      const picture = await t.app.inject({ url: one[contract.imageUrlField], headers: bearer(user.token) });
      expect(picture.rawPayload.equals(PNG)).toBe(true);
    },
  );
});
