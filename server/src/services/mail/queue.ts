/**
 * The mail outbox (docs/api/staff.md "Outgoing mail", docs/decisions.md "Mail"): every outgoing
 * message is stored in `mail_outbox` before anything is sent, and the sender (sender.ts) takes it from
 * there. Storing is all a caller waits for; a mail server that is missing or down costs it nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** A file sent with a message: its name as the recipient sees it (`lidgeld-2027-17.pdf`) and its bytes. */
export interface MailAttachment {
  name: string;
  bytes: Uint8Array;
}

/**
 * A message to send: one recipient address, a subject line, the plain text, optionally HTML and one
 * attached file (stored with the message, sent as it is; its type follows from its name's extension).
 */
export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  attachment?: MailAttachment;
}

/** Who hears that a message was queued: each app's sender (plugins/mailer.ts), to try it at once. */
const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever {@link queueMail} stores a message in this process; the answer removes it.
 * The listener must not throw.
 */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores `mail` in the outbox as `queued`, due at once, and tells this process's senders
 * ({@link onMailQueued}); answers the message's id. Within a transaction (`db` a Transaction) the
 * message is only stored, and only visible to a sender, when the transaction commits — the sender
 * looks again once the request's response went out (plugins/mailer.ts). Recipient and subject are
 * stored trimmed. Throws the database's error when the row cannot be written.
 */
export async function queueMail(db: Database | Transaction, mail: OutgoingMail): Promise<number> {
  const [id] = await queueMails(db, [mail]);
  return id;
}

/**
 * Stores `mails` as {@link queueMail} does, in one statement, and answers their ids in their order
 * (none for none). The caller bounds the batch: every attachment's bytes go in that one statement.
 */
export async function queueMails(db: Database | Transaction, mails: OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        recipient: mail.recipient.trim(),
        subject: mail.subject.trim(),
        text: mail.text,
        html: mail.html ?? null,
        attachmentName: mail.attachment?.name ?? null,
        attachment: mail.attachment?.bytes ?? null,
      })),
    )
    .returning({ id: mailOutbox.id });
  for (const listener of listeners) listener();
  return rows.map((row) => row.id);
}

/**
 * Puts the failed message `id` back in the queue, due now, with its count of attempts back at 0 (a
 * whole new series of retries; its last error stays until the next attempt), and tells the senders.
 * Answers 'retried', 'notFailed' for a message that is queued or sent, or undefined for an unknown id.
 */
export async function retryMail(db: Database, id: number): Promise<'retried' | 'notFailed' | undefined> {
  const [retried] = await db
    .update(mailOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptOn: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
    .returning({ id: mailOutbox.id });
  if (retried) {
    for (const listener of listeners) listener();
    return 'retried';
  }
  const [known] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return known ? 'notFailed' : undefined;
}
