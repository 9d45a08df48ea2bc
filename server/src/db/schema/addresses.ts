/** Postal addresses (spec §3 Address) of members and, optionally, board members. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';

export const addresses = pgTable('addresses', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  street: text().notNull().default(''),
  number: text().notNull().default(''),
  box: text().notNull().default(''),
  zipcode: text().notNull().default(''),
  city: text().notNull().default(''),
  countryId: integer().references(() => countries.id),
});
