/**
 * Change notifications (spec §3 Notification: id, type, name, createdOn). Written by the server in the
 * transaction of the change they report. `type` is one of NOTIFICATION_TYPES; `name` is the display
 * name of the changed record.
 */
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';

export const NOTIFICATION_TYPES = [
  'memberCreated',
  'memberAddressChanged',
  'memberContactChanged',
  'memberDeactivated',
  'memberBlocked',
  'advertCreated',
  'orderPlaced',
  'vendorChanged',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    type: notificationType().notNull(),
    name: text().notNull(),
    createdOn: createdOn(),
  },
  (t) => [index().on(t.createdOn)],
);
