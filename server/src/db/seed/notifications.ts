/**
 * Demo notifications: every type several times, named after the changed record and pointing at it,
 * over the last 30 days.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../client';
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

/**
 * Sets when the members reported on left (`deactivated_on`, inactive members) and moved
 * (`address_changed_on`) to their latest notification of that type, as migration 0005 did for the data
 * it found, so the revue's "changed since the previous issue" has something to show.
 */
export async function stampMemberChanges(tx: Transaction): Promise<void> {
  const latest = (type: NotificationType) => sql`(select record_id, max(created_on) as "on"
    from notifications where type = ${type} and record_id is not null group by record_id) as latest`;
  await tx.execute(sql`update members set deactivated_on = latest."on" from ${latest('memberDeactivated')}
    where members.id = latest.record_id and not members.is_active`);
  await tx.execute(sql`update members set address_changed_on = latest."on" from ${latest('memberAddressChanged')}
    where members.id = latest.record_id`);
}
