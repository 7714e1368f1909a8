CREATE TABLE "credit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"kind" text,
	"content_id" integer,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_sign_ins" (
	"user_id" integer NOT NULL,
	"marker" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_sign_ins_user_id_marker_pk" PRIMARY KEY("user_id","marker")
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "fingerprints" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "image_bytes" integer;--> statement-breakpoint
ALTER TABLE "credit_events" ADD CONSTRAINT "credit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_sign_ins" ADD CONSTRAINT "trusted_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_events_user_created_idx" ON "credit_events" USING btree ("user_id","created_at");