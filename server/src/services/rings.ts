/** The ring catalogue (spec §7 GET /Rings; docs/api/orders.md): sizes leave in millimetres. */
import { asc, desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rings } from '../db/schema';

/** Millimetres of a ring size stored in tenths of a millimetre (4.2 mm is stored as 42). */
export const toMm = (sizeTenthMm: number) => sizeTenthMm / 10;

/** `[{id, year, sizeMm, priceCents}]`, by year (newest first), then size. */
export async function listRings(db: Database) {
  const rows = await db.select().from(rings).orderBy(desc(rings.year), asc(rings.sizeTenthMm));
  return rows.map(({ sizeTenthMm, ...ring }) => ({ ...ring, sizeMm: toMm(sizeTenthMm) }));
}
