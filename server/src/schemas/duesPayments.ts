/**
 * Wire shapes of the money side of the dues (issue K item 5, docs/api/dues.md "Bank statements",
 * "Matching by hand", "Payments"): a statement booked against the requests (preview, booking, the list
 * of booked statements and their undo), its credits matched or left by hand, and payments entered or
 * taken back by hand. Amounts are euro cents.
 */
import { type Static, Type } from 'typebox';
import {
  Actor,
  BinaryFile,
  CalendarDate,
  Id,
  InstantOrNull,
  Line,
  PagedListRequest,
  PagedResult,
} from './common';
import {
  BANK_ENTRY_STATES,
  type PAYMENT_METHODS,
  STATEMENT_FORMATS,
  STATEMENT_LIST_LIMIT,
  STATEMENT_OUTCOMES,
  SUGGESTION_RULES,
} from './constants';
import { Cents, MAX_CENTS, Year } from './dues';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Text = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** The form of `PUT /Dues/statements`: one file, read before validation (routes/dues/statements.ts). */
export const StatementForm = Type.Object({ formFile: Type.Optional(BinaryFile) });

/** A payment request as the statement screens name it. */
export const RequestRef = Type.Object({
  id: Id,
  year: Year,
  name: Type.String({ description: 'The addressee: the household or the member.' }),
  structuredCommunication: Type.String({ description: 'As printed: +++123/4567/89002+++.' }),
});

/** A request proposed for an unmatched credit (docs/decisions.md "Dues: suggestions for an unmatched credit"). */
export const Suggestion = Type.Object({
  ...RequestRef.properties,
  due: Cents('What the request still needs: its amount less what it received.'),
  rule: Type.Enum([...SUGGESTION_RULES], {
    description:
      'sameIban: a credit from the same IBAN was matched to a request of these members before; ' +
      'amountAndName: the credit is what the request still needs and the payer has a name in common with it.',
  }),
});

/** What a credit of a statement says, as stored. */
const CreditFields = {
  bankReference: Type.String({ description: "The bank's reference: the same file books nothing twice." }),
  bookingDate: CalendarDate('The day the bank booked it.'),
  valueDate: Type.Union([CalendarDate(), Type.Null()]),
  amount: Cents('Received.'),
  structuredCommunication: Text('The structured communication as printed (+++…+++), when it carries one.'),
  communication: Text('The free communication, when there is no structured one.'),
  counterpartyName: Text('The payer.'),
  counterpartyIban: Text("The payer's IBAN, electronic form."),
};

/** One credit of a statement preview or booking. */
export const StatementEntry = Type.Object({
  id: Type.Union([Id, Type.Null()], {
    description:
      'The booked credit (for matching by hand); null in a preview. alreadyBooked: the earlier one.',
  }),
  ...CreditFields,
  outcome: Type.Enum([...STATEMENT_OUTCOMES]),
  request: Type.Union([RequestRef, Type.Null()], {
    description: 'The request its structured communication names (paid, partly, overpaid, waived).',
  }),
  suggestion: Type.Union([Suggestion, Type.Null()], { description: 'For an unmatched credit.' }),
});

/** What a statement holds and what booking it does, counted over all its entries. */
export const StatementCounts = Type.Object({
  credits: Count('Credits in the file.'),
  debitsSkipped: Count('Debits in the file: money out is not dues, never booked.'),
  alreadyBooked: Count('Credits whose bank reference was booked before: not booked again.'),
  booked: Count('Credits booked now: credits less alreadyBooked.'),
  matched: Count('Of those, matched to a request on their structured communication (all four below).'),
  paid: Count('Matched, the request now paid in full.'),
  partly: Count('Matched, the request still partly paid.'),
  overpaid: Count('Matched, the request now received more than it asks (or was paid in full already).'),
  waived: Count('Matched to a waived request: booked, the request stays waived.'),
  unmatched: Count('Booked without a request, to be matched by hand or ignored.'),
  suggested: Count('Of the unmatched, those with a suggestion.'),
  amount: Type.Integer({ minimum: 0, description: 'Euro cents of the credits booked.' }),
  matchedAmount: Type.Integer({ minimum: 0, description: 'Euro cents of those matched.' }),
});

/** The answer of `PUT /Dues/statements?persist={bool}`. */
export const StatementResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  persisted: Type.Boolean({
    description: 'true when a statement was booked (persist=true and at least one credit not booked before).',
  }),
  id: Type.Union([Id, Type.Null()], { description: 'The booked statement, for its undo; null otherwise.' }),
  fileName: Type.String(),
  format: Type.Enum([...STATEMENT_FORMATS]),
  accountIban: Text("The statement's account (electronic form), when the file gives its IBAN."),
  statementId: Type.String({ description: "The statement's identification as the file gives it." }),
  counts: StatementCounts,
  entries: Type.Array(StatementEntry, {
    maxItems: STATEMENT_LIST_LIMIT,
    description:
      `The credits, at most ${STATEMENT_LIST_LIMIT.toLocaleString('en')}: unmatched first, then overpaid, ` +
      'waived, partly, paid and alreadyBooked, each in file order.',
  }),
  entriesOmitted: Count('Credits left out of `entries` past the limit.'),
});

/** A booked statement (`GET /Dues/statements`). */
export const BankStatementRun = Type.Object({
  id: Id,
  at: Type.String({ format: 'date-time' }),
  actor: Actor,
  fileName: Type.String(),
  format: Type.Enum([...STATEMENT_FORMATS]),
  accountIban: Text('The account the file names.'),
  statementId: Type.String(),
  entries: Count('Credits booked.'),
  matched: Count('Of those, matched on their structured communication when booked.'),
  amount: Type.Integer({ minimum: 0, description: 'Euro cents of the credits booked.' }),
  undoneAt: InstantOrNull('When it was undone; null while booked.'),
});

/** A request whose paid amount an undo takes back. */
const UndoneRequest = Type.Object({
  ...RequestRef.properties,
  paid: Cents('Received before the undo.'),
  paidAfter: Cents('Received after it.'),
});

/** The answer of `POST /Dues/statements/{id}/undo?persist={bool}`. */
export const StatementUndoResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  persisted: Type.Boolean(),
  entries: Count('Credits of the statement that go.'),
  payments: Count('Their payments that go, those matched by hand since included.'),
  amount: Type.Integer({ minimum: 0, description: 'Euro cents of those payments.' }),
  requests: Type.Array(UndoneRequest, {
    maxItems: STATEMENT_LIST_LIMIT,
    description: `The requests whose paid amount goes back, at most ${STATEMENT_LIST_LIMIT.toLocaleString('en')}, by year and name.`,
  }),
  requestsOmitted: Count('Requests left out of `requests` past the limit.'),
});

/** `POST /Dues/entries/list` */
export const BankEntryListRequest = PagedListRequest({
  state: Type.Optional(Type.Enum([...BANK_ENTRY_STATES], { description: 'Absent: every state.' })),
  statementId: Type.Optional(Id),
});

/** A booked credit (`POST /Dues/entries/list`, and the answer of its match, ignore and unignore). */
export const BankEntry = Type.Object({
  id: Id,
  statementId: Id,
  ...CreditFields,
  counterpartyBic: Text("The payer's bank."),
  state: Type.Enum([...BANK_ENTRY_STATES]),
  ignoredOn: InstantOrNull('When it was left (state ignored).'),
  payment: Type.Union(
    [
      Type.Object({
        id: Id,
        matchedByHand: Type.Boolean(),
        request: RequestRef,
      }),
      Type.Null(),
    ],
    { description: 'The payment it made (state matched).' },
  ),
  suggestion: Type.Union([Suggestion, Type.Null()], { description: 'For an unmatched credit.' }),
});

export const BankEntryListResult = PagedResult('entries', BankEntry);

/** `PUT /Dues/entries/{id}/match` */
export const EntryMatch = Type.Object({ duesId: Id });

/** `POST /Dues/{id}/payments`: money paid by hand (cash at a meeting, a transfer seen in the banking app). */
export const HandPayment = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: MAX_CENTS, description: 'Euro cents, more than 0.' }),
  paidOn: CalendarDate('The day it was paid.'),
  method: Type.Literal('cash' satisfies PaymentMethod, { description: 'By hand: cash.' }),
  note: Type.Optional(Line(200, { description: 'Where or how it was paid.' })),
});

export type StatementResult = Static<typeof StatementResult>;
export type StatementEntry = Static<typeof StatementEntry>;
export type StatementCounts = Static<typeof StatementCounts>;
export type RequestRef = Static<typeof RequestRef>;
export type Suggestion = Static<typeof Suggestion>;
export type BankStatementRun = Static<typeof BankStatementRun>;
export type StatementUndoResult = Static<typeof StatementUndoResult>;
export type BankEntryListRequest = Static<typeof BankEntryListRequest>;
export type BankEntry = Static<typeof BankEntry>;
export type HandPayment = Static<typeof HandPayment>;
