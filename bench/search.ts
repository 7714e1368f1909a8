// Search at scale (issue 13, decision 024): one user with 10,000 entities of every kind, written by the kinds' own
// procedural writers from the bench's varied requests, and another user beside them, in a real database. Used by
// `npm run bench` (rows: name lookups through the GIN index, the same forced to a sequential scan as a ratio, and
// common words) and by src/server/world/search-scale.test.ts (relevance and time bounds at that size).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { content, users } from '../src/server/db/schema.js';
import { KINDS } from '../src/server/kinds/registry.js';
import { KindRegistry } from '../src/server/pipeline/registry.js';
import { SAMPLE_REQUESTS } from '../src/server/test/sample-requests.js';
import { searchEntities } from '../src/server/world/search.js';

export const SCALE_ENTITIES = 10_000;

/**
 * Distinct records per kind; the 10,000 rows cycle through them. Writing 10,000 distinct ones takes half a minute on a
 * shared machine, while the words' spread over the rows, which is what the index and the ranking see, is the same.
 */
const RECORDS_PER_KIND = 250;
const BATCH = 500;

/**
 * Broad searches: common words and short prefixes of the generated text, each matching hundreds to thousands of the
 * 10,000 rows (a quarter of them for 'tavern'). There the planner rightly reads the whole table; the time is ranking
 * and counting that many matches.
 */
export const BROAD_QUERIES = [
  'tavern',
  'guild',
  'drag',
  'merchant',
  'silver sword',
  'river',
  'temp',
  'shadow',
  'noble',
  'smith',
  'ancient',
  'harb',
  'crown',
  'priest',
  'forest',
  'thie',
  'blood oath',
  'mage',
  'wolf',
  'storm',
] as const;

/**
 * Lookups as a game master types them into the palette to find one thing: the names of `count` of the user's
 * entities, spread over the kinds. Each matches a handful of rows, found through the GIN index.
 */
export async function nameQueries(db: Db, userId: number, count = 20): Promise<string[]> {
  const rows = await db
    .select({ name: content.name })
    .from(content)
    .where(eq(content.ownerId, userId))
    .orderBy(content.id)
    .limit(RECORDS_PER_KIND * KINDS.length);
  // Names the bench's requests fix ('The Quiet Ledger' for a third of the factions) are broad searches, not lookups.
  const seen = new Map<string, number>();
  for (const { name } of rows) seen.set(name, (seen.get(name) ?? 0) + 1);
  const unique = rows.filter(({ name }) => seen.get(name) === 1);
  // A step prime to the number of kinds, so every kind comes up.
  return Array.from({ length: count }, (_, i) => unique[(i * 53) % unique.length]!.name);
}

export const searchRegistry = new KindRegistry(KINDS);

type Row = typeof content.$inferInsert;

/** `count` rows of `ownerId`, every kind in turn, each a record from the kind's procedural writer. */
function rowsFor(ownerId: number, count: number, records: readonly Omit<Row, 'ownerId'>[]): Row[] {
  return Array.from({ length: count }, (_, i) => ({ ...records[i % records.length]!, ownerId }));
}

function proceduralRecords(): Omit<Row, 'ownerId'>[] {
  const records: Omit<Row, 'ownerId'>[] = [];
  for (let i = 0; i < RECORDS_PER_KIND; i++) {
    for (const kind of KINDS) {
      const requestFor = SAMPLE_REQUESTS[kind.contract.kind];
      if (!requestFor)
        throw new Error(`bench/requests.ts has no requests for the kind '${kind.contract.kind}'`);
      const request = kind.contract.requestSchema.parse(requestFor(i)) as Record<string, unknown>;
      const seed = i + 1;
      const data = kind.procedural.text(request as never, seed) as Record<string, unknown>;
      records.push({
        kind: kind.contract.kind,
        name: String(data.name),
        data,
        request,
        seed,
        engineVersion: 'bench',
        provider: 'procedural',
        imageStatus: 'ready',
      });
    }
  }
  return records;
}

export async function insertRows(db: Db, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(content).values(rows.slice(i, i + BATCH));
}

export type SearchWorld = { userId: number; otherId: number };

/** Two users: one with `entities` entities, the other with `otherEntities` of the same records. */
export async function seedSearchWorld(
  db: Db,
  { entities = SCALE_ENTITIES, otherEntities = 500 }: { entities?: number; otherEntities?: number } = {},
): Promise<SearchWorld> {
  const [user, other] = await db
    .insert(users)
    .values([
      { username: 'Archivist', email: 'archivist@example.com', credits: 0 },
      { username: 'Neighbour', email: 'neighbour@example.com', credits: 0 },
    ])
    .returning({ id: users.id });
  const records = proceduralRecords();
  await insertRows(db, rowsFor(user!.id, entities, records));
  await insertRows(db, rowsFor(other!.id, otherEntities, records));
  // The planner's row counts, as autovacuum would have them on a server that has been running.
  await db.execute(sql`ANALYZE content`);
  return { userId: user!.id, otherId: other!.id };
}

/** Milliseconds of each search of `queries`, in order, as the route runs it (its default limit of 20). */
export async function timeSearches(db: Db, userId: number, queries: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await searchEntities(db, searchRegistry, userId, { q });
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Runs `fn` with the planner kept off every index (PGlite's one connection, or a transaction's on PostgreSQL): what
 * the search would cost without its GIN index.
 */
export async function withoutIndexes<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return fn(tx as unknown as Db);
  });
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The bench's rows at 10,000 entities: name lookups with the GIN index and the same forced to a sequential scan (as a
 * ratio), and broad searches.
 */
export async function searchBenchRows(): Promise<string[][]> {
  const { openDatabase } = await import('../src/server/db/client.js');
  const database = await openDatabase({ pgliteDir: 'memory' });
  try {
    const { db } = database;
    const { userId } = await seedSearchWorld(db);
    const names = await nameQueries(db, userId);
    const rounds = (queries: readonly string[]) => Array.from({ length: 3 }, () => queries).flat();
    await timeSearches(db, userId, [...names, ...BROAD_QUERIES]);
    const indexed = await timeSearches(db, userId, rounds(names));
    const scanned = await withoutIndexes(db, (tx) => timeSearches(tx, userId, names));
    const broad = await timeSearches(db, userId, rounds(BROAD_QUERIES));
    const median = (values: number[]) => percentile(values, 50);
    const p95 = (values: number[]) => `p95 ${percentile(values, 95).toFixed(1)} ms`;
    const size = SCALE_ENTITIES.toLocaleString('en');
    return [
      [`search: a name among ${size} entities (GIN, PGlite)`, median(indexed).toFixed(3), '', p95(indexed)],
      [
        'search: the same names, sequential scan (no index)',
        median(scanned).toFixed(3),
        `${(median(scanned) / median(indexed)).toFixed(2)}x ours`,
        p95(scanned),
      ],
      [`search: a common word among ${size} entities`, median(broad).toFixed(3), '', p95(broad)],
    ];
  } finally {
    await database.close();
  }
}
