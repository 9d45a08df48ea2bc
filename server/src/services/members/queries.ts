/**
 * Reading members (spec §7 "Members"; docs/api.md): the paged list, the picker search, the detail.
 */
import { type AnyColumn, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addresses, countries, members } from '../../db/schema';
import type { MEMBER_SORT_FIELDS } from '../../schemas/constants';
import { COUNT_CAP } from '../../schemas/constants';
import type { MemberListRequest } from '../../schemas/members';
import { countRows, countUpTo, type ListTotal, listTotal, pagedResult } from '../lists';
import { fullName } from '../people/names';
import { searchWords } from '../text/searchWords';
import { memberFilter } from './search';
import { toValues } from './store';

/** The columns of each sort field, in order. */
const SORT_COLUMNS: Record<(typeof MEMBER_SORT_FIELDS)[number], AnyColumn[]> = {
  name: [members.lastName, members.firstName],
  tribeNumber: [members.tribeNumber],
  email: [members.email],
  lastLogin: [members.lastLogin],
  isActive: [members.isActive],
  isBlocked: [members.isBlocked],
};

/** The same order as `column`, by an expression no index serves (text ‖ '', integer + 0). */
const unindexed = (column: AnyColumn): SQL =>
  column.dataType === 'string'
    ? sql`(${column} || '')`
    : column.dataType === 'number'
      ? sql`(${column} + 0)`
      : sql`${column}`;

/**
 * Above this many matches of a search, walking the sort column's index finds a page soonest; below
 * it, reading the matches through the trigram index and sorting them is faster — the planner cannot
 * tell, as it assumes the matches spread evenly over the name order ("vandam": all at the end, 220 ms
 * by the name index, 5 ms by the trigram index at 100,000 members).
 */
const DENSE_MATCHES = 5 * COUNT_CAP;

/** One page of members; `total` counts the matches up to COUNT_CAP (services/lists.ts). */
export async function listMembers(db: Database, request: MemberListRequest) {
  const where = memberFilter(request.searchString, request.showInactive ?? false);
  const direction = request.sortOrder === 'DESC' ? desc : asc;
  const columns = [...SORT_COLUMNS[request.sortField ?? 'name'], members.id];
  const page = (byIndex: boolean) =>
    db
      .select({
        id: members.id,
        tribenumber: members.tribeNumber,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
        isBlocked: members.isBlocked,
        isActive: members.isActive,
        lastLogin: members.lastLogin,
      })
      .from(members)
      .where(where)
      .orderBy(...columns.map((c) => direction(byIndex ? c : unindexed(c))))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize);
  const matches = db.select({ id: members.id }).from(members).where(where).$dynamic();
  let rows: Awaited<ReturnType<typeof page>>;
  let total: ListTotal;
  if (searchWords(request.searchString).length === 0)
    [rows, total] = await Promise.all([page(true), countUpTo(db, matches)]);
  else {
    const found = await countRows(db, matches, DENSE_MATCHES);
    [rows, total] = [await page(found > DENSE_MATCHES), listTotal(found)];
  }
  const items = rows.map(({ firstName, lastName, lastLogin, ...row }) => ({
    ...row,
    name: fullName({ firstName, lastName }),
    lastLogin: lastLogin?.toISOString() ?? null,
  }));
  return pagedResult('members', request, total, items);
}

/** At most 20 active members matching `searchString`, by name: `[{id, name, tribeNumber}]`. */
export async function searchMembers(db: Database, searchString: string) {
  const rows = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      tribeNumber: members.tribeNumber,
    })
    .from(members)
    .where(memberFilter(searchString, false))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
    .limit(20);
  return rows.map((row) => ({ id: row.id, name: fullName(row), tribeNumber: row.tribeNumber }));
}

/** An address row with its country row, in the member detail's `address` shape (docs/api.md). */
export const addressDetail = (
  a: typeof addresses.$inferSelect,
  country: typeof countries.$inferSelect | null,
) => ({
  id: a.id,
  street: a.street,
  number: a.number,
  box: a.box,
  zipcode: a.zipcode,
  city: a.city,
  country: country && { id: country.id, name: country.name, twoLetterCode: country.twoLetterCode },
});

/** The member detail of docs/api.md, or undefined for an unknown id. */
export async function getMember(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({ member: members, address: addresses, country: countries })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(members.id, id));
  if (!row) return undefined;
  const { member: m, address: a, country } = row;
  const { address, ...values } = toValues(m, a);
  return {
    id: m.id,
    ...values,
    address: a && addressDetail(a, country),
    lastLogin: m.lastLogin?.toISOString() ?? null,
  };
}
