/**
 * The ISO 20022 bank-to-customer statement, camt.053.001.02 to .08 (the message definitions of
 * iso20022.org; in Belgium, Febelfin's "camt.053 statement" guideline). Element paths below are
 * relative to `Document/BkToCstmrStmt/Stmt/Ntry` unless they say otherwise.
 */

import { findStructuredCommunication } from '../structuredCommunication';
import { EntryList, ibanIn, isoDate, refuse } from './entries';
import type { Statement, StatementEntry } from './types';
import { element, elements, readXml, text, type XmlElement } from './xml';

/** The camt.053 versions read: the `NN` of namespace `urn:iso:std:iso:20022:tech:xsd:camt.053.001.NN`. */
const VERSIONS = ['02', '03', '04', '05', '06', '07', '08'];
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d\d)$/;

const notCamt = (message: string) => refuse('notCamt', message);

/**
 * The entries of the camt.053 document `xml`, one per booked entry (`Sts` or `Sts/Cd` BOOK; pending
 * and information entries moved no money yet), or one per transaction of a batch:
 * - a batch (`NtryDtls/TxDtls` twice or more) is split into its transactions when each has its amount in
 *   euro (`TxDtls/AmtDtls/TxAmt/Amt`, or `TxDtls/Amt` from .08) and they add up to the entry's, credits
 *   less debits (`TxDtls/CdtDbtInd`, else the entry's); else it stays one entry, without communication or
 *   counterparty, for the treasurer to look at;
 * - `bankReference`: the transaction's `Refs/AcctSvcrRef` for a split batch, else the entry's
 *   `AcctSvcrRef` (the one transaction's when the entry has none); without one, the statement's `Id` with
 *   `NtryRef` (or the entry's place) and, in a batch, the transaction's place (`S1/3/2`) — never the
 *   `EndToEndId`, which is the payer's and often NOTPROVIDED;
 * - `bookingDate` `BookgDt/Dt` (or the day of `BookgDt/DtTm`, as written), else the value date;
 * - the structured communication is `RmtInf/Strd/CdtrRefInf/Ref` with `Tp/CdOrPrtry/Cd` SCOR and
 *   `Tp/Issr` BBA, or an OGM written in `RmtInf/Ustrd` (some banks put it there); otherwise
 *   `communication` is the `Ustrd` lines and any other reference, joined;
 * - the counterparty of a credit is the debtor (`RltdPties/Dbtr/Nm`, `Dbtr/Pty/Nm` from .08;
 *   `RltdPties/DbtrAcct/Id/IBAN`; `RltdAgts/DbtrAgt/FinInstnId/BIC`, `BICFI` from .03), of a debit the
 *   creditor (`Cdtr`, `CdtrAcct`, `CdtrAgt`);
 * - an entry of 0 moved nothing and is left out.
 *
 * The club's account is a euro account, so every amount must be in euro: a statement of another account
 * has entries (`Amt@Ccy`) in its own currency, and is refused whole rather than read in part.
 * @throws ApiError 400 with `reason`: dtdNotAllowed (./xml.ts); notCamt (not a camt.053 of the versions
 *   above, cut short, malformed, or an entry without direction, amount or date); notEuro (an amount in
 *   another currency); severalAccounts (statements of different accounts); tooManyRows.
 */
export function readCamt053(xml: string): Statement {
  const document = element(readXml(xml, 'Document'), 'Document');
  const version = Object.entries(document?.attributes ?? {})
    .filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'))
    .map(([, namespace]) => NAMESPACE.exec(namespace)?.[1])
    .find((found) => found !== undefined);
  if (!document || !version || !VERSIONS.includes(version))
    throw notCamt(
      version
        ? `camt.053.001.${version} is not read; versions 02 to 08 are.`
        : 'The XML file is not an ISO 20022 camt.053 bank statement.',
    );
  const statements = elements(element(document, 'BkToCstmrStmt'), 'Stmt');
  if (statements.length === 0) throw notCamt('The camt.053 file holds no statement (Stmt).');

  const accounts = new Set(statements.map((statement) => accountOf(statement)));
  if (accounts.size > 1)
    throw refuse(
      'severalAccounts',
      'The file holds statements of more than one account; import them one by one.',
    );
  const ids = statements.map((statement, index) => text(statement, 'Id') ?? `${index + 1}`);
  const entries = statements.map((statement) => elements(statement, 'Ntry'));
  // Every entry written must be one read: what the parser forgives must not lose one without a word.
  const written = xml.match(/<(?:[\w.-]+:)?Ntry[\s/>]/g)?.length ?? 0;
  if (written !== entries.flat().length)
    throw notCamt(
      `The file holds ${written} entries (Ntry), of which only ${entries.flat().length} can be read.`,
    );
  const list = new EntryList();
  entries.forEach((ofStatement, index) => {
    ofStatement.forEach((entry, place) => {
      for (const read of readEntry(entry, ids[index], place + 1)) list.add(read);
    });
  });
  return {
    format: 'camt.053',
    accountIban: ibanIn(text(statements[0], 'Acct', 'Id', 'IBAN')),
    statementId: ids.length === 1 ? ids[0] : `${ids[0]} … ${ids.at(-1)}`,
    entries: list.entries,
  };
}

/** The account of `Stmt`: its IBAN, or its other identification. */
const accountOf = (statement: XmlElement) =>
  ibanIn(text(statement, 'Acct', 'Id', 'IBAN')) ?? text(statement, 'Acct', 'Id', 'Othr', 'Id');

/** An amount in euro cents with its direction. */
interface Movement {
  cents: number;
  credit: boolean;
}

/** The StatementEntry values of one `Ntry` (none, one, or one per transaction of a split batch). */
function readEntry(entry: XmlElement, statementId: string, place: number): StatementEntry[] {
  if ((text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts')) !== 'BOOK') return [];
  const where = `Entry ${place} of statement ${statementId}`;
  const movement = {
    cents: cents(element(entry, 'Amt'), where),
    credit: direction(text(entry, 'CdtDbtInd'), where),
  };
  const valueDate = date(element(entry, 'ValDt'), where);
  const bookingDate = date(element(entry, 'BookgDt'), where) ?? valueDate;
  if (!bookingDate) throw notCamt(`${where} has no booking date.`);
  const reference = text(entry, 'AcctSvcrRef');
  const fallback = `${statementId}/${text(entry, 'NtryRef') ?? place}`;
  const transactions = elements(entry, 'NtryDtls').flatMap((details) => elements(details, 'TxDtls'));
  const book = (transaction: XmlElement | undefined, part: Movement, bankReference: string) =>
    part.cents === 0 ? [] : [entryOf(transaction, part, bankReference, bookingDate, valueDate)];

  if (transactions.length < 2) {
    const [transaction] = transactions;
    return book(transaction, movement, reference ?? text(transaction, 'Refs', 'AcctSvcrRef') ?? fallback);
  }
  const parts = batchParts(transactions, movement, where);
  if (!parts) return book(undefined, movement, reference ?? fallback);
  return transactions.flatMap((transaction, index) =>
    book(
      transaction,
      parts[index],
      text(transaction, 'Refs', 'AcctSvcrRef') ?? `${reference ?? fallback}/${index + 1}`,
    ),
  );
}

/**
 * The amounts of the transactions of a batch, when each has one and they add up to the entry's
 * `movement`, credits less debits; else undefined.
 */
function batchParts(transactions: XmlElement[], movement: Movement, where: string): Movement[] | undefined {
  const parts: Movement[] = [];
  for (const [index, transaction] of transactions.entries()) {
    const amount = element(transaction, 'AmtDtls', 'TxAmt', 'Amt') ?? element(transaction, 'Amt');
    if (!amount) return undefined;
    const at = `${where}, transaction ${index + 1},`;
    const indicator = text(transaction, 'CdtDbtInd');
    parts.push({ cents: cents(amount, at), credit: indicator ? direction(indicator, at) : movement.credit });
  }
  const signed = (part: Movement) => BigInt(part.credit ? part.cents : -part.cents);
  return parts.reduce((sum, part) => sum + signed(part), 0n) === signed(movement) ? parts : undefined;
}

/** The StatementEntry of `movement` with what `transaction` (`TxDtls`, if any) says of it. */
function entryOf(
  transaction: XmlElement | undefined,
  movement: Movement,
  bankReference: string,
  bookingDate: string,
  valueDate: string | null,
): StatementEntry {
  const party = movement.credit ? 'Dbtr' : 'Cdtr';
  const agent = element(transaction, 'RltdAgts', `${party}Agt`, 'FinInstnId');
  return {
    bankReference,
    bookingDate,
    valueDate,
    amountCents: movement.cents,
    credit: movement.credit,
    ...remittance(element(transaction, 'RmtInf')),
    counterpartyName:
      text(transaction, 'RltdPties', party, 'Nm') ?? text(transaction, 'RltdPties', party, 'Pty', 'Nm'),
    counterpartyIban: ibanIn(text(transaction, 'RltdPties', `${party}Acct`, 'Id', 'IBAN')),
    counterpartyBic: (text(agent, 'BICFI') ?? text(agent, 'BIC'))?.toUpperCase() ?? null,
  };
}

/** The structured communication of `RmtInf`, else its free text (see readCamt053). */
function remittance(information: XmlElement | undefined) {
  const free: string[] = [];
  for (const structured of elements(information, 'Strd')) {
    const reference = element(structured, 'CdtrRefInf');
    const ref = text(reference, 'Ref');
    if (!ref) continue;
    const belgian =
      text(reference, 'Tp', 'CdOrPrtry', 'Cd') === 'SCOR' && text(reference, 'Tp', 'Issr') === 'BBA';
    const digits = belgian ? (findStructuredCommunication(ref) ?? null) : null;
    if (digits) return { structuredCommunication: digits, communication: null };
    free.push(ref);
  }
  const unstructured = elements(information, 'Ustrd').map((line) => text(line) ?? '');
  const written = findStructuredCommunication(unstructured.join(' ')) ?? null;
  if (written) return { structuredCommunication: written, communication: null };
  const communication = [...unstructured, ...free].filter(Boolean).join(' ');
  return { structuredCommunication: null, communication: communication || null };
}

/** CRDT → true, DBIT → false; anything else is refused. */
function direction(indicator: string | null, where: string) {
  if (indicator === 'CRDT') return true;
  if (indicator === 'DBIT') return false;
  throw notCamt(`${where} is neither a credit nor a debit (CdtDbtInd ${indicator ?? 'missing'}).`);
}

/**
 * The euro cents of an amount element (`12.50 Ccy="EUR"`: 1250). More than two decimals are allowed when
 * they are zeros.
 * @throws ApiError 400 notEuro for another currency, notCamt for a missing or malformed amount.
 */
function cents(amount: XmlElement | undefined, where: string): number {
  const value = text(amount);
  const parts = value ? /^(\d{1,15})(?:\.(\d{1,2})0*)?$/.exec(value) : null;
  if (!amount || !parts) throw notCamt(`${where} has no amount in euro cents (${value ?? 'none'}).`);
  const currency = amount.attributes.Ccy;
  if (currency !== 'EUR')
    throw refuse('notEuro', `${where} is in ${currency ?? 'no currency'}; only euro statements are read.`);
  return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}

/** The yyyy-MM-dd of a date element (`Dt`, or the day of `DtTm` as written), or null when absent. */
function date(holder: XmlElement | undefined, where: string): string | null {
  const written = text(holder, 'Dt') ?? text(holder, 'DtTm');
  if (!holder || !written) return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(written);
  const day = parts && isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  if (!day) throw notCamt(`${where} has a date that is not one: ${written}.`);
  return day;
}
