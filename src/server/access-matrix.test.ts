// The standing access matrix: every owned route of every registered kind, asked by the owner (allowed), by
// another user, with no token, with a malformed token and with a revoked (logged-out) token. Nobody but the owner
// learns anything: another user gets 404 (not 403, which would confirm the id exists), the others 401; and
// nothing the refused requests asked for happened (no regeneration, no credit spent). Runs on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { API } from '../shared/api-paths.js';
import { kindPaths } from '../shared/content.js';
import { shareLinks } from './db/schema.js';
import { KINDS } from './kinds/registry.js';
import { bearer, registerUser } from './test/accounts.js';
import { TEST_ENGINES, useTestApp } from './test/harness.js';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };

describe.each(TEST_ENGINES)('access matrix (%s)', (engine) => {
  const t = useTestApp(engine);

  it('lets only the owner read, edit, re-roll, link, regenerate or export (PDF, Markdown, JSON, Foundry VTT) an entity of any kind', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const revoked = await registerUser(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(revoked.token),
    });
    expect(logout.statusCode).toBe(200);

    // `refusedOnly`: routes whose owner's answer depends on the entity (a Foundry actor needs an NPC with a stat
    // block, decision 022), asked only of those who must be refused.
    const owned: { kind: string; calls: Call[]; refusedOnly: Call[]; list: string }[] = [];
    for (const kind of KINDS) {
      const { contract } = kind;
      const paths = kindPaths(contract);
      const request = SAMPLE_REQUESTS[contract.kind];
      if (!request) throw new Error(`bench/requests.ts has no request for ${contract.kind}`);
      const res = await t.app.inject({
        method: 'POST',
        url: paths.generate,
        headers: bearer(owner.token),
        payload: request(1),
      });
      expect(res.statusCode, contract.kind).toBe(201);
      const body = res.json();
      const id = (contract.entityAtTopLevel ? body : body[contract.responseKey]).id as number;
      owned.push({
        kind: contract.kind,
        list: paths.list,
        calls: [
          { method: 'GET', url: paths.one(id) },
          // An edit on the version read, before anything else raises it (a faction's new emblem rewrites its
          // blazon, which is an edit of its own).
          { method: 'PATCH', url: paths.one(id), payload: { version: 1, name: 'Renamed by its owner' } },
          { method: 'GET', url: paths.image(id) },
          { method: 'POST', url: paths.regenerate(id) },
          { method: 'GET', url: paths.exportPdf(id) },
          { method: 'GET', url: paths.exportMarkdown(id) },
          { method: 'GET', url: paths.exportMarkdown(id, 'homebrewery') },
          { method: 'GET', url: paths.exportFoundry(id) },
          // Share links (decision 019): reading whether it is shared, making one and revoking it.
          { method: 'GET', url: paths.share(id) },
          { method: 'POST', url: paths.share(id) },
          { method: 'DELETE', url: paths.share(id) },
          // A connected world (decision 024): links and a re-roll of one section.
          { method: 'GET', url: paths.links(id) },
          { method: 'POST', url: paths.reroll(id), payload: { section: Object.keys(contract.sections)[0]! } },
          // Last: the import check below reads this one's answer.
          { method: 'GET', url: paths.exportJson(id) },
        ],
        // Asked only of the others: the owner's own deletion is the world test's (it would end this one's entity).
        refusedOnly: [
          { method: 'GET', url: paths.exportFoundry(id, 'actor') },
          // Only a kind whose picture comes with data (a town map's GeoJSON) answers its owner.
          { method: 'GET', url: paths.exportPictureData(id) },
          { method: 'DELETE', url: paths.one(id) },
        ],
      });
    }
    await t.app.ctx.pipeline.worker.drain();
    const credits = async (token: string) =>
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user.credits as number;
    const ownerCredits = await credits(owner.token);
    const otherCredits = await credits(other.token);

    const callers: [string, Record<string, string>, number][] = [
      ['another user', bearer(other.token), 404],
      ['no token', {}, 401],
      ['a malformed token', { authorization: 'Bearer not-a-real-token' }, 401],
      ['a revoked token', bearer(revoked.token), 401],
    ];
    let asked = 0;
    for (const { kind, calls, refusedOnly, list } of owned) {
      for (const [who, headers, status] of callers) {
        for (const call of [...calls, ...refusedOnly]) {
          const res = await t.app.inject({ ...call, headers });
          expect(res.statusCode, `${kind}: ${call.method} ${call.url} by ${who}`).toBe(status);
          expect(Object.keys(res.json()).sort(), `${kind}: ${call.url} by ${who}`).toEqual([
            'error',
            'message',
          ]);
          asked++;
        }
        const listed = await t.app.inject({ url: list, headers });
        if (status === 404) expect(listed.json(), `${kind} list by ${who}`).toEqual([]);
        else expect(listed.statusCode, `${kind} list by ${who}`).toBe(401);
      }
      // The owner may do all of it.
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(owner.token) });
        expect(res.statusCode, `${kind}: ${call.method} ${call.url} by the owner`).toBeLessThan(300);
      }
    }
    // Importing needs a session too; a document of the owner's, sent without one, adds nothing anywhere.
    const [first] = owned;
    const exported = await t.app.inject({ url: first!.calls.at(-1)!.url, headers: bearer(owner.token) });
    expect(exported.statusCode).toBe(200);
    for (const [who, headers, status] of callers.filter(([, , status]) => status === 401)) {
      const res = await t.app.inject({ method: 'POST', url: API.import, headers, payload: exported.json() });
      expect(res.statusCode, `import by ${who}`).toBe(status);
      expect(Object.keys(res.json()).sort(), `import by ${who}`).toEqual(['error', 'message']);
    }
    expect(asked).toBeGreaterThanOrEqual(KINDS.length * 4 * 7);
    // The refused share requests made no link, and the owner's own was revoked.
    expect(await t.database.db.select().from(shareLinks)).toEqual([]);
    // Only the owner's own regenerations were paid for; the refused ones changed nothing.
    expect(await credits(other.token)).toBe(otherCredits);
    expect(await credits(owner.token)).toBe(
      ownerCredits - KINDS.length * (t.config.credits.regeneration + t.config.credits.reroll),
    );
  });
});
