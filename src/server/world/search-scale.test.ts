// The search at the size issue 13 asks for: 10,000 entities of one user (the kinds' procedural records, bench/search.ts)
// and another user's beside them. Relevance: a name match above a text-only match, prefixes, several words, the kind
// filter, never another user's rows. Speed: 20 lookups five times faster than a sequential scan in the same run, and on
// PostgreSQL (TEST_DATABASE_URL) the plan uses the GIN index.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROAD_QUERIES,
  nameQueries,
  percentile,
  SCALE_ENTITIES,
  type SearchWorld,
  searchRegistry,
  seedSearchWorld,
  timeSearches,
  withoutIndexes,
} from '../../../bench/search.js';
import type { Database } from '../db/client.js';
import { content } from '../db/schema.js';
import { engineRuns, openTestDatabase, TEST_ENGINES } from '../test/harness.js';
import { searchEntities } from './search.js';

/**
 * Bounds on the p95 of 20 searches at 10,000 entities. Measured on PGlite on a shared 2-core machine: a name looked up
 * through the GIN index, p50 1.4 ms and p95 3 ms; the same lookups forced to read the table, p50 37 ms. A common word
 * ('tavern' matches a quarter of the rows, where the planner rightly reads the table) is ranked and counted over all
 * its matches in one pass: p50 46 ms, p95 53 ms, and p95 151 ms while the machine was busy with other work; its bound
 * is a ceiling against a slower plan (a second pass for the count doubled it), not a race. With four other jobs on
 * the machine a lookup's p95 reached 239 ms (one slow query) against a median of 15 ms, and a common word's 398 ms:
 * the index is held to its speed by medians and by the ratio to a table read measured in the same run.
 */
const LOOKUP_P50_MS = 20;
const BROAD_P95_MS = 600;

// A made-up word, so no generated text matches it by chance.
const WORD = 'quorvane';

describe.each(TEST_ENGINES)('search at 10,000 entities per user (%s)', (engine) => {
  let database: Database;
  let world: SearchWorld;
  const ids = { town: 0, npc: 0, faction: 0, theirs: 0 };

  const search = (q: string, options: { kinds?: string[]; limit?: number; userId?: number } = {}) =>
    searchEntities(database.db, searchRegistry, options.userId ?? world.userId, { q, ...options });

  const runs = engineRuns(engine);

  beforeAll(async () => {
    if (!runs) return;
    database = await openTestDatabase(engine);
    world = await seedSearchWorld(database.db);
    // Planted among them: a town named with the word, an NPC with it once in their backstory, a faction with it as a
    // tag, and another user's town named with it.
    const [sample] = await database.db
      .select({ data: content.data, request: content.request })
      .from(content)
      .where(sql`kind = 'npc'`)
      .limit(1);
    const base = {
      request: sample!.request,
      seed: 1,
      engineVersion: 'test',
      provider: 'procedural',
      imageStatus: 'ready' as const,
    };
    const planted = await database.db
      .insert(content)
      .values([
        {
          ...base,
          ownerId: world.userId,
          kind: 'town',
          name: 'Quorvane Crossing',
          data: { name: 'Quorvane Crossing' },
        },
        {
          ...base,
          ownerId: world.userId,
          kind: 'npc',
          name: 'Mara Fenwick',
          data: {
            ...sample!.data,
            name: 'Mara Fenwick',
            backstory: 'She ran the ferry below Quorvane until the flood took the quay.',
          },
        },
        {
          ...base,
          ownerId: world.userId,
          kind: 'faction',
          name: 'The Lantern Court',
          data: { name: 'The Lantern Court', tags: ['quorvane', 'smugglers'] },
        },
        {
          ...base,
          ownerId: world.otherId,
          kind: 'town',
          name: 'Quorvane Hollow',
          data: { name: 'Quorvane Hollow' },
        },
      ])
      .returning({ id: content.id });
    [ids.town, ids.npc, ids.faction, ids.theirs] = planted.map((row) => row.id) as [
      number,
      number,
      number,
      number,
    ];
  }, 300_000);

  afterAll(async () => {
    await database?.close();
  });

  it('holds 10,000 entities of the user, of every kind', async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int`, kinds: sql<number>`count(DISTINCT kind)::int` })
      .from(content)
      .where(sql`owner_id = ${world.userId}`);
    expect(row).toEqual({ n: SCALE_ENTITIES + 3, kinds: 4 });
  });

  it('ranks a name match above a tag match above a text-only match, and never shows another user’s rows', async () => {
    const found = await search(WORD);
    expect(found.hits.map((hit) => hit.id)).toEqual([ids.town, ids.faction, ids.npc]);
    expect(found.total).toBe(3);
    expect(found.hits[2]!.excerpt).toContain('Quorvane');
    expect(found.hits.map((hit) => hit.id)).not.toContain(ids.theirs);
    // The other user finds their own, and only that.
    const theirs = await search(WORD, { userId: world.otherId });
    expect(theirs.hits.map((hit) => hit.id)).toEqual([ids.theirs]);
  });

  it('matches each word as a prefix, every word at once, and within the kinds asked for', async () => {
    expect((await search('quorv')).hits.map((hit) => hit.id)).toEqual([ids.town, ids.faction, ids.npc]);
    expect((await search('QUORVANE FERR')).hits.map((hit) => hit.id)).toEqual([ids.npc]);
    expect((await search('quorvane crossing')).hits.map((hit) => hit.id)).toEqual([ids.town]);
    expect((await search(WORD, { kinds: ['npc'] })).hits.map((hit) => hit.id)).toEqual([ids.npc]);
    expect((await search(WORD, { kinds: ['npc', 'faction'] })).hits.map((hit) => hit.id)).toEqual([
      ids.faction,
      ids.npc,
    ]);
  });

  it('counts every match of a common word while answering one page, all the user’s own', async () => {
    const found = await search('tavern', { limit: 50 });
    expect(found.total).toBeGreaterThan(50);
    expect(found.hits).toHaveLength(50);
    const owners = await database.db
      .select({ owner: content.ownerId })
      .from(content)
      .where(
        sql`id IN (${sql.join(
          found.hits.map((hit) => sql`${hit.id}`),
          sql`, `,
        )})`,
      );
    expect(new Set(owners.map((row) => row.owner))).toEqual(new Set([world.userId]));
  });

  const summary = (times: number[], queries: readonly string[]) =>
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (slowest: '${
      queries[times.indexOf(Math.max(...times))]
    }')`;

  it(`looks up 20 names with a median under ${LOOKUP_P50_MS} ms, five times faster than a sequential scan`, async () => {
    const names = await nameQueries(database.db, world.userId);
    // Each name finds its entity on the first page.
    for (const name of names.slice(0, 5))
      expect((await search(name)).hits.map((hit) => hit.name)).toContain(name);
    await timeSearches(database.db, world.userId, names);
    const indexed = await timeSearches(database.db, world.userId, names);
    const scanned = await withoutIndexes(database.db, (db) => timeSearches(db, world.userId, names));
    console.info(
      `[${engine}] name lookups at ${SCALE_ENTITIES} entities: ${summary(indexed, names)}; sequential scan: ${summary(scanned, names)}`,
    );
    // Measured in one run, as ratios, so a busy machine slows both sides alike: the index answers at least five
    // times faster than the table read at the median, and its slowest lookups beat the table read's slowest.
    expect(percentile(indexed, 50) * 5).toBeLessThan(percentile(scanned, 50));
    expect(percentile(indexed, 95)).toBeLessThan(percentile(scanned, 95));
    expect(percentile(indexed, 50)).toBeLessThan(LOOKUP_P50_MS);
  });

  it(`answers 20 common words with a p95 under ${BROAD_P95_MS} ms`, async () => {
    await timeSearches(database.db, world.userId, BROAD_QUERIES.slice(0, 5));
    const broad = await timeSearches(database.db, world.userId, BROAD_QUERIES);
    console.info(`[${engine}] common words at ${SCALE_ENTITIES} entities: ${summary(broad, BROAD_QUERIES)}`);
    expect(percentile(broad, 95)).toBeLessThan(BROAD_P95_MS);
  });

  it.runIf(engine === 'postgres')('uses the GIN index on PostgreSQL', async () => {
    // Whether the index serves the search's own expression: with table reads priced out, the plan must name it. (Left
    // to itself, just after 10,000 inserts and before autovacuum, the planner once chose a table read on CI.)
    const plan = (await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(
        sql`EXPLAIN SELECT id FROM content WHERE owner_id = ${world.userId} AND search @@ to_tsquery('english', ${`${WORD}:*`})`,
      );
    })) as unknown as { rows: { 'QUERY PLAN': string }[] };
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('content_search_idx');
  });
});
