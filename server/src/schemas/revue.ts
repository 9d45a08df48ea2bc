/**
 * The revue's mailing on the wire (docs/api/revue.md): who receives an issue — households of members
 * and the extra recipients — in the order of a presorted deposit, its labels, its list for a mailing
 * house, what changed since the previous issue, and the extra recipients themselves.
 */
import { type Static, Type } from 'typebox';
import { CalendarDate, DateTime, Id, Line, RequiredLine } from './common';
import {
  LABEL_SHEET_IDS,
  MAX_LABELS_PER_SHEET,
  MAX_RECIPIENT_COPIES,
  RECIPIENT_NAME_MAX_LENGTH,
  SPREADSHEET_FORMATS,
} from './constants';
import { Country } from './countries';

const IssueDate = CalendarDate('An issue date of GET /Adverts/publishperiods.');

/** The query of `GET /Revue/mailing?date=…`. */
export const MailingQuery = Type.Object({ date: IssueDate });
export type MailingQuery = Static<typeof MailingQuery>;

/** The query of `GET /Revue/mailing/labels?date=…&sheet=…&startAt=…`. */
export const LabelsQuery = Type.Object({
  date: IssueDate,
  sheet: Type.Enum([...LABEL_SHEET_IDS], { description: 'The label sheet (docs/api/revue.md "Labels").' }),
  startAt: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_LABELS_PER_SHEET,
      default: 1,
      description:
        'The first free label of the first sheet, counted from 1 at the top left, along the rows; ' +
        'at most the labels of one sheet (else 400 reason beyondSheet).',
    }),
  ),
  outlines: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'Draw the edge of every label, for a trial print on plain paper.',
    }),
  ),
});
export type LabelsQuery = Static<typeof LabelsQuery>;

/** The query of `GET /Revue/mailing/export?date=…&format=csv|xlsx`. */
export const MailingExportQuery = Type.Object({
  date: IssueDate,
  format: Type.Enum([...SPREADSHEET_FORMATS]),
});
export type MailingExportQuery = Static<typeof MailingExportQuery>;

/** One addressee of the issue: a household of members, or an extra recipient with its copies. */
export const Household = Type.Object({
  name: Type.String({ description: 'The addressee as printed: "Noël en Rita Vanneste".' }),
  addressLines: Type.Array(Type.String(), {
    description: 'The label: name, street line, postcode and town, the country only abroad.',
  }),
  street: Type.String({ description: 'Extension: the street line, "Kerkstraat 12 bus 3".' }),
  postcode: Type.String(),
  town: Type.String({ description: 'Extension.' }),
  country: Type.String({ description: 'The two-letter code of the country (BE when none is stored).' }),
  copies: Type.Integer({ minimum: 1, description: 'Extension: 1 for members, the copies of a recipient.' }),
  memberIds: Type.Array(Type.Integer(), { description: 'The members living there; empty for a recipient.' }),
  extraRecipientId: Type.Union([Type.Integer(), Type.Null()]),
});
export type Household = Static<typeof Household>;

/** A member the mailing leaves out because their address lacks a street, postcode or town. */
export const Undeliverable = Type.Object({
  memberId: Type.Integer(),
  name: Type.String(),
  tribeNumber: Type.String(),
});
export type Undeliverable = Static<typeof Undeliverable>;

/** The answer of `GET /Revue/mailing`: the issue's addressees in mailing order and the counts. */
export const Mailing = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  date: CalendarDate('The issue date.'),
  copies: Type.Integer({ description: 'All copies: one per household, `copies` per recipient.' }),
  households: Type.Array(Household, { description: 'In mailing order (docs/api/revue.md "Order").' }),
  perPostcode: Type.Array(
    Type.Object({
      postcode: Type.String(),
      country: Type.String({ description: 'Extension: the two-letter code; BE first.' }),
      copies: Type.Integer(),
    }),
    { description: 'Copies per postcode, in mailing order.' },
  ),
  undeliverable: Type.Array(Undeliverable, {
    description: 'Extension: members who should get the revue but whose address cannot be used.',
  }),
});
export type Mailing = Static<typeof Mailing>;

/** A member in "what changed since the previous issue". */
export const MailingChange = Type.Object({
  memberId: Type.Integer(),
  name: Type.String(),
  tribeNumber: Type.String(),
  address: Type.String({ description: 'The address on one line, as it is stored now.' }),
  on: DateTime,
});
export type MailingChange = Static<typeof MailingChange>;

/** The answer of `GET /Revue/mailing/changes` (extension): what changed since the previous issue. */
export const MailingChanges = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Null(),
  date: CalendarDate('The issue date.'),
  since: CalendarDate('The previous issue date: changes from that day on (Brussels days).'),
  joined: Type.Array(MailingChange, { description: 'New members who get the revue.' }),
  moved: Type.Array(MailingChange, { description: 'Members who get the revue and whose address changed.' }),
  left: Type.Array(MailingChange, { description: 'Members who became inactive.' }),
});
export type MailingChanges = Static<typeof MailingChanges>;

const recipientFields = {
  name: RequiredLine(RECIPIENT_NAME_MAX_LENGTH, { description: 'A club, a sponsor, the federation.' }),
  street: RequiredLine(200),
  number: Line(20),
  box: Line(20),
  zipcode: RequiredLine(20, { description: "A postcode of the recipient's country." }),
  city: RequiredLine(200),
  copies: Type.Integer({ minimum: 1, maximum: MAX_RECIPIENT_COPIES }),
};

/** An extra recipient of the revue (`GET /Revue/recipients`). */
export const RevueRecipient = Type.Object({
  id: Type.Integer(),
  ...recipientFields,
  country: Country,
});
export type RevueRecipient = Static<typeof RevueRecipient>;

/** The body of `POST /Revue/recipients` and `PUT /Revue/recipients/{id}`; `countryId` null is Belgium. */
export const RevueRecipientPayload = Type.Object({
  ...recipientFields,
  countryId: Type.Union([Id, Type.Null()]),
});
export type RevueRecipientPayload = Static<typeof RevueRecipientPayload>;
