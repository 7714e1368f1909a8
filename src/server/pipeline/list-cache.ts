// Cached list answers. Listing a gallery reads and presents every entity (about 10 ms for 50 NPCs on PGlite), far
// more than checking whether the list changed: a trigger raises a version per user and kind with every change
// (migration 0005), so the answer, serialized once, is reused while its version stands, and its ETag lets the
// browser revalidate with a 304. Read the version before the rows: a change between them leaves an entry under
// the old version, which the next read replaces, never a stale entry under the new one. Pages of a list
// (decision 017) are cached the same way, each under its own key and the list's version.
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { listVersions } from '../db/schema.js';

/**
 * The version of a user's list of a kind as SQL over the user's id column (0 before the first entity), so the list
 * route reads it in the session's query (`requireUserWith`) instead of a query of its own.
 */
export function listVersionSql(kind: string): (ownerId: AnyColumn) => SQL<number> {
  return (ownerId) =>
    sql`coalesce((select ${listVersions.version} from ${listVersions} where ${listVersions.ownerId} = ${ownerId} and ${listVersions.kind} = ${kind}), 0)`.mapWith(
      Number,
    );
}

type Entry = { version: number; body: string };

export class ListCache {
  /** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The version of a user's list of a kind (0 before the first entity). */
  async version(db: Db, ownerId: number, kind: string): Promise<number> {
    const [row] = await db
      .select({ version: listVersions.version })
      .from(listVersions)
      .where(and(eq(listVersions.ownerId, ownerId), eq(listVersions.kind, kind)));
    return row ? Number(row.version) : 0;
  }

  /** The answer for this list at this version: cached, or built by `read` and cached. */
  async body(key: string, version: number, read: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const body = await read();
    this.store(key, { version, body });
    return body;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    if (entry.body.length > this.maxBytes / 4) return; // a giant list is not worth evicting everyone else for
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}
