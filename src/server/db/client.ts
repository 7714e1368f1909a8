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
  | { url: string }
  /** A directory for PGlite's files, or 'memory' for a throwaway database. */
  | { pgliteDir: string | 'memory'; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
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

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
