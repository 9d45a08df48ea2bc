/**
 * Wire shapes of the yearly dues (issue K, docs/api/dues.md): the club's payment settings with the
 * kinds of membership and their fees, a dues run, and the payment requests. Amounts are euro cents.
 */
import { type Static, Type } from 'typebox';
import {
  CalendarDate,
  Id,
  MAX_ID,
  PagedListRequest,
  PagedResult,
  PersistQuery,
  SINGLE_LINE_PATTERN,
} from './common';
import {
  DUES_STATES,
  DUES_YEAR_MAX,
  DUES_YEAR_MIN,
  LANGUAGES,
  PAYMENT_METHODS,
  SETTINGS_TEXT_MAX_LENGTH,
} from './constants';

/** The most euro cents one amount may be: € 1,000,000. */
export const MAX_CENTS = 100_000_000;
export const Cents = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_CENTS, description });
/** A year the dues may be for. */
export const Year = Type.Integer({ minimum: DUES_YEAR_MIN, maximum: DUES_YEAR_MAX });
const Text = (description: string, minLength = 0) =>
  Type.String({ minLength, maxLength: SETTINGS_TEXT_MAX_LENGTH, pattern: SINGLE_LINE_PATTERN, description });

export const MembershipFee = Type.Object({ year: Year, amount: Cents('The fee of that year.') });

export const MembershipKind = Type.Object({
  id: Type.Union([Id, Type.Null()], { description: 'null for a kind added by this change.' }),
  name: Text('As members and letters show it: "Gewoon lid", "Jeugdlid".', 1),
  isDefault: Type.Boolean({ description: 'The kind of a member without one; exactly one kind is.' }),
  fees: Type.Array(MembershipFee, { maxItems: 50, description: 'One per year at most.' }),
});

export const DuesYear = Type.Object({
  year: Year,
  abroadSurcharge: Cents('Added to the fee of a member whose address is outside Belgium.'),
});

/** `GET /Dues/settings` and the body and answer of `PUT /Dues/settings`. */
export const DuesSettings = Type.Object({
  name: Text("The club's name as the creditor (the EPC QR code takes 70 characters)."),
  street: Text('Street, number and box.'),
  zipcode: Text('Postcode.'),
  town: Text('Town.'),
  iban: Type.String({ maxLength: 42, description: 'Validated; answered in electronic form (BE68…).' }),
  bic: Type.String({ maxLength: 11, description: 'Validated; 8 or 11 characters.' }),
  dueMonthDay: Type.String({
    pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
    description: 'The day of the dues year by which to pay, MM-DD.',
  }),
  reminderDays: Type.Integer({ minimum: 0, maximum: 365, description: 'Days after the due date.' }),
  kinds: Type.Array(MembershipKind, { maxItems: 30 }),
  years: Type.Array(DuesYear, { maxItems: 50 }),
});

/** `PUT /Dues/run?persist={bool}` */
export const DuesRunQuery = PersistQuery;
export const DuesRunRequest = Type.Object({
  year: Year,
  per: Type.Optional(
    Type.Enum(['household', 'member'], {
      description: 'One request per household (members at one address, default) or per member.',
    }),
  ),
});

export const DuesRunKind = Type.Object({
  kindId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  members: Type.Integer({ minimum: 0 }),
  amount: Cents('Fees and surcharges of these members.'),
});

export const DuesRunResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  persisted: Type.Boolean({ description: 'false for a preview.' }),
  year: Year,
  requests: Type.Integer({ minimum: 0, description: 'Requests the run makes (made, when persisted).' }),
  members: Type.Integer({ minimum: 0, description: 'Members those requests cover.' }),
  amount: Cents('The sum of those requests.'),
  perKind: Type.Array(DuesRunKind),
  alreadyAsked: Type.Integer({
    minimum: 0,
    description: 'Active members with a request of the year already.',
  }),
  free: Type.Integer({ minimum: 0, description: 'Active members whose fee is 0: no request.' }),
  dueDate: Type.String({ format: 'date' }),
});

export const DuesState = Type.Enum([...DUES_STATES]);

/** `POST /Dues/list` */
export const DuesListRequest = PagedListRequest({
  year: Type.Optional(Year),
  status: Type.Optional(DuesState),
  overdue: Type.Optional(
    Type.Boolean({ description: 'true: open or partly paid past the due date plus the reminder days.' }),
  ),
  memberId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_ID,
      description: "The requests that cover this member (the member's page), one per year at most.",
    }),
  ),
});

export const DuesItem = Type.Object({
  id: Id,
  year: Year,
  number: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  name: Type.String({ description: 'The addressee: the household or the member.' }),
  memberId: Type.Union([Id, Type.Null()], { description: 'The first member (null once erased).' }),
  tribeNumber: Type.String({ description: 'Of the first member.' }),
  members: Type.Integer({ minimum: 0 }),
  amount: Cents('Asked.'),
  paid: Cents('Received.'),
  status: DuesState,
  structuredCommunication: Type.String({ description: 'As printed: +++123/4567/89002+++.' }),
  dueDate: Type.String({ format: 'date' }),
});

export const DuesTotals = Type.Object({
  expected: Cents('Asked by the requests that match, waived ones left out.'),
  received: Cents('Paid on them.'),
  open: Cents('Still to receive: expected minus received, overpayments not counted.'),
});

export const DuesListResult = Type.Object({
  ...PagedResult('dues', DuesItem).properties,
  totals: DuesTotals,
});

export const DuesMember = Type.Object({
  memberId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  tribeNumber: Type.String(),
  kindName: Type.String(),
  fee: Cents("The kind's fee."),
  surcharge: Cents('For an address abroad.'),
});

/** Money received for a request (docs/api/dues.md "Payments"). */
export const DuesPayment = Type.Object({
  id: Id,
  amount: Cents('Received.'),
  paidOn: CalendarDate('The day the bank booked the credit, or the day the money was paid by hand.'),
  method: Type.Enum([...PAYMENT_METHODS], {
    description: 'transfer: a credit of a bank statement; cash: paid by hand and entered by the treasurer.',
  }),
  matchedByHand: Type.Boolean({
    description: "The treasurer chose the request (not the credit's structured communication).",
  }),
  bankEntryId: Type.Union([Id, Type.Null()], {
    description: 'The credit (POST /Dues/entries/list), if any.',
  }),
  counterpartyName: Type.Union([Type.String(), Type.Null()], { description: "The credit's payer." }),
  note: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /Dues/{id}` */
export const DuesDetail = Type.Object({
  ...DuesItem.properties,
  memberList: Type.Array(DuesMember),
  payments: Type.Array(DuesPayment, { description: 'Oldest first; `paid` is their sum.' }),
  waivedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  waiverReason: Type.Union([Type.String(), Type.Null()]),
  createdOn: Type.String({ format: 'date-time' }),
  overdue: Type.Boolean({
    description: 'Open or partly paid past the due date plus the reminder days: it may be reminded.',
  }),
  mailedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the request was last mailed (POST /Dues/{id}/mail, PUT /Dues/mail); null: never.',
  }),
  remindedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When a reminder was last mailed; null: never.',
  }),
});

const Lang = Type.Optional(
  Type.Enum([...LANGUAGES], {
    description: "The letters' language; without it, each letter's is that of its request's first member.",
  }),
);

/** `GET /Dues/{id}/letter` */
export const DuesLetterQuery = Type.Object({ lang: Lang });

/** `GET /Dues/letters` */
export const DuesLettersQuery = Type.Object({
  year: Year,
  status: Type.Optional(
    Type.Enum(['open', 'partly'], {
      description: 'open (default): nothing received yet; partly: part of it.',
    }),
  ),
  overdue: Type.Optional(
    Type.Boolean({
      description: 'true: reminders — open or partly paid, past the due date plus the reminder days.',
    }),
  ),
  lang: Lang,
});

/** `PUT /Dues/{id}/waive` */
export const DuesWaiver = Type.Object({ reason: Text('Why the club does not ask it.', 1) });

export type DuesSettings = Static<typeof DuesSettings>;
export type MembershipKind = Static<typeof MembershipKind>;
export type DuesRunRequest = Static<typeof DuesRunRequest>;
export type DuesRunResult = Static<typeof DuesRunResult>;
export type DuesListRequest = Static<typeof DuesListRequest>;
export type DuesItem = Static<typeof DuesItem>;
export type DuesDetail = Static<typeof DuesDetail>;
export type DuesTotals = Static<typeof DuesTotals>;
export type DuesPayment = Static<typeof DuesPayment>;
