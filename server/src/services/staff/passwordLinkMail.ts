/**
 * The mail that brings a staff member their set-password link (issue J item 4: "shown to copy, and
 * mailed when mail is configured"), queued in the outbox (services/mail). In Dutch, the club's
 * language, with the English below it: the invitee has not chosen a language yet.
 */
import type { Database, Transaction } from '../../db/client';
import type { PasswordLink } from '../../schemas/staff';
import { queueMail } from '../mail/queue';

/** The date and time a link ends, as people in Belgium write it: 30/11/2026 21:15. */
const brusselsTime = (iso: string) =>
  new Date(iso).toLocaleString('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Queues the message with `link` for the account `{email, name}` (within the caller's transaction when
 * `db` is one); answers the outbox message's id. Throws the database's error when it cannot be stored.
 */
export function queuePasswordLinkMail(
  db: Database | Transaction,
  account: { email: string; name: string },
  link: PasswordLink,
): Promise<number> {
  const until = brusselsTime(link.validUntil);
  return queueMail(db, {
    recipient: account.email,
    subject: 'Club Beheer: kies uw wachtwoord / choose your password',
    text: [
      `Dag ${account.name},`,
      '',
      'U hebt een account voor Club Beheer, het beheer van de club. Kies uw wachtwoord met deze link:',
      link.link,
      `De link werkt één keer, tot ${until}. Is hij verlopen, vraag dan een nieuwe aan een beheerder.`,
      '',
      '---',
      '',
      `Hello ${account.name},`,
      '',
      'You have an account for Club Beheer, the club’s back office. Choose your password with this link:',
      link.link,
      `The link works once, until ${until} (Brussels time). If it has expired, ask an administrator for a new one.`,
    ].join('\n'),
  });
}
