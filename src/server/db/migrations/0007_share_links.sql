-- Share links (decision 019): one public read-only link per entity, stored as the sha256 of its token, gone with
-- the entity (ON DELETE CASCADE) or when revoked (the row is deleted).
CREATE TABLE "share_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"player_view" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_content_id_key" ON "share_links" USING btree ("content_id");