/**
 * Changing staff accounts (docs/api/staff.md): invite, change name and role, disable, enable, a new
 * set-password link, remove, and setting the password by a link. The last active `beheerder` cannot
 * be disabled, removed or given another role (409 `lastBeheerder`): the active beheerders' rows are
 * locked first, so two such changes at once are decided one after the other. A taken e-mail is 409
 * `emailTaken`. Callers run these inside `recorded` (the history), which gives one transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { staffAccounts, staffPasswordLinks } from '../../db/schema';
import { transactionWithConflict } from '../../db/transaction';
import { ApiError, notFound } from '../../errors';
import type { StaffRole } from '../../schemas/permissions';
import type { PasswordLink, StaffAccount, StaffInvite, StaffUpdate } from '../../schemas/staff';
import { createPasswordLink } from './links';
import { getStaff } from './queries';

const emailTaken = (email: string) =>
  new ApiError(409, `A staff account with e-mail ${email} exists already.`, 'email', 'emailTaken');

/** A staff e-mail as it is stored: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

async function detail(tx: Database | Transaction, id: number): Promise<StaffAccount> {
  const account = await getStaff(tx, id);
  if (!account) throw notFound('staff account', id);
  return account;
}

/**
 * Refuses (409 `lastBeheerder`) a change that would leave no active beheerder: `account` stays one
 * only when `staysBeheerder` is true. Locks the active beheerders' rows until the transaction ends.
 */
async function keepOneBeheerder(tx: Database, id: number, staysBeheerder: boolean) {
  const active = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'beheerder'), isNull(staffAccounts.disabledOn)))
    .for('update');
  const others = active.filter((row) => row.id !== id);
  if (!staysBeheerder && others.length === 0 && active.length > 0)
    throw new ApiError(
      409,
      'This is the last active beheerder: make another account beheerder first.',
      undefined,
      'lastBeheerder',
    );
}

/** The stored account `id` (locked for the rest of the transaction); 404 when there is none. */
async function storedAccount(tx: Database, id: number) {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
  if (!row) throw notFound('staff account', id);
  return row;
}

/**
 * Creates an account (no password yet) and its first set-password link; `publicUrl` is PUBLIC_URL.
 * 409 `emailTaken` when an account has that e-mail (also when two invitations race: the unique index).
 */
export function inviteStaff(
  db: Database,
  invite: StaffInvite,
  publicUrl: string,
): Promise<{ id: number; account: StaffAccount; passwordLink: PasswordLink }> {
  const email = normalEmail(invite.email);
  return transactionWithConflict(
    db,
    async (tx) => {
      const [existing] = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, email));
      if (existing) throw emailTaken(email);
      const [{ id }] = await tx
        .insert(staffAccounts)
        .values({ email, name: invite.name.trim(), role: invite.role })
        .returning({ id: staffAccounts.id });
      const passwordLink = await createPasswordLink(tx, id, publicUrl);
      return { id, account: await detail(tx, id), passwordLink };
    },
    emailTaken(email),
  );
}

/** Sets name and role; 409 `lastBeheerder` when it takes the last active beheerder's role. */
export async function updateStaff(db: Database, id: number, update: StaffUpdate): Promise<StaffAccount> {
  const stored = await storedAccount(db, id);
  if (stored.role === 'beheerder' && update.role !== 'beheerder' && stored.disabledOn === null)
    await keepOneBeheerder(db, id, false);
  await db
    .update(staffAccounts)
    .set({ name: update.name.trim(), role: update.role as StaffRole })
    .where(eq(staffAccounts.id, id));
  return detail(db, id);
}

/**
 * Disables (`active` false) or enables account `id`. A disabled account cannot sign in, and its tokens
 * are refused within VERIFIED_TOKEN_TRUST_MS (plugins/auth.ts); 409 `lastBeheerder` for the last one,
 * unless `keepBeheerder` is false (the shell's `staff:disable`, which can add a beheerder as well).
 */
export async function setStaffActive(
  db: Database,
  id: number,
  active: boolean,
  { keepBeheerder = true } = {},
): Promise<StaffAccount> {
  const stored = await storedAccount(db, id);
  if (!active && keepBeheerder && stored.role === 'beheerder') await keepOneBeheerder(db, id, false);
  if (active === (stored.disabledOn === null)) return detail(db, id);
  await db
    .update(staffAccounts)
    .set({ disabledOn: active ? null : new Date() })
    .where(eq(staffAccounts.id, id));
  return detail(db, id);
}

/** A new set-password link for account `id`; its earlier unused links stop working. */
export async function newPasswordLink(
  db: Database,
  id: number,
  publicUrl: string,
): Promise<{ account: StaffAccount; passwordLink: PasswordLink }> {
  await storedAccount(db, id);
  const passwordLink = await createPasswordLink(db, id, publicUrl);
  return { account: await detail(db, id), passwordLink };
}

/** Removes account `id` and its links; 409 `lastBeheerder` for the last active beheerder. */
export async function removeStaff(db: Database, id: number): Promise<void> {
  const stored = await storedAccount(db, id);
  if (stored.role === 'beheerder' && stored.disabledOn === null) await keepOneBeheerder(db, id, false);
  await db.delete(staffAccounts).where(eq(staffAccounts.id, id));
}

/**
 * Sets the password of the account of link `linkId` to `passwordHash` (scrypt, services/passwords.ts)
 * and marks the link used. False when the link was used meanwhile (two submissions at once: only the
 * first one sets the password).
 */
export async function setPasswordByLink(
  db: Database,
  link: { linkId: number; accountId: number },
  passwordHash: string,
): Promise<boolean> {
  const used = await db
    .update(staffPasswordLinks)
    .set({ usedOn: new Date() })
    .where(and(eq(staffPasswordLinks.id, link.linkId), isNull(staffPasswordLinks.usedOn)))
    .returning({ id: staffPasswordLinks.id });
  if (used.length === 0) return false;
  await db
    .update(staffAccounts)
    .set({ passwordHash, passwordChangedOn: sql`now()` })
    .where(eq(staffAccounts.id, link.accountId));
  return true;
}
