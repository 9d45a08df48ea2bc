/**
 * One-time set-password links (docs/api/staff.md "Set-password links"): a random 32-byte token in
 * base64url, of which only the SHA-256 (hex) is stored in `staff_password_links`; valid
 * PASSWORD_LINK_HOURS, used once. A new link ends the account's earlier unused ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { staffAccounts, staffPasswordLinks } from '../../db/schema';
import { PASSWORD_LINK_HOURS } from '../../schemas/constants';
import type { PasswordLink } from '../../schemas/staff';

/** A token's SHA-256 in hex, as `staff_password_links.token_hash` holds it. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The path of a set-password link below PUBLIC_URL, without its token. */
export const PASSWORD_PATH = '/idp/password/';

/** A token as it stands in a link: 43 base64url characters (32 bytes). */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/**
 * Makes a new link for account `accountId` (marking its earlier unused links used, so they stop
 * working) and answers it with its expiry. `publicUrl` is PUBLIC_URL, without a trailing slash.
 */
export async function createPasswordLink(
  tx: Database | Transaction,
  accountId: number,
  publicUrl: string,
): Promise<PasswordLink> {
  const now = new Date();
  await tx
    .update(staffPasswordLinks)
    .set({ usedOn: now })
    .where(and(eq(staffPasswordLinks.accountId, accountId), isNull(staffPasswordLinks.usedOn)));
  const token = randomBytes(32).toString('base64url');
  const expiresOn = new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600_000);
  await tx.insert(staffPasswordLinks).values({ accountId, tokenHash: tokenHash(token), expiresOn });
  return { link: `${publicUrl}${PASSWORD_PATH}${token}`, validUntil: expiresOn.toISOString() };
}

/** When the newest open (unused, unexpired) link of `accountId` expires, or null. */
export async function openLinkExpiry(tx: Database | Transaction, accountId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ expiresOn: staffPasswordLinks.expiresOn })
    .from(staffPasswordLinks)
    .where(
      and(
        eq(staffPasswordLinks.accountId, accountId),
        isNull(staffPasswordLinks.usedOn),
        gt(staffPasswordLinks.expiresOn, new Date()),
      ),
    )
    .orderBy(desc(staffPasswordLinks.expiresOn))
    .limit(1);
  return row?.expiresOn ?? null;
}

/** The account a link's token opens: its id and e-mail, when the link is known, unused, unexpired and the account active. */
export async function accountOfLink(
  db: Database | Transaction,
  token: string,
): Promise<{ linkId: number; accountId: number; email: string } | undefined> {
  const [row] = await db
    .select({ linkId: staffPasswordLinks.id, accountId: staffAccounts.id, email: staffAccounts.email })
    .from(staffPasswordLinks)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasswordLinks.accountId))
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, tokenHash(token)),
        isNull(staffPasswordLinks.usedOn),
        gt(staffPasswordLinks.expiresOn, new Date()),
        isNull(staffAccounts.disabledOn),
      ),
    );
  return row;
}
