/**
 * CODA, Febelfin's "Coded statement of account", version 2 (written from the standard's version 2.6,
 * 2018, whose record lay-out — annex I — later versions keep). No maintained npm package reads it, so
 * this is our own reader. Positions below are the standard's: 1-based, both ends included.
 *
 * A file is one or more statements, each: header record 0, old balance 1, movement records 2.1/2.2/2.3
 * with information records 3.1/3.2/3.3 after them, new balance 8, free communication 4, trailer 9.
 * Every record is 128 characters.
 */

import { findStructuredCommunication } from '../structuredCommunication';
import { cleanText, EntryList, ibanIn, isoDate, refuse } from './entries';
import type { Statement, StatementEntry } from './types';

export const CODA_RECORD_LENGTH = 128;

const notCoda = (message: string) => refuse('notCoda', message);

/** Positions `from`–`to` (1-based, inclusive, as annex I gives them) of `record`. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

/** One record 2.1 with its 2.2 and 2.3: a movement (detail number 0000) or one of its details. */
interface Part {
  /** Continuous sequence number, 2.1 positions 3–6: the same for a movement and its details. */
  sequence: string;
  /** Detail number, 2.1 positions 7–10: 0000 for the movement itself. */
  detail: string;
  /** Type of the transaction code, 2.1 position 54 (annex II §3.1): which totals and details this is. */
  type: string;
  credit: boolean;
  /** The amount in thousandths of the currency (12 digits and 3 decimals). */
  thousandths: number;
  valueDate: string | null;
  entryDate: string;
  /** Communication type, 2.1 position 62: 1 structured, 0 free (or none). */
  structured: boolean;
  /** The communication zone as written: 2.1 positions 63–115, 2.2 positions 11–63, 2.3 positions 83–125. */
  communication: string;
  /** 2.2 positions 99–109. */
  bic: string;
  /** 2.3 positions 11–47: the account (an IBAN for a SEPA payment), then its currency. */
  account: string;
  /** 2.3 positions 48–82. */
  name: string;
  /** The article of the last record read for it: 1, 2 or 3 (2.2 and 2.3 are there when needed). */
  article: number;
}

interface Movement {
  main: Part;
  /** The records 2.1 after it with its sequence number and another detail number, in file order. */
  details: Part[];
}

/** One statement of the file: from its header record 0 up to its trailer 9. */
interface Block {
  /** Creation date (record 0) and the statement's sequence number (record 1): `2026-03-05/042`. */
  id: string;
  creationDate: string;
  /** The account of record 1 as written (an IBAN or a Belgian number); null before record 1. */
  account: string | null;
  iban: string | null;
  movements: Movement[];
  /** Whether its trailer record 9 was read. */
  ended: boolean;
}

/**
 * The first-level details of a total (annex II §3.1): type 1 (totalised by the customer) is detailed by
 * type 5, type 2 (totalised by the bank, e.g. a series of credit transfers with a structured
 * communication) by types 6 and 7. Types 8 and 9 break a simple amount (3) or a detail (7) down further
 * and are never payments of their own.
 */
const DETAIL_TYPES: Record<string, string[]> = { '1': ['5'], '2': ['6', '7'] };

/**
 * The entries of the CODA text `text` (decoded; CRLF or LF line ends; a last line end or none):
 * - one per movement (record 2.1 with detail number 0000, and its 2.2/2.3, §6), except a total of type 1
 *   or 2 whose first-level details (DETAIL_TYPES) follow it and add up to it exactly, credits less
 *   debits: one per detail then — the rule of a camt.053 batch, so that one payment is one entry in
 *   either format. Any other details (a breakdown of one payment, details that do not add up) are left
 *   out, and the movement is the entry. A "separate application" file, which repeats the details of
 *   totals sent in another file, is read as any other;
 * - `bankReference`: the statement's `id` (see Block), the movement's place in the statement and, for a
 *   detail, its place among the movement's details (`2026-03-05/042/0007/0002`). The "reference number
 *   of the bank" (2.1 positions 11–31) is not used: §7.4 calls it purely informative, to be changed by the
 *   bank without notice, and not to be programmed on;
 * - `bookingDate` the entry date (2.1 positions 116–121), `valueDate` the value date (48–53; 000000 when
 *   unknown), DDMMYY read as 20YY;
 * - amount: sign 2.1 position 32 (0 credit, 1 debit), 15 digits at 33–47 with 3 decimals; 0 is left out;
 * - communication: structured (2.1 position 62 = 1) of type 101 or 102 (positions 63–65, annex III)
 *   carries the OGM in the 12 digits after its type; a free communication (positions 63–115 and on in
 *   2.2 and 2.3) that holds an OGM between its signs counts as structured too;
 * - counterparty: name 2.3 positions 48–82, account 2.3 positions 11–47 (kept when an IBAN), BIC 2.2
 *   positions 99–109;
 * - information records (3), free communications (4), balances (8) and the trailer's totals are not
 *   read; the trailer must be there, so a file cut short is refused.
 * Record 1 gives the account (positions 2: structure, 0/1 Belgian or foreign number, 2/3 IBAN; 6–42
 * the number and currency, §7.5) and the statement's sequence number (126–128); record 0 the creation
 * date (6–11) and the version (128, must be 2).
 * @throws ApiError 400 with `reason`: notCoda (a record not 128 characters, of an unknown kind, out of
 *   place, with a field not as the standard writes it, version 1, or no trailer); notEuro (an account
 *   in another currency); severalAccounts (statements of different accounts); tooManyRows.
 */
export function readCoda(text: string): Statement {
  const records = text.split(/\r?\n/);
  while (records.at(-1) === '') records.pop();
  const blocks: Block[] = [];
  let block: Block | undefined;
  records.forEach((record, index) => {
    const at = `Record ${index + 1}`;
    if (record.length !== CODA_RECORD_LENGTH)
      throw notCoda(`${at} has ${record.length} characters; CODA records have ${CODA_RECORD_LENGTH}.`);
    const kind = record[0];
    if (kind === '0') {
      if (block && !block.ended)
        throw notCoda(`${at} starts a statement before the trailer of the last one.`);
      block = header(record, at);
      blocks.push(block);
      return;
    }
    if (!block || block.ended) throw notCoda(`${at} comes before a header record (0).`);
    if (kind === '1') Object.assign(block, account(record, block.creationDate, at));
    else if (block.account === null) throw notCoda(`${at} comes before the old balance record (1).`);
    else if (kind === '2') movementRecord(block, record, at);
    else if (kind === '9') block.ended = true;
    else if (!'348'.includes(kind)) throw notCoda(`${at} is of no kind CODA knows (${kind}).`);
  });
  if (!block?.ended) throw notCoda('The CODA file ends before its trailer record (9).');

  if (new Set(blocks.map((each) => each.account)).size > 1)
    throw refuse(
      'severalAccounts',
      'The file holds statements of more than one account; import them one by one.',
    );
  const list = new EntryList();
  for (const each of blocks)
    each.movements.forEach((movement, index) => {
      const place = `${each.id}/${fourDigits(index + 1)}`;
      for (const [part, detail] of partsToBook(movement))
        if (part.thousandths > 0)
          list.add(entryOf(part, detail === undefined ? place : `${place}/${fourDigits(detail + 1)}`));
    });
  return {
    format: 'coda',
    accountIban: blocks[0].iban,
    statementId: blocks.length === 1 ? blocks[0].id : `${blocks[0].id} … ${blocks.at(-1)?.id}`,
    entries: list.entries,
  };
}

/** Header record 0: version code (position 128) 2, creation date (positions 6–11). */
function header(record: string, at: string): Block {
  if (record[127] !== '2') throw notCoda(`CODA version ${record[127]} is not read; version 2 is.`);
  const creationDate = date(field(record, 6, 11), `${at} (creation date)`);
  return { id: creationDate, creationDate, account: null, iban: null, movements: [], ended: false };
}

/**
 * Old balance record 1 (§7.5): account structure (position 2), the account and its currency (6–42),
 * and the statement's sequence number (126–128).
 */
function account(record: string, creationDate: string, at: string) {
  const structure = record[1];
  if (!'0123'.includes(structure))
    throw notCoda(`${at} has an account structure CODA does not know (${structure}).`);
  // Structure 0 (Belgian number) puts the currency elsewhere than 1–3 (foreign number, Belgian IBAN,
  // foreign IBAN); 2 and 3 are IBANs.
  const currency = structure === '0' ? field(record, 19, 21) : field(record, 40, 42);
  if (currency.trim() && currency !== 'EUR')
    throw refuse('notEuro', `The account is in ${currency}; only euro statements are read.`);
  const number = field(record, 6, structure === '0' ? 17 : 39).trim();
  return {
    id: `${creationDate}/${field(record, 126, 128)}`,
    account: number,
    iban: structure === '2' || structure === '3' ? ibanIn(number) : null,
  };
}

/** A movement record 2.1, 2.2 or 2.3 of `block`, added to its movement. */
function movementRecord(block: Block, record: string, at: string) {
  const sequence = field(record, 3, 6);
  const detail = field(record, 7, 10);
  const article = record[1];
  if (article === '1') {
    const part = movementPart(record, sequence, detail, at);
    const movement = block.movements.at(-1);
    if (detail === '0000') block.movements.push({ main: part, details: [] });
    else if (movement?.main.sequence === sequence) movement.details.push(part);
    else throw notCoda(`${at} is a detail of no movement before it (sequence number ${sequence}).`);
    return;
  }
  const movement = block.movements.at(-1);
  const part = movement?.details.at(-1) ?? movement?.main;
  const order = Number(article);
  if (!part || part.sequence !== sequence || part.detail !== detail || !(order > part.article && order <= 3))
    throw notCoda(
      `${at} (2.${article}) does not follow the records of its movement in order (2.1, 2.2, 2.3).`,
    );
  part.article = order;
  if (article === '2') {
    part.communication = field(part.communication, 1, 53) + field(record, 11, 63);
    part.bic = field(record, 99, 109);
  } else {
    part.communication = field(part.communication.padEnd(106), 1, 106) + field(record, 83, 125);
    part.account = field(record, 11, 47);
    part.name = field(record, 48, 82);
  }
}

/** The fields of movement record 2.1. */
function movementPart(record: string, sequence: string, detail: string, at: string): Part {
  const sign = record[31];
  const amount = field(record, 33, 47);
  if ((sign !== '0' && sign !== '1') || !/^\d{15}$/.test(amount))
    throw notCoda(`${at} has no amount as CODA writes one (${sign}${amount}).`);
  const thousandths = Number(amount);
  if (thousandths % 10 !== 0) throw notCoda(`${at} has an amount with a fraction of a cent (${amount}).`);
  const valueDate = field(record, 48, 53);
  return {
    sequence,
    detail,
    type: record[53],
    credit: sign === '0',
    thousandths,
    valueDate: valueDate === '000000' ? null : date(valueDate, `${at} (value date)`),
    entryDate: date(field(record, 116, 121), `${at} (entry date)`),
    structured: record[61] === '1',
    communication: field(record, 63, 115),
    bic: '',
    account: '',
    name: '',
    article: 1,
  };
}

/**
 * The parts of `movement` that are entries, each with its index among the movement's details: its
 * first-level details when they add up to it, else the movement itself (index undefined).
 */
function partsToBook(movement: Movement): [Part, number | undefined][] {
  const types = DETAIL_TYPES[movement.main.type] ?? [];
  const details = movement.details
    .map((part, index): [Part, number] => [part, index])
    .filter(([part]) => types.includes(part.type));
  const signed = (part: Part) => BigInt(part.credit ? part.thousandths : -part.thousandths);
  const sum = details.reduce((total, [part]) => total + signed(part), 0n);
  return details.length > 0 && sum === signed(movement.main) ? details : [[movement.main, undefined]];
}

const fourDigits = (place: number) => String(place).padStart(4, '0');

/** The StatementEntry of `part`. */
function entryOf(part: Part, bankReference: string): StatementEntry {
  return {
    bankReference,
    bookingDate: part.entryDate,
    valueDate: part.valueDate,
    amountCents: part.thousandths / 10,
    credit: part.credit,
    ...communicationOf(part),
    counterpartyName: cleanText(part.name),
    counterpartyIban: ibanIn(part.account),
    counterpartyBic: cleanText(part.bic)?.toUpperCase() ?? null,
  };
}

/** The structured communication of `part` (types 101 and 102 of annex III), else its free text. */
function communicationOf(part: Part) {
  const zone = part.communication;
  if (part.structured) {
    const kind = field(zone, 1, 3);
    if (kind === '101' || kind === '102') {
      const digits = field(zone, 4, 15);
      const ogm = findStructuredCommunication(digits) ?? null;
      return { structuredCommunication: ogm, communication: ogm ? null : cleanText(digits) };
    }
    return { structuredCommunication: null, communication: cleanText(zone.slice(3)) };
  }
  const ogm = findStructuredCommunication(zone) ?? null;
  return { structuredCommunication: ogm, communication: ogm ? null : cleanText(zone) };
}

/** yyyy-MM-dd of the CODA date `written` (DDMMYY, read as 20YY). Throws notCoda for a date that is not one. */
function date(written: string, what: string): string {
  const day = /^\d{6}$/.test(written)
    ? isoDate(2000 + Number(written.slice(4, 6)), Number(written.slice(2, 4)), Number(written.slice(0, 2)))
    : null;
  if (!day) throw notCoda(`${what} is not a date as CODA writes one (DDMMYY): ${written}.`);
  return day;
}
