/** Countries for address pickers, by name. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { countries } from '../db/schema';

const countriesByName = preparedPerDatabase((db) =>
  db.select().from(countries).orderBy(asc(countries.name)).prepare('countries_by_name'),
);

/** Every country `{id, name, twoLetterCode}`, by name (a prepared query). */
export const listCountries = (db: Database) => countriesByName(db).execute();
