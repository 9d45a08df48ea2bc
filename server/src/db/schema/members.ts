/**
 * Members (spec §3 Member, Contact; §4 isActive/isBlocked). The contact is stored inline; the address
 * in `addresses`. Display flags say which personal data the member allows the club to publish.
 * `searchText` holds tribe number, names, email, postcode and town folded for search (lower case,
 * accents and spaces removed, '|' between them), kept in step by the trigger `members_search_text`
 * and, when an address changes, `addresses_search_text` (migration 0004); a pg_trgm index serves it
 * (db/indexes.ts).
 * `receivesRevue`: the member gets the printed revue (docs/api/revue.md). `deactivatedOn` (the last time
 * the member became inactive, null while active) and `addressChangedOn` (the last change of the
 * address) tell what changed since the previous issue of the revue; both are set by
 * services/members/store.ts, and migration 0005 took them over from the notifications it found.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { createdOn } from './columns';
import { membershipKinds } from './membership';

export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    tribeNumber: text().notNull().unique(),
    addressId: integer().references(() => addresses.id),
    email: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    mobilePhoneNumber: text().notNull().default(''),
    fax: text().notNull().default(''),
    website: text().notNull().default(''),
    exposeEmail: boolean().notNull().default(false),
    exposeAddress: boolean().notNull().default(false),
    exposePhone: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    isBlocked: boolean().notNull().default(false),
    receivesRevue: boolean().notNull().default(true),
    /** The kind of membership (issue K); null: the default kind. */
    membershipKindId: integer().references(() => membershipKinds.id, { onDelete: 'set null' }),
    /** The language of the member's letters and mails (issue K), one of LANGUAGES. */
    language: text().notNull().default('nl'),
    lastLogin: timestamp({ withTimezone: true, mode: 'date' }),
    createdOn: createdOn(),
    deactivatedOn: timestamp({ withTimezone: true, mode: 'date' }),
    addressChangedOn: timestamp({ withTimezone: true, mode: 'date' }),
    searchText: text().notNull().default(''),
    /**
     * The likeness keys of doubles (services/members/doubles.ts; the SQL functions `likeness_*` of
     * migration 0016): the folded name, compared by pg_trgm similarity, and the e-mail and phones,
     * compared for equality ('' when there is nothing to compare).
     */
    likenessName: text().generatedAlwaysAs(sql`likeness_name(first_name, last_name)`),
    likenessEmail: text().generatedAlwaysAs(sql`likeness_email(email)`),
    likenessPhone: text().generatedAlwaysAs(sql`likeness_phone(phone_number)`),
    likenessMobile: text().generatedAlwaysAs(sql`likeness_phone(mobile_phone_number)`),
  },
  (t) => [
    index().on(t.lastName, t.firstName),
    index().on(t.isActive),
    // The members at an address, for the likely doubles (services/members/doubles.ts).
    index('members_address_index').on(t.addressId),
    index('members_likeness_email_index').on(t.likenessEmail).where(sql`likeness_email <> ''`),
    index('members_likeness_phone_index').on(t.likenessPhone).where(sql`likeness_phone <> ''`),
    index('members_likeness_mobile_index').on(t.likenessMobile).where(sql`likeness_mobile <> ''`),
  ],
);

/**
 * The members' version: one row, given a new random value in every transaction that inserts, updates,
 * deletes or truncates members, as it commits (triggers `members_version`, migration 0010). A query
 * that reads it with members sees the version of exactly the members it read, so a result kept with
 * it holds while it is unchanged (services/members/queries.ts, the search's counted matches). Random,
 * not a counter: a restored backup brings back its own value with its own members.
 */
export const membersVersion = pgTable('members_version', { version: uuid().notNull() });
