CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "locked" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_from_id_content_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_to_id_content_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "links_from_to_relation_key" ON "links" USING btree ("from_id","to_id","relation");--> statement-breakpoint
CREATE INDEX "links_to_id_idx" ON "links" USING btree ("to_id");--> statement-breakpoint
-- What GET /api/search finds an entity by, kept by PostgreSQL itself on every write: the name (weight A), the tags
-- (B) and every other text of the record (C). Not in schema.ts, so no `select()` reads it by accident (decision 024).
ALTER TABLE "content" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(jsonb_to_tsvector('english'::regconfig, coalesce("data"->'tags', '[]'::jsonb), '["string"]'), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, "data", '["string"]'), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "content_search_idx" ON "content" USING gin ("search");
