/**
 * Vendors (spec §3 Vendor): a member who sells; name and contact data come from the member. One vendor
 * per member (docs/api/vendors.md), kept by a unique index.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';
import { members } from './members';

export const vendors = pgTable('vendors', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  memberId: integer()
    .notNull()
    .unique()
    .references(() => members.id),
  message: text().notNull().default(''),
  createdOn: createdOn(),
});
