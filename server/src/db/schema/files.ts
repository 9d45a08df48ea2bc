/**
 * Stored files (the one storage of uploaded bytes): images and documents point here. Ids are random
 * UUIDs, so /media/{id} addresses cannot be guessed. Sizes in bytes.
 */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdOn } from './columns';

export const files = pgTable('files', {
  id: uuid().primaryKey().defaultRandom(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  data: bytea().notNull(),
  createdOn: createdOn(),
});
