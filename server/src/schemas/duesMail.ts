/**
 * Wire shapes of asking by mail (issue K item 4, docs/api/dues.md "Mail and reminders"): a year's
 * requests or reminders mailed through the outbox — a preview, then the mails — and one request's
 * mail. Amounts are euro cents.
 */
import { type Static, Type } from 'typebox';
import { Id } from './common';
import { LANGUAGES } from './constants';
import { Year } from './dues';

/** `PUT /Dues/mail?persist={bool}` */
export const DuesMailQuery = Type.Object({
  persist: Type.Boolean({ description: 'false: only count; true: queue the mails.' }),
});

export const DuesMailRequest = Type.Object({
  year: Year,
  reminder: Type.Boolean({
    description:
      'false: the request to pay, to the open requests mailed (or reminded) never before; true: a reminder, to the overdue ones not reminded within the reminder days.',
  }),
});

/** Requests and what is still to pay on them. */
const Tally = (description: string) =>
  Type.Object(
    {
      count: Type.Integer({ minimum: 0 }),
      amount: Type.Integer({ minimum: 0, description: 'Still to pay on them, euro cents.' }),
    },
    { description },
  );

export const DuesMailResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  persisted: Type.Boolean({ description: 'false for a preview.' }),
  year: Year,
  reminder: Type.Boolean(),
  mails: Tally('The requests mailed (in a preview: to be mailed), one mail each.'),
  withoutEmail: Tally('The requests none of whose members has an e-mail address: they need a letter.'),
});

/** `POST /Dues/{id}/mail?reminder=` */
export const DuesMailOneQuery = Type.Object({
  reminder: Type.Optional(
    Type.Boolean({ description: 'true: a reminder (the request must be overdue); default false.' }),
  ),
});

export const DuesMailSent = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  mailId: Id,
  recipient: Type.String({ description: 'The e-mail address of the first member who has one.' }),
  reminder: Type.Boolean(),
  language: Type.Enum([...LANGUAGES], { description: "The mail's and the letter's language." }),
});

export type DuesMailRequest = Static<typeof DuesMailRequest>;
export type DuesMailResult = Static<typeof DuesMailResult>;
export type DuesMailSent = Static<typeof DuesMailSent>;
