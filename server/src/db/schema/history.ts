/**
 * The audit trail (docs/api/history.md): one row per change made through the API, written in the
 * transaction of the change and never updated or deleted by the API — except that erasing a member
 * (docs/privacy.md) replaces their personal values. `changes` holds `[{field, old, new}]` with wire
 * field names (`tribeNumber`, `address.zipcode`); `importId` ties a member import's entries together.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';

/** One changed field: its wire name and the values before and after (null when absent). */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** A persisted member import (PUT /Members/import?persist=true), undone at most once. */
export const memberImports = pgTable('member_imports', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  at: createdOn(),
  actorSub: text().notNull(),
  actorEmail: text(),
  fileName: text().notNull(),
  created: integer().notNull(),
  updated: integer().notNull(),
  undoneAt: timestamp({ withTimezone: true, mode: 'date' }),
});

export const history = pgTable(
  'history',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: createdOn(),
    actorSub: text().notNull(),
    actorEmail: text(),
    resource: text().notNull(),
    recordId: integer().notNull(),
    action: text().notNull(),
    changes: jsonb().$type<FieldChange[]>().notNull(),
    importId: integer().references(() => memberImports.id),
  },
  (t) => [
    index().on(t.resource, t.recordId, t.at.desc(), t.id.desc()),
    index().on(t.at.desc(), t.id.desc()),
    index().on(t.actorSub),
    index().on(t.importId),
  ],
);
