// Share links through the real app (decision 019): make, replace, revoke and expire a link; the public answer in
// player view and in full, without the owner or any id; dead tokens all alike; the rate limit; the page's Open Graph
// tags; a deleted entity's link.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kindPaths, playerView } from '../../shared/content.js';
import { SHARE_NOT_FOUND_MESSAGE, SHARE_PATHS } from '../../shared/share.js';
import { content, shareLinks } from '../db/schema.js';
import { KINDS } from '../kinds/registry.js';
import { redactUrl } from '../log.js';
import type { ServerKind } from '../pipeline/kind.js';
import { bearer, type RegisteredUser, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, type TestApp, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';

const PUBLIC_URL = 'https://lore.example';
const DEAD = { message: SHARE_NOT_FOUND_MESSAGE, error: 'NOT_FOUND' };
const npcKind = KINDS.find((k) => k.contract.kind === 'npc')!;

async function generate(
  t: TestApp,
  user: RegisteredUser,
  kind: ServerKind,
  payload: Record<string, unknown> = SAMPLE_REQUESTS[kind.contract.kind]!(1),
): Promise<Record<string, unknown> & { id: number }> {
  const { contract } = kind;
  const res = await t.app.inject({
    method: 'POST',
    url: kindPaths(contract).generate,
    headers: bearer(user.token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return contract.entityAtTopLevel ? body : body[contract.responseKey];
}

async function share(
  t: TestApp,
  user: RegisteredUser,
  kind: ServerKind,
  id: number,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: kindPaths(kind.contract).share(id),
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
  });
}

/** Every string anywhere in a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every key anywhere in a value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]);
  }
  return [];
}

describe.each(TEST_ENGINES)('share links (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ publicUrl: PUBLIC_URL }));

  it('shows every kind in player view without its secrets, the owner or any id, with its picture', async () => {
    const owner = await registerUser(t.app, { username: 'Gamemaster Owl', email: 'owl@example.com' });
    let hiddenSeen = 0;
    for (const kind of KINDS) {
      const { contract } = kind;
      const entity = await generate(t, owner, kind);
      await t.app.ctx.pipeline.worker.drain();
      const res = await share(t, owner, kind, entity.id);
      expect(res.statusCode, contract.kind).toBe(201);
      const answer = res.json();
      expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.url).toBe(`${PUBLIC_URL}/s/${answer.token}`);
      expect(answer).toMatchObject({ playerView: true, expiresAt: null });

      // No session: the link is the only key.
      const shared = await t.app.inject({ url: SHARE_PATHS.data(answer.token) });
      expect(shared.statusCode, contract.kind).toBe(200);
      expect(shared.headers['cache-control']).toBe('no-store');
      const body = shared.json();
      expect(Object.keys(body).sort()).toEqual(['data', 'imageUrl', 'kind', 'label', 'name', 'playerView']);
      const view = playerView(contract, contract.dataSchema.parse(entity) as Record<string, unknown>);
      expect(body).toMatchObject({ kind: contract.kind, name: view.name, playerView: true });
      expect(body.imageUrl).toBe(SHARE_PATHS.image(answer.token));
      // Still the kind's record (so the client shows it with the kind's own view), with the hidden parts empty; a
      // kind that says what players may know (a hidden faction) leaves out what they may not.
      if (!contract.playerSafe)
        expect(contract.dataSchema.safeParse(body.data).success, contract.kind).toBe(true);
      expect(body.data).toEqual(JSON.parse(JSON.stringify(view)));
      const hidden = contract.playerHidden ?? [];
      for (const field of hidden) {
        const secret = stringsIn(entity[field]);
        hiddenSeen += secret.length;
        for (const text of secret) expect(shared.body, `${contract.kind}.${field}`).not.toContain(text);
        expect(stringsIn(body.data[field]), `${contract.kind}.${field}`).toEqual([]);
      }
      // Nothing names the owner, and no id, seed or route of the owner's API is given.
      for (const text of ['Gamemaster Owl', 'owl@example.com', kindPaths(contract).one(entity.id)]) {
        expect(shared.body).not.toContain(text);
      }
      const keys = keysIn(body);
      for (const key of ['id', 'ownerId', 'userId', 'seed', 'request', 'email', 'username']) {
        expect(keys, `${contract.kind}: ${key}`).not.toContain(key);
      }

      const picture = await t.app.inject({ url: body.imageUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      const own = await t.app.inject({
        url: kindPaths(contract).image(entity.id),
        headers: bearer(owner.token),
      });
      expect(picture.rawPayload.equals(own.rawPayload)).toBe(true);
    }
    // The test would prove nothing if every hidden field had been empty already.
    expect(hiddenSeen).toBeGreaterThan(0);
  });

  it('shows the secrets when the owner turns the player view off', async () => {
    const owner = await registerUser(t.app);
    const npc = await generate(t, owner, npcKind);
    const secrets = npc.secrets as string[];
    expect(secrets.length).toBeGreaterThan(0);
    const { token, playerView } = (await share(t, owner, npcKind, npc.id, { playerView: false })).json();
    expect(playerView).toBe(false);
    const body = (await t.app.inject({ url: SHARE_PATHS.data(token) })).json();
    expect(body.playerView).toBe(false);
    expect(body.data.secrets).toEqual(secrets);
    expect(body.data.plotHooks).toEqual(npc.plotHooks);
  });

  it('keeps one link per entity: sharing again replaces the token, revoking kills it at once', async () => {
    const owner = await registerUser(t.app);
    const npc = await generate(t, owner, npcKind);
    const first = (await share(t, owner, npcKind, npc.id)).json().token as string;
    const second = (await share(t, owner, npcKind, npc.id, { expiresInDays: 7 })).json().token as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: SHARE_PATHS.data(first) })).json()).toEqual(DEAD);
    expect((await t.app.inject({ url: SHARE_PATHS.data(second) })).statusCode).toBe(200);
    expect(await t.database.db.select().from(shareLinks)).toHaveLength(1);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: kindPaths(npcKind.contract).share(npc.id),
      headers: bearer(owner.token),
    });
    expect(revoke.statusCode).toBe(204);
    for (const url of [SHARE_PATHS.data(second), SHARE_PATHS.image(second)]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(DEAD);
    }
    // Revoking again is harmless.
    const again = await t.app.inject({
      method: 'DELETE',
      url: kindPaths(npcKind.contract).share(npc.id),
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(204);
  });

  it('tells the owner whether the entity is shared, its address to copy again, and how', async () => {
    const owner = await registerUser(t.app);
    const npc = await generate(t, owner, npcKind);
    const url = kindPaths(npcKind.contract).share(npc.id);
    const status = async () => {
      const res = await t.app.inject({ url, headers: bearer(owner.token) });
      expect(res.statusCode).toBe(200);
      return res;
    };
    expect((await status()).json()).toEqual({ shared: false });

    const before = Date.now();
    const made = (await share(t, owner, npcKind, npc.id, { playerView: false, expiresInDays: 7 })).json();
    const body = (await status()).json();
    // The same address as when it was made, however often the dialog is opened again.
    expect(body).toEqual({
      shared: true,
      url: made.url,
      playerView: false,
      expiresAt: made.expiresAt,
      createdAt: made.createdAt,
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    // An expired link is not shared, even before the sweep removes its row.
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shareLinks.contentId, npc.id));
    expect((await status()).json()).toEqual({ shared: false });

    const remade = (await share(t, owner, npcKind, npc.id)).json();
    expect((await status()).json()).toMatchObject({
      shared: true,
      url: remade.url,
      playerView: true,
      expiresAt: null,
    });
    expect(remade.url).not.toBe(made.url);
    expect((await t.app.inject({ url: SHARE_PATHS.data(remade.token) })).statusCode).toBe(200);

    // A link made before addresses were kept still works; its owner is told it is shared, with no address to copy.
    await t.database.db.update(shareLinks).set({ token: null }).where(eq(shareLinks.contentId, npc.id));
    expect((await status()).json()).toMatchObject({ shared: true, url: null });
    expect((await t.app.inject({ url: SHARE_PATHS.data(remade.token) })).statusCode).toBe(200);

    await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
    expect((await status()).json()).toEqual({ shared: false });
  });

  it('expires a link after its days, and a deleted entity takes its link with it', async () => {
    const owner = await registerUser(t.app);
    const npc = await generate(t, owner, npcKind);
    const before = Date.now();
    const answer = (await share(t, owner, npcKind, npc.id, { expiresInDays: 1 })).json();
    const expiresAt = Date.parse(answer.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    expect((await t.app.inject({ url: SHARE_PATHS.data(answer.token) })).statusCode).toBe(200);
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shareLinks.contentId, npc.id));
    expect((await t.app.inject({ url: SHARE_PATHS.data(answer.token) })).json()).toEqual(DEAD);

    const live = (await share(t, owner, npcKind, npc.id)).json().token as string;
    expect((await t.app.inject({ url: SHARE_PATHS.data(live) })).statusCode).toBe(200);
    await t.database.db.delete(content).where(eq(content.id, npc.id));
    const res = await t.app.inject({ url: SHARE_PATHS.data(live) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(DEAD);
    expect(await t.database.db.select().from(shareLinks)).toEqual([]);
  });

  it('answers every unknown token with the same 404', async () => {
    const owner = await registerUser(t.app);
    const npc = await generate(t, owner, npcKind);
    await share(t, owner, npcKind, npc.id);
    const tokens = [
      ...Array.from({ length: 20 }, () => randomBytes(32).toString('base64url')),
      'short',
      'a'.repeat(43),
      'x'.repeat(99),
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
    ];
    for (const token of tokens) {
      for (const url of [SHARE_PATHS.data(token), SHARE_PATHS.image(token)]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toBe(JSON.stringify(DEAD));
      }
    }
  });

  it('refuses a bad share request with 400 and its message', async () => {
    const owner = await registerUser(t.app);
    const npc = await generate(t, owner, npcKind);
    const cases: [unknown, string][] = [
      [{ expiresInDays: 0 }, 'expiresInDays must be a whole number from 1 to 365'],
      [{ expiresInDays: 366 }, 'expiresInDays must be a whole number from 1 to 365'],
      [{ expiresInDays: 1.5 }, 'expiresInDays must be a whole number from 1 to 365'],
      [{ expiresInDays: '7' }, 'expiresInDays must be a whole number from 1 to 365'],
      [{ playerView: 'yes' }, 'playerView must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: kindPaths(npcKind.contract).share(npc.id),
        headers: bearer(owner.token),
        payload: payload as Record<string, unknown>,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ message, error: 'VALIDATION_ERROR' });
    }
    const unknown = await share(t, owner, npcKind, npc.id, { owner: 'me' });
    expect(unknown.statusCode).toBe(400);
    expect(await t.database.db.select().from(shareLinks)).toEqual([]);
    // An entity id that is not a number is no entity.
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/npc/abc/share',
      headers: bearer(owner.token),
    });
    expect(odd.statusCode).toBe(404);
  });
});

describe('share tokens in logs', () => {
  it('are cut from logged addresses', () => {
    const token = randomBytes(32).toString('base64url');
    expect(redactUrl(`/s/${token}`)).toBe('/s/[redacted]');
    expect(redactUrl(`/api/shared/${token}/image?v=1`)).toBe('/api/shared/[redacted]/image?v=1');
    expect(redactUrl('/assets/app.js')).toBe('/assets/app.js');
  });
});

describe.each(TEST_ENGINES)('share link limits and page (%s)', (engine) => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-share-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Loreforge</title></head><body><div id="root"></div>' +
      '<script type="module" src="/assets/app.js"></script></body></html>',
  );
  const t = useTestApp(
    engine,
    () => ({ publicUrl: PUBLIC_URL, shareRateLimit: { max: 5, windowMs: 60_000 } }),
    () => ({ clientDir }),
  );

  it('limits public requests per address with 429', async () => {
    const token = randomBytes(32).toString('base64url');
    const statuses: number[] = [];
    let last: { statusCode: number; json(): unknown } | undefined;
    for (let i = 0; i < 7; i++) {
      last = await t.app.inject({ url: SHARE_PATHS.data(token), remoteAddress: '203.0.113.9' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    expect(last!.json()).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED' });
    expect(Object.keys(last!.json() as object).sort()).toEqual(['error', 'message']);
    // Another address still gets through.
    const other = await t.app.inject({ url: SHARE_PATHS.data(token), remoteAddress: '203.0.113.10' });
    expect(other.statusCode).toBe(404);
  });

  it('serves the page with escaped Open Graph tags, and the plain app with 404 for a dead link', async () => {
    const owner = await registerUser(t.app, { username: 'Secret Owner', email: 'hidden@example.com' });
    const name = `Mira "<script>alert('x')</script>" & Co`;
    const npc = await generate(t, owner, npcKind, { ...SAMPLE_REQUESTS.npc!(2), name });
    expect(npc.name).toBe(name);
    await t.app.ctx.pipeline.worker.drain();
    const { token } = (await share(t, owner, npcKind, npc.id)).json();

    const page = await t.app.inject({ url: SHARE_PATHS.page(token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const escaped = 'Mira &quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; &amp; Co';
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped} · Loreforge</title>`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${SHARE_PATHS.image(token)}" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/s/${token}" />`);
    expect(html).toMatch(/<meta property="og:description" content="[^"<>]{20,}" \/>/);
    expect(html).not.toContain("<script>alert('x')");
    // One script, the app's own: the tags add none, and the CSP still allows no inline script.
    expect(html.match(/<script/g)).toHaveLength(1);
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    for (const text of ['Secret Owner', 'hidden@example.com', ...(npc.secrets as string[])]) {
      expect(html).not.toContain(text);
    }

    await t.app.inject({
      method: 'DELETE',
      url: kindPaths(npcKind.contract).share(npc.id),
      headers: bearer(owner.token),
    });
    for (const dead of [token, randomBytes(32).toString('base64url'), 'nonsense']) {
      const gone = await t.app.inject({ url: SHARE_PATHS.page(dead) });
      expect(gone.statusCode, dead).toBe(404);
      expect(gone.headers['content-type']).toContain('text/html');
      expect(gone.body).toContain('<div id="root">');
      expect(gone.body).not.toContain('og:');
    }
  });

  it('keeps what players may not know out of a faction’s player view at every secrecy, answer and page (M7)', async () => {
    const owner = await registerUser(t.app);
    const factionKind = KINDS.find((k) => k.contract.kind === 'faction')!;
    const GM_ONLY = [
      'headquarters',
      'leadership',
      'structure',
      'recruitment',
      'historyBackground',
      'goals',
      'resources',
      'rituals',
      'specialAbilities',
      'keyMembers',
      'rivals',
      'allies',
    ];
    for (const secrecy of ['known', 'rumored', 'secret', 'clandestine'] as const) {
      const faction = await generate(t, owner, factionKind, {
        ...SAMPLE_REQUESTS.faction!(3),
        purpose: "assassins' guild",
        secrecy,
      });
      const { token } = (await share(t, owner, factionKind, faction.id)).json();
      const answer = await t.app.inject({ url: SHARE_PATHS.data(token) });
      const page = await t.app.inject({ url: SHARE_PATHS.page(token) });
      const seen = `${answer.body}\n${page.body}`;
      // Never the adventures or the way to bring it down, whatever its secrecy.
      const always = [...stringsIn(faction.weaknesses), ...stringsIn(faction.quests)];
      const hidden =
        secrecy === 'known' ? always : [...always, ...GM_ONLY.flatMap((f) => stringsIn(faction[f]))];
      for (const text of hidden.filter((t) => t.length >= 12)) {
        expect(seen, `${secrecy}: ${text}`).not.toContain(text);
      }
      if (secrecy === 'known') continue;
      // What it really is: not its purpose, its alignment, its secrecy or its GM description, nor any word of them.
      expect(seen.toLowerCase(), secrecy).not.toMatch(/assassin|contract on|kill/);
      expect(seen, secrecy).not.toContain(String(faction.description).slice(0, 60));
      const data = answer.json().data;
      for (const field of ['purpose', 'alignment', 'secrecy'])
        expect(data, `${secrecy} ${field}`).not.toHaveProperty(field);
      expect(String(data.description).length, secrecy).toBeGreaterThan(20);
      const face = faction.publicFace as { name: string; description: string };
      expect(data.description).toBe(face.description);
      // A rumoured one goes by its name; a secret or clandestine one by its front's, in the page's tags too.
      const shownName = secrecy === 'rumored' ? faction.name : face.name;
      expect(answer.json().name).toBe(shownName);
      if (secrecy !== 'rumored') {
        expect(seen).not.toContain(String(faction.name));
        expect(page.body).toContain('og:title');
      }
    }
  });
});
