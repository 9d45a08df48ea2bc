-- Member search in one indexed place (docs/decisions.md "Lists at any size"): members.search_text now
-- also holds the postcode and town of the member's address, kept in step by triggers, so one pg_trgm
-- index (db/indexes.ts, built outside this transaction) serves every word of a search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "members_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := translate(lower(replace(concat_ws('|', NEW.tribe_number, NEW.first_name, NEW.last_name,
    NEW.email, (SELECT a.zipcode || '|' || a.city FROM addresses a WHERE a.id = NEW.address_id)), ' ', '')),
    'áàâäãåçéèêëíìîïñóòôöõøúùûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_search_text" BEFORE INSERT OR UPDATE OF "tribe_number", "first_name", "last_name", "email", "address_id"
  ON "members" FOR EACH ROW EXECUTE FUNCTION "members_search_text"();--> statement-breakpoint
CREATE FUNCTION "addresses_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET address_id = address_id WHERE address_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "addresses_search_text" AFTER UPDATE OF "zipcode", "city" ON "addresses"
  FOR EACH ROW EXECUTE FUNCTION "addresses_search_text"();--> statement-breakpoint
UPDATE "members" SET "address_id" = "address_id";
