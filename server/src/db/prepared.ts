/**
 * Hot queries prepared once (docs/decisions.md "A cheaper request"): Drizzle builds the SQL text a
 * single time and PostgreSQL parses and plans it once per connection (a named prepared statement),
 * instead of both on every request.
 */
import type { Database } from './client';

const byDatabase = new WeakMap<Database, Map<string, unknown>>();
const preparedTexts = new Set<string>();

/** True when `sql` is the text of a query prepared by {@link preparedQuery} (for LOG_SQL_FILE). */
export const isPreparedText = (sql: string) => preparedTexts.has(sql);

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
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(name);
    queries.set(name, query);
    preparedTexts.add(query.getQuery().sql);
  }
  return query;
}
