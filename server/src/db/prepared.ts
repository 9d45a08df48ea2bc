/**
 * Hot queries prepared once (docs/decisions.md "A cheaper request"): Drizzle builds the SQL text a
 * single time and PostgreSQL parses and plans it once per connection (a named prepared statement),
 * instead of both on every request.
 */
import type { Database } from './client';

/**
 * `build(db)` (ending in `.prepare(name)`) made once per database handle and then reused; the handle
 * is the key, so each app and test database gets its own.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
