/**
 * Payments of the payment requests (docs/api/dues.md "Payments"): a request's `paidCents` is always the
 * sum of its payments — every change of a payment changes it in the same transaction, and writes the
 * request's history (`payment`, `paymentDeleted`, `undoStatement`). Money paid by hand is entered here;
 * credits of a bank statement become payments in ./statements.ts and ./entries.ts.
 */
import { asc, eq, Param, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { bankEntries, dues, duesPayments } from '../../db/schema';
import { hasSqlState } from '../../db/transaction';
import { rowsOf } from '../../db/wireRows';
import { ApiError, notFound } from '../../errors';
import type { DuesPayment } from '../../schemas/dues';
import type { HandPayment, RequestRef } from '../../schemas/duesPayments';
import { type Actor, type HistoryEntry, writeHistory } from '../history/record';
import { formatStructuredCommunication } from '../payments/structuredCommunication';
import { stateSql } from './state';

/** `GET /Dues/{id}`'s `payments`: request `duesId`'s payments, oldest first. */
export async function paymentsOf(db: Database, duesId: number): Promise<DuesPayment[]> {
  return db
    .select({
      id: duesPayments.id,
      amount: duesPayments.amountCents,
      paidOn: duesPayments.paidOn,
      method: duesPayments.method,
      matchedByHand: duesPayments.matchedByHand,
      bankEntryId: duesPayments.bankEntryId,
      counterpartyName: bankEntries.counterpartyName,
      note: duesPayments.note,
    })
    .from(duesPayments)
    .leftJoin(bankEntries, eq(bankEntries.id, duesPayments.bankEntryId))
    .where(eq(duesPayments.duesId, duesId))
    .orderBy(asc(duesPayments.paidOn), asc(duesPayments.id));
}

/** A request whose paid amount changed: what it received before and after. */
export interface PaidChange extends RequestRef {
  paid: number;
  paidAfter: number;
}

/** Whether `error` is PostgreSQL's "integer out of range" (SQLSTATE 22003). */
export const isOutOfRange = (error: unknown) => hasSqlState(error, '22003');

/**
 * Adds `deltas` (euro cents by request id; negative takes back) to the requests' paid amounts in one
 * statement, and writes a history entry `action` for each request changed: its `paid` and, when it
 * changes, its `status` (docs/api/history.md). Answers the requests changed. Throws `overflow` when a
 * paid amount would leave PostgreSQL's integer range (more than € 21,474,836.47).
 */
export async function addToPaid(
  tx: Transaction,
  deltas: ReadonlyMap<number, number>,
  actor: Actor,
  action: string,
  overflow: ApiError,
): Promise<PaidChange[]> {
  if (deltas.size === 0) return [];
  const before = sql`${dues.paidCents} - x.cents`;
  let rows: (PaidChange & { digits: string; statusBefore: string; statusAfter: string })[];
  try {
    rows = await rowsOf(
      tx,
      sql`update ${dues} set paid_cents = ${dues.paidCents} + x.cents
      from unnest(${new Param([...deltas.keys()])}::int[], ${new Param([...deltas.values()])}::int[]) as x(id, cents)
      where ${dues.id} = x.id
      returning ${dues.id} as "id", ${dues.year} as "year", ${dues.name} as "name",
        ${dues.structuredCommunication} as "digits", ${before} as "paid", ${dues.paidCents} as "paidAfter",
        ${stateSql(before, dues.amountCents, dues.waivedOn)} as "statusBefore",
        ${stateSql(dues.paidCents, dues.amountCents, dues.waivedOn)} as "statusAfter"`,
    );
  } catch (error) {
    throw isOutOfRange(error) ? overflow : error;
  }
  const entries: HistoryEntry[] = rows.map((row) => ({
    resource: 'dues',
    recordId: row.id,
    action,
    changes: [
      { field: 'paid', old: row.paid, new: row.paidAfter },
      ...(row.statusBefore === row.statusAfter
        ? []
        : [{ field: 'status', old: row.statusBefore, new: row.statusAfter }]),
    ],
  }));
  await writeHistory(tx, actor, entries);
  return rows
    .map(({ id, year, name, digits, paid, paidAfter }) => ({
      id,
      year,
      name,
      structuredCommunication: formatStructuredCommunication(digits),
      paid,
      paidAfter,
    }))
    .sort((a, b) => a.year - b.year || a.name.localeCompare(b.name, 'nl') || a.id - b.id);
}

/** The refusal of a payment that would take a request's paid amount past the integer range. */
const tooMuch = (field: string) =>
  new ApiError(400, 'The paid amount of the request would be too large.', field, 'maximum');

/** Request `id` locked for a payment, or 404; 409 `waived` when it is waived (nothing to pay by hand). */
export async function requestForPayment(tx: Transaction, id: number, field?: string) {
  const [request] = await tx
    .select({ id: dues.id, waivedOn: dues.waivedOn })
    .from(dues)
    .where(eq(dues.id, id))
    .for('update');
  if (!request)
    throw new ApiError(404, `There is no payment request ${id}.`, field, field ? 'notFound' : undefined);
  if (request.waivedOn)
    throw new ApiError(409, 'The request is waived: it takes no payment by hand.', field, 'waived');
  return request;
}

/**
 * `POST /Dues/{id}/payments`: records money paid by hand for request `duesId` (method cash) as
 * `actor`. Throws ApiError 404 (no such request), 409 `waived`, 400 `maximum` (amount field) when the
 * request's paid amount would pass the integer range.
 */
export function addHandPayment(db: Database, duesId: number, payment: HandPayment, actor: Actor) {
  return db.transaction(async (tx) => {
    await requestForPayment(tx, duesId);
    await tx.insert(duesPayments).values({
      duesId,
      method: payment.method,
      matchedByHand: true,
      amountCents: payment.amount,
      paidOn: payment.paidOn,
      note: payment.note?.trim() || null,
      actorSub: actor.sub,
    });
    await addToPaid(tx, new Map([[duesId, payment.amount]]), actor, 'payment', tooMuch('amount'));
  });
}

/**
 * `DELETE /Dues/payments/{id}`: takes payment `id` back as `actor`; a credit it came from becomes
 * unmatched again (its history `unmatch`). Answers the request's id. Throws ApiError 404.
 */
export function deletePayment(db: Database, id: number, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.delete(duesPayments).where(eq(duesPayments.id, id)).returning();
    if (!payment) throw notFound('payment', id);
    await addToPaid(
      tx,
      new Map([[payment.duesId, -payment.amountCents]]),
      actor,
      'paymentDeleted',
      tooMuch('id'),
    );
    if (payment.bankEntryId !== null)
      await writeHistory(tx, actor, [
        {
          resource: 'bankEntries',
          recordId: payment.bankEntryId,
          action: 'unmatch',
          changes: [{ field: 'duesId', old: payment.duesId, new: null }],
        },
      ]);
    return payment.duesId;
  });
}
