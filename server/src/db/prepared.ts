/**
 * Hot queries built once (docs/decisions.md "Lists as they open are prepared statements"): Drizzle
 * builds the SQL text a single time, and for a prepared query PostgreSQL parses and plans it once per
 * connection (a named prepared statement), instead of both on every request. A built query
 * ({@link builtQuery}) is planned on every run, with its values.
 */
import type { Database } from './client';

const byDatabase = new WeakMap<Database, Map<string, unknown>>();
const preparedTexts = new Set<string>();

/** True when `sql` is the text of a query prepared by {@link preparedQuery} (for LOG_SQL_FILE). */
export const isPreparedText = (sql: string) => preparedTexts.has(sql);

/** The query cached as `key` on `db`: `build()` on the first call for this database handle, the same after. */
function cached<Q>(db: Database, key: string, build: () => Q): Q {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(key) as Q | undefined;
  if (query === undefined) {
    query = build();
    queries.set(key, query);
  }
  return query;
}

/**
 * The query prepared as `name` on `db`: `build(name)` (a Drizzle query ending in `.prepare(name)`, or a
 * db/wireRows.ts `wireQuery` given `name`) on the first call for this database handle, the same prepared
 * query after. `name` must tell apart every SQL text the call site can build (a sort field and order, a
 * filter present or not); values that change only the parameters are `sql.placeholder`s, given to
 * `execute`. Each app and test database has its own.
 */
export function preparedQuery<Q extends { getQuery(): { sql: string } }>(
  db: Database,
  name: string,
  build: (name: string) => Q,
): Q {
  return cached(db, name, () => {
    const query = build(name);
    preparedTexts.add(query.getQuery().sql);
    return query;
  });
}

/**
 * The query built as `key` on `db` by `build()` (an unnamed db/wireRows.ts `wireQuery`, or several in
 * an object) on the first call for this database handle, the same after; `key` must tell apart every
 * SQL text the call site can build. Unlike {@link preparedQuery}, PostgreSQL parses and plans it on
 * every run, with that run's values: for a search, whose words decide which index serves it best.
 */
export function builtQuery<Q>(db: Database, key: string, build: () => Q): Q {
  return cached(db, `built ${key}`, build);
}
