/**
 * Booking a bank statement against the payment requests (issue K item 5, docs/api/dues.md "Bank
 * statements"): every credit not booked before is stored with its bank reference; one whose structured
 * communication is a request's becomes that request's payment, the others wait for the treasurer
 * (./entries.ts) with a suggestion (./suggestions.ts). A preview does all of it in a transaction it
 * rolls back, so it answers exactly what booking would do. A booked statement can be undone.
 * Set-based: a fixed number of queries however many credits (reads with one array parameter, writes
 * in batches of 1,000 rows).
 */
import { desc, eq, Param, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { bankEntries, bankStatements, clubSettings, dues, duesPayments } from '../../db/schema';
import { committedIf } from '../../db/transaction';
import { rowsOf } from '../../db/wireRows';
import { ApiError, notFound } from '../../errors';
import { STATEMENT_LIST_LIMIT, STATEMENT_OUTCOMES } from '../../schemas/constants';
import type {
  BankStatementRun,
  RequestRef,
  StatementCounts,
  StatementEntry,
  StatementResult,
  StatementUndoResult,
} from '../../schemas/duesPayments';
import { type Actor, changedFields, writeHistory } from '../history/record';
import { valuesSnapshot } from '../history/snapshots';
import type { StatementEntry as ReadEntry, Statement } from '../payments/statements';
import { formatStructuredCommunication } from '../payments/structuredCommunication';
import { addToPaid, isOutOfRange } from './payments';
import { suggestionsFor } from './suggestions';

/** Rows per insert statement (a statement takes at most 65,535 parameters; an entry has 12). */
const BATCH = 1000;

type Outcome = StatementEntry['outcome'];

/** 400 on `formFile`: amounts past PostgreSQL's integer range (€ 21,474,836.47) in one credit, the file or a request. */
const amountTooLarge = () =>
  new ApiError(
    400,
    'The statement holds amounts too large to book (over € 21,474,836.47 in one credit, in all, or paid on one request).',
    'formFile',
    'amountTooLarge',
  );

/** Text as PostgreSQL can store it: without U+0000, which a CODA record may carry. */
const storable = <T extends string | null>(text: T): T => (text?.replaceAll('\u0000', '') ?? text) as T;

/** What a credit becomes: its outcome and the request its communication names. */
interface Planned {
  credit: ReadEntry;
  outcome: Outcome;
  /** The booked entry: stored now, or before (alreadyBooked); null in a preview until stored. */
  id: number | null;
  request: RequestRef | null;
}

/** The request columns booking reads. */
interface RequestRow {
  id: number;
  year: number;
  name: string;
  digits: string;
  amountCents: number;
  paidCents: number;
  waived: boolean;
}

const refOf = (row: RequestRow): RequestRef => ({
  id: row.id,
  year: row.year,
  name: row.name,
  structuredCommunication: formatStructuredCommunication(row.digits),
});

/** The outcome of `cents` more for a request of `amountCents` that received `before`. */
function outcomeOf(request: RequestRow, before: number, cents: number): Outcome {
  if (request.waived) return 'waived';
  const after = before + cents;
  if (after > request.amountCents) return 'overpaid';
  return after === request.amountCents ? 'paid' : 'partly';
}

/**
 * The credits of `statement` (text made storable) and what each becomes: already booked (by bank
 * reference) or matched on its structured communication — two reads — in file order, a request's
 * running paid amount carried from one credit to the next of the same request.
 */
async function plan(tx: Transaction, credits: ReadEntry[]) {
  const booked = new Map(
    (
      await rowsOf<{ id: number; reference: string }>(
        tx,
        sql`select id, bank_reference as "reference" from ${bankEntries}
          where bank_reference = any(${new Param(credits.map((credit) => credit.bankReference))}::text[])`,
      )
    ).map((row) => [row.reference, row.id]),
  );
  const communications = [
    ...new Set(
      credits.flatMap((credit) =>
        booked.has(credit.bankReference) ? [] : (credit.structuredCommunication ?? []),
      ),
    ),
  ];
  const requests = new Map(
    (
      await rowsOf<RequestRow>(
        tx,
        sql`select id, year, name, structured_communication as "digits", amount_cents as "amountCents",
          paid_cents as "paidCents", waived_on is not null as "waived"
          from ${dues} where structured_communication = any(${new Param(communications)}::text[])`,
      )
    ).map((row) => [row.digits, row]),
  );
  const paid = new Map<number, number>();
  return credits.map((credit): Planned => {
    const earlier = booked.get(credit.bankReference);
    if (earlier !== undefined) return { credit, outcome: 'alreadyBooked', id: earlier, request: null };
    const request = credit.structuredCommunication ? requests.get(credit.structuredCommunication) : undefined;
    if (!request) return { credit, outcome: 'unmatched', id: null, request: null };
    const before = paid.get(request.id) ?? request.paidCents;
    paid.set(request.id, before + credit.amountCents);
    return {
      credit,
      outcome: outcomeOf(request, before, credit.amountCents),
      id: null,
      request: refOf(request),
    };
  });
}

/** The counts of `planned` (StatementCounts); `suggested` is filled in once the suggestions are known. */
function countsOf(planned: Planned[], debitsSkipped: number): StatementCounts {
  const count = (outcome: Outcome) => planned.filter((one) => one.outcome === outcome).length;
  const fresh = planned.filter((one) => one.outcome !== 'alreadyBooked');
  const matched = fresh.filter((one) => one.request !== null);
  const sum = (list: Planned[]) => list.reduce((total, one) => total + one.credit.amountCents, 0);
  return {
    credits: planned.length,
    debitsSkipped,
    alreadyBooked: count('alreadyBooked'),
    booked: fresh.length,
    matched: matched.length,
    paid: count('paid'),
    partly: count('partly'),
    overpaid: count('overpaid'),
    waived: count('waived'),
    unmatched: count('unmatched'),
    suggested: 0,
    amount: sum(fresh),
    matchedAmount: sum(matched),
  };
}

/** A booked statement's row as the API shows it (`GET /Dues/statements`, and its history). */
function statementRun(row: typeof bankStatements.$inferSelect): BankStatementRun {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { sub: row.actorSub, email: row.actorEmail },
    fileName: row.fileName,
    format: row.format,
    accountIban: row.accountIban,
    statementId: row.statementId,
    entries: row.entries,
    matched: row.matched,
    amount: row.totalCents,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** A statement's values as its history compares them: what the file was, what it booked, when it was undone. */
const statementSnapshot = (run: BankStatementRun) => {
  const { id: _id, at: _at, actor: _actor, ...values } = run;
  return valuesSnapshot(values);
};

/** Stores the credits of `planned` that are not booked yet, their payments and the statement; answers its id. */
async function store(
  tx: Transaction,
  statement: Statement,
  planned: Planned[],
  counts: StatementCounts,
  upload: { fileName: string; actor: Actor },
): Promise<number> {
  const { actor } = upload;
  const [row] = await tx
    .insert(bankStatements)
    .values({
      actorSub: actor.sub,
      actorEmail: actor.email,
      fileName: upload.fileName,
      format: statement.format,
      accountIban: statement.accountIban,
      statementId: storable(statement.statementId),
      entries: counts.booked,
      matched: counts.matched,
      totalCents: counts.amount,
    })
    .returning();
  const fresh = planned.filter((one) => one.outcome !== 'alreadyBooked');
  for (let start = 0; start < fresh.length; start += BATCH) {
    const batch = fresh.slice(start, start + BATCH);
    const ids = await tx
      .insert(bankEntries)
      .values(
        batch.map(({ credit }) => ({
          statementId: row.id,
          bankReference: credit.bankReference,
          bookingDate: credit.bookingDate,
          valueDate: credit.valueDate,
          amountCents: credit.amountCents,
          structuredCommunication: credit.structuredCommunication,
          communication: credit.communication,
          counterpartyName: credit.counterpartyName,
          counterpartyIban: credit.counterpartyIban,
          counterpartyBic: credit.counterpartyBic,
        })),
      )
      .returning({ id: bankEntries.id, reference: bankEntries.bankReference });
    const byReference = new Map(ids.map((stored) => [stored.reference, stored.id]));
    for (const one of batch) one.id = byReference.get(one.credit.bankReference) ?? null;
    const payments = batch.flatMap(({ credit, request, id }) =>
      request
        ? [
            {
              duesId: request.id,
              bankEntryId: id,
              method: 'transfer' as const,
              amountCents: credit.amountCents,
              paidOn: credit.bookingDate,
              actorSub: actor.sub,
            },
          ]
        : [],
    );
    if (payments.length > 0) await tx.insert(duesPayments).values(payments);
  }
  const deltas = new Map<number, number>();
  for (const { request, credit } of fresh)
    if (request) deltas.set(request.id, (deltas.get(request.id) ?? 0) + credit.amountCents);
  await addToPaid(tx, deltas, actor, 'payment', amountTooLarge());
  await writeHistory(tx, actor, [
    {
      resource: 'bankStatements',
      recordId: row.id,
      action: 'create',
      changes: changedFields(undefined, statementSnapshot(statementRun(row))),
    },
  ]);
  return row.id;
}

/** `planned` as the answer lists it: by outcome (STATEMENT_OUTCOMES' order), then file order. */
function listed(planned: Planned[], suggestions: Map<number, StatementEntry['suggestion']>) {
  const rank = (outcome: Outcome) => STATEMENT_OUTCOMES.indexOf(outcome);
  return planned
    .map((one, place) => ({ one, place }))
    .sort((a, b) => rank(a.one.outcome) - rank(b.one.outcome) || a.place - b.place)
    .slice(0, STATEMENT_LIST_LIMIT)
    .map(({ one, place }): StatementEntry => {
      const { credit } = one;
      return {
        id: one.id,
        bankReference: credit.bankReference,
        bookingDate: credit.bookingDate,
        valueDate: credit.valueDate,
        amount: credit.amountCents,
        structuredCommunication: credit.structuredCommunication
          ? formatStructuredCommunication(credit.structuredCommunication)
          : null,
        communication: credit.communication,
        counterpartyName: credit.counterpartyName,
        counterpartyIban: credit.counterpartyIban,
        outcome: one.outcome,
        request: one.request,
        suggestion: suggestions.get(place) ?? null,
      };
    });
}

/**
 * `PUT /Dues/statements?persist=`: books (`persist`) or previews `statement`, read from the upload
 * named `fileName`, as `actor`. Only credits are booked; a statement without any credit not booked
 * before books nothing (`persisted` false, `id` null). Statements book one at a time (a
 * transaction-level advisory lock), so one file sent twice at once books once.
 * @throws ApiError 400 on `formFile`: `otherAccount` when the file names an IBAN other than the club's
 *   (the settings; any account while the club has none), `amountTooLarge`.
 */
export function bookStatement(
  db: Database,
  statement: Statement,
  persist: boolean,
  upload: { fileName: string; actor: Actor },
): Promise<StatementResult> {
  return committedIf(db, persist, async (tx) => {
    const [settings] = await tx.select({ iban: clubSettings.iban }).from(clubSettings);
    if (statement.accountIban && settings?.iban && statement.accountIban !== settings.iban)
      throw new ApiError(
        400,
        `The statement is of account ${statement.accountIban}, not of the club's account ${settings.iban} (settings).`,
        'formFile',
        'otherAccount',
      );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('club-beheer bank statements'))`);
    const credits = statement.entries
      .filter((entry) => entry.credit)
      .map((entry) => ({
        ...entry,
        bankReference: storable(entry.bankReference),
        communication: storable(entry.communication),
        counterpartyName: storable(entry.counterpartyName),
        counterpartyBic: storable(entry.counterpartyBic),
      }));
    const planned = await plan(tx, credits);
    const counts = countsOf(planned, statement.entries.length - credits.length);
    let id: number | null = null;
    if (counts.booked > 0)
      try {
        id = await store(tx, statement, planned, counts, upload);
      } catch (error) {
        throw isOutOfRange(error) ? amountTooLarge() : error;
      }
    const unmatched = planned
      .map((one, key) => ({ one, key }))
      .filter(({ one }) => one.outcome === 'unmatched');
    const suggestions = await suggestionsFor(
      tx as unknown as Database,
      unmatched.map(({ one, key }) => ({ key, ...one.credit })),
    );
    counts.suggested = suggestions.size;
    if (!persist) for (const one of planned) if (one.outcome !== 'alreadyBooked') one.id = null;
    return {
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: persist && id !== null,
      id: persist ? id : null,
      fileName: upload.fileName,
      format: statement.format,
      accountIban: statement.accountIban,
      statementId: storable(statement.statementId),
      counts,
      entries: listed(planned, suggestions),
      entriesOmitted: Math.max(0, planned.length - STATEMENT_LIST_LIMIT),
    };
  });
}

/** `GET /Dues/statements`: the booked statements, newest first. */
export async function listStatements(db: Database): Promise<BankStatementRun[]> {
  const rows = await db
    .select()
    .from(bankStatements)
    .orderBy(desc(bankStatements.at), desc(bankStatements.id));
  return rows.map(statementRun);
}

/** Booked statement `id`'s values as its history compares them (services/history/snapshots.ts), or undefined. */
export async function statementValues(db: Database, id: number) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row && statementSnapshot(statementRun(row));
}

/**
 * `POST /Dues/statements/{id}/undo?persist=`: previews or undoes booked statement `id` as `actor`: its
 * credits go, with their payments (those matched by hand since too), each request's paid amount goes
 * back by what they paid, and the statement is marked undone. History: `undoStatement` per request,
 * `undo` on the statement.
 * @throws ApiError 404 for an unknown statement, 409 `alreadyUndone`.
 */
export function undoStatement(
  db: Database,
  id: number,
  persist: boolean,
  actor: Actor,
): Promise<StatementUndoResult> {
  return committedIf(db, persist, async (tx) => {
    const [row] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id)).for('update');
    if (!row) throw notFound('bank statement', id);
    if (row.undoneAt)
      throw new ApiError(
        409,
        `Statement ${id} was undone on ${row.undoneAt.toISOString()}.`,
        'id',
        'alreadyUndone',
      );
    // Its credits locked first, so none is matched by hand meanwhile; then their payments go, each
    // taken off its request's paid amount exactly once (a payment deleted meanwhile is not here).
    const credits = await tx
      .select({ id: bankEntries.id })
      .from(bankEntries)
      .where(eq(bankEntries.statementId, id))
      .for('update');
    const payments = await rowsOf<{ duesId: number; cents: number }>(
      tx,
      sql`delete from ${duesPayments} p using ${bankEntries} e
        where e.id = p.bank_entry_id and e.statement_id = ${id}
        returning p.dues_id as "duesId", p.amount_cents as "cents"`,
    );
    const taken = new Map<number, number>();
    for (const { duesId, cents } of payments) taken.set(duesId, (taken.get(duesId) ?? 0) - cents);
    const requests = await addToPaid(tx, taken, actor, 'undoStatement', amountTooLarge());
    await tx.delete(bankEntries).where(eq(bankEntries.statementId, id));
    const [undone] = await tx
      .update(bankStatements)
      .set({ undoneAt: new Date() })
      .where(eq(bankStatements.id, id))
      .returning();
    await writeHistory(tx, actor, [
      {
        resource: 'bankStatements',
        recordId: id,
        action: 'undo',
        changes: changedFields(statementSnapshot(statementRun(row)), statementSnapshot(statementRun(undone))),
      },
    ]);
    return {
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: persist,
      entries: credits.length,
      payments: payments.length,
      amount: payments.reduce((sum, payment) => sum + payment.cents, 0),
      requests: requests.slice(0, STATEMENT_LIST_LIMIT),
      requestsOmitted: Math.max(0, requests.length - STATEMENT_LIST_LIMIT),
    };
  });
}
