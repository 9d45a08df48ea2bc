/**
 * The booked credits of bank statements, for the treasurer (docs/api/dues.md "Matching by hand"): the
 * paged list by state with each unmatched credit's suggestion, matching a credit to a request by hand,
 * and leaving one (ignore) or taking it back (unignore). History: the request's `payment`, the
 * credit's `match`, `ignore` and `unignore`.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { bankEntries, dues, duesPayments } from '../../db/schema';
import { ACCENTED, PLAIN } from '../../db/schema/columns';
import { ApiError, notFound, orNotFound } from '../../errors';
import type { BankEntry, BankEntryListRequest } from '../../schemas/duesPayments';
import { type Actor, writeHistory } from '../history/record';
import { countUpTo, pagedResult } from '../lists';
import { formatStructuredCommunication } from '../payments/structuredCommunication';
import { allWordsIn } from '../text/searchWords';
import { addToPaid, requestForPayment } from './payments';
import { suggestionsFor } from './suggestions';

/** A credit's state (BANK_ENTRY_STATES), as SQL. */
const STATE = sql<BankEntry['state']>`case when ${duesPayments.id} is not null then 'matched'
  when ${bankEntries.ignoredOn} is not null then 'ignored' else 'unmatched' end`;

/** What a search looks in: payer, communications, IBAN, bank reference and the matched request's addressee. */
const HAYSTACK = sql`translate(lower(concat_ws(' ', ${bankEntries.counterpartyName}, ${bankEntries.communication},
  ${bankEntries.counterpartyIban}, ${bankEntries.bankReference}, ${bankEntries.structuredCommunication}, ${dues.name})),
  ${ACCENTED}, ${PLAIN})`;

const FIELDS = {
  entry: bankEntries,
  state: STATE,
  paymentId: duesPayments.id,
  matchedByHand: duesPayments.matchedByHand,
  duesId: dues.id,
  year: dues.year,
  name: dues.name,
  digits: dues.structuredCommunication,
};

/** The credits with their payment and its request, filtered by `where`. */
const selectEntries = (db: Database, where: SQL | undefined) =>
  db
    .select(FIELDS)
    .from(bankEntries)
    .leftJoin(duesPayments, eq(duesPayments.bankEntryId, bankEntries.id))
    .leftJoin(dues, eq(dues.id, duesPayments.duesId))
    .where(where);

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

/** `rows` as BankEntry, each unmatched one with its suggestion (./suggestions.ts). */
async function entriesOf(db: Database, rows: Row[]): Promise<BankEntry[]> {
  const suggestions = await suggestionsFor(
    db,
    rows.filter((row) => row.state === 'unmatched').map((row) => ({ key: row.entry.id, ...row.entry })),
  );
  return rows.map(({ entry, state, paymentId, matchedByHand, duesId, year, name, digits }) => ({
    id: entry.id,
    statementId: entry.statementId,
    bankReference: entry.bankReference,
    bookingDate: entry.bookingDate,
    valueDate: entry.valueDate,
    amount: entry.amountCents,
    structuredCommunication: entry.structuredCommunication
      ? formatStructuredCommunication(entry.structuredCommunication)
      : null,
    communication: entry.communication,
    counterpartyName: entry.counterpartyName,
    counterpartyIban: entry.counterpartyIban,
    counterpartyBic: entry.counterpartyBic,
    state,
    ignoredOn: entry.ignoredOn?.toISOString() ?? null,
    payment:
      paymentId !== null && duesId !== null && digits !== null
        ? {
            id: paymentId,
            matchedByHand: matchedByHand ?? false,
            request: {
              id: duesId,
              year: year as number,
              name: name as string,
              structuredCommunication: formatStructuredCommunication(digits),
            },
          }
        : null,
    suggestion: suggestions.get(entry.id) ?? null,
  }));
}

/**
 * `POST /Dues/entries/list`: one page of the booked credits, newest booking day first, filtered by
 * state and statement; `searchString` finds the payer's name, the communications (a structured one
 * also typed with `+++` and slashes), the IBAN, the bank reference and a matched request's addressee.
 */
export async function listEntries(db: Database, request: BankEntryListRequest) {
  const { state, statementId, searchString } = request;
  const digits = searchString?.replace(/[+*/\s]/g, '');
  const where = and(
    state === undefined ? undefined : sql`${STATE} = ${state}`,
    statementId === undefined ? undefined : eq(bankEntries.statementId, statementId),
    allWordsIn(HAYSTACK, digits && /^\d{3,12}$/.test(digits) ? digits : searchString),
  );
  const [rows, total] = await Promise.all([
    selectEntries(db, where)
      .orderBy(desc(bankEntries.bookingDate), desc(bankEntries.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(
      db,
      db
        .select({ id: bankEntries.id })
        .from(bankEntries)
        .leftJoin(duesPayments, eq(duesPayments.bankEntryId, bankEntries.id))
        .leftJoin(dues, eq(dues.id, duesPayments.duesId))
        .where(where)
        .$dynamic(),
      request,
    ),
  ]);
  return pagedResult('entries', request, total, await entriesOf(db, rows));
}

/** Credit `id` as BankEntry (with its suggestion when unmatched), or undefined. */
export async function getEntry(db: Database, id: number): Promise<BankEntry | undefined> {
  const [entry] = await entriesOf(db, await selectEntries(db, eq(bankEntries.id, id)));
  return entry;
}

/** Credit `id` as it is after a change made to it. */
const changed = async (db: Database, id: number) => orNotFound(await getEntry(db, id), 'bank entry', id);

/** Credit `id` locked for a change, with whether it has a payment; 404 when there is none. */
async function lockedEntry(tx: Transaction, id: number) {
  const [entry] = await tx.select().from(bankEntries).where(eq(bankEntries.id, id)).for('update');
  if (!entry) throw notFound('bank entry', id);
  const [payment] = await tx
    .select({ id: duesPayments.id })
    .from(duesPayments)
    .where(eq(duesPayments.bankEntryId, id));
  return { entry, matched: payment !== undefined };
}

const alreadyMatched = (id: number) =>
  new ApiError(409, `Bank entry ${id} is matched to a request; delete that payment first.`, 'id', 'matched');

/**
 * `PUT /Dues/entries/{id}/match`: credit `id` becomes a payment of request `duesId`, matched by hand
 * (an ignored credit is no longer ignored). Answers the credit.
 * @throws ApiError 404 (no such credit; `field` duesId: no such request), 409 `matched` (it has a
 *   payment already), 409 `waived` (the request is waived), 400 `maximum` on duesId (its paid amount
 *   would pass the integer range).
 */
export async function matchEntry(db: Database, id: number, duesId: number, actor: Actor): Promise<BankEntry> {
  await db.transaction(async (tx) => {
    const { entry, matched } = await lockedEntry(tx, id);
    if (matched) throw alreadyMatched(id);
    await requestForPayment(tx, duesId, 'duesId');
    await tx.insert(duesPayments).values({
      duesId,
      bankEntryId: id,
      method: 'transfer',
      matchedByHand: true,
      amountCents: entry.amountCents,
      paidOn: entry.bookingDate,
      actorSub: actor.sub,
    });
    if (entry.ignoredOn) await tx.update(bankEntries).set({ ignoredOn: null }).where(eq(bankEntries.id, id));
    await addToPaid(
      tx,
      new Map([[duesId, entry.amountCents]]),
      actor,
      'payment',
      new ApiError(400, 'The paid amount of the request would be too large.', 'duesId', 'maximum'),
    );
    await writeHistory(tx, actor, [
      {
        resource: 'bankEntries',
        recordId: id,
        action: 'match',
        changes: [
          { field: 'duesId', old: null, new: duesId },
          ...(entry.ignoredOn ? [{ field: 'ignoredOn', old: entry.ignoredOn.toISOString(), new: null }] : []),
        ],
      },
    ]);
  });
  return changed(db, id);
}

/**
 * `PUT /Dues/entries/{id}/ignore` (`ignored` true) and `…/unignore` (false): leaves credit `id` (not
 * dues money: it is no longer offered for matching) or offers it again. Doing what is done already
 * changes nothing. Answers the credit.
 * @throws ApiError 404, 409 `matched` when ignoring a credit that has a payment.
 */
export async function setIgnored(
  db: Database,
  id: number,
  ignored: boolean,
  actor: Actor,
): Promise<BankEntry> {
  await db.transaction(async (tx) => {
    const { entry, matched } = await lockedEntry(tx, id);
    if (ignored && matched) throw alreadyMatched(id);
    if ((entry.ignoredOn !== null) === ignored) return;
    const ignoredOn = ignored ? new Date() : null;
    await tx.update(bankEntries).set({ ignoredOn }).where(eq(bankEntries.id, id));
    await writeHistory(tx, actor, [
      {
        resource: 'bankEntries',
        recordId: id,
        action: ignored ? 'ignore' : 'unignore',
        changes: [
          {
            field: 'ignoredOn',
            old: entry.ignoredOn?.toISOString() ?? null,
            new: ignoredOn?.toISOString() ?? null,
          },
        ],
      },
    ]);
  });
  return changed(db, id);
}
