// The generic pipeline through the real app and database, on a test kind: generate, list, get, image,
// regenerate, export; ownership, validation, credits under concurrency, durable image jobs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { content, jobs, users } from '../db/schema.js';
import type { ImageProvider, TextProvider } from '../providers/providers.js';
import { proceduralImage, proceduralText } from '../providers/providers.js';
import { MemoryBlobStore } from '../storage/blob-store.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, testConfig, useTestApp } from '../test/harness.js';
import { gadgetKind, widgetKind } from '../test/test-kind.js';
import { hasPoppler } from '../test/tools.js';

/** Each page's size in points as the PDF declares it, and as pdfinfo reads it when present. */
function pageSizes(pdf: Buffer): string[] {
  const declared = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    ([, w, h]) => `${Math.round(Number(w))} x ${Math.round(Number(h))}`,
  );
  if (hasPoppler) {
    const dir = mkdtempSync(path.join(tmpdir(), 'loreforge-paper-'));
    try {
      writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
      const info = spawnSync('pdfinfo', ['-f', '1', '-l', '99', path.join(dir, 'sheet.pdf')], {
        encoding: 'utf8',
      });
      const read = [...info.stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/g)].map(
        ([, w, h]) => `${Math.round(Number(w))} x ${Math.round(Number(h))}`,
      );
      expect(read).toEqual(declared);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return declared;
}

let failText = false;
let textCalls = 0;
let imageFailures = 0;
/** Runs while a picture is being painted (to supersede a job mid-painting). */
let whilePainting: (() => Promise<void>) | undefined;
const blobs = new MemoryBlobStore();
const text: TextProvider = {
  name: 'procedural',
  async write(kind, request, seed) {
    textCalls++;
    if (failText) throw new Error('text provider is down');
    return proceduralText.write(kind, request, seed);
  },
};
const image: ImageProvider = {
  name: 'procedural',
  async paint(kind, data, seed) {
    if (imageFailures > 0) {
      imageFailures--;
      throw new Error('painter spilled the ink');
    }
    const during = whilePainting;
    whilePainting = undefined;
    await during?.();
    return proceduralImage.paint(kind, data, seed);
  },
};

describe.each(TEST_ENGINES)('content pipeline (%s)', (engine) => {
  const t = useTestApp(
    engine,
    () => ({ initialCredits: 5 }),
    () => {
      failText = false;
      textCalls = 0;
      imageFailures = 0;
      whilePainting = undefined;
      return { kinds: [widgetKind, gadgetKind], text, image, blobs };
    },
  );
  const worker = () => t.app.ctx.pipeline.worker;

  async function generate(token: string, body: Record<string, unknown> = { colour: 'red' }, path = 'widget') {
    return t.app.inject({
      method: 'POST',
      url: `/api/${path}/generate`,
      headers: bearer(token),
      payload: body,
    });
  }
  async function credits(userId: number) {
    const [row] = await t.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId));
    return row!.credits;
  }

  it('generates, stores seed, engine version and provider, and spends one credit', async () => {
    const user = await registerUser(t.app);
    const res = await generate(user.token, { colour: 'green', name: 'Gizmo', seed: 42 });
    expect(res.statusCode).toBe(201);
    const widget = res.json().widget;
    expect(widget).toMatchObject({
      name: 'Gizmo',
      colour: 'green',
      seed: 42,
      provider: 'procedural',
      imageStatus: 'pending',
      imageUrl: null,
    });
    expect(widget.engineVersion).toMatch(/\d+\.\d+/);
    expect(await credits(user.user.id)).toBe(4);
    const queued = await t.database.db.select().from(jobs);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ contentId: widget.id, status: 'queued' });
  });

  it('gives the same entity for the same seed and request', async () => {
    const user = await registerUser(t.app);
    const a = (await generate(user.token, { colour: 'blue', seed: 7 })).json().widget;
    const b = (await generate(user.token, { colour: 'blue', seed: 7 })).json().widget;
    expect(a.lore).toBe(b.lore);
    expect(a.id).not.toBe(b.id);
  });

  it('paints the picture in a job and serves it with cache headers', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    const pending = await t.app.inject({ url: `/api/widget/${id}/image`, headers: bearer(user.token) });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ message: 'No image available', error: 'IMAGE_PENDING' });

    expect(await worker().drain()).toBe(1);
    const one = (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json();
    expect(one.imageStatus).toBe('ready');
    expect(one.imageUrl).toMatch(new RegExp(`^/api/widget/${id}/image\\?v=[0-9a-f]{16}$`));
    const img = await t.app.inject({ url: one.imageUrl, headers: bearer(user.token) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const unversioned = await t.app.inject({ url: `/api/widget/${id}/image`, headers: bearer(user.token) });
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a list from its cache only while nothing in it changed, with an ETag the browser can revalidate', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const list = (token: string, etag?: string) =>
      t.app.inject({
        url: '/api/user/widgets',
        headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const empty = await list(user.token);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['cache-control']).toBe('private, no-cache');
    expect((await list(user.token, empty.headers.etag)).statusCode).toBe(304);

    const { id } = (await generate(user.token, { colour: 'red', name: 'First' })).json().widget;
    const one = await list(user.token, empty.headers.etag);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject([{ id, name: 'First', imageStatus: 'pending' }]);
    // Another user's change leaves this list (and its cache) alone; the picture being painted changes it.
    await generate(other.token, { colour: 'blue' });
    expect((await list(user.token, one.headers.etag)).statusCode).toBe(304);
    await worker().drain();
    const painted = await list(user.token, one.headers.etag);
    expect(painted.statusCode).toBe(200);
    expect(painted.json()).toMatchObject([{ id, imageStatus: 'ready' }]);
    expect(painted.headers.etag).not.toBe(one.headers.etag);
    // A regeneration shows at once too.
    await t.app.inject({
      method: 'POST',
      url: `/api/widget/${id}/regenerate-image`,
      headers: bearer(user.token),
    });
    expect((await list(user.token)).json()).toMatchObject([{ id, imageStatus: 'pending' }]);
  });

  it('lists only the owner’s entities of the kind, newest first', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await generate(alice.token, { colour: 'red', name: 'First' });
    await generate(alice.token, { colour: 'red', name: 'Second' });
    await generate(alice.token, { colour: 'red', name: 'Other kind' }, 'gadget');
    await generate(bob.token, { colour: 'red', name: 'Bob’s' });
    const list = await t.app.inject({ url: '/api/user/widgets', headers: bearer(alice.token) });
    expect(list.json().map((w: { name: string }) => w.name)).toEqual(['Second', 'First']);
  });

  it('answers 404 for someone else’s id, another kind’s id and nonsense ids, on every route', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { id } = (await generate(alice.token)).json().widget;
    const gadget = (await generate(alice.token, { colour: 'red' }, 'gadget')).json().gadget;
    await worker().drain();
    const routes = (n: number | string, base = 'widget'): [string, string][] => [
      ['GET', `/api/${base}/${n}`],
      ['GET', `/api/${base}/${n}/image`],
      ['POST', `/api/${base}/${n}/regenerate-image`],
      ['GET', `/api/${base}/${n}/export`],
      ['GET', `/api/${base}/${n}/export/markdown`],
      ['GET', `/api/${base}/${n}/export/markdown?flavor=homebrewery`],
      ['GET', `/api/${base}/${n}/export/json`],
    ];
    const cases: [string, string, string][] = [
      ...routes(id).map(([method, url]): [string, string, string] => [method, url, bob.token]),
      ...routes(gadget.id).map(([method, url]): [string, string, string] => [method, url, alice.token]),
      ...['abc', '0', '-1', '1.5', '99999999999', '2147483648'].flatMap((n) =>
        routes(n).map(([method, url]): [string, string, string] => [method, url, alice.token]),
      ),
    ];
    for (const [method, url, token] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect(await credits(bob.user.id)).toBe(5);
  });

  it('requires a session on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/widget/generate'],
      ['GET', '/api/user/widgets'],
      ['GET', '/api/widget/1'],
      ['GET', '/api/widget/1/image'],
      ['POST', '/api/widget/1/regenerate-image'],
      ['GET', '/api/widget/1/export'],
      ['GET', '/api/widget/1/export/markdown'],
      ['GET', '/api/widget/1/export/json'],
      ['POST', '/api/import'],
    ]) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toBe('UNAUTHORIZED');
    }
  });

  it('rejects bad requests with 400 and changes nothing', async () => {
    const user = await registerUser(t.app);
    for (const payload of [
      {},
      { colour: 'purple' },
      { colour: 'red', name: 5 },
      { colour: 'red', seed: -1 },
    ]) {
      const res = await generate(user.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/widget/generate',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '{"colour":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('INVALID_JSON');
    expect(await t.database.db.select().from(content)).toHaveLength(0);
    expect(await credits(user.user.id)).toBe(5);
  });

  it('spends the last credit exactly once under concurrent requests', async () => {
    const user = await registerUser(t.app);
    await t.database.db.update(users).set({ credits: 1 }).where(eq(users.id, user.user.id));
    const results = await Promise.all([generate(user.token), generate(user.token), generate(user.token)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403]);
    const refused = results.find((r) => r.statusCode === 403)!;
    expect(refused.json().error).toBe('GENERATIONS_LIMIT_REACHED');
    expect(await credits(user.user.id)).toBe(0);
    expect(await t.database.db.select().from(content)).toHaveLength(1);
  });

  it('stores nothing and costs nothing when the text provider fails', async () => {
    const user = await registerUser(t.app);
    failText = true;
    const res = await generate(user.token);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json()).toHaveProperty('error');
    expect(await t.database.db.select().from(content)).toHaveLength(0);
    expect(await credits(user.user.id)).toBe(5);
  });

  it('refuses a generation without credits before the text provider is asked', async () => {
    const user = await registerUser(t.app);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.user.id));
    const res = await generate(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GENERATIONS_LIMIT_REACHED');
    expect(textCalls).toBe(0);
  });

  it('streams the stages as NDJSON when asked, and answers plain JSON otherwise', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/widget/generate',
      headers: { ...bearer(user.token), accept: 'application/x-ndjson' },
      payload: { colour: 'blue', name: 'Streamer' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body.endsWith('\n')).toBe(true);
    const lines = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.stage)).toEqual(['writing', 'storing', 'painting', 'done']);
    expect(lines[3].widget).toMatchObject({ name: 'Streamer', colour: 'blue', imageStatus: 'pending' });
    expect(await credits(user.user.id)).toBe(4);

    const plain = await generate(user.token, { colour: 'blue' });
    expect(plain.statusCode).toBe(201);
    expect(plain.headers['content-type']).toContain('application/json');
    expect(Object.keys(plain.json())).toEqual(['widget']);
  });

  it('streams a failure as the last line, stores nothing and costs nothing', async () => {
    const user = await registerUser(t.app);
    const stream = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/widget/generate',
        headers: { ...bearer(user.token), accept: 'application/x-ndjson, application/json' },
        payload,
      });
    failText = true;
    const failed = await stream({ colour: 'red' });
    expect(failed.statusCode).toBe(200);
    const lines = failed.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { stage: 'writing' },
      { stage: 'error', status: 500, message: 'Something went wrong on our side', error: 'INTERNAL_ERROR' },
    ]);
    failText = false;
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.user.id));
    const broke = await stream({ colour: 'red' });
    expect(
      broke.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      {
        stage: 'error',
        status: 403,
        message:
          'You have no credits left to generate another widget. Check your account for details on generation limits.',
        error: 'GENERATIONS_LIMIT_REACHED',
      },
    ]);
    // A request that does not validate never starts a stream: it is the ordinary 400.
    const invalid = await stream({ colour: 'purple' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('VALIDATION_ERROR');
    expect(await t.database.db.select().from(content)).toHaveLength(0);
  });

  it('refunds a regeneration whose picture finally fails, once, and keeps the old picture', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    await worker().drain();
    const before = (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${id}/regenerate-image`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(202);
    expect(await credits(user.user.id)).toBe(3);
    imageFailures = 10;
    await worker().drain();
    const after = (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json();
    expect(after).toMatchObject({
      imageStatus: 'failed',
      imageError: 'Image generation failed: painter spilled the ink',
      imageUrl: before.imageUrl,
    });
    expect(await credits(user.user.id)).toBe(4);
    expect(await worker().drain()).toBe(0);
    expect(await credits(user.user.id)).toBe(4);
  });

  it('retries a failing picture, then marks it failed with its reason', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    imageFailures = 1;
    await worker().drain();
    expect(
      (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json().imageStatus,
    ).toBe('ready');

    const second = (await generate(user.token)).json().widget;
    imageFailures = 10;
    await worker().drain();
    const failed = (
      await t.app.inject({ url: `/api/widget/${second.id}`, headers: bearer(user.token) })
    ).json();
    // The entity's message always says 'image' (the client's 'Image Generation Failed'); the job keeps the cause.
    expect(failed).toMatchObject({
      imageStatus: 'failed',
      imageError: 'Image generation failed: painter spilled the ink',
      imageUrl: null,
    });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.contentId, second.id));
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'painter spilled the ink' });
    const img = await t.app.inject({ url: `/api/widget/${second.id}/image`, headers: bearer(user.token) });
    expect(img.statusCode).toBe(404);
    expect(img.json()).toEqual({
      message: 'Image generation failed: painter spilled the ink',
      error: 'IMAGE_GENERATION_FAILED',
    });
    // The first picture of a generation is paid by the generation: a failure refunds nothing.
    expect(await credits(user.user.id)).toBe(3);
  });

  it('answers 410 with the kind’s code when the stored file is gone', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    await worker().drain();
    const [row] = await t.database.db.select().from(content).where(eq(content.id, id));
    blobs.delete(row!.imageKey!);
    const img = await t.app.inject({ url: `/api/widget/${id}/image`, headers: bearer(user.token) });
    expect(img.statusCode).toBe(410);
    expect(img.json()).toEqual({
      message: 'Image file is missing. Please regenerate it.',
      error: 'IMAGE_FILE_MISSING',
    });
  });

  it('regenerates the picture from a new seed for one credit; a superseded job paints nothing and is refunded', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    await worker().drain();
    const before = (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json();

    const first = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${id}/regenerate-image`,
      headers: bearer(user.token),
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().widget).toMatchObject({ id, imageStatus: 'pending', imageUrl: before.imageUrl });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${id}/regenerate-image`,
      headers: bearer(user.token),
    });
    expect(second.statusCode).toBe(202);
    expect(await credits(user.user.id)).toBe(2);

    await worker().drain();
    const after = (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json();
    expect(after.imageStatus).toBe('ready');
    const all = await t.database.db.select().from(jobs).where(eq(jobs.contentId, id));
    expect(all.map((j) => j.status)).toEqual(['done', 'done', 'done']);
    expect(all.map((j) => j.creditCost)).toEqual([0, 1, 1]);
    // The first regeneration was superseded before it painted: the user paid for one new picture, not two.
    expect(await credits(user.user.id)).toBe(3);
    const [row] = await t.database.db.select().from(content).where(eq(content.id, id));
    expect(row!.imageJobId).toBe(Math.max(...all.map((j) => j.id)));
  });

  it('charges a regeneration that was painted and then superseded: painted pictures are paid for', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    await worker().drain();
    const regenerate = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/widget/${id}/regenerate-image`,
        headers: bearer(user.token),
      });
    expect((await regenerate()).statusCode).toBe(202);
    // While the first regeneration is being painted, a second one supersedes it.
    whilePainting = async () => {
      expect((await regenerate()).statusCode).toBe(202);
    };
    await worker().drain();
    const all = await t.database.db.select().from(jobs).where(eq(jobs.contentId, id));
    expect(all.map((j) => j.status)).toEqual(['done', 'done', 'done']);
    // 5 credits: the generation and two paintings, none refunded.
    expect(await credits(user.user.id)).toBe(2);
    const after = (await t.app.inject({ url: `/api/widget/${id}`, headers: bearer(user.token) })).json();
    expect(after.imageStatus).toBe('ready');
  });

  it('refuses to regenerate without credits and keeps the picture', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    await worker().drain();
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/widget/${id}/regenerate-image`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GENERATIONS_LIMIT_REACHED');
    const [row] = await t.database.db.select().from(content).where(eq(content.id, id));
    expect(row!.imageStatus).toBe('ready');
    expect(await t.database.db.select().from(jobs)).toHaveLength(1);
  });

  it('finishes, after a restart, a job left running by a process that died', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token)).json().widget;
    // A job another live process holds is not taken from it...
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'worker-dead', lockedAt: sql`now()`, attempts: 1 })
      .where(eq(jobs.contentId, id));
    expect(await worker().drain()).toBe(0);
    // ...but once its lease has run out, the process is taken for dead.
    await t.database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.contentId, id));
    const restarted = await buildApp({
      config: testConfig({
        imageWorker: true,
        imageJobs: { ...t.config.imageJobs, leaseMs: 60_000, pollMs: 50 },
      }),
      db: t.database.db,
      kinds: [widgetKind, gadgetKind],
      blobs,
      clientDir: false,
    });
    await restarted.ready();
    try {
      await expect
        .poll(
          async () => (await t.database.db.select().from(content).where(eq(content.id, id)))[0]!.imageStatus,
          {
            timeout: 5000,
          },
        )
        .toBe('ready');
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.contentId, id));
      expect(job).toMatchObject({ status: 'done', attempts: 2 });
      expect(job!.lockedBy).not.toBe('worker-dead');
    } finally {
      await restarted.close();
    }
  });

  it('exports a PDF and Markdown named after the entity', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token, { colour: 'red', name: 'Brass Gizmo' })).json().widget;
    await worker().drain();
    const pdf = await t.app.inject({ url: `/api/widget/${id}/export`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="Brass_Gizmo.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const md = await t.app.inject({ url: `/api/widget/${id}/export/markdown`, headers: bearer(user.token) });
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain('# Brass Gizmo');
  });

  it('sets the PDF on Letter unless asked for A4, and refuses any other paper', async () => {
    const user = await registerUser(t.app);
    const { id } = (await generate(user.token, { colour: 'red', name: 'Brass Gizmo' })).json().widget;
    const exportOn = (query: string) =>
      t.app.inject({ url: `/api/widget/${id}/export${query}`, headers: bearer(user.token) });
    for (const [query, size] of [
      ['', '612 x 792'],
      ['?paper=letter', '612 x 792'],
      ['?paper=a4', '595 x 842'],
    ] as const) {
      const pdf = await exportOn(query);
      expect(pdf.statusCode, query).toBe(200);
      expect(pageSizes(pdf.rawPayload)).toEqual([size]);
    }
    for (const query of ['?paper=A5', '?paper=', '?paper=a4&paper=letter']) {
      const res = await exportOn(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: "paper must be 'letter' or 'a4'",
      });
    }
    // Anonymous callers still learn nothing; someone else's entity is still not found.
    const anonymous = await t.app.inject({ url: `/api/widget/${id}/export?paper=a5` });
    expect(anonymous.statusCode).toBe(401);
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({
      url: `/api/widget/${id}/export?paper=a4`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
