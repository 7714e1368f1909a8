// A connected world through the real app (decision 024): links both ways and never across users, edits with their
// version, deletion with links and picture, re-rolls that keep every other field byte for byte, generation from an
// entity's context, and the search.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kindPaths } from '../../shared/content.js';
import { type EntityLink, REROLL_ALL, WORLD_PATHS } from '../../shared/world.js';
import { content, links, users } from '../db/schema.js';
import { KINDS } from '../kinds/registry.js';
import type { ServerKind } from '../pipeline/kind.js';
import { bearer, type RegisteredUser, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, type TestApp, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';

type Made = Record<string, unknown> & { id: number; version: number; name: string };
const kindOf = (name: string) => KINDS.find((k) => k.contract.kind === name)!;

async function generate(
  t: TestApp,
  user: RegisteredUser,
  kind: ServerKind,
  extra: Record<string, unknown> = {},
  i = 1,
): Promise<Made> {
  const res = await t.app.inject({
    method: 'POST',
    url: kindPaths(kind.contract).generate,
    headers: bearer(user.token),
    payload: { ...SAMPLE_REQUESTS[kind.contract.kind]!(i), ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return kind.contract.entityAtTopLevel ? body : body[kind.contract.responseKey];
}

const call = (
  t: TestApp,
  user: RegisteredUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(user.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const linksOf = async (
  t: TestApp,
  user: RegisteredUser,
  kind: ServerKind,
  id: number,
): Promise<EntityLink[]> => {
  const res = await call(t, user, 'GET', kindPaths(kind.contract).links(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().links;
};

const credits = async (t: TestApp, user: RegisteredUser) =>
  (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.user.id)))[0]!
    .credits;

describe.each(TEST_ENGINES)('a connected world (%s)', (engine) => {
  const t = useTestApp(engine);
  const npc = kindOf('npc');
  const town = kindOf('town');
  const faction = kindOf('faction');
  const item = kindOf('magic-item');

  it('links two entities, shows the link from both sides, refuses other users and bad links', async () => {
    const gm = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mara = await generate(t, gm, npc);
    const thornbury = await generate(t, gm, town);
    const theirs = await generate(t, other, town);

    const livesIn = {
      from: { kind: 'npc', id: mara.id },
      to: { kind: 'town', id: thornbury.id },
      relation: 'lives-in',
    };
    const made = await call(t, gm, 'POST', WORLD_PATHS.links, livesIn);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ relation: 'lives-in', direction: 'out', label: 'lives in' });
    expect((await linksOf(t, gm, npc, mara.id)).map((l) => [l.label, l.other.name])).toEqual([
      ['lives in', thornbury.name],
    ]);
    expect(
      (await linksOf(t, gm, town, thornbury.id)).map((l) => [l.label, l.other.name, l.direction]),
    ).toEqual([['home to', mara.name, 'in']]);
    // The same link again is the same link.
    const again = await call(t, gm, 'POST', WORLD_PATHS.links, livesIn);
    expect(again.json().id).toBe(made.json().id);
    expect(await t.database.db.select().from(links)).toHaveLength(1);

    // Another user's entity, on either side, is not found; their links and entities stay hidden.
    for (const payload of [
      { from: { kind: 'npc', id: mara.id }, to: { kind: 'town', id: theirs.id }, relation: 'lives-in' },
      { from: { kind: 'town', id: theirs.id }, to: { kind: 'npc', id: mara.id }, relation: 'home-to' },
    ]) {
      const res = await call(t, gm, 'POST', WORLD_PATHS.links, payload);
      expect([400, 404]).toContain(res.statusCode);
    }
    const foreign = await call(t, other, 'POST', WORLD_PATHS.links, {
      from: { kind: 'town', id: theirs.id },
      to: { kind: 'npc', id: mara.id },
      relation: 'ally-of',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(t, other, 'GET', kindPaths(npc.contract).links(mara.id))).statusCode).toBe(404);
    expect((await call(t, other, 'DELETE', WORLD_PATHS.link(made.json().id))).statusCode).toBe(404);

    // Bad links: unknown relation, unknown kind, itself, extra keys: 400 with a message, nothing stored.
    for (const [payload, message] of [
      [
        { from: { kind: 'npc', id: mara.id }, to: { kind: 'town', id: thornbury.id }, relation: 'loves' },
        'relation must be one of',
      ],
      [
        { from: { kind: 'dragon', id: 1 }, to: { kind: 'town', id: thornbury.id }, relation: 'owns' },
        "Unknown kind 'dragon'",
      ],
      [
        { from: { kind: 'npc', id: mara.id }, to: { kind: 'npc', id: mara.id }, relation: 'ally-of' },
        'cannot be linked to itself',
      ],
      [
        {
          from: { kind: 'npc', id: mara.id },
          to: { kind: 'town', id: thornbury.id },
          relation: 'owns',
          x: 1,
        },
        'Unrecognized key',
      ],
    ] as const) {
      const res = await call(t, gm, 'POST', WORLD_PATHS.links, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
      expect(res.json().message).toContain(message);
    }
    // A relation links only the kinds it reads for: a town does not live in an NPC, an item leads nothing.
    for (const [payload, message] of [
      [
        { from: { kind: 'town', id: thornbury.id }, to: { kind: 'npc', id: mara.id }, relation: 'lives-in' },
        "'lives in' cannot link a town to an NPC",
      ],
      [
        { from: { kind: 'npc', id: mara.id }, to: { kind: 'town', id: thornbury.id }, relation: 'owns' },
        "'owns' cannot link an NPC to a town",
      ],
    ] as const) {
      const res = await call(t, gm, 'POST', WORLD_PATHS.links, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    }
    expect(await t.database.db.select().from(links)).toHaveLength(1);

    // A symmetric relation is one link whichever side makes it.
    const rivalA = await call(t, gm, 'POST', WORLD_PATHS.links, {
      from: { kind: 'npc', id: mara.id },
      to: { kind: 'town', id: thornbury.id },
      relation: 'rival-of',
    });
    const rivalB = await call(t, gm, 'POST', WORLD_PATHS.links, {
      from: { kind: 'town', id: thornbury.id },
      to: { kind: 'npc', id: mara.id },
      relation: 'rival-of',
    });
    expect(rivalB.json().id).toBe(rivalA.json().id);
    expect(rivalB.json().label).toBe('rival of');

    expect((await call(t, gm, 'DELETE', WORLD_PATHS.link(made.json().id))).statusCode).toBe(204);
    expect((await linksOf(t, gm, town, thornbury.id)).map((l) => l.relation)).toEqual(['rival-of']);
    expect(
      (await t.app.inject({ method: 'GET', url: kindPaths(npc.contract).links(mara.id) })).statusCode,
    ).toBe(401);
  });

  it('edits any editable field on the version read, refuses a stale version, bad fields and hostile text', async () => {
    const gm = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const kind of [npc, town, faction, item]) {
      const made = await generate(t, gm, kind);
      const one = kindPaths(kind.contract).one(made.id);
      const ok = await call(t, gm, 'PATCH', one, { version: made.version, name: 'Renamed Thing' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ name: 'Renamed Thing', version: made.version + 1 });
      // The list shows the new name at once (the cached list's version was raised).
      const list = await call(t, gm, 'GET', kindPaths(kind.contract).list);
      expect(list.json().find((e: Made) => e.id === made.id).name).toBe('Renamed Thing');

      // A second tab still holding the old version is refused and changes nothing.
      const stale = await call(t, gm, 'PATCH', one, { version: made.version, name: 'Second Tab' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'EDIT_CONFLICT' });
      expect(stale.json().message).toContain('changed somewhere else');
      expect((await call(t, gm, 'GET', one)).json().name).toBe('Renamed Thing');

      const version = made.version + 1;
      for (const [payload, status, message] of [
        [{ version, seed: 3 }, 400, 'seed cannot be edited'],
        [{ version, name: '' }, 400, 'name'],
        [{ version, name: 'A\u0000B' }, 400, 'control characters'],
        [{ version }, 400, 'Nothing to save'],
        [{ name: 'No version' }, 400, 'version'],
        [{ version, locked: ['seed'] }, 400, 'seed cannot be edited'],
      ] as const) {
        const res = await call(t, gm, 'PATCH', one, payload);
        expect(res.statusCode, `${kind.contract.kind} ${JSON.stringify(payload)} ${res.body}`).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect((await call(t, other, 'PATCH', one, { version, name: 'Stolen' })).statusCode).toBe(404);
      expect((await call(t, gm, 'GET', one)).json()).toMatchObject({ name: 'Renamed Thing', version });
    }
  });

  it('deletes an entity with its links and its picture, and only the owner can', async () => {
    const gm = await registerUser(t.app);
    const other = await registerUser(t.app);
    const thornbury = await generate(t, gm, town);
    const mara = await generate(t, gm, npc, { context: { kind: 'town', id: thornbury.id } });
    expect((await linksOf(t, gm, town, thornbury.id)).map((l) => l.other.id)).toEqual([mara.id]);
    const one = kindPaths(town.contract).one(thornbury.id);
    expect((await call(t, other, 'DELETE', one)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: one })).statusCode).toBe(401);
    expect((await call(t, gm, 'DELETE', one)).statusCode).toBe(204);
    expect((await call(t, gm, 'GET', one)).statusCode).toBe(404);
    expect(await linksOf(t, gm, npc, mara.id)).toEqual([]);
    expect(await t.database.db.select().from(links)).toHaveLength(0);
    expect((await call(t, gm, 'DELETE', one)).statusCode).toBe(404);
    // The NPC made from it keeps its words and re-rolls without it.
    expect(
      (await call(t, gm, 'POST', kindPaths(npc.contract).reroll(mara.id), { section: 'backstory' }))
        .statusCode,
    ).toBe(200);
  });

  it('re-rolls one section and keeps every other field byte for byte, for a credit; locked fields survive a full re-roll', async () => {
    const gm = await registerUser(t.app);
    for (const kind of [npc, town, faction, item]) {
      const made = await generate(t, gm, kind);
      const path = kindPaths(kind.contract);
      // An edit first: the re-roll keeps it.
      const edited = (
        await call(t, gm, 'PATCH', path.one(made.id), { version: made.version, name: 'Edited Name' })
      ).json();
      for (const [section, { fields }] of Object.entries(kind.contract.sections)) {
        const before = (await call(t, gm, 'GET', path.one(made.id))).json();
        const creditsBefore = await credits(t, gm);
        const res = await call(t, gm, 'POST', path.reroll(made.id), { section });
        expect(res.statusCode, `${kind.contract.kind} ${section}: ${res.body}`).toBe(200);
        const after = res.json();
        for (const field of Object.keys(kind.contract.dataSchema.shape)) {
          if ((fields as readonly string[]).includes(field)) continue;
          expect(JSON.stringify(after[field]), `${kind.contract.kind} ${section} kept ${field}`).toBe(
            JSON.stringify(before[field]),
          );
        }
        expect(after.version).toBe(before.version + 1);
        expect(await credits(t, gm)).toBe(creditsBefore - t.config.credits.reroll);
      }
      expect(edited.name).toBe('Edited Name');
      // Over all its sections, a re-roll drew anew: the record is not the one generated.
      const final = (await call(t, gm, 'GET', path.one(made.id))).json();
      const changed = Object.values(kind.contract.sections).filter(({ fields }) =>
        fields.some((field) => JSON.stringify(made[field]) !== JSON.stringify(final[field])),
      );
      expect(changed.length, kind.contract.kind).toBeGreaterThan(
        Object.keys(kind.contract.sections).length / 2,
      );
      if (kind === npc) {
        // The text calls a person by their first name: the re-rolled sections call them by the new one.
        const written = JSON.stringify(
          Object.values(npc.contract.sections).flatMap(({ fields }) => fields.map((f) => final[f])),
        );
        const given = String(made.name).split(' ')[0]!;
        expect(written).not.toMatch(new RegExp(`(?<!\\p{L})${given}(?!\\p{L})`, 'u'));
        expect(written).toContain('Edited');
      }

      const unknown = await call(t, gm, 'POST', path.reroll(made.id), { section: 'weather' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain("Unknown section 'weather'");
    }

    // Lock the name and one section, then re-roll everything: they stay and every other section is told anew about
    // the same person (the seed, and so the race, trade, kin and look the locked text names, stay; no new picture).
    const mara = await generate(t, gm, npc);
    const path = kindPaths(npc.contract);
    const locked = (
      await call(t, gm, 'PATCH', path.one(mara.id), {
        version: mara.version,
        name: 'Mara Kept',
        locked: ['name', 'backstory'],
      })
    ).json();
    expect(locked.locked).toEqual(['name', 'backstory']);
    const all = (await call(t, gm, 'POST', path.reroll(mara.id), { section: REROLL_ALL })).json();
    expect(all.name).toBe('Mara Kept');
    expect(all.backstory).toBe(mara.backstory);
    expect(all.seed).toBe(mara.seed);
    for (const fact of ['race', 'gender', 'age', 'occupation', 'socialClass', 'looks'])
      expect(JSON.stringify(all[fact]), fact).toBe(JSON.stringify(mara[fact]));
    const rewritten = Object.entries(npc.contract.sections).filter(
      ([section, { fields }]) =>
        section !== 'backstory' && fields.some((f) => JSON.stringify(all[f]) !== JSON.stringify(mara[f])),
    );
    expect(rewritten.length).toBeGreaterThan(Object.keys(npc.contract.sections).length / 2);
    // The generated name is replaced by the kept one in whatever was written anew.
    for (const [section, { fields }] of Object.entries(npc.contract.sections)) {
      if (section !== 'backstory')
        for (const f of fields) expect(JSON.stringify(all[f])).not.toContain(mara.name);
    }

    // Nothing locked: a new seed is a new person, painted anew.
    const fresh = await generate(t, gm, npc);
    const anew = (await call(t, gm, 'POST', path.reroll(fresh.id), { section: REROLL_ALL })).json();
    expect(anew.seed).not.toBe(fresh.seed);
    expect(anew.backstory).not.toBe(fresh.backstory);
    expect(anew.imageStatus).toBe('pending');
  });

  it('changes the section a re-roll names: over a few re-rolls the backstory reads differently', async () => {
    const gm = await registerUser(t.app);
    const mara = await generate(t, gm, npc);
    const seen = new Set([mara.backstory]);
    for (let i = 0; i < 3; i++) {
      seen.add(
        (await call(t, gm, 'POST', kindPaths(npc.contract).reroll(mara.id), { section: 'backstory' })).json()
          .backstory,
      );
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('refuses a re-roll without credits and spends nothing', async () => {
    const gm = await registerUser(t.app);
    const mara = await generate(t, gm, npc);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, gm.user.id));
    const res = await call(t, gm, 'POST', kindPaths(npc.contract).reroll(mara.id), { section: 'backstory' });
    expect(res.statusCode).toBe(403);
    expect((await call(t, gm, 'GET', kindPaths(npc.contract).one(mara.id))).json().backstory).toBe(
      mara.backstory,
    );
  });

  it("generates from context: links back as the kind declares, and refuses a context that is not the user's", async () => {
    const gm = await registerUser(t.app);
    const other = await registerUser(t.app);
    const thornbury = await generate(t, gm, town);
    const guild = await generate(t, gm, faction, { context: { kind: 'town', id: thornbury.id } });
    const mara = await generate(t, gm, npc, { context: { kind: 'faction', id: guild.id } });
    const blade = await generate(t, gm, item, { context: { kind: 'npc', id: mara.id } });
    expect((await linksOf(t, gm, faction, guild.id)).map((l) => [l.label, l.other.name]).sort()).toEqual(
      [
        ['has member', mara.name],
        ['headquartered in', thornbury.name],
      ].sort(),
    );
    expect((await linksOf(t, gm, item, blade.id)).map((l) => [l.label, l.other.name])).toEqual([
      ['owned by', mara.name],
    ]);

    const theirs = await call(t, other, 'POST', kindPaths(npc.contract).generate, {
      ...SAMPLE_REQUESTS.npc!(2),
      context: { kind: 'town', id: thornbury.id },
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await call(t, gm, 'POST', kindPaths(npc.contract).generate, {
      ...SAMPLE_REQUESTS.npc!(2),
      context: { kind: 'town', id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db.select({ id: content.id }).from(content);
    expect(rows).toHaveLength(4);
  });

  it("searches every kind by name, tags and text, as prefixes, with kind filters, never another user's", async () => {
    const gm = await registerUser(t.app);
    const other = await registerUser(t.app);
    const thornbury = await generate(t, gm, town);
    await call(t, gm, 'PATCH', kindPaths(town.contract).one(thornbury.id), {
      version: thornbury.version,
      name: 'Thornbury',
    });
    const mara = await generate(t, gm, npc);
    await call(t, gm, 'PATCH', kindPaths(npc.contract).one(mara.id), {
      version: mara.version,
      // 'Zarnwick' is no word a generated town can hold, so only her backstory has both words searched below.
      backstory: 'She ran the ferry at Thornbury until the Zarnwick flood took the quay.',
    });
    const theirs = await generate(t, other, town);
    await call(t, other, 'PATCH', kindPaths(town.contract).one(theirs.id), {
      version: theirs.version,
      name: 'Thornbury Hollow',
    });

    const search = async (query: string) => {
      const res = await call(t, gm, 'GET', `${WORLD_PATHS.search}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const found = await search('q=thornb');
    expect(found.hits.map((h: { name: string }) => h.name)).toEqual(['Thornbury', mara.name]);
    expect(found.total).toBe(2);
    expect(found.hits[1].excerpt).toContain('Thornbury');
    expect(found.hits[0]).toMatchObject({ kind: 'town', apiBase: 'town', id: thornbury.id });
    expect((await search('q=thornbury&kinds=npc')).hits.map((h: { id: number }) => h.id)).toEqual([mara.id]);
    expect((await search('q=ferry%20zarnwick')).hits.map((h: { id: number }) => h.id)).toEqual([mara.id]);
    expect((await search('q=%26%7C!%3A*')).hits).toEqual([]);
    // Stop words: alone they are the first letters of a word ('the' of 'theft'); beside other words, dropped.
    await call(t, gm, 'PATCH', kindPaths(npc.contract).one(mara.id), {
      version: mara.version + 1,
      secrets: ['She offered to take the theft of the toll box on herself.'],
    });
    for (const stop of ['the', 'of', 'a', 'THE']) {
      expect(
        (await search(`q=${stop}`)).hits.map((h: { id: number }) => h.id),
        stop,
      ).toContain(mara.id);
    }
    expect((await search('q=the%20zarnwick')).hits.map((h: { id: number }) => h.id)).toEqual([mara.id]);
    for (const [query, message] of [
      ['q=', 'Type something'],
      ['q=x&kinds=dragon', "Unknown kind 'dragon'"],
      ['q=x&limit=500', 'limit must be'],
      ['q=a%00b', ''],
    ] as const) {
      const res = await call(t, gm, 'GET', `${WORLD_PATHS.search}?${query}`);
      expect(res.statusCode, `${query} ${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: `${WORLD_PATHS.search}?q=x` })).statusCode).toBe(401);
  });
});
