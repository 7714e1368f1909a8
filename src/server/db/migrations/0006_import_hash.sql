-- Entities restored by POST /api/import carry the hash of what they were made from, unique per owner, so the same
-- document imported twice adds one entity (decision 018). Generated entities leave it null.
ALTER TABLE "content" ADD COLUMN "import_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_owner_import_hash_key" ON "content" USING btree ("owner_id","import_hash");