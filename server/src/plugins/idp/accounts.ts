/**
 * Staff accounts of the embedded provider, read from the `staff_accounts` table (seeded demo accounts).
 * `accountId` is the row id as a string, which becomes the tokens' `sub`.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../services/passwords';

export type StaffAccount = typeof staffAccounts.$inferSelect;

export async function findStaffAccount(db: Database, accountId: string): Promise<StaffAccount | undefined> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password made with the same cost as real ones (created once per process), so
 * that checking an unknown e-mail takes as long as checking a known one.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * The account whose email (case-insensitive) and password match, else undefined. The password is
 * always verified — against the dummy hash when no account has that e-mail — so the answer takes the
 * same time either way. `verify` is the password check (tests observe it).
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email.trim().toLowerCase()));
  const matches = await verify(password, row?.passwordHash ?? (await dummyPasswordHash()));
  return row && matches ? row : undefined;
}
