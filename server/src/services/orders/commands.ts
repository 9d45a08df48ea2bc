/** Changing ring orders (docs/api/orders.md): staff can only delete an order (spec §1). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * Deletes an order with its lines: one statement, so one transaction — the lines' foreign key
 * deletes them on cascade. @throws ApiError 404 for an unknown id (nothing deleted).
 */
export async function deleteOrder(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  if (deleted.length === 0) throw notFound('order', id);
}
