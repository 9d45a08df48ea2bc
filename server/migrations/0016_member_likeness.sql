-- Likely doubles among members (docs/decisions.md "Likely doubles"; services/members/doubles.ts). The
-- hand-written part, together here: the SQL functions that fold a member's name, e-mail, phone and
-- address into the keys the rule compares — the one place the normalisation is written. They are
-- IMMUTABLE with SQL-standard bodies (bound when created, so a restore's empty search_path finds them),
-- and the generated columns and indexes drizzle-kit wrote below keep the keys of every row.
--   likeness_fold: lower case, accents removed.
--   likeness_name: "first last" folded, punctuation as spaces, a name particle joined to the word after
--     it ("Van den Broeck" and "Vandenbroeck" both "vandenbroeck"); pg_trgm compares per word, so
--     "Jan Peeters" and "Peeters Jan" are alike.
--   likeness_email: trimmed, lower case.
--   likeness_phone: the last 8 digits ("0475 12 34 56" and "+32 475 12 34 56" meet), '' under 8 digits.
--   likeness_address: street, number and box folded, the abbreviations str. (straat), stwg. (steenweg),
--     ln. (laan), pl. (plein) and st. (sint) written out, bus/bte/box dropped, everything but letters
--     and digits dropped, then '|' and the postcode: "Kerkstr. 5" and "Kerkstraat 5" meet. '' without
--     a street.
CREATE FUNCTION "likeness_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(value), 'áàâäãåçéèêëíìîïñóòôöõøúùûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy');--> statement-breakpoint
CREATE FUNCTION "likeness_name"(first_name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(
    trim(regexp_replace(likeness_fold(first_name || ' ' || last_name), '[^a-z0-9]+', ' ', 'g')),
    '\m(van|von|de|den|der|ter|ten|te|vande|vanden|vander|le|la|du|d) ', '\1', 'g');--> statement-breakpoint
CREATE FUNCTION "likeness_email"(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(trim(email));--> statement-breakpoint
CREATE FUNCTION "likeness_phone"(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 8
    THEN right(regexp_replace(phone, '[^0-9]', '', 'g'), 8) ELSE '' END;--> statement-breakpoint
CREATE FUNCTION "likeness_address"(street text, number text, box text, zipcode text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN trim(street) = '' THEN '' ELSE
    regexp_replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        likeness_fold(street || ' ' || number || ' ' || box),
        'str\M\.?', 'straat', 'g'),
        'stwg\M\.?', 'steenweg', 'g'),
        '\mln\M\.?', 'laan', 'g'),
        '\mpl\M\.?', 'plein', 'g'),
        '\m(bus|bte|box)\M', '', 'g'),
        '\mst\M\.?', 'sint', 'g'),
      '[^a-z0-9]', '', 'g')
    || '|' || regexp_replace(lower(zipcode), '[^a-z0-9]', '', 'g') END;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "likeness_address" text GENERATED ALWAYS AS (likeness_address(street, number, box, zipcode)) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "likeness_name" text GENERATED ALWAYS AS (likeness_name(first_name, last_name)) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "likeness_email" text GENERATED ALWAYS AS (likeness_email(email)) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "likeness_phone" text GENERATED ALWAYS AS (likeness_phone(phone_number)) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "likeness_mobile" text GENERATED ALWAYS AS (likeness_phone(mobile_phone_number)) STORED;--> statement-breakpoint
CREATE INDEX "addresses_likeness_index" ON "addresses" USING btree ("likeness_address") WHERE likeness_address <> '';--> statement-breakpoint
CREATE INDEX "members_address_index" ON "members" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "members_likeness_email_index" ON "members" USING btree ("likeness_email") WHERE likeness_email <> '';--> statement-breakpoint
CREATE INDEX "members_likeness_phone_index" ON "members" USING btree ("likeness_phone") WHERE likeness_phone <> '';--> statement-breakpoint
CREATE INDEX "members_likeness_mobile_index" ON "members" USING btree ("likeness_mobile") WHERE likeness_mobile <> '';
