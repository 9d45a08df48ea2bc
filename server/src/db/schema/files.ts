/**
 * Stored files (uploads): images and documents point here. Ids are random UUIDs, so /media/{id}
 * addresses cannot be guessed. Sizes in bytes. The bytes themselves are blobs of the blob store
 * (services/storage/blobs.ts), keyed by `sha256`, the lowercase hex SHA-256 of the bytes: on PGlite a
 * folder beside the database, on PostgreSQL the table `file_blobs` below.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdOn } from './columns';

export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    createdOn: createdOn(),
  },
  (table) => [index('files_sha256_idx').on(table.sha256)],
);

/**
 * The blob store on PostgreSQL: each blob in parts of at most 1 MB (`part` 0, 1, …), written in one
 * transaction and read over a pool of its own. `key` is the SHA-256 of an upload, or
 * `<sha256>-<rendition>` for a rendition made from it; `stored_on` is set again when the same blob is
 * stored again (the sweep spares blobs stored in the last minutes).
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    key: text().notNull(),
    part: integer().notNull(),
    data: bytea().notNull(),
    storedOn: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.part] })],
);
