/**
 * Reads a change shares with its history entry (server/src/services/history/sharedReads.ts): inside a
 * watched transaction a second read of the same record is answered from the first, until anything is
 * written; the answer is never older than the last write.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/src/db/client';
import { openDatabase } from '../../server/src/db/client';
import { countries } from '../../server/src/db/schema';
import { sharedRead, watchedForWrites } from '../../server/src/services/history/sharedReads';

describe('shared reads', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await database.db.insert(countries).values({ id: 901, name: 'Ruritanië', twoLetterCode: 'RU' });
  });
  afterAll(() => database.close());

  const nameOf = async (db: typeof database.db, reads: string[]) => {
    reads.push('read');
    const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, 901));
    return row.name;
  };

  it('answers a second read from the first until a write, then reads what was written', async () => {
    await database.db
      .transaction(async (transaction) => {
        const tx = watchedForWrites(transaction);
        const reads: string[] = [];
        const read = () => sharedRead(tx, 'country:901', () => nameOf(tx as never, reads));
        expect(await read()).toBe('Ruritanië');
        expect(await read()).toBe('Ruritanië');
        expect(reads).toHaveLength(1);
        await tx.update(countries).set({ name: 'Groot-Ruritanië' }).where(eq(countries.id, 901));
        expect(await read()).toBe('Groot-Ruritanië');
        expect(reads).toHaveLength(2);
        tx.rollback();
      })
      .catch((error) => expect(String(error)).toMatch(/Rollback/));
  });

  it('does not remember a read during which a write began', async () => {
    await database.db
      .transaction(async (transaction) => {
        const tx = watchedForWrites(transaction);
        const reads: string[] = [];
        const read = () => sharedRead(tx, 'country:901', () => nameOf(tx as never, reads));
        const first = read();
        const write = tx.update(countries).set({ name: 'Klein-Ruritanië' }).where(eq(countries.id, 901));
        await first;
        await write;
        expect(await read()).toBe('Klein-Ruritanië');
        expect(reads).toHaveLength(2);
        tx.rollback();
      })
      .catch((error) => expect(String(error)).toMatch(/Rollback/));
  });

  it('reads every time outside a watched transaction', async () => {
    const reads: string[] = [];
    const read = () => sharedRead(database.db, 'country:901', () => nameOf(database.db, reads));
    await read();
    await read();
    expect(reads).toHaveLength(2);
  });
});
