// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL (node-postgres) when a URL is given.
// Both speak the same SQL and run the same committed migrations at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** 'pglite' or 'postgres', for logs and tests. */
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  /**
   * onIdleError hears a pooled connection that failed while idle (the server restarted, or an administrator or a
   * dropped database terminated it): the pool drops it and opens another for the next query.
   */
  | { url: string; onIdleError?: (error: Error) => void }
  /** A directory for PGlite's files, or 'memory' for a throwaway database. */
  | { pgliteDir: string | 'memory'; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, node-postgres re-emits an idle connection's error on the pool and the process dies.
    pool.on('error', (error) => options.onIdleError?.(error));
    try {
      await migrateOnce(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir === 'memory') {
      client = new PGlite();
    } else {
      fs.mkdirSync(options.pgliteDir, { recursive: true });
      client = new PGlite(options.pgliteDir);
    }
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  const owned = client;
  return { db: db as unknown as Db, engine: 'pglite', close: () => owned.close() };
}

/** Any constant shared by every instance: the advisory lock taken while migrations run. */
const MIGRATION_LOCK = 4_170_523_911;

/**
 * Runs the migrations under a PostgreSQL advisory lock: instances started together on a new database would
 * otherwise both create the same tables and one would fail. The others wait, then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
