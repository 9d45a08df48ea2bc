/**
 * A dues run (docs/api/dues.md "A dues run"): the payment requests of a year for the active members
 * who have none yet — one per household (members at one deliverable address, folded as the revue's
 * mailing folds them) or one per member — each with the sum of its members' fees (the kind's fee of
 * the year, plus the year's surcharge for an address abroad), the due date and its own structured
 * communication. A preview counts what a run would make; a persisted run makes it. Running again makes
 * only what is missing; members whose fee is 0 get no request.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
import type { DuesRunRequest, DuesRunResult } from '../../schemas/dues';
import { makeStructuredCommunication } from '../payments/structuredCommunication';
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

/** The fee of each kind in `year`; 409 `feeMissing` naming the kinds without one. */
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
  if (!fallback)
    throw new ApiError(409, 'There is no default kind of membership (settings).', 'year', 'noKinds');
  return { kinds: new Map(kinds.map((kind) => [kind.id, kind])), fallback };
}

/**
 * The members `run` would ask, grouped into requests, and what it leaves out. Members of a kind
 * without a fee for the year: 409 `feeMissing`.
 */
async function plan(db: Database, { year, per = 'household' }: DuesRunRequest) {
  const { kinds, fallback } = await feesOf(db, year);
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
    .where(eq(members.isActive, true))
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
  if (missingFee.size > 0)
    throw new ApiError(409, `No fee for ${year} of: ${[...missingFee].join(', ')}.`, 'year', 'feeMissing');
  const people = new Map(rows.map(({ member }) => [member.id, member]));
  const requests = [...groups.values()].map((billed) => ({
    name:
      billed.length === 1
        ? billed[0].name
        : householdName(billed.map((one) => people.get(one.memberId) as (typeof rows)[number]['member'])),
    billed,
    amountCents: billed.reduce((sum, one) => sum + one.feeCents + one.surchargeCents, 0),
  }));
  return { requests, alreadyAsked, free };
}

/**
 * Previews (`persist` false) or makes the requests of `request.year`; answers DuesRunResult. Runs
 * take turns (an advisory lock), so two at once cannot ask a member twice. Throws ApiError 409
 * (`noKinds`, `feeMissing`, `tooManyRequests`).
 */
export async function runDues(
  db: Database,
  request: DuesRunRequest,
  persist: boolean,
): Promise<DuesRunResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (persist) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('club-beheer dues run'))`);
    const [settings] = await tx.select().from(clubSettings).where(eq(clubSettings.id, 1));
    const dueDate = dueDateOf(request.year, settings?.dueMonthDay ?? '01-31');
    const { requests, alreadyAsked, free } = await plan(tx, request);
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

/** Inserts `requests` with the next numbers of `year`, in batches. */
async function store(
  tx: Database,
  year: number,
  dueDate: string,
  requests: Awaited<ReturnType<typeof plan>>['requests'],
) {
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
      .returning({ id: dues.id });
    const memberRows = batch.flatMap((one, index) =>
      one.billed.map((billed) => ({ duesId: ids[index].id, year, ...billed })),
    );
    for (let from = 0; from < memberRows.length; from += BATCH)
      await tx.insert(duesMembers).values(memberRows.slice(from, from + BATCH));
  }
}
