/**
 * Column helpers shared by the tables of this folder.
 * `bytea` maps PostgreSQL's bytea to a Node Buffer/Uint8Array on both PGlite and node-postgres.
 */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** `created_on timestamptz not null default now()` — set by the database. */
export const createdOn = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Accented letters and their plain forms, folded by search (services/text/searchWords.ts uses the same). */
export const ACCENTED = 'áàâäãåçéèêëíìîïñóòôöõøúùûüýÿ';
export const PLAIN = 'aaaaaaceeeeiiiinoooooouuuuyy';
