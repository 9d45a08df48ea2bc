/**
 * Stored preferences (docs/api/preferences.md): each staff member's entries of the SPA's store, keyed
 * by the access token's `sub` (an Auth0 user id or an embedded account's id), and the saved searches
 * shared with the club. Values are JSON text: stored as given, never parsed by the database.
 */
import { integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';

export const staffPreferences = pgTable(
  'staff_preferences',
  {
    sub: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    updatedOn: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sub, table.key] })],
);

export const sharedQueries = pgTable(
  'shared_queries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    resource: text().notNull(),
    label: text().notNull(),
    value: text().notNull(),
    ownerSub: text().notNull(),
    ownerEmail: text(),
    createdOn: createdOn(),
  },
  (table) => [unique('shared_queries_resource_label').on(table.resource, table.label)],
);
