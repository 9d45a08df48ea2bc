/**
 * The mail outbox: every outgoing message is stored here first and sent from here, with retries, so
 * nothing is lost while no mail server is configured or it fails (services/mail). `attempts` counts the
 * tries so far; `nextAttemptOn` is when a queued message is tried next; `lastError` is the last failure.
 */
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_STATES } from '../../schemas/constants';
import { bytea, createdOn } from './columns';

export const mailState = pgEnum('mail_state', MAIL_STATES);

const moment = () => timestamp({ withTimezone: true, mode: 'date' });

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** One attached file (a dues letter, PDF), with its name; null when the message has none. */
    attachmentName: text(),
    attachment: bytea(),
    state: mailState().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptOn: moment().notNull().defaultNow(),
    lastError: text(),
    sentOn: moment(),
    createdOn: createdOn(),
  },
  (table) => [index('mail_outbox_queue_index').on(table.state, table.nextAttemptOn)],
);
