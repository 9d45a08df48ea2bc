/**
 * PGlite as Drizzle gets it, without the cost of Drizzle's per-query type parsers (docs/decisions.md
 * "PGlite without per-query parsers"). Drizzle (drizzle-orm/pglite) passes `parsers` with every query so
 * that dates, timestamps, intervals and a few array types arrive as text; PGlite then copies its whole
 * table of parsers — one per array type, some hundreds — for that one query: about 100 µs a query,
 * as much as PGlite takes to run a page of the member list. Here PGlite reads those types as text for
 * every query, and Drizzle's per-query parsers are left out.
 */
import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

/** The types Drizzle reads as text (the `parsers` of drizzle-orm/pglite/session.js). */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Queryable = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** `client` (or a transaction of it) whose `query` drops the options' `parsers`; everything else as is. */
function withoutQueryParsers<C extends Queryable>(client: C): C {
  const query = (sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    client.query(sql, params, options?.parsers ? { ...options, parsers: undefined } : options);
  const begin = client.transaction;
  const transaction =
    begin &&
    (<T>(callback: (tx: Transaction) => Promise<T>) =>
      begin.call(client, (tx) => callback(withoutQueryParsers(tx))));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction' && transaction) return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * `client` for `drizzle(…)`: from now on PGlite answers {@link TEXT_TYPES} as text to every query (its
 * array types are read at start, so they are not read again), and the client handed back drops the
 * `parsers` Drizzle gives each query and transaction query. Returns a proxy of `client`
 * (`instanceof PGlite` holds).
 */
export function forDrizzle(client: PGlite): PGlite {
  for (const type of TEXT_TYPES) client.parsers[type] = (value: string) => value;
  return withoutQueryParsers(client);
}
