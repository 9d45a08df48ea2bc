/**
 * The staff commands of the shell (`npm run staff:add` and `staff:disable`, docs/decisions.md "Staff
 * accounts from the shell"): the same checks and history as the API, the actor `shell`. Run by the CLI
 * on the database it opens, or by the server for the CLI over its control socket (controlSocket.ts).
 */
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { ApiError } from '../../errors';
import { PASSWORD_LINK_HOURS } from '../../schemas/constants';
import { STAFF_ROLES } from '../../schemas/permissions';
import { StaffInvite } from '../../schemas/staff';
import { recorded } from '../history/record';
import { inviteStaff, normalEmail, setStaffActive } from './commands';

/** A command of the shell: add an account (and make its link), or disable one by e-mail. */
export type ShellCommand =
  | { command: 'add'; email: string; name: string; role: string }
  | { command: 'disable'; email: string };

/** What a command did, in words for the shell, and for `add` the set-password link. */
export interface ShellAnswer {
  ok: boolean;
  message: string;
  link?: string;
}

/** The history's actor of the shell's changes. */
const SHELL = { sub: 'shell', email: null };

async function add(db: Database, command: Extract<ShellCommand, { command: 'add' }>, publicUrl: string) {
  const invite = { email: command.email, name: command.name.trim(), role: command.role };
  if (!(STAFF_ROLES as readonly string[]).includes(invite.role))
    return { ok: false, message: `Unknown role '${invite.role}': use one of ${STAFF_ROLES.join(', ')}.` };
  if (!Value.Check(StaffInvite, invite))
    return {
      ok: false,
      message: 'Give an e-mail address (--email) and a name (--name, up to 120 characters).',
    };
  const { account, passwordLink } = await recorded(db, SHELL, { resource: 'staff', action: 'create' }, (tx) =>
    inviteStaff(tx, invite, publicUrl),
  );
  return {
    ok: true,
    message:
      `Staff account ${account.email} (${account.role}) made. Its one-time set-password link, valid ` +
      `${PASSWORD_LINK_HOURS} hours (until ${passwordLink.validUntil}):`,
    link: passwordLink.link,
  };
}

async function disable(db: Database, email: string) {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normalEmail(email)));
  if (!row) return { ok: false, message: `No staff account has the e-mail address ${normalEmail(email)}.` };
  await recorded(db, SHELL, { resource: 'staff', action: 'disable', ids: [row.id] }, (tx) =>
    setStaffActive(tx, row.id, false, { keepBeheerder: false }),
  );
  return {
    ok: true,
    message: `Staff account ${normalEmail(email)} disabled: it cannot sign in, its tokens are refused within a minute.`,
  };
}

/**
 * Runs `command` on `db`; `publicUrl` (PUBLIC_URL) makes the link. A refusal (a taken e-mail, an
 * unknown role or account) is an answer with `ok: false`; other errors are thrown.
 */
export async function runShellCommand(
  db: Database,
  command: ShellCommand,
  publicUrl: string,
): Promise<ShellAnswer> {
  try {
    return command.command === 'add' ? await add(db, command, publicUrl) : await disable(db, command.email);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) return { ok: false, message: error.message };
    throw error;
  }
}
