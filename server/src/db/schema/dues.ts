/**
 * The yearly dues (issue K, docs/api/dues.md): the club's payment settings, the surcharge per year for
 * addresses abroad, and the payment requests a dues run makes — one per household or member,
 * each with its Belgian structured communication — with the members each one covers. Amounts are
 * euro cents. A request's state follows from its amounts: `paidCents` 0 open, below `amountCents`
 * partly, at or above it paid; `waivedOn` set: waived.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, STATEMENT_FORMATS } from '../../schemas/constants';
import { createdOn } from './columns';
import { members } from './members';
import { membershipKinds } from './membership';

/** The club as the creditor of its dues: one row (`id` 1), made by migration 0012. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull().default(''),
    /** Street, number and box on one line, as a letter's sender. */
    street: text().notNull().default(''),
    zipcode: text().notNull().default(''),
    town: text().notNull().default(''),
    /** Electronic format: upper case, no spaces. */
    iban: text().notNull().default(''),
    bic: text().notNull().default(''),
    /** The day of the dues' year by which a request is to be paid, `MM-DD`. */
    dueMonthDay: text().notNull().default('01-31'),
    /** Days after the due date before an unpaid request is reminded. */
    reminderDays: integer().notNull().default(30),
  },
  (t) => [check('club_settings_one_row', sql`${t.id} = 1`)],
);

/** What a year adds for a member whose address is abroad (postage), in euro cents. */
export const duesYears = pgTable('dues_years', {
  year: integer().primaryKey(),
  abroadSurchargeCents: integer().notNull().default(0),
});

/**
 * A payment request of a year: `number` counts the year's requests from 1, and with the year makes
 * the 10-digit base of `structuredCommunication` (12 digits, services/payments/structuredCommunication.ts).
 */
export const dues = pgTable(
  'dues',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    year: integer().notNull(),
    number: integer().notNull(),
    structuredCommunication: text().notNull().unique(),
    /** The addressee: the household's name, or the member's. */
    name: text().notNull(),
    amountCents: integer().notNull(),
    paidCents: integer().notNull().default(0),
    dueDate: date({ mode: 'string' }).notNull(),
    waivedOn: timestamp({ withTimezone: true, mode: 'date' }),
    waiverReason: text(),
    /** When the request went out by mail (the outbox), null when it was not mailed. */
    mailedOn: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the last reminder went out (letter list or mail), null while not reminded. */
    remindedOn: timestamp({ withTimezone: true, mode: 'date' }),
    createdOn: createdOn(),
  },
  (t) => [unique().on(t.year, t.number), index().on(t.year, t.name)],
);

/**
 * The members a request covers, each with the kind and the fee it was asked for. `name` and
 * `tribeNumber` are kept as asked: a member erased later leaves the request as it was sent.
 */
export const duesMembers = pgTable(
  'dues_members',
  {
    duesId: integer()
      .notNull()
      .references(() => dues.id, { onDelete: 'cascade' }),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    year: integer().notNull(),
    name: text().notNull(),
    tribeNumber: text().notNull(),
    kindId: integer().references(() => membershipKinds.id, { onDelete: 'set null' }),
    kindName: text().notNull(),
    feeCents: integer().notNull(),
    surchargeCents: integer().notNull().default(0),
  },
  (t) => [unique().on(t.memberId, t.year), index().on(t.duesId)],
);

export const statementFormat = pgEnum('statement_format', STATEMENT_FORMATS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

/**
 * A booked bank statement file (PUT /Dues/statements?persist=true), undone at most once: the undo
 * removes its entries and their payments and sets `undoneAt`. Counts are of the credits booked.
 */
export const bankStatements = pgTable('bank_statements', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  at: createdOn(),
  actorSub: text().notNull(),
  actorEmail: text(),
  fileName: text().notNull(),
  format: statementFormat().notNull(),
  accountIban: text(),
  /** The statement's identification as the file gives it (services/payments/statements/types.ts). */
  statementId: text().notNull(),
  /** Credits booked (entries stored), of which matched to a request on their structured communication. */
  entries: integer().notNull(),
  matched: integer().notNull(),
  /** The sum of the credits booked, euro cents. */
  totalCents: integer().notNull(),
  undoneAt: timestamp({ withTimezone: true, mode: 'date' }),
});

/**
 * A credit of a booked statement. `bankReference` is unique: the same file imported again books
 * nothing twice. A credit is matched to a request through its payment (`dues_payments.bankEntryId`);
 * `ignoredOn` set: the treasurer left it (not dues money), so it is no longer offered for matching.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer()
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    bankReference: text().notNull().unique(),
    bookingDate: date({ mode: 'string' }).notNull(),
    valueDate: date({ mode: 'string' }),
    amountCents: integer().notNull(),
    /** 12 digits, no signs; null when the credit carries none (or a wrong one). */
    structuredCommunication: text(),
    communication: text(),
    counterpartyName: text(),
    counterpartyIban: text(),
    counterpartyBic: text(),
    ignoredOn: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.statementId), index().on(t.structuredCommunication), index().on(t.counterpartyIban)],
);

/**
 * Money received for a request: a credit of a statement (`bankEntryId`, each credit at most once) or a
 * payment entered by hand (`bankEntryId` null). `dues.paidCents` is the sum of a request's payments.
 * `matchedByHand`: the treasurer chose the request (a credit without, or with another, structured
 * communication); false when the statement's structured communication named it.
 */
export const duesPayments = pgTable(
  'dues_payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    duesId: integer()
      .notNull()
      .references(() => dues.id, { onDelete: 'cascade' }),
    bankEntryId: integer()
      .unique()
      .references(() => bankEntries.id, { onDelete: 'cascade' }),
    method: paymentMethod().notNull(),
    matchedByHand: boolean().notNull().default(false),
    amountCents: integer().notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    note: text(),
    actorSub: text().notNull(),
    createdOn: createdOn(),
  },
  (t) => [index().on(t.duesId)],
);
