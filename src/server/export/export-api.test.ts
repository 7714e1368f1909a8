// Markdown (Obsidian and Homebrewery) and JSON exports of every registered kind, and POST /api/import, through the
// real app: strict front matter and balanced blocks, escaping, round trips into another account with the picture's
// bytes, one entity for a document imported twice, and every refusal answering {message, error} with nothing
// changed. Decision 018.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/api-paths.js';
import { entityOfAnswer, kindPaths } from '../../shared/content.js';
import { ENTITY_DOCUMENT_FORMAT, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../shared/entity-document.js';
import { content } from '../db/schema.js';
import { KINDS } from '../kinds/registry.js';
import type { ServerKind } from '../pipeline/kind.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { homebreweryBlocks, parseFrontMatter } from '../test/markdown-checks.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { IMPORTED_WITHOUT_IMAGE } from './entity-document.js';

/** A name made of what Markdown, HTML, tables and Homebrewery would read as syntax. */
const HOSTILE_NAME = '*Bold* |Pipe| <script>x</script> {{note}}';

/** The Homebrewery block each kind opens with: a stat-block frame for NPCs, a note for the others. */
const FRAME: Record<string, string> = {
  npc: 'monster,frame',
  'magic-item': 'note',
  town: 'note',
  faction: 'note',
};

/** The entity's own fields (what the kind's schema holds), without what the pipeline adds per row. */
function fieldsOf(kind: ServerKind, entity: Record<string, unknown>): Record<string, unknown> {
  return kind.contract.dataSchema.parse(entity) as Record<string, unknown>;
}

describe.each(TEST_ENGINES)('exports and import (%s)', (engine) => {
  const t = useTestApp(engine);

  async function generate(token: string, kind: ServerKind, extra: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: kindPaths(kind.contract).generate,
      headers: bearer(token),
      payload: { ...SAMPLE_REQUESTS[kind.contract.kind]!(1), ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return entityOfAnswer(kind.contract, res.json()) as Record<string, unknown> & {
      id: number;
      name: string;
    };
  }

  const rowsOf = async (userId: number) =>
    (await t.database.db.select({ n: count() }).from(content).where(eq(content.ownerId, userId)))[0]!.n;
  const credits = async (token: string) =>
    (await t.app.inject({ url: API.me, headers: bearer(token) })).json().user.credits as number;

  it.each(KINDS.map((kind) => [kind.contract.kind, kind] as const))(
    'exports a %s as Markdown in both flavours: strict front matter, balanced blocks, escaped text',
    async (_name, kind) => {
      const user = await registerUser(t.app);
      const paths = kindPaths(kind.contract);
      // Kinds whose request takes a name get one made of syntax; the magic item's name is the writer's.
      const shape = (kind.contract.requestSchema as unknown as { shape: Record<string, unknown> }).shape;
      const named: { name?: string } = 'name' in shape ? { name: HOSTILE_NAME } : {};
      const entity = await generate(user.token, kind, named);
      await t.app.ctx.pipeline.worker.drain();

      const obsidian = await t.app.inject({
        url: paths.exportMarkdown(entity.id),
        headers: bearer(user.token),
      });
      expect(obsidian.statusCode).toBe(200);
      expect(obsidian.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(obsidian.headers['content-disposition']).toContain(`.md"`);
      const { fields, body } = parseFrontMatter(obsidian.body);
      expect(fields.kind).toBe(kind.contract.kind);
      expect(fields.tags).toContain(kind.contract.kind);
      expect(fields.created).toBe(entity.createdAt);
      expect(body).toMatch(/^\n# \S/);
      for (const link of Array.isArray(fields.related) ? fields.related : []) {
        expect(link).toMatch(/^\[\[[^[\]|#^]+\]\]$/);
        expect(body).toContain(link);
      }

      const explicit = await t.app.inject({
        url: `${paths.exportMarkdown(entity.id)}?flavor=obsidian`,
        headers: bearer(user.token),
      });
      expect(explicit.body).toBe(obsidian.body);

      const homebrewery = await t.app.inject({
        url: paths.exportMarkdown(entity.id, 'homebrewery'),
        headers: bearer(user.token),
      });
      expect(homebrewery.statusCode).toBe(200);
      expect(homebrewery.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(homebrewery.body.startsWith('---\n')).toBe(false);
      expect(homebreweryBlocks(homebrewery.body)).toContain(FRAME[kind.contract.kind]);
      expect(homebrewery.body).not.toContain('[[');

      for (const markdown of [obsidian.body, homebrewery.body]) {
        expect(markdown).not.toMatch(/<(?!\/?br>)[a-z/]/i);
        if (named.name) {
          expect(markdown).toContain('\\*Bold\\* \\|Pipe\\| &lt;script&gt;x&lt;/script&gt; \\{\\{note\\}\\}');
        }
      }
      if (named.name) {
        expect(obsidian.headers['content-disposition']).toContain(
          'filename="Bold_Pipe_script_x_script_note.md"',
        );
        // The two flavours save under different names, as in the bulk ZIP (issue 23).
        expect(homebrewery.headers['content-disposition']).toContain(
          'filename="Bold_Pipe_script_x_script_note.homebrewery.md"',
        );
      }

      const unknown = await t.app.inject({
        url: `${paths.exportMarkdown(entity.id)}?flavor=notion`,
        headers: bearer(user.token),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: "flavor must be 'homebrewery' or 'obsidian'",
      });
    },
  );

  it.each(KINDS.map((kind) => [kind.contract.kind, kind] as const))(
    'round-trips a %s through JSON into another account, picture and all, once however often it is imported',
    async (_name, kind) => {
      const alice = await registerUser(t.app);
      const bob = await registerUser(t.app);
      const paths = kindPaths(kind.contract);
      const original = await generate(alice.token, kind);
      await t.app.ctx.pipeline.worker.drain();
      const shown = (
        await t.app.inject({ url: paths.one(original.id), headers: bearer(alice.token) })
      ).json();
      const picture = await t.app.inject({ url: paths.image(original.id), headers: bearer(alice.token) });
      expect(picture.statusCode).toBe(200);

      const exported = await t.app.inject({
        url: paths.exportJson(original.id),
        headers: bearer(alice.token),
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(exported.headers['content-disposition']).toMatch(/filename="[^"]+\.json"/);
      const document = exported.json();
      expect(document).toMatchObject({
        format: ENTITY_DOCUMENT_FORMAT,
        version: 1,
        kind: kind.contract.kind,
        meta: { seed: shown.seed, provider: shown.provider, engineVersion: shown.engineVersion },
        image: { contentType: picture.headers['content-type'] },
      });
      expect(Buffer.from(document.image.base64, 'base64').equals(picture.rawPayload)).toBe(true);

      // Restored into the account that still has it: nothing is added, the answer names the original.
      const home = await t.app.inject({
        method: 'POST',
        url: API.import,
        headers: bearer(alice.token),
        payload: document,
      });
      expect(home.statusCode).toBe(200);
      expect(home.json()).toMatchObject({ imported: false, id: original.id });

      const bobCredits = await credits(bob.token);
      const imported = await t.app.inject({
        method: 'POST',
        url: API.import,
        headers: bearer(bob.token),
        payload: document,
      });
      expect(imported.statusCode, imported.body).toBe(201);
      const answer = imported.json();
      expect(answer).toMatchObject({ imported: true, kind: kind.contract.kind, name: shown.name });
      expect(answer.message).toContain(shown.name);

      const restored = (await t.app.inject({ url: paths.one(answer.id), headers: bearer(bob.token) })).json();
      expect(fieldsOf(kind, restored)).toEqual(fieldsOf(kind, shown));
      expect(restored).toMatchObject({
        seed: shown.seed,
        provider: shown.provider,
        engineVersion: shown.engineVersion,
        imageStatus: 'ready',
      });
      const restoredPicture = await t.app.inject({ url: paths.image(answer.id), headers: bearer(bob.token) });
      expect(restoredPicture.statusCode).toBe(200);
      expect(restoredPicture.headers['content-type']).toBe(picture.headers['content-type']);
      expect(restoredPicture.rawPayload.equals(picture.rawPayload)).toBe(true);

      // The same document again, and a fresh export of the same entity: nothing added.
      const again = await t.app.inject({
        method: 'POST',
        url: API.import,
        headers: bearer(bob.token),
        payload: document,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ imported: false, id: answer.id });
      const reexported = (
        await t.app.inject({ url: paths.exportJson(answer.id), headers: bearer(bob.token) })
      ).json();
      const third = await t.app.inject({
        method: 'POST',
        url: API.import,
        headers: bearer(bob.token),
        payload: reexported,
      });
      expect(third.json()).toMatchObject({ imported: false, id: answer.id });
      expect(await rowsOf(bob.user.id)).toBe(1);

      // Importing costs nothing, and the original stays its owner's alone.
      expect(await credits(bob.token)).toBe(bobCredits);
      expect(
        (await t.app.inject({ url: paths.one(answer.id), headers: bearer(alice.token) })).statusCode,
      ).toBe(404);
      const [row] = await t.database.db
        .select()
        .from(content)
        .where(and(eq(content.id, answer.id), eq(content.ownerId, bob.user.id)));
      expect(row?.importHash).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it('adds one entity when the same document is imported several times at the same moment', async () => {
    const kind = KINDS[0]!;
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const original = await generate(alice.token, kind);
    await t.app.ctx.pipeline.worker.drain();
    const url = kindPaths(kind.contract).exportJson(original.id);
    const document = (await t.app.inject({ url, headers: bearer(alice.token) })).json();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: API.import, headers: bearer(bob.token), payload: document }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(await rowsOf(bob.user.id)).toBe(1);
  });

  it('imports an entity without a picture as one whose image failed, to be regenerated', async () => {
    const [kind] = KINDS;
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const original = await generate(alice.token, kind!);
    await t.app.ctx.pipeline.worker.drain();
    const document = (
      await t.app.inject({
        url: kindPaths(kind!.contract).exportJson(original.id),
        headers: bearer(alice.token),
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: API.import,
      headers: bearer(bob.token),
      payload: { ...document, image: null },
    });
    expect(res.statusCode).toBe(201);
    const restored = (
      await t.app.inject({ url: kindPaths(kind!.contract).one(res.json().id), headers: bearer(bob.token) })
    ).json();
    expect(restored).toMatchObject({ imageStatus: 'failed', imageError: IMPORTED_WITHOUT_IMAGE });
    expect(IMPORTED_WITHOUT_IMAGE.toLowerCase()).toContain('image');
  });

  it('refuses bad, foreign, newer, invalid, hostile, damaged and oversized files with {message, error}, changing nothing', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const kind = KINDS.find((k) => k.contract.kind === 'magic-item') ?? KINDS[0]!;
    const original = await generate(alice.token, kind);
    await t.app.ctx.pipeline.worker.drain();
    const document = (
      await t.app.inject({
        url: kindPaths(kind.contract).exportJson(original.id),
        headers: bearer(alice.token),
      })
    ).json();
    const bobCredits = await credits(bob.token);
    const post = (payload: string | object) =>
      t.app.inject({
        method: 'POST',
        url: API.import,
        headers: { ...bearer(bob.token), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    const flipped = Buffer.from(document.image.base64, 'base64');
    flipped[flipped.length - 1]! ^= 0xff;
    const cases: [string, string | object, number, string, string | RegExp][] = [
      ['bad JSON', '{"format": "loreforge.entity",', 400, 'INVALID_JSON', IMPORT_MESSAGES.notJson],
      [
        'a foreign document',
        { title: 'My campaign notes', pages: 3 },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.foreign,
      ],
      ['a list', [document], 400, 'VALIDATION_ERROR', IMPORT_MESSAGES.foreign],
      [
        'another format',
        { ...document, format: 'foundry.actor' },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.foreign,
      ],
      ['a newer version', { ...document, version: 2 }, 400, 'VALIDATION_ERROR', IMPORT_MESSAGES.version(2)],
      [
        'a document without its meta',
        { ...document, meta: undefined },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.incomplete('seed and provenance'),
      ],
      [
        'a picture that is not an object',
        { ...document, image: 'aGVsbG8=' },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.incomplete('picture'),
      ],
      [
        'an unknown kind',
        { ...document, kind: 'dragon' },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.kind('dragon'),
      ],
      [
        'fields failing the kind’s schema',
        { ...document, entity: { ...document.entity, rarity: 'Mythic' } },
        400,
        'VALIDATION_ERROR',
        /^This file's magic item is not valid: rarity: /,
      ],
      [
        'a missing field',
        { ...document, entity: { ...document.entity, name: undefined } },
        400,
        'VALIDATION_ERROR',
        /^This file's magic item is not valid: name: /,
      ],
      [
        'a request failing the kind’s request schema',
        { ...document, meta: { ...document.meta, request: { rarity: 'Mythic' } } },
        400,
        'VALIDATION_ERROR',
        /^This file's magic item request is not valid: /,
      ],
      [
        'control characters',
        { ...document, entity: { ...document.entity, name: 'Blade\u0000of Night' } },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.hostile,
      ],
      [
        'text reordering marks',
        { ...document, entity: { ...document.entity, description: 'harmless \u202eesrever' } },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.hostile,
      ],
      [
        'a lone surrogate',
        '{"format":"loreforge.entity","version":1,"kind":"magic-item","exportedAt":"x","entity":{"name":"\\ud800"},"meta":{"seed":1,"provider":"p","engineVersion":"e","createdAt":"x"},"image":null}',
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.hostile,
      ],
      [
        'a damaged picture',
        { ...document, image: { ...document.image, base64: flipped.toString('base64') } },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.image,
      ],
      [
        'a picture that is not the type it says',
        { ...document, image: { ...document.image, contentType: 'image/jpeg' } },
        400,
        'VALIDATION_ERROR',
        IMPORT_MESSAGES.image,
      ],
      [
        'a file that is too large',
        { ...document, padding: 'x'.repeat(IMPORT_MAX_BYTES) },
        413,
        'PAYLOAD_TOO_LARGE',
        IMPORT_MESSAGES.tooLarge,
      ],
    ];
    for (const [what, payload, status, error, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, what).toBe(status);
      const body = res.json();
      expect(body.error, what).toBe(error);
      if (typeof message === 'string') expect(body.message, what).toBe(message);
      else expect(body.message, what).toMatch(message);
    }
    expect(await rowsOf(bob.user.id)).toBe(0);
    expect(await credits(bob.token)).toBe(bobCredits);

    // The untouched document still imports: the refusals were for what each case changed.
    expect((await post(document)).statusCode).toBe(201);
  });

  it('answers 404 for another user’s id on the exports, like every other route', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    for (const kind of KINDS) {
      const paths = kindPaths(kind.contract);
      const { id } = await generate(alice.token, kind);
      for (const url of [
        paths.exportMarkdown(id),
        paths.exportMarkdown(id, 'homebrewery'),
        paths.exportJson(id),
      ]) {
        const res = await t.app.inject({ url, headers: bearer(bob.token) });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: `${kind.contract.label} not found`, error: 'NOT_FOUND' });
      }
    }
  });
});
