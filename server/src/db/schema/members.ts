/**
 * Members (spec §3 Member, Contact; §4 isActive/isBlocked). The contact is stored inline; the address
 * in `addresses`. Display flags say which personal data the member allows the club to publish.
 * `searchText` (generated) holds tribe number, names and email folded for search (see columns.ts).
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { createdOn, searchText } from './columns';

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
    lastLogin: timestamp({ withTimezone: true, mode: 'date' }),
    createdOn: createdOn(),
    searchText: searchText('tribe_number', 'first_name', 'last_name', 'email'),
  },
  (t) => [index().on(t.lastName, t.firstName), index().on(t.isActive)],
);
