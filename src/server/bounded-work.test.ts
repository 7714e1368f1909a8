// Issue 22's bounded work per request, through the real app on both engines: imported pictures decoded and checked
// in full (a pixel bomb, a truncated PNG, a broken JPEG refused; a polyglot stored clean), imported text no longer
// than an export's, a PDF whose stored picture is damaged printed with the placeholder (not a 500), exports and
// imports limited per user and imports' pictures by a quota, JSON depth bounded before validation, a cursor past
// PostgreSQL's integers refused, and a health check that reports the database.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API } from '../shared/api-paths.js';
import { BULK_EXPORT_PATH } from '../shared/bulk-export.js';
import { entityOfAnswer, kindPaths } from '../shared/content.js';
import { IMPORT_FIELD_MAX_CHARS, IMPORT_MESSAGES } from '../shared/entity-document.js';
import { buildApp } from './app.js';
import { content } from './db/schema.js';
import { KINDS } from './kinds/registry.js';
import { inProcessPdf } from './pdf/pdf-renderer.js';
import { MemoryBlobStore } from './storage/blob-store.js';
import { bearer, type RegisteredUser, registerUser } from './test/accounts.js';
import {
  engineRuns,
  openTestDatabase,
  TEST_ENGINES,
  type TestApp,
  testConfig,
  useTestApp,
} from './test/harness.js';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';

const npc = KINDS.find((k) => k.contract.kind === 'npc')!;
const paths = kindPaths(npc.contract);

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  let crc = 0xffffffff;
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, check]);
}

/** Issue 22's H1: a 16000×16000 RGBA PNG of zeros, under 1 MB on disk and 1 GB once decoded. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16_000, 0);
  header.writeUInt32BE(16_000, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((16_000 * 4 + 1) * 64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function generate(t: TestApp, user: RegisteredUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.generate,
    headers: bearer(user.token),
    payload: SAMPLE_REQUESTS.npc!(1),
  });
  expect(res.statusCode, res.body).toBe(201);
  return entityOfAnswer(npc.contract, res.json()) as { id: number; name: string; version: number };
}

describe.each(TEST_ENGINES)('bounded work per request (%s)', (engine) => {
  const t = useTestApp(engine, () => ({
    importRateLimit: { max: 40, windowMs: 60_000 },
    exportRateLimit: { max: 40, windowMs: 60_000 },
  }));

  /** Alice's NPC exported as JSON, to be changed and imported by Bob. */
  async function exported() {
    const alice = await registerUser(t.app);
    const made = await generate(t, alice);
    await t.app.ctx.pipeline.worker.drain();
    const res = await t.app.inject({ url: paths.exportJson(made.id), headers: bearer(alice.token) });
    return res.json() as {
      entity: Record<string, unknown>;
      image: { base64: string; sha256: string; contentType: string };
    };
  }
  const withPicture = (
    document: Awaited<ReturnType<typeof exported>>,
    bytes: Buffer,
    type = 'image/png',
  ) => ({
    ...document,
    image: {
      base64: bytes.toString('base64'),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      contentType: type,
    },
  });
  const importAs = (user: RegisteredUser, document: object) =>
    t.app.inject({ method: 'POST', url: API.import, headers: bearer(user.token), payload: document });

  it('refuses a pixel bomb, a truncated PNG and a broken JPEG with a clear 400, storing nothing (H1, M3)', async () => {
    const document = await exported();
    const bob = await registerUser(t.app);
    const png = Buffer.from(document.image.base64, 'base64');
    const jpeg = await sharp(png).jpeg().toBuffer();
    const cases: [string, Buffer, string, RegExp][] = [
      ['a 16000×16000 PNG', pixelBomb(), 'image/png', /cannot be read \(Input image exceeds pixel limit\)/],
      ['the first 40 bytes of a PNG', png.subarray(0, 40), 'image/png', /cannot be read/],
      ['a PNG cut short', png.subarray(0, png.length - 100), 'image/png', /damaged/],
      ['half a JPEG', jpeg.subarray(0, jpeg.length >> 1), 'image/jpeg', /cannot be read|damaged/],
    ];
    for (const [what, bytes, type, message] of cases) {
      const started = Date.now();
      const res = await importAs(bob, withPicture(document, bytes, type));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
      expect(res.json().message, what).toMatch(/^This file's picture cannot be imported: the picture /);
      expect(res.json().message, what).toMatch(message);
      expect(Date.now() - started, what).toBeLessThan(3_000);
    }
    expect(await t.database.db.select().from(content).where(eq(content.ownerId, bob.user.id))).toEqual([]);
  });

  it('stores a PNG/HTML polyglot as a clean PNG, and its PDF prints it', async () => {
    const document = await exported();
    const bob = await registerUser(t.app);
    const png = Buffer.from(document.image.base64, 'base64');
    const polyglot = Buffer.concat([
      png,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await importAs(bob, withPicture(document, polyglot));
    expect(res.statusCode, res.body).toBe(201);
    const picture = await t.app.inject({ url: paths.image(res.json().id), headers: bearer(bob.token) });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.includes('<script>')).toBe(false);
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('png');
    const pdf = await t.app.inject({ url: paths.exportPdf(res.json().id), headers: bearer(bob.token) });
    expect(pdf.statusCode).toBe(200);
  });

  it('prints the placeholder in a PDF whose stored picture is damaged, and the ZIP stays whole (M3)', async () => {
    const gm = await registerUser(t.app);
    const made = await generate(t, gm);
    await t.app.ctx.pipeline.worker.drain();
    // A picture damaged in the store (or stored before pictures were checked).
    const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const key = await t.app.ctx.pipeline.blobs.put(broken);
    await t.database.db.update(content).set({ imageKey: key }).where(eq(content.id, made.id));
    const pdf = await t.app.inject({ url: paths.exportPdf(made.id), headers: bearer(gm.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await t.app.inject({ url: `${BULK_EXPORT_PATH}?formats=pdf`, headers: bearer(gm.token) });
    expect(zip.statusCode).toBe(200);
    // The archive is whole: it ends with its central directory's end record.
    expect(zip.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
  });

  it('refuses imported text longer than any export, in all and in one field (H1)', async () => {
    const document = await exported();
    const bob = await registerUser(t.app);
    const long = await importAs(bob, {
      ...document,
      entity: {
        ...document.entity,
        backstory: 'A long night. '.repeat(Math.ceil(IMPORT_FIELD_MAX_CHARS / 14) + 1),
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: IMPORT_MESSAGES.tooMuchText, error: 'VALIDATION_ERROR' });
    const huge = await importAs(bob, {
      ...document,
      entity: {
        ...document.entity,
        traits: Array.from({ length: 60 }, (_, i) => `${i} ${'x'.repeat(2_000)}`),
      },
    });
    expect(huge.statusCode).toBe(400);
    // Issue 22's seven megabytes of description are refused by the same rule, before anything is parsed further.
    const sevenMegabytes = await importAs(bob, {
      ...document,
      entity: { ...document.entity, appearance: 'w'.repeat(7 * 1024 * 1024) },
    });
    expect(sevenMegabytes.statusCode).toBe(400);
    expect(await t.database.db.select().from(content).where(eq(content.ownerId, bob.user.id))).toEqual([]);
  });

  it('bounds JSON depth before validation, and refuses a cursor past PostgreSQL integers (Low)', async () => {
    const gm = await registerUser(t.app);
    const made = await generate(t, gm);
    let deep = '"x"';
    for (let i = 0; i < 10_000; i++) deep = `[${deep}]`;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: paths.one(made.id),
      headers: { ...bearer(gm.token), 'content-type': 'application/json' },
      payload: `{"version":${made.version},"traits":${deep}}`,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({
      message: 'Request body is nested more than 32 levels deep',
      error: 'VALIDATION_ERROR',
    });
    const deepImport = await t.app.inject({
      method: 'POST',
      url: API.import,
      headers: { ...bearer(gm.token), 'content-type': 'application/json' },
      payload: `{"format":"loreforge.entity","entity":${deep.replaceAll('[', '{"a":').replaceAll(']', '}')}}`,
    });
    expect(deepImport.statusCode).toBe(400);
    const listed = await t.app.inject({
      url: `/api/user/npcs?limit=5&cursor=1-2147483648`,
      headers: bearer(gm.token),
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error).toBe('VALIDATION_ERROR');
  });

  it('limits exports and imports per user, and imported pictures by a quota (H1, M4)', async () => {
    const gm = await registerUser(t.app);
    const other = await registerUser(t.app);
    const made = await generate(t, gm);
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++) {
      statuses.push(
        (await t.app.inject({ url: paths.exportMarkdown(made.id), headers: bearer(gm.token) })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    const limited = await t.app.inject({
      url: `${BULK_EXPORT_PATH}?formats=json`,
      headers: bearer(gm.token),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'RATE_LIMIT_EXCEEDED',
      message: expect.stringMatching(/^Too many exports/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another user is not held back.
    expect((await t.app.inject({ url: API.me, headers: bearer(other.token) })).statusCode).toBe(200);
  });
});

describe.each(TEST_ENGINES)('import quota and rate (%s)', (engine) => {
  const t = useTestApp(engine, () => ({
    importRateLimit: { max: 3, windowMs: 60_000 },
    importQuotaBytes: 1,
  }));

  it('refuses imports past the quota (403) and past the rate (429), storing nothing more', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const made = await generate(t, alice);
    await t.app.ctx.pipeline.worker.drain();
    const document = (
      await t.app.inject({ url: paths.exportJson(made.id), headers: bearer(alice.token) })
    ).json();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: API.import, headers: bearer(bob.token), payload });
    const over = await post(document);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ message: IMPORT_MESSAGES.quota(0), error: 'IMPORT_QUOTA_EXCEEDED' });
    // Without a picture, nothing counts against the quota.
    const { image: _image, ...bare } = document;
    expect((await post({ ...bare, image: null })).statusCode).toBe(201);
    expect((await post({ ...bare, image: null })).statusCode).toBe(200);
    const rate = await post({ ...bare, image: null });
    expect(rate.statusCode).toBe(429);
    expect(rate.json().message).toMatch(/^Too many imports/);
    // How long to wait, for a client that goes on by itself (a ZIP's documents posted one after another).
    const wait = Number(rate.headers['retry-after']);
    expect(rate.json().message).toContain(`wait ${wait} second`);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(content).where(eq(content.ownerId, bob.user.id))).toHaveLength(
      1,
    );
  });
});

describe.each(TEST_ENGINES)('health (%s)', (engine) => {
  engineRuns(engine);
  it('reports the database and the picture store, and answers 503 when the database is gone', async () => {
    const database = await openTestDatabase(engine);
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      clientDir: false,
      blobs: new MemoryBlobStore(),
      pdf: inProcessPdf(() => npc),
    });
    await app.ready();
    const up = await app.inject({ url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ ok: true, database: 'ok', pictures: 'ok' });
    await database.close();
    const down = await app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      ok: false,
      database: 'down',
      error: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: the database does not answer',
    });
    await app.close();
  });
});
