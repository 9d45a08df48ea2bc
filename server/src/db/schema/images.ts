/**
 * Images (spec §3 Image: id, name, location) of adverts, activities, messages and vendors. Exactly one
 * owner column is set; `position` orders an owner's images (0 first). Deleting the owner deletes the row.
 */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { adverts } from './adverts';
import { files } from './files';
import { messages } from './messages';
import { vendors } from './vendors';

export const images = pgTable(
  'images',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    position: integer().notNull().default(0),
    advertId: integer().references(() => adverts.id, { onDelete: 'cascade' }),
    activityId: integer().references(() => activities.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => messages.id, { onDelete: 'cascade' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index().on(t.advertId),
    index().on(t.activityId),
    index().on(t.messageId),
    index().on(t.vendorId),
    check(
      'images_one_owner',
      sql`num_nonnulls(${t.advertId}, ${t.activityId}, ${t.messageId}, ${t.vendorId}) = 1`,
    ),
  ],
);
