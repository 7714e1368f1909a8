// One search over every kind (decision 024): PostgreSQL full-text search on `content.search` (name, tags and text,
// weighted A, B, C; GIN-indexed), each word a prefix so the palette finds 'thieves' from 'thie'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SearchAnswer, SearchHit } from '../../shared/world.js';
import type { Db } from '../db/client.js';
import { content } from '../db/schema.js';
import { imageAddress } from '../pipeline/present.js';
import type { KindRegistry } from '../pipeline/registry.js';
import { kindNamed } from './links.js';

/** The words of a query, as the search matches them: letters and digits only, so nothing is tsquery syntax. */
export function searchWords(q: string): string[] {
  return [...new Set((q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12))];
}

/** Every string of a record but its name, in order, for the excerpt. */
function* textsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* textsOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* textsOf(item);
}

const EXCERPT_CHARS = 140;

/**
 * A short plain excerpt around the first word of the record that starts like a query word (the stem: its first
 * five letters, so 'thieves' finds 'thief'), or '' when only the name matched.
 */
export function excerptOf(data: Record<string, unknown>, words: string[]): string {
  const { name: _name, ...rest } = data;
  const stems = words.map((word) => word.slice(0, Math.max(3, Math.min(5, word.length))));
  for (const text of textsOf(rest)) {
    const lower = text.toLowerCase();
    let at = -1;
    for (const stem of stems) {
      const found = lower.search(new RegExp(`(?<![\\p{L}\\p{N}])${stem}`, 'u'));
      if (found >= 0 && (at < 0 || found < at)) at = found;
    }
    if (at < 0) continue;
    const from = Math.max(0, at - 40);
    const start = from === 0 ? 0 : text.indexOf(' ', from) + 1 || from;
    let excerpt = text.slice(start, start + EXCERPT_CHARS);
    if (start + EXCERPT_CHARS < text.length) excerpt = `${excerpt.slice(0, excerpt.lastIndexOf(' '))}…`;
    return start > 0 ? `…${excerpt}` : excerpt;
  }
  return '';
}

/** The user's entities that match every word of `q` (as prefixes), best first; `total` counts every match. */
export async function searchEntities(
  db: Db,
  kinds: KindRegistry,
  userId: number,
  query: { q: string; kinds?: string[]; limit?: number },
): Promise<SearchAnswer> {
  const words = searchWords(query.q);
  if (words.length === 0) return { hits: [], total: 0 };
  const wanted = (query.kinds ?? kinds.all.map((kind) => kind.contract.kind)).map((name) =>
    kindNamed(kinds, name),
  );
  // English drops stop words ('the', 'of', 'a') from the query; a query of nothing else matches them as plain
  // prefixes instead ('the' finds 'theft' and 'Thessaly'), so typing the first letters of a name never finds nothing.
  const prefixes = words.map((word) => `${word}:*`).join(' & ');
  const tsquery = sql`(CASE WHEN numnode(to_tsquery('english', ${prefixes})) > 0 THEN to_tsquery('english', ${prefixes}) ELSE to_tsquery('simple', ${prefixes}) END)`;
  const where = and(
    eq(content.ownerId, userId),
    inArray(
      content.kind,
      wanted.map((kind) => kind.contract.kind),
    ),
    sql`search @@ ${tsquery}`,
  );
  // One pass over the matches ranks them and counts them (the window's count is taken before the limit): a common
  // word matches a large share of the rows, where the planner rightly scans the table, and a second query for the
  // count would scan it again (twice the time at 10,000 entities; search-scale.test.ts).
  const rows = await db
    .select({
      id: content.id,
      kind: content.kind,
      name: content.name,
      data: content.data,
      imageKey: content.imageKey,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(content)
    .where(where)
    .orderBy(sql`ts_rank_cd(search, ${tsquery}) DESC`, sql`${content.updatedAt} DESC`, content.id)
    .limit(query.limit ?? 20);
  const hits: SearchHit[] = rows.map((row) => {
    const { contract } = kinds.byKind(row.kind);
    return {
      kind: contract.kind,
      label: contract.label,
      apiBase: contract.apiBase,
      id: row.id,
      name: row.name,
      excerpt: excerptOf(row.data, words),
      imageUrl: imageAddress(contract, row),
      tags: Array.isArray(row.data.tags) ? row.data.tags.filter((tag) => typeof tag === 'string') : [],
    };
  });
  return { hits, total: rows[0]?.total ?? 0 };
}
