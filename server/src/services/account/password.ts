/**
 * A staff member changing their own password (docs/api/account.md "Password"): the current password
 * first, then the new one under the policy of services/staff/passwordPolicy.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { hashPassword, verifyPassword } from '../passwords';
import { type PasswordRefusal, passwordRefusal } from '../staff/passwordPolicy';

type Account = Pick<typeof staffAccounts.$inferSelect, 'id' | 'email' | 'passwordHash'>;

/** Why a change was refused: the current password is wrong, or the new one breaks the policy. */
export type PasswordChangeRefusal = 'wrongPassword' | PasswordRefusal;

/**
 * Whether `current` is `account`'s password. Always runs scrypt (against a throwaway hash when the
 * account has no password yet), so the answer takes as long either way.
 */
export async function isCurrentPassword(account: Account, current: string): Promise<boolean> {
  if (account.passwordHash === null) {
    await hashPassword(current);
    return false;
  }
  return verifyPassword(current, account.passwordHash);
}

/**
 * Gives `account` the password `next` (stored as its scrypt hash, `passwordChangedOn` now) when `next`
 * passes the policy. The stored hash must still be the one `current` was checked against, so two
 * changes at once cannot both win. Returns the policy's refusal, `wrongPassword` when the password was
 * changed meanwhile, or undefined when it was changed.
 */
export async function changePassword(
  db: Database,
  account: Account,
  next: string,
): Promise<PasswordChangeRefusal | undefined> {
  const refusal = passwordRefusal(next, account.email);
  if (refusal) return refusal;
  const passwordHash = await hashPassword(next);
  const changed = await db
    .update(staffAccounts)
    .set({ passwordHash, passwordChangedOn: sql`now()` })
    .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.passwordHash, account.passwordHash ?? '')))
    .returning({ id: staffAccounts.id });
  return changed.length === 1 ? undefined : 'wrongPassword';
}
