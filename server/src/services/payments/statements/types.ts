/** What a bank statement says, as both readers (camt053.ts, coda.ts) give it: one shape for both formats. */

/** One movement of money on the account, or one transaction of a batch that was split (see the readers). */
export interface StatementEntry {
  /**
   * The entry's reference: unique among the entries of the account, and the same each time the same
   * file is read, so a second import of it books nothing. camt.053: the account servicer's reference
   * (`AcctSvcrRef`); CODA: the statement and the movement's place in it (coda.ts says why).
   */
  bankReference: string;
  /** The day the bank booked it, yyyy-MM-dd. */
  bookingDate: string;
  /** The day it takes value (interest), yyyy-MM-dd; null when the statement does not say. */
  valueDate: string | null;
  /** The amount in euro cents, a positive integer; `credit` gives the direction. */
  amountCents: number;
  /** True: money in (a credit); false: money out (a debit). */
  credit: boolean;
  /**
   * The 12 digits of the Belgian structured communication (OGM/VCS, `+++123/4567/89002+++` without its
   * signs) when the entry carries one whose check digits are right; else null.
   */
  structuredCommunication: string | null;
  /** The free communication (white space collapsed) when there is no structured one; else null. */
  communication: string | null;
  /** The other party: the payer of a credit, the payee of a debit. Null when not given. */
  counterpartyName: string | null;
  /** The other party's account as an IBAN (upper case, no spaces); null when not given or not an IBAN. */
  counterpartyIban: string | null;
  /** The BIC of the other party's bank; null when not given. */
  counterpartyBic: string | null;
}

/** A bank statement file: the account's entries of one or more days, in the order of the file. */
export interface Statement {
  format: 'camt.053' | 'coda';
  /** The IBAN of the account (upper case, no spaces); null when the file names it otherwise. */
  accountIban: string | null;
  /**
   * The statement's identification, for people: camt.053 `Stmt/Id`; CODA the creation date and the
   * statement's sequence number (`2026-03-05/042`). A file with several statements gives the first and
   * the last (`A … B`).
   */
  statementId: string;
  entries: StatementEntry[];
}
