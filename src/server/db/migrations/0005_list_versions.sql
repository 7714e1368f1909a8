CREATE TABLE "list_versions" (
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "list_versions_owner_id_kind_pk" PRIMARY KEY("owner_id","kind")
);
--> statement-breakpoint
ALTER TABLE "list_versions" ADD CONSTRAINT "list_versions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every insert, change or deletion of an entity raises its owner's list version for that kind, in the same
-- transaction, so a cached list answer is never served after the list changed (pipeline/list-cache.ts).
CREATE FUNCTION bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO list_versions (owner_id, kind) VALUES (NEW.owner_id, NEW.kind)
    ON CONFLICT (owner_id, kind) DO UPDATE SET version = list_versions.version + 1;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.owner_id <> NEW.owner_id OR OLD.kind <> NEW.kind)) THEN
    UPDATE list_versions SET version = version + 1 WHERE owner_id = OLD.owner_id AND kind = OLD.kind;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_list_version AFTER INSERT OR UPDATE OR DELETE ON content
FOR EACH ROW EXECUTE FUNCTION bump_list_version();
