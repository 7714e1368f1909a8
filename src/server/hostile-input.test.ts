// Hostile text through the real app: every free-text field of every kind's request and of the auth forms gets a
// table of strings PostgreSQL cannot store or a form should never carry. Each must answer 400 with the error shape,
// store nothing, and leave no error or secret in the logs. New kinds are covered by their bench requests.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API } from '../shared/api-paths.js';
import { kindPaths } from '../shared/content.js';
import { CLEAN_TEXT_MESSAGE } from '../shared/text.js';
import { content, users } from './db/schema.js';
import { KINDS } from './kinds/registry.js';
import { serializeError } from './log.js';
import { bearer, registerUser } from './test/accounts.js';
import { TEST_ENGINES, useTestApp } from './test/harness.js';
import { type CapturedLogs, captureLogs } from './test/logs.js';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';

/** Strings no person types: NUL, other controls, and halves of a UTF-16 surrogate pair. */
const HOSTILE: Record<string, string> = {
  'a NUL byte': 'Brun\u0000na',
  'only a NUL byte': '\u0000',
  'a lone high surrogate': 'Brunna \ud800',
  'a lone low surrogate': '\udc00 Coalhand',
  'a reversed surrogate pair': 'Brunna \udc00\ud800',
  'an escape sequence': 'Brunna \u001b[31m',
  'a DEL character': 'Brunna\u007f',
  'a C1 control': 'Brunna\u0085',
};

/** Request fields that take free text: a plain sentence is accepted where the sample value stood. */
function freeTextFields(schema: z.ZodType, sample: Record<string, unknown>): string[] {
  const shape = (schema as unknown as z.ZodObject).shape;
  return Object.keys(shape).filter(
    (field) => schema.safeParse({ ...sample, [field]: 'Plain words' }).success,
  );
}

describe.each(TEST_ENGINES)('hostile text (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ logLevel: 'info' }));
  let logs: CapturedLogs;
  beforeEach(() => {
    logs = captureLogs(t.app);
  });

  /** The logs hold no error line and none of the secrets. */
  function expectCleanLogs(secrets: string[]) {
    const errors = logs.entries().filter((entry) => Number(entry.level) >= 50);
    expect(errors).toEqual([]);
    const all = logs.raw.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
  }

  for (const kind of KINDS) {
    const sampleFor = SAMPLE_REQUESTS[kind.contract.kind];
    it(`refuses hostile text in every free-text field of a ${kind.contract.label} request`, async () => {
      expect(sampleFor, `bench/requests.ts needs requests for '${kind.contract.kind}'`).toBeDefined();
      const sample = sampleFor!(0);
      const fields = freeTextFields(kind.contract.requestSchema, sample);
      expect(fields.length).toBeGreaterThan(0);
      const user = await registerUser(t.app);
      for (const field of fields) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          const res = await t.app.inject({
            method: 'POST',
            url: kindPaths(kind.contract).generate,
            headers: bearer(user.token),
            payload: { ...sample, [field]: value },
          });
          expect(res.statusCode, `${field} with ${what}`).toBe(400);
          expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: CLEAN_TEXT_MESSAGE });
        }
      }
      expect(await t.database.db.select().from(content)).toEqual([]);
      expectCleanLogs([user.token]);
    });
  }

  it('refuses hostile text in edits, links, re-rolls and searches (decision 024), changing nothing', async () => {
    const user = await registerUser(t.app);
    for (const kind of KINDS) {
      const made = await t.app.inject({
        method: 'POST',
        url: kindPaths(kind.contract).generate,
        headers: bearer(user.token),
        payload: SAMPLE_REQUESTS[kind.contract.kind]!(0),
      });
      const body = made.json();
      const entity = (kind.contract.entityAtTopLevel ? body : body[kind.contract.responseKey]) as Record<
        string,
        unknown
      > & { id: number };
      const paths = kindPaths(kind.contract);
      for (const [what, value] of Object.entries(HOSTILE)) {
        const calls = [
          ...kind.contract.editable.map((field) => ({
            method: 'PATCH' as const,
            url: paths.one(entity.id),
            payload: { version: 1, [field]: Array.isArray(entity[field]) ? [value] : value },
          })),
          { method: 'POST' as const, url: paths.reroll(entity.id), payload: { section: value } },
          { method: 'PATCH' as const, url: paths.one(entity.id), payload: { version: 1, [value]: 'x' } },
          {
            method: 'POST' as const,
            url: '/api/links',
            payload: { from: { kind: value, id: 1 }, to: { kind: 'npc', id: 2 }, relation: 'owns' },
          },
          // A lone surrogate cannot be written in a URL at all; the other strings can.
          ...(!/[\ud800-\udfff]/.test(value)
            ? [{ method: 'GET' as const, url: `/api/search?q=${encodeURIComponent(value)}` }]
            : []),
        ];
        for (const call of calls) {
          const res = await t.app.inject({ ...call, headers: bearer(user.token) });
          expect(res.statusCode, `${kind.contract.kind} ${call.method} ${call.url} with ${what}`).toBe(400);
          expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: expect.any(String) });
        }
      }
      const after = await t.app.inject({ url: paths.one(entity.id), headers: bearer(user.token) });
      expect(after.json().version, kind.contract.kind).toBe(1);
    }
    expectCleanLogs([user.token]);
  });

  it('refuses hostile text in every field of the register and login forms, and logs no secret', async () => {
    const good = { username: 'Brunna', email: 'brunna@example.com', password: 'Anvil1234' };
    for (const field of ['username', 'email', 'password'] as const) {
      for (const [what, value] of Object.entries(HOSTILE)) {
        const hostile = field === 'email' ? `br${value}@example.com` : `${good[field]}${value}`;
        const res = await t.app.inject({
          method: 'POST',
          url: API.register,
          payload: { ...good, [field]: hostile },
        });
        expect(res.statusCode, `register ${field} with ${what}`).toBe(400);
        expect(res.json().error).toBe('VALIDATION_ERROR');
        if (field === 'email' || field === 'password') {
          const login = await t.app.inject({
            method: 'POST',
            url: API.login,
            payload: { email: good.email, password: good.password, [field]: hostile },
          });
          expect(login.statusCode, `login ${field} with ${what}`).toBe(400);
        }
      }
    }
    expect(await t.database.db.select().from(users)).toEqual([]);
    expectCleanLogs([good.password]);
  });

  it('still accepts real Unicode: accents, other scripts, emoji, line breaks where text is long', async () => {
    const user = await registerUser(t.app, { username: 'Zoë Ærendil 🐉' });
    expect(user.user.username).toBe('Zoë Ærendil 🐉');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(user.token),
      payload: {
        ...SAMPLE_REQUESTS.npc!(0),
        name: 'Þórhildr 🐉 Ōkami',
        notableFeatures: 'a burn scar\non her left forearm',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().character.name).toBe('Þórhildr 🐉 Ōkami');
  });

  it('takes trait sliders as whole numbers from 1 to 10 only', async () => {
    const user = await registerUser(t.app);
    const send = (friendliness: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: bearer(user.token),
        payload: { ...SAMPLE_REQUESTS.npc!(0), friendliness },
      });
    for (const accepted of [1, 10, '7'])
      expect((await send(accepted)).statusCode, String(accepted)).toBe(201);
    for (const refused of [true, false, '0x5', '5.5', 5.5, '1e1', 0, 11, '', ' ', null, [5], { v: 5 }]) {
      const res = await send(refused);
      expect(res.statusCode, JSON.stringify(refused)).toBe(400);
      expect(res.json()).toEqual(
        expect.objectContaining({
          error: 'VALIDATION_ERROR',
          message: 'Friendliness must be a whole number from 1 to 10',
        }),
      );
    }
  });

  it('refuses a JSON body declared in a charset other than UTF-8 with 415', async () => {
    const user = await registerUser(t.app);
    const send = (contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: { ...bearer(user.token), 'content-type': contentType },
        payload: JSON.stringify(SAMPLE_REQUESTS.npc!(0)),
      });
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"utf-32"']) {
      const res = await send(`application/json; charset=${charset}`);
      expect(res.statusCode, charset).toBe(415);
      expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await send('application/json; charset=UTF-8')).statusCode).toBe(201);
    expect((await send('application/json')).statusCode).toBe(201);
  });

  it('logs a failed query without its parameters', async () => {
    const secret = 'hunter2@example.com';
    const failure = await t.database.db.execute(sql`SELECT ${secret}::int`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret); // Drizzle puts it there...
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).not.toContain(secret); // ...the log does not.
    expect(logged).toContain('Failed query');
    expect(logged).toContain('[parameters not logged]');
  });
});
