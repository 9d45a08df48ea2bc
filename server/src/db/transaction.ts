/**
 * One transaction per request, where a PostgreSQL unique violation (SQLSTATE 23505) is the client's
 * conflict, not a server error: two staff members saving the same tribe number, or making the same
 * member a vendor, at the same moment.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ApiError } from '../errors';
import type { Database, Transaction } from './client';

/**
 * Whether `error` — or its `cause`, as Drizzle wraps driver errors (pg, PGlite) — is PostgreSQL's error
 * of SQLSTATE `state` (23505 a unique violation, 22003 a number out of its type's range).
 */
export function hasSqlState(error: unknown, state: string): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === state || cause?.code === state;
}

/**
 * Runs `work` in one transaction (rolled back on any error), or in the one `db` already is. Throws `conflict` (an ApiError, 409) when a
 * unique index refused a write; any other error is thrown as it came.
 */
export async function transactionWithConflict<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  conflict: ApiError,
): Promise<T> {
  try {
    // Inside a transaction already (a change the history records): no savepoint, as any error
    // ends the whole transaction anyway.
    if (db instanceof PgTransaction) return await work(db as unknown as Transaction);
    return await db.transaction(work);
  } catch (error) {
    throw hasSqlState(error, '23505') ? conflict : error;
  }
}

/** Carries a preview's result out of the transaction it rolls back. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('preview rolled back');
  }
}

/**
 * Runs `work` in one transaction and commits it when `persist`, else rolls it back and answers what
 * `work` answered: a preview that does exactly what the change would do (every query, trigger and
 * constraint), and writes nothing.
 */
export async function committedIf<T>(
  db: Database,
  persist: boolean,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!persist) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
}
