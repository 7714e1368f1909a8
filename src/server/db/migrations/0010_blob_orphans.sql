CREATE TABLE "blob_orphans" (
	"key" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
