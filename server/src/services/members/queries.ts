/**
 * Reading members (spec §7 "Members"; docs/api.md): the paged list, the picker search, the detail.
 */
import { type AnyColumn, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
 * filter; a page sorted by the columns' indexes; and a search's page with its count.
 */
function listQueries(db: Database, shape: ListShape, words: number) {
  const where = memberCondition(patternPlaceholders(words), shape.showInactive);
  const direction = shape.sortOrder === 'DESC' ? desc : asc;
  const keys = [...SORT_COLUMNS[shape.sortField], members.id];
  const order = keys.map((column) => direction(column));
  return {
    page: () =>
      db
        .select(LIST_FIELDS)
        .from(members)
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    countedPage: () => countedPage(db, where, keys, direction),
    matches: () => db.select({ id: members.id }).from(members).where(where).$dynamic(),
  };
}

/**
 * A search's page with its count: the first `countRows` matches in sort order (as many as the count
 * reads, services/lists.ts `countedRows`), reading only the sort `keys` (the last is the id), counted
 * (`n`) and cut to the page; then the page's members, list rows in their wire shape. The planner reads
 * the matches the cheapest way their words allow: a rare word by the trigram index, then sorts them; a
 * common one by walking the sort order, for the name an index-only scan of `members_name_search_index`
 * (db/indexes.ts) testing each member's search text in the index. The matches are a WITH query read
 * twice, so PostgreSQL plans it whole: read once, it would cost its first rows only, under the page's
 * limit, as if the count did not read them all.
 */
function countedPage(db: Database, where: SQL | undefined, keys: AnyColumn[], direction: typeof asc) {
  const keyFields = (columns: AnyColumn[]) =>
    Object.fromEntries(columns.map((column, index) => [`k${index}`, column])) as Record<string, PgColumn>;
  // The key columns as a subquery gives them, in order.
  const keysOf = (fields: Record<string, unknown>) =>
    keys.map((_, index) => fields[`k${index}`] as AnyColumn);
  const sorted = (columns: AnyColumn[]) => columns.map((column) => direction(column));
  const matches = db.$with('matches').as(
    db
      .select(keyFields(keys))
      .from(members)
      .where(where)
      .orderBy(...sorted(keys))
      .limit(sql.placeholder('countRows')),
  );
  const matchKeys = keysOf(matches._.selectedFields);
  const page = db
    .select(keyFields(matchKeys))
    .from(matches)
    .orderBy(...sorted(matchKeys))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const pageKeys = keysOf(page._.selectedFields);
  return db
    .with(matches)
    .select({ ...LIST_FIELDS, ...wireFields({ n: sql<number>`(select count(*)::int from ${matches})` }) })
    .from(members)
    .innerJoin(page, eq(members.id, pageKeys[keys.length - 1]))
    .orderBy(...sorted(pageKeys));
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
  // A search: unnamed statements, planned with their words. One statement reads the matches the count
  // reads, in sort order, and gives the page and its count; a page past the last match asks a plain count.
  const build = () => {
    const { countedPage, matches } = listQueries(db, shape, words.length);
    return {
      countedPage: wireQuery(db, countedPage()),
      count: wireQuery(db, countingQuery(db, matches(), sql.placeholder('countRows'))),
    };
  };
  const search = searchQueries(db, `members_search_${key}`, words.length, build);
  const values = { ...patternValues(words), ...paging };
  const counted = await search.countedPage.execute(values);
  const found = counted[0]?.n ?? (paging.offset === 0 ? 0 : (await search.count.execute(values))[0].n);
  const rows = counted.map(({ n: _, ...row }) => row);
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
