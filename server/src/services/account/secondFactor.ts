/**
 * A staff account's second factor (docs/api/account.md): enrolment (a new secret, pending until a code
 * from it is confirmed), the check of a code or recovery code at sign-in or before a change, turning it
 * off and new recovery codes. A pending secret lives in `totpSecret` while `totpEnabledOn` is null.
 * Accepting a code and using up a recovery code are single conditional updates, so two requests with
 * the same code cannot both succeed.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';
import { newTotpSecret, totpStep, totpUri } from './totp';

type Account = typeof staffAccounts.$inferSelect;

/** Whether `account` signs in with a second factor (an enrolment that was confirmed). */
export const hasSecondFactor = (account: Pick<Account, 'totpSecret' | 'totpEnabledOn'>) =>
  account.totpSecret !== null && account.totpEnabledOn !== null;

/** What a person needs to add the account to an authenticator app. */
export interface Enrolment {
  /** The shared secret, base32, for typing it in. */
  secret: string;
  /** The otpauth:// URI (Key Uri Format) the QR code holds. */
  uri: string;
  /** The QR code of `uri` as a `data:image/png;base64,` URL. */
  qrCode: string;
}

/** The {@link Enrolment} of `secret` for the account `email`. */
export async function enrolmentOf(secret: string, email: string): Promise<Enrolment> {
  const uri = totpUri(secret, email);
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2 }) };
}

/**
 * Starts an enrolment of account `id` (one without an active second factor): stores a new pending
 * secret, replacing an earlier pending one. Returns undefined when the account has an active second
 * factor or does not exist.
 */
export async function startEnrolment(
  db: Database,
  id: number,
  email: string,
): Promise<Enrolment | undefined> {
  const secret = newTotpSecret();
  const [row] = await db
    .update(staffAccounts)
    .set({ totpSecret: secret, totpLastStep: null, recoveryCodeHashes: [] })
    .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.totpEnabledOn)))
    .returning({ id: staffAccounts.id });
  return row && enrolmentOf(secret, email);
}

/**
 * Confirms account `id`'s pending enrolment with a `code` of its secret: the second factor is on from
 * now, and the answer holds the ten recovery codes (shown this once). Undefined when there is no
 * pending enrolment or `code` is not a current code of it.
 */
export async function confirmEnrolment(
  db: Database,
  id: number,
  code: string,
  now = Date.now(),
): Promise<string[] | undefined> {
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.id, id), isNull(staffAccounts.totpEnabledOn), isNotNull(staffAccounts.totpSecret)),
    );
  const step = account && totpStep(account.totpSecret as string, code, null, now);
  if (step === undefined) return undefined;
  const { codes, hashes } = newRecoveryCodes();
  const [row] = await db
    .update(staffAccounts)
    .set({ totpEnabledOn: new Date(now), totpLastStep: step, recoveryCodeHashes: hashes })
    .where(
      and(
        eq(staffAccounts.id, id),
        isNull(staffAccounts.totpEnabledOn),
        eq(staffAccounts.totpSecret, account.totpSecret as string),
      ),
    )
    .returning({ id: staffAccounts.id });
  return row && codes;
}

/**
 * Checks `input` — a 6-digit code of the account's authenticator or one of its recovery codes —
 * against the active second factor of `account`, and uses it up: the code's time step becomes the last
 * used one, the recovery code is removed. Returns which kind was accepted, or undefined.
 */
export async function redeemSecondFactor(
  db: Database,
  account: Account,
  input: string,
  now = Date.now(),
): Promise<'code' | 'recoveryCode' | undefined> {
  if (!hasSecondFactor(account)) return undefined;
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(input)) {
    const step = totpStep(account.totpSecret as string, input, null, now);
    if (step === undefined) return undefined;
    const [row] = await db
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, account.id),
          isNotNull(staffAccounts.totpEnabledOn),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return row ? 'code' : undefined;
  }
  const hash = hashRecoveryCode(input);
  const [row] = await db
    .update(staffAccounts)
    .set({ recoveryCodeHashes: sql`array_remove(${staffAccounts.recoveryCodeHashes}, ${hash})` })
    .where(
      and(
        eq(staffAccounts.id, account.id),
        isNotNull(staffAccounts.totpEnabledOn),
        sql`${hash} = any(${staffAccounts.recoveryCodeHashes})`,
      ),
    )
    .returning({ id: staffAccounts.id });
  return row ? 'recoveryCode' : undefined;
}

/** Turns account `id`'s second factor off: its secret, last step and recovery codes are forgotten. */
export async function removeSecondFactor(db: Database, id: number): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ totpSecret: null, totpEnabledOn: null, totpLastStep: null, recoveryCodeHashes: [] })
    .where(eq(staffAccounts.id, id));
}

/** Gives account `id` ten new recovery codes (the old ones stop working); returns them to show once. */
export async function replaceRecoveryCodes(db: Database, id: number): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await db.update(staffAccounts).set({ recoveryCodeHashes: hashes }).where(eq(staffAccounts.id, id));
  return codes;
}
