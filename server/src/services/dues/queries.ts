/**
 * Reading the payment requests (docs/api/dues.md "Requests"): the paged list with its totals, one
 * request with its members and payments, and waiving one.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubSettings, dues, duesMembers } from '../../db/schema';
import { ACCENTED, PLAIN } from '../../db/schema/columns';
import { ApiError } from '../../errors';
import type { DuesDetail, DuesItem, DuesListRequest, DuesTotals } from '../../schemas/dues';
import { clubTodaySql } from '../clubCalendar';
import { countUpTo, pagedResult } from '../lists';
import { formatStructuredCommunication } from '../payments/structuredCommunication';
import { allWordsIn } from '../text/searchWords';
import { paymentsOf } from './payments';
import { stateSql } from './state';

/** A request's state from its amounts. */
const STATE = stateSql(dues.paidCents, dues.amountCents, dues.waivedOn);

/** What a search looks in: the addressee, the communication's digits, and each member's name and stam number. */
const HAYSTACK = sql`translate(lower(${dues.name} || ' ' || ${dues.structuredCommunication} || ' ' || coalesce((
  select string_agg(${duesMembers.name} || ' ' || ${duesMembers.tribeNumber}, ' ')
  from ${duesMembers} where ${duesMembers.duesId} = ${dues.id}), '')), ${ACCENTED}, ${PLAIN})`;

/** A request's due date plus the settings' reminder days has passed: it may be reminded (if not paid). */
export const PAST_REMINDER_DATE = sql`${dues.dueDate} + (select ${clubSettings.reminderDays} from ${clubSettings} where ${clubSettings.id} = 1) < ${clubTodaySql()}`;

/** Overdue: still to pay (open or partly, not waived) and {@link PAST_REMINDER_DATE}; never null. */
export const OVERDUE = sql<boolean>`coalesce(${dues.waivedOn} is null and ${dues.paidCents} < ${dues.amountCents} and ${PAST_REMINDER_DATE}, false)`;

/**
 * The conditions of `request`: year, state, overdue (past the due date plus the reminder days), the
 * member covered, and search.
 */
function conditions(request: DuesListRequest): SQL | undefined {
  const { year, status, overdue, memberId, searchString } = request;
  const digits = searchString?.replace(/[+*/\s]/g, '');
  const search = digits && /^\d{3,12}$/.test(digits) ? digits : searchString;
  return and(
    year === undefined ? undefined : eq(dues.year, year),
    status === undefined ? undefined : sql`${STATE} = ${status}`,
    overdue ? OVERDUE : undefined,
    memberId === undefined
      ? undefined
      : sql`${dues.id} in (select ${duesMembers.duesId} from ${duesMembers} where ${duesMembers.memberId} = ${memberId})`,
    allWordsIn(HAYSTACK, search),
  );
}

/** The first member (lowest place in the request) of each request of `ids`. */
async function firstMembers(db: Database, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { memberId: number | null; tribeNumber: string; count: number }>();
  const rows = await db
    .select({
      duesId: duesMembers.duesId,
      memberId: sql<
        number | null
      >`(array_agg(${duesMembers.memberId} order by ${duesMembers.tribeNumber}))[1]`,
      tribeNumber: sql<string>`min(${duesMembers.tribeNumber})`,
      count: sql<number>`count(*)::int`,
    })
    .from(duesMembers)
    .where(inArray(duesMembers.duesId, ids))
    .groupBy(duesMembers.duesId);
  return new Map(rows.map((row) => [row.duesId, row]));
}

/** The list's columns of a request row. */
const ITEM_FIELDS = {
  id: dues.id,
  year: dues.year,
  number: dues.number,
  name: dues.name,
  amount: dues.amountCents,
  paid: dues.paidCents,
  status: STATE,
  structuredCommunication: dues.structuredCommunication,
  dueDate: dues.dueDate,
};

/** Rows of ITEM_FIELDS with their first member, as DuesItem. */
async function items(db: Database, rows: { id: number; structuredCommunication: string }[]) {
  const first = await firstMembers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const member = first.get(row.id);
    return {
      ...row,
      structuredCommunication: formatStructuredCommunication(row.structuredCommunication),
      memberId: member?.memberId ?? null,
      tribeNumber: member?.tribeNumber ?? '',
      members: member?.count ?? 0,
    } as DuesItem;
  });
}

/**
 * `POST /Dues/list`: one page of requests, newest year first, then by name; `totals` over every
 * request that matches (waived ones left out of what is expected).
 */
export async function listDues(db: Database, request: DuesListRequest) {
  const where = conditions(request);
  const [rows, total, [sums]] = await Promise.all([
    db
      .select(ITEM_FIELDS)
      .from(dues)
      .where(where)
      .orderBy(desc(dues.year), asc(dues.name), asc(dues.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(db, db.select({ id: dues.id }).from(dues).where(where).$dynamic(), request),
    db
      .select({
        expected: sql<number>`coalesce(sum(${dues.amountCents}) filter (where ${dues.waivedOn} is null), 0)::bigint`,
        received: sql<number>`coalesce(sum(${dues.paidCents}), 0)::bigint`,
        open: sql<number>`coalesce(sum(greatest(${dues.amountCents} - ${dues.paidCents}, 0)) filter (where ${dues.waivedOn} is null), 0)::bigint`,
      })
      .from(dues)
      .where(where),
  ]);
  const totals: DuesTotals = {
    expected: Number(sums.expected),
    received: Number(sums.received),
    open: Number(sums.open),
  };
  return { ...pagedResult('dues', request, total, await items(db, rows)), totals };
}

/** `GET /Dues/{id}`: the request with its members; undefined when there is none. */
export async function getDues(db: Database, id: number): Promise<DuesDetail | undefined> {
  const [row] = await db
    .select({
      ...ITEM_FIELDS,
      waivedOn: dues.waivedOn,
      waiverReason: dues.waiverReason,
      createdOn: dues.createdOn,
      overdue: OVERDUE,
      mailedOn: dues.mailedOn,
      remindedOn: dues.remindedOn,
    })
    .from(dues)
    .where(eq(dues.id, id));
  if (!row) return undefined;
  const [item] = await items(db, [row]);
  const memberList = await db
    .select()
    .from(duesMembers)
    .where(eq(duesMembers.duesId, id))
    .orderBy(asc(duesMembers.tribeNumber));
  return {
    payments: await paymentsOf(db, id),
    ...item,
    waivedOn: row.waivedOn?.toISOString() ?? null,
    waiverReason: row.waiverReason,
    createdOn: row.createdOn.toISOString(),
    overdue: row.overdue,
    mailedOn: row.mailedOn?.toISOString() ?? null,
    remindedOn: row.remindedOn?.toISOString() ?? null,
    memberList: memberList.map((member) => ({
      memberId: member.memberId,
      name: member.name,
      tribeNumber: member.tribeNumber,
      kindName: member.kindName,
      fee: member.feeCents,
      surcharge: member.surchargeCents,
    })),
  };
}

/**
 * Waives request `id` with `reason`; 404 when there is none, 409 `waived` when it is already, 409
 * `paid` when it is paid in full (nothing left to waive).
 */
export async function waiveDues(db: Database, id: number, reason: string): Promise<void> {
  const [row] = await db
    .update(dues)
    .set({ waivedOn: new Date(), waiverReason: reason.trim() })
    .where(and(eq(dues.id, id), isNull(dues.waivedOn), sql`${dues.paidCents} < ${dues.amountCents}`))
    .returning({ id: dues.id });
  if (row) return;
  const [exists] = await db.select().from(dues).where(eq(dues.id, id));
  if (!exists) throw new ApiError(404, `There is no payment request ${id}.`, undefined, 'notFound');
  if (exists.waivedOn) throw new ApiError(409, 'The request is waived already.', undefined, 'waived');
  throw new ApiError(409, 'The request is paid: there is nothing to waive.', undefined, 'paid');
}
