/** Documents, shown as 'Downloads' (spec §3 Document). `type` is derived from the file's content. */
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';
import { files } from './files';

export const documents = pgTable('documents', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  type: text().notNull(),
  fileId: uuid()
    .notNull()
    .references(() => files.id),
  isVisible: boolean().notNull().default(true),
  createdOn: createdOn(),
});
