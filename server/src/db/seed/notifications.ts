/** Demo notifications: every type several times, named after the changed record, over the last 30 days. */
import { NOTIFICATION_TYPES, type NotificationType, type notifications } from '../schema';
import { DAY_MS } from './dates';
import type { Random } from './random';

/** Display names to draw from, per kind of changed record. */
export interface NotificationNames {
  members: readonly string[];
  inactiveMembers: readonly string[];
  blockedMembers: readonly string[];
  adverts: readonly string[];
  orders: readonly string[];
  vendors: readonly string[];
}

const SOURCE: Record<NotificationType, keyof NotificationNames> = {
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
  names: NotificationNames,
  perType: number,
): (typeof notifications.$inferInsert)[] {
  return NOTIFICATION_TYPES.flatMap((type) =>
    Array.from({ length: perType }, () => ({
      type,
      name: rng.pick(names[SOURCE[type]]),
      createdOn: new Date(today.getTime() - rng.int(60, (30 * DAY_MS) / 1000) * 1000),
    })),
  ).sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
}
