-- The search index takes each entity as it is written (issue 13, decision 024): with GIN's fast update, rows wait in a
-- pending list that every search reads through until a vacuum merges it, and PGlite (the embedded default) has no
-- autovacuum. After a bulk import or 10,000 seeded rows the planner priced the index out and a name lookup read the
-- whole user's rows (43 ms against 2 ms). Writes are a few a minute; searches are many.
ALTER INDEX "content_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('content_search_idx'::regclass);
