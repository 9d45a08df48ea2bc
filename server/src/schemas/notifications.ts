/** Notifications (spec §3 Notification, §7 Notifications). */
import { Type } from 'typebox';
import { NOTIFICATION_TYPES } from '../db/schema/notifications';

export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.Enum([...NOTIFICATION_TYPES]),
  name: Type.String(),
  createdOn: Type.String({ format: 'date-time' }),
});

export const NotificationListQuery = Type.Object({
  take: Type.Integer({ minimum: 0, maximum: 1000, description: 'How many, newest first (spec: 200).' }),
  skip: Type.Integer({ minimum: 0 }),
});

export const NotificationIds = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: 10_000,
  description: 'The ids of the notifications to delete.',
});
