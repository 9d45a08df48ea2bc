/**
 * Reading the outbox (docs/api/staff.md "Outgoing mail"): the paged list, newest first, with its search
 * over recipient and subject and its state filter, and one message whole.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { ACCENTED, PLAIN } from '../../db/schema/columns';
import type { MailListRequest } from '../../schemas/mail';
import { countUpTo, pagedResult } from '../lists';
import { allWordsIn } from '../text/searchWords';

/** Recipient and subject as one text, folded as searchWords folds the words. */
const searchedText = sql`translate(lower(${mailOutbox.recipient} || ' ' || ${mailOutbox.subject}), ${ACCENTED}, ${PLAIN})`;

const listColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdOn: mailOutbox.createdOn,
  sentOn: mailOutbox.sentOn,
  nextAttemptOn: mailOutbox.nextAttemptOn,
  attachmentName: mailOutbox.attachmentName,
};

type ListRow = { createdOn: Date; sentOn: Date | null; nextAttemptOn: Date; state: string };

/** A row with its instants as ISO 8601 strings; `nextAttemptOn` only while the message is queued. */
const onTheWire = <T extends ListRow>(row: T) => ({
  ...row,
  createdOn: row.createdOn.toISOString(),
  sentOn: row.sentOn?.toISOString() ?? null,
  nextAttemptOn: row.state === 'queued' ? row.nextAttemptOn.toISOString() : null,
});

/**
 * One page of the outbox, newest first; every word of `searchString` occurs in the recipient or the
 * subject (case and accents folded); `state` keeps one state. `total` counts up to COUNT_CAP or the
 * page (services/lists.ts). `isSending` tells whether this server sends at all (SMTP_URL set).
 */
export async function listMail(db: Database, request: MailListRequest, isSending: boolean) {
  const where = and(
    allWordsIn(searchedText, request.searchString),
    request.state ? eq(mailOutbox.state, request.state) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdOn), desc(mailOutbox.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(db, db.select({ id: mailOutbox.id }).from(mailOutbox).where(where).$dynamic(), request),
  ]);
  return { ...pagedResult('mail', request, total, rows.map(onTheWire)), isSending };
}

/** The message `id` whole (list fields, text, html), or undefined for an unknown id. */
export async function getMail(db: Database, id: number) {
  const [row] = await db
    .select({ ...listColumns, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row && onTheWire(row);
}
