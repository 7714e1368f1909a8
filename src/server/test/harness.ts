// Test harness: a real app on a real database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set);
// every test starts from empty tables and a freshly built app.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { KINDS } from '../kinds/registry.js';
import { inProcessPdf } from '../pdf/pdf-renderer.js';
import type { ServerKind } from '../pipeline/kind.js';
import { proceduralImage } from '../providers/providers.js';
import { MemoryBlobStore } from '../storage/blob-store.js';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines every database test runs on. Without TEST_DATABASE_URL the PostgreSQL half is still declared and
 * reported skipped (`engineRuns`), so a run says what it did not test rather than leaving it out unseen.
 */
export const TEST_ENGINES: Engine[] = ['pglite', 'postgres'];

/**
 * Call inside an engine's describe block: answers whether the engine is there to test on. When it is not
 * (PostgreSQL without TEST_DATABASE_URL), every test of the block is reported skipped with the reason; hooks that
 * open a database must then do nothing.
 */
export function engineRuns(engine: Engine): boolean {
  if (engine === 'pglite' || process.env.TEST_DATABASE_URL) return true;
  beforeEach((context) => context.skip('TEST_DATABASE_URL is not set: the PostgreSQL half is not run'));
  return false;
}

export function testConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Config {
  // Tests generate far faster than a person; the generation limit has its own tests with a small limit.
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    IMAGE_JOB_RETRY_BASE_MS: '0',
    GENERATION_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  // Tests drive the image worker by hand (worker.drain()) unless they turn it on.
  return { ...base, imageWorker: false, ...overrides };
}

/** Creates a throwaway PostgreSQL database for one test file and returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `loreforge_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ pgliteDir: 'memory' });
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export async function truncateAll(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )) as { rows: unknown[] };
  const rows = result.rows as { tablename: string }[];
  if (rows.length === 0) return;
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}

/** A registered kind, or a test's own kind plugged in with `kinds` (looked up on the app that serves it). */
let pluggedKinds: readonly ServerKind[] = [];
function kindNamed(name: string): ServerKind {
  const kind = [...pluggedKinds, ...KINDS].find((k) => k.contract.kind === name);
  if (!kind) throw new Error(`no kind named ${name}`);
  return kind;
}

export type TestApp = {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
};

/**
 * Registers hooks that give each test a fresh app over a clean database.
 * `configure` adjusts the configuration (per test file).
 */
export function useTestApp(
  engine: Engine,
  configure: () => Partial<Config> = () => ({}),
  plug: () => Partial<Omit<BuildAppOptions, 'config' | 'db'>> = () => ({}),
): TestApp {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let config: Config | undefined;
  const runs = engineRuns(engine);

  beforeAll(async () => {
    if (runs) database = await openTestDatabase(engine);
  });
  beforeEach(async () => {
    await truncateAll(database!);
    config = testConfig(configure());
    // Pictures rasterise in-process in tests (fast); the isolated rasteriser has its own tests.
    app = await buildApp({
      clientDir: false,
      blobs: new MemoryBlobStore(),
      // PDFs are laid out in-process in tests (fast, and a test's own kinds); the isolated renderer has its tests.
      pdf: inProcessPdf(kindNamed),
      ...(config.providers.image.type === 'procedural' ? { image: proceduralImage } : {}),
      ...(() => {
        const plugged = plug();
        pluggedKinds = plugged.kinds ?? [];
        return plugged;
      })(),
      config,
      db: database!.db,
    });
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  return {
    get app() {
      return app!;
    },
    get database() {
      return database!;
    },
    get config() {
      return config!;
    },
  };
}
