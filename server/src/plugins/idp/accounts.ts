/**
 * Staff accounts of the embedded provider, read from the `staff_accounts` table (seeded demo accounts).
 * `accountId` is the row id as a string, which becomes the tokens' `sub`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { verifyPassword } from '../../services/passwords';

export type StaffAccount = typeof staffAccounts.$inferSelect;

export async function findStaffAccount(db: Database, accountId: string): Promise<StaffAccount | undefined> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

/** The account whose email (case-insensitive) and password match, else undefined. */
export async function authenticate(db: Database, email: string, password: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email.trim().toLowerCase()));
  return row && (await verifyPassword(password, row.passwordHash)) ? row : undefined;
}
