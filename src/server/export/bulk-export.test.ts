// GET /api/user/export.zip through the real app (decision 023): the archive lists exactly the caller's entities of the
// kinds and formats asked, read back by yauzl and `unzip -t`; its JSON documents import into another account; another
// user's ids are never in it; the query is validated; it needs a session; it is made as it is read (a paused reader
// stops the rendering, a reader that leaves stops it for good); a failure after the first byte cuts it off, logged once.
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/api-paths.js';
import {
  BULK_EXPORT_COUNT_HEADER,
  BULK_EXPORT_MAX_IDS,
  BULK_EXPORT_README,
  type BulkExportFormat,
  type BulkExportRequest,
  bulkExportPath,
} from '../../shared/bulk-export.js';
import { entityOfAnswer, kindPaths } from '../../shared/content.js';
import { ENTITY_DOCUMENT_FORMAT } from '../../shared/entity-document.js';
import { content } from '../db/schema.js';
import { KINDS } from '../kinds/registry.js';
import type { ServerKind } from '../pipeline/kind.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { captureLogs } from '../test/logs.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { readZip, unzipTest, type ZipRead } from '../test/zip-checks.js';
import { entityFolder } from './bulk-export.js';

/** PDFs rendered so far by any kind, and an optional failure: the test's window on the route's work. */
const renders = { count: 0, failAt: 0, jammed: '', markdowns: 0, markdownFailsAt: 0 };

/**
 * Every registered kind, its PDF layout counted (and failing on the `failAt`-th render, or for every render of the
 * entity named `jammed`, when asked), its Markdown failing on the `markdownFailsAt`-th when asked.
 */
const COUNTED_KINDS: readonly ServerKind[] = KINDS.map((kind) => ({
  ...kind,
  pdf(sheet, entity, image) {
    renders.count += 1;
    if (renders.count === renders.failAt || entity.name === renders.jammed)
      throw new Error('the press jammed');
    kind.pdf(sheet, entity, image);
  },
  markdown: {
    obsidian: (entity) => {
      renders.markdowns += 1;
      if (renders.markdowns === renders.markdownFailsAt) throw new Error('the ink ran dry');
      return kind.markdown.obsidian(entity);
    },
    homebrewery: (entity) => kind.markdown.homebrewery(entity),
  },
}));

const kindNamed = (name: string) => COUNTED_KINDS.find((kind) => kind.contract.kind === name)!;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The folders (one per entity) of an archive, and the file names in each. */
function folders(entries: readonly ZipRead[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { name } of entries) {
    const slash = name.lastIndexOf('/');
    if (slash < 0) continue;
    const folder = name.slice(0, slash + 1);
    found.set(folder, [...(found.get(folder) ?? []), name.slice(slash + 1)]);
  }
  return found;
}

describe.each(TEST_ENGINES)('bulk ZIP export (%s)', (engine) => {
  const t = useTestApp(engine, undefined, () => ({ kinds: COUNTED_KINDS }));

  type Made = { id: number; name: string; kind: ServerKind };

  async function generate(token: string, kind: ServerKind, index = 1): Promise<Made> {
    const res = await t.app.inject({
      method: 'POST',
      url: kindPaths(kind.contract).generate,
      headers: bearer(token),
      payload: SAMPLE_REQUESTS[kind.contract.kind]!(index),
    });
    expect(res.statusCode, res.body).toBe(201);
    const entity = entityOfAnswer(kind.contract, res.json()) as { id: number; name: string };
    return { id: entity.id, name: entity.name, kind };
  }

  /** `count` copies of an entity (renamed), written straight to the table: a large gallery in no time. */
  async function copies(of: Made, count: number): Promise<void> {
    const [row] = await t.database.db.select().from(content).where(eq(content.id, of.id));
    const { id: _id, createdAt: _at, updatedAt: _up, importHash: _hash, ...rest } = row!;
    await t.database.db.insert(content).values(
      Array.from({ length: count }, (_, index) => ({
        ...rest,
        name: `${row!.name} ${index + 2}`,
        data: { ...row!.data, name: `${row!.name} ${index + 2}` },
      })),
    );
  }

  async function download(token: string, request: BulkExportRequest = {}) {
    return t.app.inject({ url: bulkExportPath(request), headers: bearer(token) });
  }

  it('packs exactly the caller’s entities of the kinds asked, every format, with a README; yauzl and unzip -t agree', async () => {
    renders.count = 0;
    renders.failAt = 0;
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const mine = [];
    for (const kind of COUNTED_KINDS) mine.push(await generate(alice.token, kind));
    const theirs = await generate(bob.token, kindNamed('npc'), 2);
    await t.app.ctx.pipeline.worker.drain();

    const res = await download(alice.token, { kinds: ['npc', 'town'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="loreforge-\d{4}-\d\d-\d\d\.zip"; filename\*=UTF-8''/,
    );
    expect(res.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe('2');
    const bytes = res.rawPayload;
    expect(await unzipTest(bytes)).toMatch(/No errors detected/);
    const entries = await readZip(bytes);
    expect(entries[0]!.name).toBe(BULK_EXPORT_README);

    const wanted = mine.filter((made) => ['npc', 'town'].includes(made.kind.contract.kind));
    const found = folders(entries);
    expect([...found.keys()].sort()).toEqual(wanted.map((made) => entityFolder(made.kind, made)).sort());
    expect([...found.keys()].some((folder) => folder.endsWith(`-${theirs.id}/`))).toBe(false);
    for (const made of wanted) {
      const folder = entityFolder(made.kind, made);
      const files = found.get(folder)!;
      const stem = folder.split('/')[1]!.replace(/-\d+$/, '');
      expect(files.sort()).toEqual(
        [
          `${stem}.homebrewery.md`,
          `${stem}.json`,
          `${stem}.obsidian.md`,
          `${stem}.pdf`,
          `${stem}.png`,
          // A procedural map's geometry rides with the picture.
          ...(made.kind.pictureData ? [`${stem}.${made.kind.pictureData.extension}`] : []),
        ].sort(),
      );
      const file = (name: string) => entries.find((entry) => entry.name === `${folder}${stem}.${name}`)!.data;
      expect(file('pdf').subarray(0, 5).toString()).toBe('%PDF-');
      expect(file('png').subarray(1, 4).toString()).toBe('PNG');
      // The same bytes as the single exports.
      const paths = kindPaths(made.kind.contract);
      const single = async (url: string) =>
        (await t.app.inject({ url, headers: bearer(alice.token) })).rawPayload;
      expect(file('obsidian.md').equals(await single(paths.exportMarkdown(made.id)))).toBe(true);
      expect(file('homebrewery.md').equals(await single(paths.exportMarkdown(made.id, 'homebrewery')))).toBe(
        true,
      );
      expect(file('png').equals(await single(paths.image(made.id)))).toBe(true);
      const document = JSON.parse(file('json').toString('utf8'));
      expect(document).toMatchObject({ format: ENTITY_DOCUMENT_FORMAT, kind: made.kind.contract.kind });
      expect(Buffer.from(document.image.base64, 'base64').equals(file('png'))).toBe(true);
    }
    // Text is deflated, pictures and PDFs are stored as they are.
    for (const entry of entries)
      expect(entry.method, entry.name).toBe(/\.(md|json|txt|geojson)$/.test(entry.name) ? 8 : 0);

    const about = entries[0]!.data.toString('utf8');
    expect(about).toContain(ENTITY_DOCUMENT_FORMAT);
    expect(about).toContain('2 entities');
    expect(about).toContain('npcs/');
    expect(about).toContain("'Import'");

    // Without kinds: every gallery of the caller's, and nothing of anyone else's.
    const everything = await download(alice.token);
    expect(everything.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe(String(COUNTED_KINDS.length));
    expect([...folders(await readZip(everything.rawPayload)).keys()].sort()).toEqual(
      mine.map((made) => entityFolder(made.kind, made)).sort(),
    );
    expect(everything.headers['content-disposition']).toContain('loreforge-');
    const npcsOnly = await download(alice.token, { kinds: ['npc'] });
    expect(npcsOnly.headers['content-disposition']).toMatch(/filename="loreforge-npcs-[\d-]+\.zip"/);
  });

  it('packs only the formats asked, on the paper asked', async () => {
    const alice = await registerUser(t.app);
    const made = await generate(alice.token, kindNamed('magic-item'));
    await t.app.ctx.pipeline.worker.drain();

    const json = await readZip((await download(alice.token, { formats: ['json'] })).rawPayload);
    expect(json.map((entry) => entry.name)).toEqual([
      BULK_EXPORT_README,
      `${entityFolder(made.kind, made)}${entityFolder(made.kind, made).split('/')[1]!.replace(/-\d+$/, '')}.json`,
    ]);
    expect(json[0]!.data.toString()).not.toContain('.pdf');

    const a4 = await readZip(
      (await download(alice.token, { formats: ['pdf', 'image'], paper: 'a4' })).rawPayload,
    );
    expect(a4.map((entry) => entry.name.split('.').pop())).toEqual(['txt', 'pdf', 'png']);
    expect(a4[1]!.data.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(a4[0]!.data.toString()).toContain('(A4)');
  });

  it('round-trips every JSON document of the archive into another account through POST /api/import', async () => {
    const alice = await registerUser(t.app);
    const carol = await registerUser(t.app);
    const mine = [];
    for (const kind of COUNTED_KINDS) mine.push(await generate(alice.token, kind));
    await t.app.ctx.pipeline.worker.drain();
    const entries = await readZip((await download(alice.token, { formats: ['json'] })).rawPayload);
    const documents = entries.filter((entry) => entry.name.endsWith('.json'));
    expect(documents).toHaveLength(mine.length);
    for (const entry of documents) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.import,
        headers: { ...bearer(carol.token), 'content-type': 'application/json' },
        payload: entry.data,
      });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json();
      const made = mine.find((m) => m.kind.contract.kind === answer.kind)!;
      const paths = kindPaths(made.kind.contract);
      const original = (await t.app.inject({ url: paths.one(made.id), headers: bearer(alice.token) })).json();
      const restored = (
        await t.app.inject({ url: paths.one(answer.id), headers: bearer(carol.token) })
      ).json();
      const fields = (entity: Record<string, unknown>) => made.kind.contract.dataSchema.parse(entity);
      expect(fields(restored)).toEqual(fields(original));
      expect(restored.imageStatus).toBe('ready');
    }
    // Carol's own export of what she imported holds the same entities.
    const hers = await download(carol.token, { formats: ['json'] });
    expect(hers.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe(String(mine.length));
  });

  it('exports a selection by ids; ids of other users and unknown ids are simply not found', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const npc = kindNamed('npc');
    const [first, second, third] = [
      await generate(alice.token, npc, 1),
      await generate(alice.token, npc, 2),
      await generate(alice.token, kindNamed('town'), 3),
    ];
    const theirs = await generate(bob.token, npc, 4);
    await t.app.ctx.pipeline.worker.drain();

    const res = await download(alice.token, { ids: [first!.id, third!.id, theirs.id, 999_999] });
    expect(res.statusCode).toBe(200);
    expect(res.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe('2');
    const entries = await readZip(res.rawPayload);
    expect([...folders(entries).keys()].sort()).toEqual(
      [entityFolder(npc, first!), entityFolder(kindNamed('town'), third!)].sort(),
    );
    expect(entries.some((entry) => entry.name.includes(`-${second!.id}/`))).toBe(false);
    expect(res.rawPayload.includes(Buffer.from(theirs.name))).toBe(false);

    // Ids and kinds together: the ids of those kinds.
    const npcs = await download(alice.token, { kinds: ['npc'], ids: [first!.id, third!.id] });
    expect(npcs.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe('1');
    // Only another user's ids: an archive with the README alone.
    const none = await download(alice.token, { ids: [theirs.id] });
    expect(none.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe('0');
    expect((await readZip(none.rawPayload)).map((entry) => entry.name)).toEqual([BULK_EXPORT_README]);
  });

  it('refuses a malformed query with 400 VALIDATION_ERROR and a clear message', async () => {
    const alice = await registerUser(t.app);
    const ask = (query: string) =>
      t.app.inject({ url: `/api/user/export.zip?${query}`, headers: bearer(alice.token) });
    const tooMany = Array.from({ length: BULK_EXPORT_MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    const cases: [string, RegExp][] = [
      ['kinds=npc,dragon', /^Unknown kind 'dragon': kinds takes npc, magic-item, town, faction$/],
      ['kinds=', /^kinds must name at least one of/],
      ['kinds=npc&kinds=town', /^kinds must be given once/],
      ['formats=pdf,docx', /^formats takes pdf, markdown, json, image, vault, 5etools$/],
      ['formats=', /^formats must name at least one/],
      ['ids=1,abc', /^ids must be entity ids separated by commas$/],
      ['ids=0', /^ids must be entity ids separated by commas$/],
      ['ids=99999999999', /^ids must be entity ids separated by commas$/],
      [`ids=${tooMany}`, new RegExp(`^ids may name at most ${BULK_EXPORT_MAX_IDS} entities$`)],
      ['paper=legal', /^paper must be 'letter' or 'a4'$/],
    ];
    for (const [query, message] of cases) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toContain('application/json');
      expect(res.json().error, query).toBe('VALIDATION_ERROR');
      expect(res.json().message, query).toMatch(message);
    }
    // The same ids twice count once; exactly the limit is fine.
    const limit = Array.from({ length: BULK_EXPORT_MAX_IDS }, (_, i) => i + 1).join(',');
    expect((await ask(`ids=${limit},1`)).statusCode).toBe(200);
  });

  it('answers 401 without a session, whatever the query', async () => {
    for (const headers of [{}, bearer('not-a-session')]) {
      for (const url of ['/api/user/export.zip', '/api/user/export.zip?kinds=dragon']) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error).toBe('UNAUTHORIZED');
      }
    }
  });

  describe('streaming', () => {
    const ENTITIES = 40;

    /** GET over a real socket (inject would buffer the whole answer): the response, paused until asked. */
    async function open(token: string, request: BulkExportRequest) {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      return new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get(
          `${address}${bulkExportPath(request)}`,
          { headers: bearer(token), agent: false },
          (res) => {
            res.pause();
            resolve(res);
          },
        );
        req.on('error', reject);
      });
    }

    /** Waits until the route's rendering has stood still for a while, and answers how far it got. */
    async function settled(): Promise<number> {
      let last = -1;
      while (last !== renders.count) {
        last = renders.count;
        await wait(300);
      }
      return last;
    }

    async function gallery(): Promise<{ token: string }> {
      const alice = await registerUser(t.app);
      const first = await generate(alice.token, kindNamed('npc'));
      await t.app.ctx.pipeline.worker.drain();
      await copies(first, ENTITIES - 1);
      return alice;
    }

    it('renders only as fast as the reader reads: a paused reader stops the work, and it resumes', async () => {
      const alice = await gallery();
      renders.count = 0;
      renders.failAt = 0;
      const res = await open(alice.token, { formats: ['pdf', 'image', 'json'] });
      expect(res.headers[BULK_EXPORT_COUNT_HEADER.toLowerCase()]).toBe(String(ENTITIES));
      // Headers are here long before the gallery is rendered; with the reader paused, rendering stops once the
      // socket's buffers are full (about 4 MB on Linux: a dozen of these 320 KB entities), far from the end.
      const stalled = await settled();
      expect(stalled).toBeLessThan((ENTITIES * 3) / 4);

      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => res.on('end', resolve));
      res.resume();
      await ended;
      expect(renders.count).toBe(ENTITIES);
      const entries = await readZip(Buffer.concat(chunks));
      expect(folders(entries).size).toBe(ENTITIES);
    }, 120_000);

    it('stops rendering when the reader goes away', async () => {
      const alice = await gallery();
      renders.count = 0;
      renders.failAt = 0;
      const res = await open(alice.token, { formats: ['pdf', 'image', 'json'] });
      const first = new Promise((resolve) => res.once('data', resolve));
      res.resume();
      await first;
      res.destroy();
      const stopped = await settled();
      expect(stopped).toBeLessThan(ENTITIES / 2);
    }, 120_000);
  });
});

describe.each(TEST_ENGINES)('bulk ZIP export failing half-way (%s)', (engine) => {
  const t = useTestApp(
    engine,
    () => ({ logLevel: 'info' }),
    () => ({ kinds: COUNTED_KINDS }),
  );

  async function threeNpcs() {
    const alice = await registerUser(t.app);
    const names: string[] = [];
    for (let index = 1; index <= 3; index++) {
      const res = await t.app.inject({
        method: 'POST',
        url: kindPaths(kindNamed('npc').contract).generate,
        headers: bearer(alice.token),
        payload: SAMPLE_REQUESTS.npc!(index),
      });
      expect(res.statusCode).toBe(201);
      names.push(res.json().character.name);
    }
    await t.app.ctx.pipeline.worker.drain();
    return { alice, names };
  }

  async function fetchArchive(token: string, formats: BulkExportFormat[]) {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return new Promise<{ status: number; bytes: Buffer; error: string | null }>((resolve) => {
      const chunks: Buffer[] = [];
      const req = http.get(`${address}${bulkExportPath({ formats })}`, { headers: bearer(token) });
      req.on('response', (res) => {
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, bytes: Buffer.concat(chunks), error: null }));
        res.on('error', (error) =>
          resolve({ status: res.statusCode!, bytes: Buffer.concat(chunks), error: error.message }),
        );
      });
    });
  }

  it('puts a note in place of a PDF that cannot be made, and the archive stays whole (issue 22, M3)', async () => {
    const logs = captureLogs(t.app);
    const { alice, names } = await threeNpcs();
    renders.jammed = names[1]!;
    const outcome = await fetchArchive(alice.token, ['pdf']);
    renders.jammed = '';
    expect(outcome.status).toBe(200);
    expect(outcome.error).toBeNull();
    const entries = await readZip(outcome.bytes);
    expect(entries.filter((entry) => entry.name.endsWith('.pdf'))).toHaveLength(2);
    const note = entries.find((entry) => entry.name.endsWith('.pdf.txt'));
    expect(note?.data.toString()).toContain(`The PDF of ${names[1]} could not be made.`);
    await wait(50);
    const failures = logs.entries().filter((line) => Number(line.level) >= 50);
    expect(failures.map((line) => line.msg)).toContain('a PDF of the bulk export could not be made');
  });

  it('cuts the download off (no central directory) and logs the failure once when anything else fails', async () => {
    const logs = captureLogs(t.app);
    const { alice } = await threeNpcs();
    renders.markdowns = 0;
    renders.markdownFailsAt = 2;
    const outcome = await fetchArchive(alice.token, ['markdown']);
    renders.markdownFailsAt = 0;
    expect(outcome.status).toBe(200);
    expect(outcome.error).toBe('aborted');
    // No end of central directory: no reader takes the broken download for a whole archive.
    expect(outcome.bytes.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
    await expect(readZip(outcome.bytes)).rejects.toThrow();

    await wait(50);
    const failures = logs.entries().filter((line) => Number(line.level) >= 50);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.msg).toBe('bulk export failed after it began; the download was cut off');
    expect(JSON.stringify(failures[0]!.err)).toContain('the ink ran dry');
  });
});
