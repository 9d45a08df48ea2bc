/**
 * Staff accounts of the embedded provider, read from the `staff_accounts` table (seeded demo accounts).
 * `accountId` is the row id as a string, which becomes the tokens' `sub`. A disabled account is as
 * good as gone: it is not found, cannot sign in and gets no token.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { ROLE_PERMISSIONS } from '../../schemas/permissions';
import { hashPassword, verifyPassword } from '../../services/passwords';

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** The account with id `accountId` (a token's `sub`) when it exists and is not disabled, else undefined. */
export async function findStaffAccount(db: Database, accountId: string): Promise<StaffAccount | undefined> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.disabledOn)));
  return row;
}

/**
 * The access token's `permissions` for `account`: the key to enter (`requiredPermission`, config
 * AUTH_REQUIRED_PERMISSION) and its role's permissions (schemas/permissions.ts); none without a role.
 */
export const accountPermissions = (account: Pick<StaffAccount, 'role'>, requiredPermission: string) =>
  account.role ? [requiredPermission, ...ROLE_PERMISSIONS[account.role]] : [];

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
 * The active account whose email (case-insensitive) and password match, else undefined. The password
 * is always verified — against the dummy hash when no account has that e-mail, has no password yet or
 * is disabled — so the answer takes the same time either way. `verify` is the password check (tests
 * observe it).
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
    .where(and(eq(staffAccounts.email, email.trim().toLowerCase()), isNull(staffAccounts.disabledOn)));
  const matches = await verify(password, row?.passwordHash ?? (await dummyPasswordHash()));
  return row && matches ? row : undefined;
}

/** Notes that account `id` signed in now (the staff list's last sign-in). */
export async function recordSignIn(db: Database, id: number): Promise<void> {
  await db.update(staffAccounts).set({ lastSignIn: new Date() }).where(eq(staffAccounts.id, id));
}
