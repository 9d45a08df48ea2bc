/**
 * Activities (spec §3 Activity). `locationId` null is sent as 0 on the wire (spec §5); the free
 * address lines and coordinates then describe the place. `info` is sanitised rich text (HTML).
 */
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';
import { locations } from './locations';

export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    info: text().notNull().default(''),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    addressLine1: text().notNull().default(''),
    addressLine2: text().notNull().default(''),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    startDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    isVisible: boolean().notNull().default(true),
    createdOn: createdOn(),
  },
  (t) => [index().on(t.startDate)],
);
