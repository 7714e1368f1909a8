// OpenAI-compatible text and image providers through the real app and database, against a local fake server:
// structured answers, repairs, JSON-mode fallback, every failure of the error catalogue, pictures as base64 and
// as URLs, and the credits after each case. The test kind proves it generic; the NPC kind proves it real.

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NpcData, npcRequestSchema } from '../../shared/kinds/npc.js';
import { buildApp } from '../app.js';
import { svgToPng } from '../art/rasterise.js';
import { content, jobs, users } from '../db/schema.js';
import { npcKind } from '../kinds/npc/npc-kind.js';
import { MemoryBlobStore } from '../storage/blob-store.js';
import { bearer, registerUser } from '../test/accounts.js';
import {
  apiError,
  chatContent,
  chatJson,
  FakeOpenAI,
  imageB64,
  imageUrl,
  sequence,
} from '../test/fake-openai.js';
import { TEST_ENGINES, type TestApp, testConfig, useTestApp } from '../test/harness.js';
import { widgetKind } from '../test/test-kind.js';

const fake = new FakeOpenAI();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const PNG = svgToPng(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#c33"/></svg>',
  8,
);

const TIMEOUT_MS = 400;

function textEnv(): NodeJS.ProcessEnv {
  return {
    TEXT_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'sk-test-key',
    TEXT_MODEL: 'fake-writer',
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    CREDIT_COST_GENERATION_OPENAI: '2',
    CREDIT_COST_GENERATION_PROCEDURAL: '1',
  };
}

function imageEnv(): NodeJS.ProcessEnv {
  return {
    IMAGE_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.url,
    IMAGE_MODEL: 'fake-painter',
    IMAGE_SIZE: '512x512',
    IMAGE_QUALITY: 'high',
    AI_IMAGE_TIMEOUT_MS: String(TIMEOUT_MS),
    CREDIT_COST_REGENERATION_OPENAI: '3',
  };
}

const RATE_WORDS = /rate limit|quota|billing/i;

function helpers(t: TestApp) {
  const credits = async (userId: number) =>
    (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!
      .credits;
  const rows = () => t.database.db.select().from(content);
  const generate = (token: string, path: string, payload: Record<string, unknown>, accept?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}/generate`,
      headers: { ...bearer(token), ...(accept ? { accept } : {}) },
      payload,
    });
  return { credits, rows, generate };
}

/** The strict schema's promises, everywhere in it: every property required, nothing else allowed. */
function expectStrict(schema: Record<string, unknown>): void {
  const text = JSON.stringify(schema);
  expect(text).not.toMatch(/"(minLength|maxLength|minItems|maxItems|minimum|maximum|\$schema|default)"/);
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.type === 'object') {
      expect(n.additionalProperties).toBe(false);
      expect([...(n.required as string[])].sort()).toEqual(Object.keys(n.properties as object).sort());
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(schema);
}

const npcAdvanced = {
  name: '',
  race: 'dwarf',
  gender: 'female',
  occupation: 'blacksmith',
  age: 'middle-aged',
  socialClass: 'working',
  notableFeatures: 'a burn scar across her left forearm',
  friendliness: 3,
  bravery: 8,
  honesty: 6,
  includeSecrets: false,
  includeFlaws: true,
  includeBackstory: true,
  includePlotHooks: true,
  artStyle: 'painterly',
  seed: 1234,
};

/** What a model might write for the advanced NPC: valid, with its own prose and a few facts it may not change. */
function modelNpc(): NpcData {
  const draft = npcKind.procedural.text(npcRequestSchema.parse(npcAdvanced), 1234) as NpcData;
  return {
    ...draft,
    name: 'Hilde Emberfist',
    race: 'elf', // the model may not change the race...
    age: '12 (child)', // ...nor the age...
    secrets: ['She forged the duke’s seal.'], // ...nor write a section the request switched off.
    personality: 'Written by the fake model: gruff, fearless, slow to trust.',
    plotHooks: [
      { title: 'The Cracked Anvil', description: 'Her anvil split in two overnight. Find out who did it.' },
    ],
  };
}

describe.each(TEST_ENGINES)('OpenAI-compatible text provider (%s)', (engine) => {
  const t = useTestApp(
    engine,
    () => testConfig({ initialCredits: 5 }, textEnv()),
    () => ({ kinds: [widgetKind, npcKind], blobs: new MemoryBlobStore() }),
  );
  const { credits, rows, generate } = helpers(t);

  it('writes an NPC from a strict JSON Schema, keeps the fixed facts and stores the model’s prose', async () => {
    fake.chat = sequence(chatJson(modelNpc()));
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'npc', npcAdvanced);
    expect(res.statusCode).toBe(201);
    const { character } = res.json();
    expect(character).toMatchObject({
      name: 'Hilde Emberfist',
      race: 'dwarf',
      gender: 'female',
      ageCategory: 'middle-aged',
      occupation: 'blacksmith',
      socialClass: 'working',
      artStyle: 'painterly',
      secrets: [],
      personality: 'Written by the fake model: gruff, fearless, slow to trust.',
      provider: 'openai:fake-writer',
      seed: 1234,
      imageStatus: 'pending',
    });
    expect(character.age).toMatch(/\(middle-aged\)$/);
    expect(character.plotHooks).toEqual([
      { title: 'The Cracked Anvil', description: 'Her anvil split in two overnight. Find out who did it.' },
    ]);
    expect(await credits(user.user.id)).toBe(3); // CREDIT_COST_GENERATION_OPENAI=2

    const [request] = fake.chatRequests();
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body.model).toBe('fake-writer');
    const format = request!.body.response_format;
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'npc', strict: true } });
    expectStrict(format.json_schema.schema);
    expect(format.json_schema.schema.properties.plotHooks.description).toBe('at most 6 items');
    const prompt = request!.body.messages.map((m: { content: string }) => m.content).join('\n');
    for (const expected of [
      '- race: "dwarf"',
      '- friendliness: 3',
      '- includeSecrets: no',
      '- notableFeatures: "a burn scar across her left forearm"',
      '"ageCategory": "middle-aged"',
      '"secrets": []',
      'plotHooks: 3 to 6 hooks',
    ]) {
      expect(prompt).toContain(expected);
    }
    expect(prompt).not.toContain('"$schema"'); // strict mode carries the schema; the prompt does not repeat it
  });

  it('asks once for a repair of invalid JSON, and stores the repaired answer', async () => {
    fake.chat = sequence(
      chatContent('{"name": "Half a widget", "lore": '),
      chatJson({ name: 'Cog', lore: 'Fine.' }),
    );
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'green' });
    expect(res.statusCode).toBe(201);
    expect(res.json().widget).toMatchObject({ name: 'Cog', colour: 'green', lore: 'Fine.' });
    const [, repair] = fake.chatRequests();
    const messages = repair!.body.messages as { role: string; content: string }[];
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: '{"name": "Half a widget", "lore": ' });
    expect(messages.at(-1)!.role).toBe('user');
    expect(messages.at(-1)!.content).toContain('not valid JSON');
    expect(repair!.body.response_format.type).toBe('json_schema');
    expect(await credits(user.user.id)).toBe(3);
  });

  it('feeds schema violations back, then stores the valid repair; fixed facts win over the model', async () => {
    fake.chat = sequence(
      chatJson({ name: '', colour: 'purple' }),
      chatJson({ name: 'Sprocket', colour: 'purple', lore: 'Made in a hurry.' }),
    );
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'blue' });
    expect(res.statusCode).toBe(201);
    expect(res.json().widget).toMatchObject({
      name: 'Sprocket',
      colour: 'blue',
      provider: 'openai:fake-writer',
    });
    const repair = fake.chatRequests()[1]!.body.messages.at(-1).content as string;
    expect(repair).toContain('name:');
    expect(repair).toContain('lore:');
    expect(fake.chatRequests()[1]!.body.messages.at(-2).content).toBe('{"name":"","colour":"purple"}');
  });

  it('fails with 502 GENERATION_FAILED after one failed repair, storing nothing and costing nothing', async () => {
    fake.chat = sequence(chatJson({ name: 'Nope' }));
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'GENERATION_FAILED',
      message:
        "The AI provider's answer could not be used as a widget, even after a repair request. Please try again.",
    });
    expect(fake.chatRequests()).toHaveLength(2);
    expect(await rows()).toHaveLength(0);
    expect(await credits(user.user.id)).toBe(5);
  });

  it('answers a quota 429 with RATE_LIMIT_EXCEEDED and a message about the quota', async () => {
    fake.chat = sequence(
      apiError(429, 'You exceeded your current quota, please check your plan and billing details.', {
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      }),
    );
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('RATE_LIMIT_EXCEEDED');
    expect(res.json().message).toMatch(/quota/);
    expect(res.json().message).not.toMatch(/image/i);
    expect(await rows()).toHaveLength(0);
    expect(await credits(user.user.id)).toBe(5);
  });

  it('answers a plain 429 with RATE_LIMIT_EXCEEDED and a message without rate limit, quota or billing', async () => {
    fake.chat = sequence(apiError(429, 'Rate limit reached for requests', { type: 'requests' }));
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'RATE_LIMIT_EXCEEDED',
      message: 'The AI provider is busy. Please try again in a moment.',
    });
    expect(res.json().message).not.toMatch(RATE_WORDS);
    expect(fake.chatRequests()).toHaveLength(1); // no SDK retries
    expect(await credits(user.user.id)).toBe(5);
  });

  it('answers a provider 500 with 502 PROVIDER_ERROR', async () => {
    fake.chat = sequence(
      apiError(500, 'The server had an error while processing your request.', { type: 'server_error' }),
    );
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'PROVIDER_ERROR',
      message: 'The AI provider failed to answer. Please try again.',
    });
    expect(await rows()).toHaveLength(0);
    expect(await credits(user.user.id)).toBe(5);
  });

  it('answers refused credentials with 502 PROVIDER_ERROR that blames the server, not the user', async () => {
    fake.chat = sequence(
      apiError(401, 'Incorrect API key provided: sk-test-key.', { code: 'invalid_api_key' }),
    );
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('PROVIDER_ERROR');
    expect(res.json().message).toContain("refused the server's credentials");
    expect(res.json().message).not.toContain('sk-test-key');
    expect(await credits(user.user.id)).toBe(5);
  });

  it('answers an answer slower than AI_TIMEOUT_MS with 504 PROVIDER_TIMEOUT', async () => {
    fake.chat = sequence({ ...chatJson({ name: 'Late', lore: 'Too late.' }), delayMs: TIMEOUT_MS * 4 });
    const user = await registerUser(t.app);
    const started = Date.now();
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      error: 'PROVIDER_TIMEOUT',
      message: 'The AI provider did not answer in time. Please try again.',
    });
    expect(await rows()).toHaveLength(0);
    expect(await credits(user.user.id)).toBe(5);
  });

  it('falls back to JSON mode with the schema in the prompt when the server rejects json_schema, and remembers', async () => {
    fake.chat = (request) =>
      request.body.response_format?.type === 'json_schema'
        ? apiError(
            400,
            "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
            {
              param: 'response_format',
            },
          )
        : chatJson({ name: 'Fallback', lore: 'Written in JSON mode.' });
    const user = await registerUser(t.app);
    const first = await generate(user.token, 'widget', { colour: 'red' });
    expect(first.statusCode).toBe(201);
    expect(first.json().widget.lore).toBe('Written in JSON mode.');
    const [rejected, accepted] = fake.chatRequests();
    expect(rejected!.body.response_format.type).toBe('json_schema');
    expect(accepted!.body.response_format).toEqual({ type: 'json_object' });
    const prompt = accepted!.body.messages.at(-1).content as string;
    expect(prompt).toContain('must match this JSON Schema');
    expect(prompt).toContain('"lore"');

    const second = await generate(user.token, 'widget', { colour: 'blue' });
    expect(second.statusCode).toBe(201);
    expect(fake.chatRequests().map((r) => r.body.response_format.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
    expect(await credits(user.user.id)).toBe(1);
  });

  it('accepts an answer wrapped in a reasoning block and a code fence', async () => {
    fake.chat = sequence(
      chatContent('<think>{ maybe }</think>\n```json\n{"name":"Fenced","lore":"Inside."}\n```'),
    );
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(201);
    expect(res.json().widget.name).toBe('Fenced');
  });

  it('fails with GENERATION_FAILED when the model refuses, without a repair', async () => {
    fake.chat = sequence(chatContent('', { refusal: 'I cannot help with that.' }));
    const user = await registerUser(t.app);
    const res = await generate(user.token, 'widget', { colour: 'red' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'GENERATION_FAILED',
      message: 'The AI provider declined to write this widget. Try different options.',
    });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('streams writing, storing, painting and done; a provider failure arrives as the error line', async () => {
    fake.chat = sequence(chatJson({ name: 'Streamed', lore: 'Line by line.' }), apiError(429, 'Slow down'));
    const user = await registerUser(t.app);
    const ok = await generate(user.token, 'widget', { colour: 'red' }, 'application/x-ndjson');
    const lines = ok.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.stage)).toEqual(['writing', 'storing', 'painting', 'done']);
    expect(lines[3].widget).toMatchObject({ name: 'Streamed', provider: 'openai:fake-writer' });

    const busy = await generate(user.token, 'widget', { colour: 'red' }, 'application/x-ndjson');
    expect(busy.statusCode).toBe(200);
    expect(
      busy.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { stage: 'writing' },
      {
        stage: 'error',
        status: 429,
        error: 'RATE_LIMIT_EXCEEDED',
        message: 'The AI provider is busy. Please try again in a moment.',
      },
    ]);
    expect(await rows()).toHaveLength(1);
    expect(await credits(user.user.id)).toBe(3);
  });

  it('answers 503 PROVIDER_UNAVAILABLE when nothing listens at the base URL', async () => {
    const closed = new FakeOpenAI();
    await closed.start();
    const url = closed.url;
    await closed.close();
    const app = await buildApp({
      config: testConfig({ initialCredits: 5 }, { ...textEnv(), OPENAI_BASE_URL: url }),
      db: t.database.db,
      kinds: [widgetKind],
      blobs: new MemoryBlobStore(),
      clientDir: false,
    });
    try {
      const user = await registerUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/widget/generate',
        headers: bearer(user.token),
        payload: { colour: 'red' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'PROVIDER_UNAVAILABLE',
        message: 'The AI provider cannot be reached. Please try again later.',
      });
      expect(await credits(user.user.id)).toBe(5);
    } finally {
      await app.close();
    }
  });
});

describe.each(TEST_ENGINES)('OpenAI-compatible image provider (%s)', (engine) => {
  const blobs = new MemoryBlobStore();
  const t = useTestApp(
    engine,
    () => testConfig({ initialCredits: 5 }, imageEnv()),
    () => ({ kinds: [widgetKind, npcKind], blobs }),
  );
  const { credits, rows, generate } = helpers(t);
  const drain = () => t.app.ctx.pipeline.worker.drain();
  const regenerate = (token: string, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/widget/${id}/regenerate-image`, headers: bearer(token) });
  const entity = async (token: string, id: number) =>
    (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(token) })).json();

  it('stores a base64 picture as bytes and serves it; the prompt comes from the kind', async () => {
    fake.images = sequence(imageB64(PNG));
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token, 'widget', { colour: 'green', name: 'Gizmo' })).json().widget;
    expect(await drain()).toBe(1);
    const one = await entity(user.token, id);
    expect(one).toMatchObject({ imageStatus: 'ready', imageError: null, provider: 'procedural' });
    const img = await t.app.inject({ url: one.imageUrl, headers: bearer(user.token) });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ imageType: 'image/png', imageProvider: 'openai:fake-painter' });

    const [request] = fake.imageRequests();
    expect(request!.headers.authorization).toBe('Bearer not-needed');
    expect(request!.body).toMatchObject({ model: 'fake-painter', size: '512x512', quality: 'high', n: 1 });
    expect(request!.body.prompt).toBe(`A green widget called Gizmo, product photo. ${one.lore}`);
    expect(await credits(user.user.id)).toBe(4);
  });

  it('downloads a URL answer at once and never stores the URL', async () => {
    // A real JPEG: a provider's picture is decoded in full before it is stored.
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const address = fake.serveFile(jpeg, 'image/jpeg');
    fake.images = sequence(imageUrl(address));
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token, 'widget', { colour: 'red' })).json().widget;
    await drain();
    expect(fake.hits(address)).toBe(1);
    const [row] = await rows();
    expect(row!.imageType).toBe('image/jpeg');
    expect(JSON.stringify(row)).not.toContain(address);
    expect(JSON.stringify(await t.database.db.select().from(jobs))).not.toContain(address);
    const one = await entity(user.token, id);
    const img = await t.app.inject({ url: one.imageUrl, headers: bearer(user.token) });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(jpeg)).toBe(true);
  });

  it('paints an NPC portrait from a prompt made of the NPC', async () => {
    fake.images = sequence(imageB64(PNG));
    const user = await registerUser(t.app);
    const { character } = (await generate(user.token, 'npc', npcAdvanced)).json();
    await drain();
    const prompt = fake.imageRequests()[0]!.body.prompt as string;
    expect(prompt).toContain(character.name);
    expect(prompt).toContain('dwarf');
    expect(prompt).toContain('blacksmith');
    expect(prompt).toContain('oil painting');
    expect(prompt).toContain('No text');
    const portrait = await t.app.inject({
      url: `/api/npc/${character.id}/portrait`,
      headers: bearer(user.token),
    });
    expect(portrait.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the text entity when the picture fails: retried, then failed with a message that says image', async () => {
    fake.images = sequence(apiError(500, 'Upstream exploded', { type: 'server_error' }));
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token, 'widget', { colour: 'red' })).json().widget;
    await drain();
    expect(fake.imageRequests()).toHaveLength(3);
    const one = await entity(user.token, id);
    expect(one).toMatchObject({
      imageStatus: 'failed',
      imageUrl: null,
      imageError: 'Image generation failed: the AI provider failed to answer. Please try again.',
    });
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, creditCost: 0 });
    expect(await credits(user.user.id)).toBe(4); // the generation paid; its first picture cost nothing extra

    // Regenerate is offered: it costs CREDIT_COST_REGENERATION_OPENAI, and a failure refunds it.
    const res = await regenerate(user.token, id);
    expect(res.statusCode).toBe(202);
    expect(await credits(user.user.id)).toBe(1);
    await drain();
    expect(await credits(user.user.id)).toBe(4);
    expect((await entity(user.token, id)).imageStatus).toBe('failed');

    fake.images = sequence(imageB64(PNG));
    await regenerate(user.token, id);
    await drain();
    expect(await entity(user.token, id)).toMatchObject({ imageStatus: 'ready', imageError: null });
    expect(await credits(user.user.id)).toBe(1);
  });

  it('names a picture timeout, a quota and an unreadable answer in the image error', async () => {
    const user = await registerUser(t.app);
    const cases: [Parameters<typeof sequence>[0], string][] = [
      [
        { ...imageB64(PNG), delayMs: TIMEOUT_MS * 4 },
        'Image generation failed: the AI provider did not answer in time. Please try again.',
      ],
      [
        apiError(429, 'Billing hard limit has been reached', { code: 'billing_hard_limit_reached' }),
        "Image generation failed: the AI provider's quota or billing limit has been reached. Check the provider account.",
      ],
      [
        imageB64(Buffer.from('<html>not a picture</html>')),
        "Image generation failed: the AI provider's answer is not a PNG, JPEG or WebP picture.",
      ],
      [
        imageUrl(`${fake.url.replace(/\/v1$/, '')}/files/gone.png`),
        "Image generation failed: the AI provider's picture could not be downloaded (HTTP 404).",
      ],
      [{ json: { created: 1, data: [] } }, 'Image generation failed: the AI provider sent no picture.'],
    ];
    for (const [reply, message] of cases) {
      fake.images = sequence(reply);
      const { id } = (await generate(user.token, 'widget', { colour: 'red' })).json().widget;
      await drain();
      const one = await entity(user.token, id);
      expect(one.imageStatus, message).toBe('failed');
      expect(one.imageError).toBe(message);
      const img = await t.app.inject({ url: `/api/widget/${id}/image`, headers: bearer(user.token) });
      expect(img.json()).toEqual({ message, error: 'IMAGE_GENERATION_FAILED' });
    }
    expect(await credits(user.user.id)).toBe(0);
  });

  it('refunds a regeneration superseded by a newer one', async () => {
    fake.images = sequence(imageB64(PNG));
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token, 'widget', { colour: 'red' })).json().widget;
    await drain();
    await t.database.db.update(users).set({ credits: 6 }).where(eq(users.id, user.user.id));
    await regenerate(user.token, id);
    await regenerate(user.token, id);
    expect(await credits(user.user.id)).toBe(0);
    await drain();
    expect(await credits(user.user.id)).toBe(3);
    expect(fake.imageRequests()).toHaveLength(2);
  });
});
