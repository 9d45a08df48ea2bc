/**
 * Extra recipients of the printed revue (docs/api/revue.md): other clubs, sponsors, the federation —
 * addressees that are not members. Each gets `copies` copies of every issue, at an address stored
 * inline (a recipient has exactly one). `countryId` null reads as Belgium.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';
import { countries } from './countries';

export const revueRecipients = pgTable('revue_recipients', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  street: text().notNull().default(''),
  number: text().notNull().default(''),
  box: text().notNull().default(''),
  zipcode: text().notNull().default(''),
  city: text().notNull().default(''),
  countryId: integer().references(() => countries.id),
  copies: integer().notNull().default(1),
  createdOn: createdOn(),
});
