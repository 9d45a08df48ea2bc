/**
 * Demo notifications: every type several times, named after the changed record and pointing at it,
 * over the last 30 days.
 */
import { NOTIFICATION_TYPES, type NotificationType, type notifications } from '../schema';
import { DAY_MS } from './dates';
import type { Random } from './random';

/** A seeded record a notification can report on: its id and display name. */
export interface NotifiedRecord {
  id: number;
  name: string;
}

/** Records to draw from, per kind of changed record. */
export interface NotificationRecords {
  members: readonly NotifiedRecord[];
  inactiveMembers: readonly NotifiedRecord[];
  blockedMembers: readonly NotifiedRecord[];
  adverts: readonly NotifiedRecord[];
  orders: readonly NotifiedRecord[];
  vendors: readonly NotifiedRecord[];
}

const SOURCE: Record<NotificationType, keyof NotificationRecords> = {
  memberCreated: 'members',
  memberAddressChanged: 'members',
  memberContactChanged: 'members',
  memberDeactivated: 'inactiveMembers',
  memberBlocked: 'blockedMembers',
  advertCreated: 'adverts',
  orderPlaced: 'orders',
  vendorChanged: 'vendors',
};

/** `perType` notifications of every type, oldest first. */
export function buildNotifications(
  rng: Random,
  today: Date,
  records: NotificationRecords,
  perType: number,
): (typeof notifications.$inferInsert)[] {
  return NOTIFICATION_TYPES.flatMap((type) =>
    Array.from({ length: perType }, () => {
      const { id, name } = rng.pick(records[SOURCE[type]]);
      return {
        type,
        name,
        recordId: id,
        createdOn: new Date(today.getTime() - rng.int(60, (30 * DAY_MS) / 1000) * 1000),
      };
    }),
  ).sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
}
