// The list route's pages (decision 017) through the real app and database, on the test kinds: keyset order, no
// duplicates or gaps while entities are added, cursors that cannot reach another user's or kind's list, refused
// parameters, cached pages with ETags, the plain call unchanged, and one query per list request.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { content } from '../db/schema.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { gadgetKind, widgetKind } from '../test/test-kind.js';

type Page = { items: { id: number; name: string }[]; nextCursor: string | null; total: number };

describe.each(TEST_ENGINES)('list pages (%s)', (engine) => {
  const t = useTestApp(
    engine,
    () => ({ initialCredits: 5 }),
    () => ({ kinds: [widgetKind, gadgetKind] }),
  );

  /**
   * Stores entities straight in the table (a gallery of hundreds through the generate route would spend credits
   * and minutes). `at` gives each one's creation time; several may share one, as rows made in one transaction do.
   */
  async function store(ownerId: number, names: string[], at: (index: number) => Date, kind = 'widget') {
    const rows = await t.database.db
      .insert(content)
      .values(
        names.map((name, index) => ({
          ownerId,
          kind,
          name,
          data: { name, colour: 'red', lore: `The tale of ${name}.` },
          request: { colour: 'red' },
          seed: index,
          engineVersion: '1.0.0',
          provider: 'procedural',
          imageStatus: 'ready' as const,
          createdAt: at(index),
        })),
      )
      .returning({ id: content.id });
    return rows.map((row) => row.id);
  }

  const get = (token: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...bearer(token), ...headers } });

  async function walk(token: string, limit: number, between?: (page: number) => Promise<void>) {
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=${limit}&cursor=${cursor}` : `?limit=${limit}`;
      const res = await get(token, `/api/user/widgets${query}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      names.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
      pages += 1;
      await between?.(pages);
    } while (cursor);
    return { names, pages };
  }

  it('pages newest first by creation time then id, rows sharing a creation time included, to the end', async () => {
    const user = await registerUser(t.app);
    const base = Date.parse('2026-11-01T10:00:00.000Z');
    // 23 entities: pairs share a creation time, so only the id tells them apart; one is a microsecond later.
    const names = Array.from({ length: 23 }, (_, i) => `W${String(i).padStart(2, '0')}`);
    await store(user.user.id, names, (i) => new Date(base + Math.floor(i / 2) * 1000));
    await t.database.db.execute(
      sql`update content set created_at = created_at + interval '1 microsecond' where name = 'W00'`,
    );

    const plain = (await get(user.token, '/api/user/widgets')).json() as { name: string }[];
    const { names: paged, pages } = await walk(user.token, 5);
    expect(pages).toBe(5);
    expect(paged).toEqual(plain.map((item) => item.name));
    expect(new Set(paged).size).toBe(23);

    const first = (await get(user.token, '/api/user/widgets?limit=5')).json() as Page;
    expect(first.total).toBe(23);
    expect(first.items[0]).toMatchObject({ name: 'W22', colour: 'red', imageStatus: 'ready' });
    const last = (await get(user.token, '/api/user/widgets?limit=100')).json() as Page;
    expect(last).toMatchObject({ nextCursor: null, total: 23 });
    expect(last.items).toHaveLength(23);
  });

  it('keeps every entity exactly once while new ones are added between pages', async () => {
    const user = await registerUser(t.app);
    const base = Date.now() - 60_000;
    const older = Array.from({ length: 30 }, (_, i) => `Old ${i}`);
    await store(user.user.id, older, (i) => new Date(base + i * 10));
    const { names } = await walk(user.token, 7, async (page) => {
      // New entities are newer than every page already read: they belong before the first page, not in the walk.
      await store(user.user.id, [`New ${page}a`, `New ${page}b`], () => new Date());
    });
    expect(names).toEqual([...older].reverse());
    const now = (await get(user.token, '/api/user/widgets?limit=1')).json() as Page;
    expect(now.total).toBe(30 + 2 * 5);
  });

  it("gives nothing of another user's or another kind's list, whatever cursor is sent", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const base = Date.now() - 60_000;
    await store(alice.user.id, ['A1', 'A2', 'A3'], (i) => new Date(base + i * 1000));
    await store(alice.user.id, ['G1', 'G2'], (i) => new Date(base + i * 1000), 'gadget');
    await store(bob.user.id, ['B1', 'B2', 'B3'], (i) => new Date(base + i * 1000 + 500));

    const alicePage = (await get(alice.token, '/api/user/widgets?limit=1')).json() as Page;
    expect(alicePage.items.map((i) => i.name)).toEqual(['A3']);
    // Bob with Alice's cursor: only Bob's widgets older than that position.
    const bobs = (
      await get(bob.token, `/api/user/widgets?limit=10&cursor=${alicePage.nextCursor}`)
    ).json() as Page;
    expect(bobs.items.map((i) => i.name)).toEqual(['B2', 'B1']);
    expect(bobs.total).toBe(3);
    // Alice's widget cursor on her gadgets: gadgets only.
    const gadgets = (
      await get(alice.token, `/api/user/gadgets?limit=10&cursor=${alicePage.nextCursor}`)
    ).json() as Page;
    expect(gadgets.items.map((i) => i.name)).toEqual(['G2', 'G1']);
    expect(gadgets.total).toBe(2);
    // A cursor past everything: an empty last page, the total still told.
    const none = (await get(bob.token, '/api/user/widgets?limit=10&cursor=1-1')).json();
    expect(none).toEqual({ items: [], nextCursor: null, total: 3 });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=abc', 'limit must be a whole number from 1 to 100'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['?limit=-1', 'limit must be a whole number from 1 to 100'],
    ['?limit=5&limit=6', undefined],
    ['?limit=5&cursor=banana', 'cursor must be a nextCursor from an earlier page'],
    ["?limit=5&cursor=1'--", 'cursor must be a nextCursor from an earlier page'],
    ['?limit=5&cursor=99999999999999999999-1', 'cursor must be a nextCursor from an earlier page'],
    ['?cursor=1700000000000000-5', 'cursor needs a limit'],
  ])('refuses %s with 400 and the error shape', async (query, message) => {
    const user = await registerUser(t.app);
    const res = await get(user.token, `/api/user/widgets${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toBe(message);
  });

  it('answers an anonymous or signed-out caller 401 before looking at the page parameters', async () => {
    const user = await registerUser(t.app);
    expect((await t.app.inject({ url: '/api/user/widgets?limit=abc' })).statusCode).toBe(401);
    const ok = await get(user.token, '/api/user/widgets?limit=5');
    expect(ok.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    // The revoked session stops at once: the next list request (cached answer and all) is refused.
    expect((await get(user.token, '/api/user/widgets?limit=5')).statusCode).toBe(401);
    expect((await get(user.token, '/api/user/widgets')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/user/widgets' })).statusCode).toBe(401);
  });

  it('keeps the plain call the spec answer: the whole array, newest first', async () => {
    const user = await registerUser(t.app);
    const base = Date.now() - 60_000;
    await store(user.user.id, ['P1', 'P2', 'P3'], (i) => new Date(base + i * 1000));
    const res = await get(user.token, '/api/user/widgets');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((w: { name: string }) => w.name)).toEqual(['P3', 'P2', 'P1']);
  });

  it('caches each page under the list version with its own ETag, and a change makes every page new', async () => {
    const user = await registerUser(t.app);
    const base = Date.now() - 60_000;
    await store(user.user.id, ['C1', 'C2', 'C3', 'C4'], (i) => new Date(base + i * 1000));
    const first = await get(user.token, '/api/user/widgets?limit=2');
    const second = await get(user.token, `/api/user/widgets?limit=2&cursor=${first.json().nextCursor}`);
    const whole = await get(user.token, '/api/user/widgets');
    const etags = [first, second, whole].map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(3);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(
      (await get(user.token, '/api/user/widgets?limit=2', { 'if-none-match': String(etags[0]) })).statusCode,
    ).toBe(304);
    expect((await get(user.token, '/api/user/widgets?limit=2')).body).toBe(first.body);

    await store(user.user.id, ['C5'], () => new Date());
    const changed = await get(user.token, '/api/user/widgets?limit=2', { 'if-none-match': String(etags[0]) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items.map((i: { name: string }) => i.name)).toEqual(['C5', 'C4']);
    expect(changed.json().total).toBe(5);
  });

  it('reads the session and the list version in one query per list request', async () => {
    const user = await registerUser(t.app);
    await get(user.token, '/api/user/widgets'); // builds and caches the answer
    const { db } = t.app.ctx.pipeline;
    let queries = 0;
    // Every query of a Drizzle select goes through the session's prepared query; count them there.
    const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (...args: unknown[]) => {
      queries += 1;
      return prepare(...args);
    };
    try {
      expect((await get(user.token, '/api/user/widgets')).statusCode).toBe(200);
      expect((await get(user.token, '/api/user/widgets?limit=5')).statusCode).toBe(200);
      queries = 0;
      expect((await get(user.token, '/api/user/widgets')).statusCode).toBe(200);
      expect((await get(user.token, '/api/user/widgets?limit=5')).statusCode).toBe(200);
      expect(queries).toBe(2);
    } finally {
      session.prepareQuery = prepare;
    }
  });
});
