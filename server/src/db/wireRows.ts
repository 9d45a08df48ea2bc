/**
 * List rows that leave the database in their wire shape and reach the serializer as the driver made
 * them (docs/decisions.md "List rows in their wire shape"). Drizzle maps every row of a select from
 * an array to an object, column by column; for a page of 25 to 200 rows that mapping cost more than
 * the rest of the request's own code. A select whose fields are {@link wireFields} — each aliased to
 * its wire name, each read as the driver gives it — is run by {@link wireQuery} through Drizzle's
 * session without that mapping: node-postgres and PGlite build the row objects themselves, with the
 * same type parsers Drizzle gives them.
 */
import { type Column, is, type Query, SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Drizzle column types whose value is the driver's value as it comes (the text, integer, boolean, enum
 * and string-mode date columns of our schema). Any other column (a Date, a bigint as number) is
 * refused by {@link wireFields}: wrap it in an SQL expression that reads its wire form (wireValues.ts).
 */
const AS_THE_DRIVER_GIVES = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgText',
  'PgVarchar',
  'PgBoolean',
  'PgEnumColumn',
  'PgDateString',
]);

/** The wire type of a field: a column's data (null allowed unless it is not null), an SQL expression's type. */
type WireValue<F> = F extends Column
  ? F['_']['notNull'] extends true
    ? F['_']['data']
    : F['_']['data'] | null
  : F extends SQL<infer T>
    ? T
    : never;

/**
 * `fields` (wire name → column or SQL expression) as a select's fields, each aliased to its wire
 * name, so the driver's row objects carry the wire names. Throws for a column whose driver value is
 * not its wire value (see {@link AS_THE_DRIVER_GIVES}).
 */
export function wireFields<F extends Record<string, Column | SQL>>(
  fields: F,
): { [K in keyof F]: SQL.Aliased<WireValue<F[K]>> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      if (!is(field, SQL) && !AS_THE_DRIVER_GIVES.has(field.columnType))
        throw new Error(`wireFields: ${name} is a ${field.columnType}; read its wire form in SQL`);
      return [name, sql`${field}`.as(name)];
    }),
  ) as { [K in keyof F]: SQL.Aliased<WireValue<F[K]>> };
}

/** A query run by {@link wireQuery}: `execute` answers its rows; `getQuery` its SQL (db/prepared.ts). */
export interface WireQuery<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
  getQuery(): Query;
}

/**
 * `select` (a Drizzle select over {@link wireFields}, with `sql.placeholder`s for the values that
 * change) prepared on `db`'s session without row mapping: `execute(values)` answers the driver's row
 * objects, typed as the select's rows. `name` makes it a named prepared statement on PostgreSQL
 * (parsed and planned once per connection; use it through db/prepared.ts `preparedQuery`); without a
 * name each call is parsed anew. Errors are Drizzle's `DrizzleQueryError`, as for any Drizzle query.
 */
export function wireQuery<Row>(
  db: Database,
  select: { toSQL(): Query; execute(): Promise<Row[]> },
  name?: string,
): WireQuery<Row> {
  const query = select.toSQL();
  const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
    query,
    undefined,
    name,
    false,
  );
  return {
    execute: async (values) => (await prepared.execute(values)).rows,
    getQuery: () => query,
  };
}

/**
 * The rows of raw SQL `query` run on `db`, as the driver builds them (node-postgres and PGlite both
 * answer `{rows}`), for statements Drizzle's builders do not write (an array parameter, `unnest`).
 */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
