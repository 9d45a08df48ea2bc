/**
 * Change notifications (spec §3 Notification: id, type, name, createdOn). Written by the server in the
 * transaction of the change they report. `type` is one of NOTIFICATION_TYPES; `name` is the display
 * name of the changed record; `recordId` (an extension, docs/api.md) the changed record's id in the
 * table of the type's resource, null once that record is deleted.
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

/** The resource (API area and SPA route) of the record each type of notification reports on. */
export const NOTIFICATION_RESOURCES = {
  memberCreated: 'members',
  memberAddressChanged: 'members',
  memberContactChanged: 'members',
  memberDeactivated: 'members',
  memberBlocked: 'members',
  advertCreated: 'adverts',
  orderPlaced: 'orders',
  vendorChanged: 'vendors',
} as const satisfies Record<NotificationType, string>;
export type NotificationResource = (typeof NOTIFICATION_RESOURCES)[NotificationType];

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    type: notificationType().notNull(),
    name: text().notNull(),
    recordId: integer(),
    createdOn: createdOn(),
  },
  (t) => [index().on(t.createdOn), index().on(t.recordId)],
);
