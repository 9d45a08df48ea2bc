/** Countries for address pickers, by name. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { countries } from '../db/schema';

/** Every country `{id, name, twoLetterCode}`, by name (a prepared query). */
export const listCountries = (db: Database) =>
  preparedQuery(db, 'countries_by_name', (name) =>
    db.select().from(countries).orderBy(asc(countries.name)).prepare(name),
  ).execute();
