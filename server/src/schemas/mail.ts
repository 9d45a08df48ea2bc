/**
 * The mail outbox on the wire (docs/api/staff.md "Outgoing mail"): the paged list with its search and
 * state filter, a message whole, and the answer of a retry. Date-times are ISO 8601 in UTC.
 */
import { type Static, Type } from 'typebox';
import { InstantOrNull, PagedListRequest } from './common';
import { MAIL_STATES } from './constants';

const MailState = Type.Enum([...MAIL_STATES], {
  description: 'queued: waiting for its (next) attempt; sent; failed: given up after the last attempt.',
});

/**
 * The body of `POST /Mail/list`: pageSize, page (1-based), searchString over recipient and subject, and
 * the `state` filter (absent or null: every state).
 */
export const MailListRequest = PagedListRequest({
  state: Type.Optional(Type.Union([MailState, Type.Null()], { description: 'Only messages in this state.' })),
});
export type MailListRequest = Static<typeof MailListRequest>;

/** A row of `POST /Mail/list`. */
export const MailListItem = Type.Object({
  id: Type.Integer(),
  recipient: Type.String(),
  subject: Type.String(),
  state: MailState,
  attempts: Type.Integer({ description: 'Attempts to send it so far (back to 0 when retried).' }),
  lastError: Type.Union([Type.String(), Type.Null()], {
    description: 'What the mail server (or the connection to it) said at the last failed attempt.',
  }),
  createdOn: Type.String({ format: 'date-time' }),
  sentOn: InstantOrNull('When the mail server accepted it.'),
  nextAttemptOn: InstantOrNull('While queued: when it is tried (again); null once sent or failed.'),
  attachmentName: Type.Union([Type.String(), Type.Null()], {
    description: 'The name of the file sent with it (a dues letter, `lidgeld-2027-17.pdf`); null: none.',
  }),
});
export type MailListItem = Static<typeof MailListItem>;

/** `GET /Mail/{id}` and the answer of `POST /Mail/{id}/retry`: the list row with the message itself. */
export const MailDetail = Type.Object({
  ...MailListItem.properties,
  text: Type.String({ description: 'The plain text of the message.' }),
  html: Type.Union([Type.String(), Type.Null()], { description: 'Its HTML part, when it has one.' }),
});
export type MailDetail = Static<typeof MailDetail>;
