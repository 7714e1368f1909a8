// Every registered kind written and painted by an OpenAI-compatible service (the local fake): the model's prose
// is stored, the facts code keeps (the kind's `ai.fixed`) win over whatever the model sent, the prompt carries the
// kind's guidance, and the picture prompt is made of the entity. A new kind is covered when it is registered.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entityOfAnswer } from '../../shared/content.js';
import { svgToPng } from '../art/rasterise.js';
import { KINDS } from '../kinds/registry.js';
import { MemoryBlobStore } from '../storage/blob-store.js';
import { bearer, registerUser } from '../test/accounts.js';
import { chatJson, FakeOpenAI, imageB64, sequence } from '../test/fake-openai.js';
import { testConfig, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';

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
      const request = contract.requestSchema.parse({ ...SAMPLE_REQUESTS[contract.kind]!(2), seed: 99 });
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
        payload: { ...SAMPLE_REQUESTS[contract.kind]!(2), seed: 99 },
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

  it('puts the context entity in the prompt, and re-rolls one section with every other field fixed', async () => {
    const npc = KINDS.find((kind) => kind.contract.kind === 'npc')!;
    const town = KINDS.find((kind) => kind.contract.kind === 'town')!;
    const user = await registerUser(t.app);
    const townDraft = town.procedural.text(
      town.contract.requestSchema.parse(SAMPLE_REQUESTS.town!(1)),
      5,
    ) as Record<string, unknown>;
    fake.chat = sequence(chatJson({ ...townDraft, name: 'Thornbury' }));
    fake.images = sequence(imageB64(PNG));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/town/generate',
      headers: bearer(user.token),
      payload: SAMPLE_REQUESTS.town!(1),
    });
    expect(made.statusCode, made.body).toBe(201);
    const thornbury = entityOfAnswer(town.contract, made.json()) as { id: number; name: string };

    const request = npc.contract.requestSchema.parse({ ...SAMPLE_REQUESTS.npc!(1), seed: 7 });
    const npcDraft = npc.procedural.text(request, 7) as Record<string, unknown>;
    fake.reset();
    fake.chat = sequence(chatJson({ ...npcDraft, backstory: MODEL_PROSE }));
    fake.images = sequence(imageB64(PNG));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(user.token),
      payload: { ...SAMPLE_REQUESTS.npc!(1), seed: 7, context: { kind: 'town', id: thornbury.id } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mara = entityOfAnswer(npc.contract, res.json()) as Record<string, unknown> & { id: number };
    const prompt = fake
      .chatRequests()[0]!
      .body.messages.map((m: { content: string }) => m.content)
      .join('\n');
    expect(prompt).toContain('town "Thornbury"');
    expect(prompt).not.toContain('"context"');

    // The re-roll: the model is told which field to write, every other field is given and kept as stored.
    fake.chat = sequence(
      chatJson({ ...mara, backstory: 'A new past, by the model.', personality: 'Tampered.' }),
    );
    const rerolled = await t.app.inject({
      method: 'POST',
      url: `/api/npc/${mara.id}/reroll`,
      headers: bearer(user.token),
      payload: { section: 'backstory' },
    });
    expect(rerolled.statusCode, rerolled.body).toBe(200);
    expect(rerolled.json().backstory).toBe('A new past, by the model.');
    expect(rerolled.json().personality).toBe(mara.personality);
    const rerollPrompt = fake
      .chatRequests()
      .at(-1)!
      .body.messages.map((m: { content: string }) => m.content)
      .join('\n');
    expect(rerollPrompt).toContain('Rewrite only these fields');
    expect(rerollPrompt).toContain('backstory');
    expect(rerollPrompt).toContain(String(mara.personality));
  });
});
