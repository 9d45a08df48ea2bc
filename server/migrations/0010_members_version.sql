-- The members' version (docs/decisions.md "Lists at any size"): one row, a new random value at the
-- commit of every transaction that writes members, so a member search can keep its count while the
-- members are as they were. The trigger is deferred: it takes the row's lock as the transaction
-- commits, after its other locks, so writers wait for each other only that long and never deadlock
-- on it; it writes the row once per transaction however many members the transaction wrote.
CREATE TABLE "members_version" (
	"version" uuid NOT NULL
);--> statement-breakpoint
INSERT INTO "members_version" ("version") VALUES (gen_random_uuid());--> statement-breakpoint
CREATE FUNCTION "members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.members_version_xact', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    UPDATE "members_version" SET "version" = gen_random_uuid();
    PERFORM set_config('club.members_version_xact', pg_current_xact_id()::text, true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "members_version" AFTER INSERT OR UPDATE OR DELETE ON "members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "members_version"();--> statement-breakpoint
CREATE TRIGGER "members_version_truncate" AFTER TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "members_version"();
