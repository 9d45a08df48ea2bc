/** Stored places for activities (spec §3 Location). Coordinates in decimal degrees (WGS 84). */
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const locations = pgTable('locations', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  info: text().notNull().default(''),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
});
