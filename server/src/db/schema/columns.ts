/**
 * Column helpers shared by the tables of this folder.
 * `bytea` maps PostgreSQL's bytea to a Node Buffer/Uint8Array on both PGlite and node-postgres.
 */
import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** `created_on timestamptz not null default now()` — set by the database. */
export const createdOn = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Accented letters and their plain forms, folded by search (services/text/searchWords.ts uses the same). */
export const ACCENTED = 'áàâäãåçéèêëíìîïñóòôöõøúùûüýÿ';
export const PLAIN = 'aaaaaaceeeeiiiinoooooouuuuyy';

/**
 * A generated `search_text` column: the given columns joined with '|', lower case, accents folded,
 * spaces removed — so "Van de Walle" is found by "vandewalle" and "Séverine" by "severine".
 */
export const searchText = (...columns: string[]) =>
  text()
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `translate(lower(replace(${columns.join(` || '|' || `)}, ' ', '')), '${ACCENTED}', '${PLAIN}')`,
      ),
    );
