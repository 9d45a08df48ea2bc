/** Changing ring orders (docs/api/orders.md): staff can only delete an order (spec §1). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import { forgetNotificationRecord } from '../notifications';

/**
 * Deletes an order with its lines (the lines' foreign key deletes them on cascade) in one transaction,
 * in which its notifications stop pointing at it. @throws ApiError 404 for an unknown id (nothing deleted).
 */
export function deleteOrder(db: Database, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    if (deleted.length === 0) throw notFound('order', id);
    await forgetNotificationRecord(tx, 'orders', id);
  });
}
