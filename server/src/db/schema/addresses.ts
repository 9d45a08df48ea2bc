/**
 * Postal addresses (spec §3 Address) of members and, optionally, board members. `likenessAddress`: the
 * address folded for finding doubles (services/members/doubles.ts; SQL function `likeness_address` of
 * migration 0016), '' without a street.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    street: text().notNull().default(''),
    number: text().notNull().default(''),
    box: text().notNull().default(''),
    zipcode: text().notNull().default(''),
    city: text().notNull().default(''),
    countryId: integer().references(() => countries.id),
    likenessAddress: text().generatedAlwaysAs(sql`likeness_address(street, number, box, zipcode)`),
  },
  (t) => [index('addresses_likeness_index').on(t.likenessAddress).where(sql`likeness_address <> ''`)],
);
