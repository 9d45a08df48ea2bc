/** Countries for address pickers, by name. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries } from '../db/schema';

export function listCountries(db: Database) {
  return db.select().from(countries).orderBy(asc(countries.name));
}
