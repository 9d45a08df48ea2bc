/** Batched inserts for the demo seed, so a thousand rows cost a couple of statements on PGlite. */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client';

const BATCH_SIZE = 500;

/** Inserts `rows` in batches and returns their generated ids, in the order of `rows`. */
export async function insertAll<T extends PgTable & { id: PgColumn }>(
  tx: Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const inserted = await tx
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .returning({ id: table.id });
    ids.push(...inserted.map((row) => row.id as number));
  }
  return ids;
}
