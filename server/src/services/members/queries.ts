/**
 * Reading members (spec §7 "Members"; docs/api.md): the paged list, the picker search, the detail.
 */
import { type AnyColumn, asc, desc, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type addresses, type countries, members } from '../../db/schema';
import { wireFields, wireQuery } from '../../db/wireRows';
import { isoTimestamp } from '../../db/wireValues';
import type { MEMBER_SORT_FIELDS, SORT_ORDERS } from '../../schemas/constants';
import type { MemberListRequest } from '../../schemas/members';
import { countedRows, countingQuery, listTotal, pagedResult } from '../lists';
import { fullName, fullNameSql } from '../people/names';
import { patternPlaceholders, patternValues, searchQueries, searchWords } from '../text/searchWords';
import { memberCondition, memberFilter } from './search';
import { loadMembers } from './store';

/** The columns of each sort field, in order. */
const SORT_COLUMNS: Record<(typeof MEMBER_SORT_FIELDS)[number], AnyColumn[]> = {
  name: [members.lastName, members.firstName],
  tribeNumber: [members.tribeNumber],
  email: [members.email],
  lastLogin: [members.lastLogin],
  isActive: [members.isActive],
  isBlocked: [members.isBlocked],
};

/** The fields of a member list row, in their wire shape. */
const LIST_FIELDS = wireFields({
  id: members.id,
  tribenumber: members.tribeNumber,
  name: fullNameSql(members.firstName, members.lastName),
  email: members.email,
  isBlocked: members.isBlocked,
  isActive: members.isActive,
  lastLogin: isoTimestamp(members.lastLogin),
});

/**
 * The fields of a search's page read with its count: a list row and `n`, how many matches the page
 * was sorted from (at most the `countRows` the count reads, services/lists.ts `countedRows`).
 */
const COUNTED_FIELDS = { ...LIST_FIELDS, ...wireFields({ n: sql<number>`(count(*) over ())::int` }) };

/** Which members a list request selects and how it sorts, its defaults filled in (its words apart). */
interface ListShape {
  showInactive: boolean;
  sortField: (typeof MEMBER_SORT_FIELDS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
}

/** `shape`'s key in the names of its queries: its sort and filter. */
const shapeKey = (shape: ListShape) =>
  `${shape.sortField}_${shape.sortOrder}_${shape.showInactive ? 'all' : 'active'}`;

/**
 * The queries of `shape` with `words` search words (placeholders `w0` …, text/searchWords.ts): its
 * filter; a page sorted by the columns' indexes; and a page of the first `countRows` matches (as many
 * as the count reads, services/lists.ts `countedRows`), sorted without the indexes, with their count.
 */
function listQueries(db: Database, shape: ListShape, words: number) {
  const where = memberCondition(patternPlaceholders(words), shape.showInactive);
  const direction = shape.sortOrder === 'DESC' ? desc : asc;
  const order = [...SORT_COLUMNS[shape.sortField], members.id].map((column) => direction(column));
  return {
    page: () =>
      db
        .select(LIST_FIELDS)
        .from(members)
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    // The matches read once, through the trigram index, then counted and sorted: the subquery's limit
    // keeps the sort columns' indexes out. It is named after the table, so the fields and sort columns,
    // written for the table, read its rows.
    countedPage: () =>
      db
        .select(COUNTED_FIELDS)
        .from(db.select().from(members).where(where).limit(sql.placeholder('countRows')).as('members'))
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    matches: () => db.select({ id: members.id }).from(members).where(where).$dynamic(),
  };
}

/**
 * One page of members, rows in their wire shape; `total` counts the matches up to COUNT_CAP or the
 * page (services/lists.ts). No SQL is built per request: the list as it opens is prepared once per sort
 * and filter, a search of up to KEPT_SEARCH_WORDS words once per sort, filter and number of words.
 */
export async function listMembers(db: Database, request: MemberListRequest) {
  const shape: ListShape = {
    showInactive: request.showInactive ?? false,
    sortField: request.sortField ?? 'name',
    sortOrder: request.sortOrder ?? 'ASC',
  };
  const read = countedRows(request);
  const paging = { limit: request.pageSize, offset: (request.page - 1) * request.pageSize, countRows: read };
  const words = searchWords(request.searchString);
  const key = shapeKey(shape);
  if (words.length === 0) {
    // The list as it opens: one SQL text per sort and filter, prepared once. Page and count one after
    // the other: under load, a second connection per request costs more than it saves.
    const rows = await preparedQuery(db, `members_page_${key}`, (name) =>
      wireQuery(db, listQueries(db, shape, 0).page(), name),
    ).execute(paging);
    const [{ n }] = await preparedQuery(db, `members_count_${key}`, (name) =>
      countingQuery(db, listQueries(db, shape, 0).matches(), sql.placeholder('countRows')).prepare(name),
    ).execute(paging);
    return pagedResult('members', request, listTotal(n, read), rows);
  }
  // A search: unnamed statements, planned with their words (a rare word by the trigram index). The
  // matches the count reads are read once, through the trigram index, and counted and sorted in one
  // statement: when that is all of them, it gives the page and its count. With more, the sort
  // column's index finds a page soonest, in a second statement; a page past the last match asks a
  // plain count.
  const build = () => {
    const { page, countedPage, matches } = listQueries(db, shape, words.length);
    return {
      countedPage: wireQuery(db, countedPage()),
      count: wireQuery(db, countingQuery(db, matches(), sql.placeholder('countRows'))),
      byIndex: wireQuery(db, page()),
    };
  };
  const search = searchQueries(db, `members_search_${key}`, words.length, build);
  const values = { ...patternValues(words), ...paging };
  const counted = await search.countedPage.execute(values);
  const found = counted[0]?.n ?? (paging.offset === 0 ? 0 : (await search.count.execute(values))[0].n);
  const rows = found >= read ? await search.byIndex.execute(values) : counted.map(({ n: _, ...row }) => row);
  return pagedResult('members', request, listTotal(found, read), rows);
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
  const [stored] = await loadMembers(db, [id]);
  if (!stored) return undefined;
  const { address, ...values } = stored.values;
  return {
    id,
    ...values,
    address: stored.address && addressDetail(stored.address, stored.country),
    lastLogin: stored.lastLogin?.toISOString() ?? null,
  };
}
