/** Countries (spec §3 Country: id, name, twoLetterCode). Seeded; referenced by addresses. */
import { char, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  twoLetterCode: char({ length: 2 }).notNull().unique(),
});
