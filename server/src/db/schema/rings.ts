/** The ring catalogue: closed leg rings per year and size. Size in tenths of a millimetre avoids floats. */
import { integer, pgTable, unique } from 'drizzle-orm/pg-core';

export const rings = pgTable(
  'rings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    year: integer().notNull(),
    sizeTenthMm: integer().notNull(),
    priceCents: integer().notNull(),
  },
  (t) => [unique().on(t.year, t.sizeTenthMm)],
);
