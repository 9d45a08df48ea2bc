/**
 * SQL expressions that read a value in the form the API sends it, so a list's rows leave the
 * database in their wire shape and go to the serializer as they are (docs/decisions.md "List rows in
 * their wire shape"): no Date made and formatted again in JavaScript for every row.
 */
import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A `timestamp with time zone` as ISO 8601 text in UTC with milliseconds, the text JavaScript's
 * `Date.prototype.toISOString()` gives for the same instant (`2026-11-24T09:05:00.123Z`; the
 * microseconds PostgreSQL keeps are cut, as `Date` cuts them). Years 1–9999. Null stays null
 * (the type is `string | null` for a nullable column).
 */
export const isoTimestamp = <C extends AnyColumn>(column: C) =>
  sql<
    C['_']['notNull'] extends true ? string : string | null
  >`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
