/**
 * A dues run (docs/api/dues.md "A dues run"): the payment requests of a year for the active members
 * who have none yet — one per household (members at one deliverable address, folded as the revue's
 * mailing folds them) or one per member — each with the sum of its members' fees (the kind's fee of
 * the year, plus the year's surcharge for an address abroad), the due date and its own structured
 * communication. A preview counts what a run would make; a persisted run makes it. Running again makes
 * only what is missing; members whose fee is 0 get no request. A member who joins later gets a request
 * of their own when created, imported or made active again ({@link askJoiningMembers}), planned as a
 * run per member.
 */
import { and, asc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  addresses,
  clubSettings,
  countries,
  dues,
  duesMembers,
  duesYears,
  members,
  membershipFees,
  membershipKinds,
} from '../../db/schema';
import { ApiError } from '../../errors';
import type { DuesDetail, DuesRunRequest, DuesRunResult } from '../../schemas/dues';
import { clubToday } from '../clubCalendar';
import { type Actor, changedFields, writeHistory } from '../history/record';
import { valuesSnapshot } from '../history/snapshots';
import {
  formatStructuredCommunication,
  makeStructuredCommunication,
} from '../payments/structuredCommunication';
import { householdName } from '../people/households';
import { fullName } from '../people/names';
import { addressKey, HOME_COUNTRY, isDeliverable, type PostalAddress } from '../people/postalAddress';

/** Requests a year can hold: their number is the last 6 digits of the communication's base. */
const MAX_REQUESTS_PER_YEAR = 999_999;

/** Rows per insert statement (a statement takes at most 65,535 parameters). */
const BATCH = 1000;

interface Billed {
  memberId: number;
  name: string;
  tribeNumber: string;
  kindId: number;
  kindName: string;
  feeCents: number;
  surchargeCents: number;
}

/** The due date of `year` from the settings' `MM-DD`, moved back to the month's last day when it has fewer days. */
export function dueDateOf(year: number, monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The fee of each kind in `year` (null: none set) and the default kind; undefined without a default kind. */
async function feesOf(db: Database, year: number) {
  const kinds = await db
    .select({
      id: membershipKinds.id,
      name: membershipKinds.name,
      isDefault: membershipKinds.isDefault,
      fee: membershipFees.amountCents,
    })
    .from(membershipKinds)
    .leftJoin(
      membershipFees,
      and(eq(membershipFees.kindId, membershipKinds.id), eq(membershipFees.year, year)),
    );
  const fallback = kinds.find((kind) => kind.isDefault);
  return fallback && { kinds: new Map(kinds.map((kind) => [kind.id, kind])), fallback };
}

type Fees = NonNullable<Awaited<ReturnType<typeof feesOf>>>;

/**
 * The active members a run of `year` asks, grouped into requests — every active member, or only those
 * of `memberIds` — and what it leaves out: members asked already, those whose fee is 0, and the names of
 * the kinds in use without a fee for the year (`missingFee`; their members are left out too).
 */
async function plan(
  db: Database,
  { year, per = 'household' }: DuesRunRequest,
  { kinds, fallback }: Fees,
  memberIds?: number[],
) {
  const [surchargeRow] = await db.select().from(duesYears).where(eq(duesYears.year, year));
  const surcharge = surchargeRow?.abroadSurchargeCents ?? 0;
  const rows = await db
    .select({
      member: members,
      address: addresses,
      country: countries.twoLetterCode,
      asked: duesMembers.duesId,
    })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(duesMembers, and(eq(duesMembers.memberId, members.id), eq(duesMembers.year, year)))
    .where(and(eq(members.isActive, true), memberIds && inArray(members.id, memberIds)))
    .orderBy(members.id);
  let alreadyAsked = 0;
  let free = 0;
  const missingFee = new Set<string>();
  const groups = new Map<string, Billed[]>();
  for (const { member, address, country, asked } of rows) {
    if (asked !== null) {
      alreadyAsked++;
      continue;
    }
    const kind = kinds.get(member.membershipKindId ?? fallback.id) ?? fallback;
    if (kind.fee === null) {
      missingFee.add(kind.name);
      continue;
    }
    if (kind.fee === 0) {
      free++;
      continue;
    }
    const abroad = address !== null && country !== null && country !== HOME_COUNTRY;
    const billed: Billed = {
      memberId: member.id,
      name: fullName(member),
      tribeNumber: member.tribeNumber,
      kindId: kind.id,
      kindName: kind.name,
      feeCents: kind.fee,
      surchargeCents: abroad ? surcharge : 0,
    };
    const postal =
      address &&
      ({ ...address, country: { twoLetterCode: country ?? HOME_COUNTRY } } as unknown as PostalAddress);
    const key =
      per === 'household' && postal && isDeliverable(postal) ? `a:${addressKey(postal)}` : `m:${member.id}`;
    groups.set(key, [...(groups.get(key) ?? []), billed]);
  }
  const people = new Map(rows.map(({ member }) => [member.id, member]));
  const requests = [...groups.values()].map((billed) => ({
    name:
      billed.length === 1
        ? billed[0].name
        : householdName(billed.map((one) => people.get(one.memberId) as (typeof rows)[number]['member'])),
    billed,
    amountCents: billed.reduce((sum, one) => sum + one.feeCents + one.surchargeCents, 0),
  }));
  return { requests, alreadyAsked, free, missingFee };
}

/** Makes the runs — and the requests of members joining — take turns: a transaction-level advisory lock. */
const takeTurn = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('club-beheer dues run'))`);

/** The due date of `year`'s requests, from the settings' due day (01-31 without settings). */
async function dueDateIn(db: Database, year: number) {
  const [settings] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  return dueDateOf(year, settings?.dueMonthDay ?? '01-31');
}

/**
 * Previews (`persist` false) or makes the requests of `request.year`; answers DuesRunResult. Runs
 * take turns (an advisory lock), so two at once cannot ask a member twice. Throws ApiError 409
 * (`noKinds` without a default kind, `feeMissing` naming the kinds in use without a fee for the year,
 * `tooManyRequests`).
 */
export async function runDues(
  db: Database,
  request: DuesRunRequest,
  persist: boolean,
): Promise<DuesRunResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (persist) await takeTurn(tx);
    const dueDate = await dueDateIn(tx, request.year);
    const fees = await feesOf(tx, request.year);
    if (!fees)
      throw new ApiError(409, 'There is no default kind of membership (settings).', 'year', 'noKinds');
    const { requests, alreadyAsked, free, missingFee } = await plan(tx, request, fees);
    if (missingFee.size > 0)
      throw new ApiError(
        409,
        `No fee for ${request.year} of: ${[...missingFee].join(', ')}.`,
        'year',
        'feeMissing',
        { kinds: [...missingFee] },
      );
    const perKind = new Map<number, DuesRunResult['perKind'][number]>();
    for (const one of requests.flatMap((r) => r.billed)) {
      const entry = perKind.get(one.kindId) ?? {
        kindId: one.kindId,
        name: one.kindName,
        members: 0,
        amount: 0,
      };
      entry.members++;
      entry.amount += one.feeCents + one.surchargeCents;
      perKind.set(one.kindId, entry);
    }
    if (persist && requests.length > 0) await store(tx, request.year, dueDate, requests);
    return {
      statusCode: 200,
      isSuccess: true,
      error: null,
      persisted: persist,
      year: request.year,
      requests: requests.length,
      members: requests.reduce((sum, r) => sum + r.billed.length, 0),
      amount: requests.reduce((sum, r) => sum + r.amountCents, 0),
      perKind: [...perKind.values()],
      alreadyAsked,
      free,
      dueDate,
    };
  });
}

/**
 * Asks members who join later (docs/api/dues.md "Members who join later"): for every year from this one
 * (the club's calendar, Europe/Brussels) on that has payment requests already, each of `memberIds` that
 * is active, has no request of that year and a fee above 0 gets a request of their own, as a run of
 * that year per member would make it (the kind's fee, the surcharge abroad, the next number, the due
 * date). A kind without a fee for the year, or no default kind, asks nothing — the member is not
 * refused for the dues' settings. In the caller's transaction `tx`, taking turns with the runs; each
 * request made gets a history entry `create` by `actor`. Answers the ids of the requests made.
 * Throws ApiError 409 `tooManyRequests` when a year is full (999,999 requests).
 */
export async function askJoiningMembers(
  tx: Transaction,
  actor: Actor,
  memberIds: number[],
): Promise<number[]> {
  const db = tx as unknown as Database;
  if (memberIds.length === 0) return [];
  const thisYear = Number(clubToday().slice(0, 4));
  const years = await db
    .selectDistinct({ year: dues.year })
    .from(dues)
    .where(gte(dues.year, thisYear))
    .orderBy(asc(dues.year));
  if (years.length === 0) return [];
  await takeTurn(db);
  const made: MadeRequest[] = [];
  for (const { year } of years) {
    const fees = await feesOf(db, year);
    if (!fees) continue;
    const { requests } = await plan(db, { year, per: 'member' }, fees, memberIds);
    if (requests.length === 0) continue;
    const dueDate = await dueDateIn(db, year);
    const rows = await store(db, year, dueDate, requests);
    made.push(...rows.map((row, index) => asMade(row, year, dueDate, requests[index])));
  }
  // The history's values of each request as GET /Dues/{id} answers it, from what was inserted: read
  // back one by one, an import of thousands of members would take seconds per thousand.
  await writeHistory(
    tx,
    actor,
    made.map((request) => ({
      resource: 'dues',
      recordId: request.id,
      action: 'create',
      changes: changedFields(undefined, valuesSnapshot(request)),
    })),
  );
  return made.map((request) => request.id);
}

/** A request as its history snapshot holds it: as `GET /Dues/{id}` answers it, without `overdue`. */
type MadeRequest = Omit<DuesDetail, 'overdue'>;

/**
 * A request `store` just made of `request` (planned per member: one member), as `GET /Dues/{id}`
 * answers it: nothing paid, open, never mailed.
 */
function asMade(
  { id, number, structuredCommunication }: Awaited<ReturnType<typeof store>>[number],
  year: number,
  dueDate: string,
  request: Planned,
): MadeRequest {
  const [first] = request.billed;
  return {
    id,
    year,
    number,
    name: request.name,
    memberId: first.memberId,
    tribeNumber: first.tribeNumber,
    members: request.billed.length,
    amount: request.amountCents,
    paid: 0,
    status: 'open',
    structuredCommunication: formatStructuredCommunication(structuredCommunication),
    dueDate,
    payments: [],
    waivedOn: null,
    waiverReason: null,
    createdOn: new Date().toISOString(),
    mailedOn: null,
    remindedOn: null,
    memberList: request.billed.map((member) => ({
      memberId: member.memberId,
      name: member.name,
      tribeNumber: member.tribeNumber,
      kindName: member.kindName,
      fee: member.feeCents,
      surcharge: member.surchargeCents,
    })),
  };
}

/** One request a plan makes: its addressee, its members with their fees, its amount. */
type Planned = Awaited<ReturnType<typeof plan>>['requests'][number];

/**
 * Inserts `requests` with the next numbers of `year`, in batches; answers each one's id, number and
 * structured communication (12 digits), in order.
 */
async function store(tx: Database, year: number, dueDate: string, requests: Planned[]) {
  const [{ last }] = await tx
    .select({ last: max(dues.number) })
    .from(dues)
    .where(eq(dues.year, year));
  const first = (last ?? 0) + 1;
  if (first + requests.length - 1 > MAX_REQUESTS_PER_YEAR)
    throw new ApiError(
      409,
      `A year holds at most ${MAX_REQUESTS_PER_YEAR} requests.`,
      'year',
      'tooManyRequests',
    );
  const made: { id: number; number: number; structuredCommunication: string }[] = [];
  for (let start = 0; start < requests.length; start += BATCH) {
    const batch = requests.slice(start, start + BATCH);
    const ids = await tx
      .insert(dues)
      .values(
        batch.map((one, index) => {
          const number = first + start + index;
          return {
            year,
            number,
            structuredCommunication: makeStructuredCommunication(year * 1_000_000 + number),
            name: one.name,
            amountCents: one.amountCents,
            dueDate,
          };
        }),
      )
      .returning({ id: dues.id, number: dues.number, structuredCommunication: dues.structuredCommunication });
    made.push(...ids);
    const memberRows = batch.flatMap((one, index) =>
      one.billed.map((billed) => ({ duesId: ids[index].id, year, ...billed })),
    );
    for (let from = 0; from < memberRows.length; from += BATCH)
      await tx.insert(duesMembers).values(memberRows.slice(from, from + BATCH));
  }
  return made;
}
