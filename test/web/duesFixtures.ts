/**
 * Answers of the dues' money routes (docs/api/dues.md "Bank statements", "Matching by hand",
 * "Payments") for the screen tests: a CODA statement with an unmatched, a partly paid and a paid credit,
 * the credits of the booked statements and a request with its payments.
 */
import type { DuesDetail, DuesItem } from '../../server/src/schemas/dues';
import type {
  BankEntry,
  BankStatementRun,
  StatementResult,
  StatementUndoResult,
} from '../../server/src/schemas/duesPayments';

const ok = { statusCode: 200, isSuccess: true, error: null } as const;

/** The preview of a CODA statement of three credits (and a debit): one unmatched, two matched. */
export const STATEMENT_PREVIEW: StatementResult = {
  ...ok,
  persisted: false,
  id: null,
  fileName: 'CODA 12-03.cod',
  format: 'coda',
  accountIban: 'BE71096123456769',
  statementId: '2030-03-12/017',
  counts: {
    credits: 3,
    debitsSkipped: 1,
    alreadyBooked: 0,
    booked: 3,
    matched: 2,
    paid: 1,
    partly: 1,
    overpaid: 0,
    waived: 0,
    unmatched: 1,
    suggested: 1,
    amount: 123450,
    matchedAmount: 3500,
  },
  entries: [
    {
      id: null,
      bankReference: '2030-03-12/017/0004',
      bookingDate: '2030-03-12',
      valueDate: '2030-03-12',
      amount: 119950,
      structuredCommunication: null,
      communication: 'Gift tentoonstelling',
      counterpartyName: 'Firma Zaadhandel Vogelzang',
      counterpartyIban: 'BE57063000000035',
      outcome: 'unmatched',
      request: null,
      suggestion: {
        id: 5,
        year: 2030,
        name: 'Luc en Ann Desmet',
        structuredCommunication: '+++203/0000/00510+++',
        due: 3500,
        rule: 'sameIban',
      },
    },
    {
      id: null,
      bankReference: '2030-03-12/017/0001',
      bookingDate: '2030-03-12',
      valueDate: '2030-03-12',
      amount: 1000,
      structuredCommunication: '+++203/0000/00611+++',
      communication: null,
      counterpartyName: 'Piet Claeys',
      counterpartyIban: 'BE68539007547034',
      outcome: 'partly',
      request: { id: 6, year: 2030, name: 'Piet Claeys', structuredCommunication: '+++203/0000/00611+++' },
      suggestion: null,
    },
    {
      id: null,
      bankReference: '2030-03-12/017/0002',
      bookingDate: '2030-03-12',
      valueDate: '2030-03-12',
      amount: 2500,
      structuredCommunication: '+++203/0000/00409+++',
      communication: null,
      counterpartyName: 'Els Wouters',
      counterpartyIban: 'BE62510007547061',
      outcome: 'paid',
      request: { id: 4, year: 2030, name: 'Els Wouters', structuredCommunication: '+++203/0000/00409+++' },
      suggestion: null,
    },
  ],
  entriesOmitted: 0,
};

/** The same statement booked (statement 12). */
export const STATEMENT_BOOKED: StatementResult = {
  ...STATEMENT_PREVIEW,
  persisted: true,
  id: 12,
  entries: STATEMENT_PREVIEW.entries.map((entry, index) => ({ ...entry, id: 300 + index })),
};

/** Statement 12 as `GET /Dues/statements` lists it. */
export const STATEMENT_RUN: BankStatementRun = {
  id: 12,
  at: '2030-03-13T09:15:00.000Z',
  actor: { sub: 'penningmeester', email: 'penningmeester@clubbeheer.test' },
  fileName: 'CODA 12-03.cod',
  format: 'coda',
  accountIban: 'BE71096123456769',
  statementId: '2030-03-12/017',
  entries: 3,
  matched: 2,
  amount: 123450,
  undoneAt: null,
};

/** What undoing statement 12 takes back. */
export const UNDO_PREVIEW: StatementUndoResult = {
  ...ok,
  persisted: false,
  entries: 3,
  payments: 2,
  amount: 3500,
  requests: [
    {
      id: 4,
      year: 2030,
      name: 'Els Wouters',
      structuredCommunication: '+++203/0000/00409+++',
      paid: 2500,
      paidAfter: 0,
    },
    {
      id: 6,
      year: 2030,
      name: 'Piet Claeys',
      structuredCommunication: '+++203/0000/00611+++',
      paid: 1000,
      paidAfter: 0,
    },
  ],
  requestsOmitted: 0,
};

/** An unmatched credit with a suggestion, as `POST /Dues/entries/list` answers it. */
export const UNMATCHED: BankEntry = {
  id: 305,
  statementId: 13,
  bankReference: 'NTRY-20300314-0005',
  bookingDate: '2030-03-14',
  valueDate: '2030-03-14',
  amount: 3500,
  structuredCommunication: null,
  communication: 'lidgeld 2030 Luc en Ann',
  counterpartyName: 'DESMET LUC',
  counterpartyIban: 'BE62510007547061',
  counterpartyBic: null,
  state: 'unmatched',
  ignoredOn: null,
  payment: null,
  suggestion: {
    id: 5,
    year: 2030,
    name: 'Luc en Ann Desmet',
    structuredCommunication: '+++203/0000/00510+++',
    due: 3500,
    rule: 'amountAndName',
  },
};

/** An unmatched credit without a suggestion. */
export const GIFT: BankEntry = {
  ...UNMATCHED,
  id: 306,
  bankReference: 'NTRY-20300314-0006',
  amount: 2000,
  communication: 'Gift tentoonstelling',
  counterpartyName: 'Firma Zaadhandel Vogelzang',
  counterpartyIban: 'BE57063000000035',
  suggestion: null,
};

/** Payment requests as `POST /Dues/list` finds them for the match dialog: one open, one waived. */
export const FOUND: DuesItem[] = [
  {
    id: 17,
    year: 2030,
    number: 17,
    name: 'Rita en Jan Declercq',
    memberId: 44,
    tribeNumber: 'DU01',
    members: 2,
    amount: 3500,
    paid: 1000,
    status: 'partly',
    structuredCommunication: '+++203/0000/01702+++',
    dueDate: '2030-01-31',
  },
  {
    id: 18,
    year: 2029,
    number: 18,
    name: 'Rita Declercq',
    memberId: 44,
    tribeNumber: 'DU01',
    members: 1,
    amount: 2500,
    paid: 0,
    status: 'waived',
    structuredCommunication: '+++202/9000/01803+++',
    dueDate: '2029-01-31',
  },
];

/** Request 17 with a transfer matched on its communication and a cash payment. */
export const WITH_PAYMENTS: DuesDetail = {
  ...FOUND[0],
  overdue: false,
  mailedOn: null,
  remindedOn: null,
  memberList: [
    {
      memberId: 44,
      name: 'Rita Declercq',
      tribeNumber: 'DU01',
      kindName: 'Gewoon lid',
      fee: 2500,
      surcharge: 0,
    },
  ],
  payments: [
    {
      id: 41,
      amount: 1000,
      paidOn: '2030-03-14',
      method: 'transfer',
      matchedByHand: false,
      bankEntryId: 300,
      counterpartyName: 'Rita Claes',
      note: null,
    },
    {
      id: 57,
      amount: 1500,
      paidOn: '2030-03-20',
      method: 'cash',
      matchedByHand: true,
      bankEntryId: null,
      counterpartyName: null,
      note: 'Op de vergadering',
    },
  ],
  paid: 2500,
  waivedOn: null,
  waiverReason: null,
  createdOn: '2030-01-02T09:00:00.000Z',
};
