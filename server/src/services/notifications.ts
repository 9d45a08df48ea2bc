/**
 * Notifications (spec §3, §7): listing newest first, counting, deleting by ids all-or-nothing, and
 * `recordNotifications`, which every reported change calls inside its own transaction.
 */
import { count, desc, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { type NotificationType, notifications } from '../db/schema';

/** Newest first, then by id (stable). `take`/`skip` are row counts. */
export async function listNotifications(db: Database, take: number, skip: number) {
  const rows = await db
    .select()
    .from(notifications)
    .orderBy(desc(notifications.createdOn), desc(notifications.id))
    .limit(take)
    .offset(skip);
  return rows.map((row) => ({ ...row, createdOn: row.createdOn.toISOString() }));
}

export async function countNotifications(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications);
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

/** Writes notifications inside the caller's transaction; `name` is the changed record's display name. */
export async function recordNotifications(
  tx: Transaction,
  entries: { type: NotificationType; name: string }[],
) {
  if (entries.length > 0) await tx.insert(notifications).values(entries);
}
