/** Notifications (spec §3 Notification, §7 Notifications). */
import { type Static, Type } from 'typebox';
import { NOTIFICATION_RESOURCES, NOTIFICATION_TYPES } from '../db/schema/notifications';
import { Count, IdList, MAX_ID } from './common';

/**
 * A change notification of `GET /Notifications` (spec §3; `isSelected` stays client-side), with the
 * extension `resource` and `recordId`: where the changed record is (null once it was deleted).
 */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.Enum([...NOTIFICATION_TYPES]),
  name: Type.String(),
  createdOn: Type.String({ format: 'date-time' }),
  resource: Type.Enum([...new Set(Object.values(NOTIFICATION_RESOURCES))], {
    description: "Extension: the changed record's area (members, adverts, orders, vendors).",
  }),
  recordId: Type.Union([Type.Integer(), Type.Null()], {
    description: "Extension: the changed record's id in that area; null once the record was deleted.",
  }),
});
export type Notification = Static<typeof Notification>;

/** The query of `GET /Notifications?take&skip` (spec §5: both required; the SPA asks take 200, skip 0). */
export const NotificationListQuery = Type.Object({
  take: Count(1000, 'How many, newest first (spec: 200).'),
  skip: Count(MAX_ID),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/** The JSON body of `DELETE /Notifications`: the ids to delete. */
export const NotificationIds = IdList('The ids of the notifications to delete.');
export type NotificationIds = Static<typeof NotificationIds>;
