/**
 * Notifications (spec §3, §7): listing newest first, counting, deleting by ids all-or-nothing, and
 * `recordNotifications`, which every reported change calls inside its own transaction.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { preparedQuery } from '../db/prepared';
import {
  NOTIFICATION_RESOURCES,
  NOTIFICATION_TYPES,
  type NotificationResource,
  type NotificationType,
  notifications,
} from '../db/schema';
import { wireFields, wireQuery } from '../db/wireRows';
import { isoTimestamp } from '../db/wireValues';
import type { Notification } from '../schemas/notifications';

/** NOTIFICATION_RESOURCES read in SQL: the area of a notification's type (our own constants, as literals). */
const resourceOfType = () =>
  sql<NotificationResource>`(case ${notifications.type} ${sql.raw(
    Object.entries(NOTIFICATION_RESOURCES)
      .map(([type, resource]) => `when '${type}' then '${resource}'`)
      .join(' '),
  )} end)`;

const newestFirst = (db: Database) =>
  preparedQuery(db, 'notifications_newest_first', (name) =>
    wireQuery(
      db,
      db
        .select(
          wireFields({
            id: notifications.id,
            type: notifications.type,
            name: notifications.name,
            createdOn: isoTimestamp(notifications.createdOn),
            resource: resourceOfType(),
            recordId: notifications.recordId,
          }),
        )
        .from(notifications)
        .orderBy(desc(notifications.createdOn), desc(notifications.id))
        .limit(sql.placeholder('take'))
        .offset(sql.placeholder('skip')),
      name,
    ),
  );

const allCounted = (db: Database) =>
  preparedQuery(db, 'notifications_count', (name) =>
    db.select({ total: count() }).from(notifications).prepare(name),
  );

/**
 * Newest first, then by id (stable). `take`/`skip` are row counts. Each carries the extension
 * `resource` and `recordId` (docs/api.md), so the overview can link to the changed record. Rows in
 * their wire shape (db/wireValues.ts).
 */
export async function listNotifications(db: Database, take: number, skip: number): Promise<Notification[]> {
  return newestFirst(db).execute({ take, skip });
}

/** How many notifications there are (a prepared query). */
export async function countNotifications(db: Database): Promise<number> {
  const [row] = await allCounted(db).execute();
  return row.total;
}

/** Thrown when some ids do not exist; nothing is deleted then. `missing` lists them. */
export class UnknownIdsError extends Error {
  constructor(readonly missing: number[]) {
    super(`Unknown notification ids: ${missing.join(', ')}`);
  }
}

/** Deletes all of `ids` in one transaction, or none (throws UnknownIdsError). Returns the count. */
export async function deleteNotifications(db: Database, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(inArray(notifications.id, unique))
      .returning({ id: notifications.id });
    if (deleted.length !== unique.length) {
      const found = new Set(deleted.map((row) => row.id));
      throw new UnknownIdsError(unique.filter((id) => !found.has(id)));
    }
    return deleted.length;
  });
}

/**
 * Writes notifications inside the caller's transaction; `name` is the changed record's display name,
 * `recordId` its id in the table of the type's resource (NOTIFICATION_RESOURCES).
 */
export async function recordNotifications(
  tx: Transaction,
  entries: { type: NotificationType; name: string; recordId: number }[],
) {
  if (entries.length > 0) await tx.insert(notifications).values(entries);
}

/**
 * Inside the transaction that deletes record `recordId` of `resource`: its notifications stay (with
 * their name) but no longer point at it, so the overview shows no link to a record that is gone.
 */
export async function forgetNotificationRecord(
  tx: Transaction,
  resource: NotificationResource,
  recordId: number,
) {
  const types = NOTIFICATION_TYPES.filter((type) => NOTIFICATION_RESOURCES[type] === resource);
  await tx
    .update(notifications)
    .set({ recordId: null })
    .where(and(eq(notifications.recordId, recordId), inArray(notifications.type, types)));
}
