/**
 * Reading members (spec §7 "Members"; docs/api.md): the paged list, the picker search, the detail.
 */
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database, Transaction } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type addresses, type countries, members, membersVersion } from '../../db/schema';
import { wireFields, wireQuery } from '../../db/wireRows';
import { isoTimestamp } from '../../db/wireValues';
import type { MEMBER_SORT_FIELDS, SORT_ORDERS } from '../../schemas/constants';
import type { MemberListRequest } from '../../schemas/members';
import { countedRows, countingQuery, listTotal, pagedResult } from '../lists';
import { fullName, fullNameSql } from '../people/names';
import { patternPlaceholders, patternValues, searchQueries, searchWords } from '../text/searchWords';
import { duesFilterYear, duesPaidCondition, memberCondition, memberFilter } from './search';
import { loadMembers } from './store';

/** The columns of each sort field, in order, by their names in `members`. */
const SORT_COLUMNS: Record<(typeof MEMBER_SORT_FIELDS)[number], (keyof typeof members._.columns)[]> = {
  name: ['lastName', 'firstName'],
  tribeNumber: ['tribeNumber'],
  email: ['email'],
  lastLogin: ['lastLogin'],
  isActive: ['isActive'],
  isBlocked: ['isBlocked'],
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
 * The members' version (db/schema/members.ts `membersVersion`), a uuid as text: read in the statement
 * that reads the members, it is the version of the members that statement saw.
 */
const VERSION_FIELD = wireFields({
  version: sql<string>`(select ${membersVersion.version} from ${membersVersion})`,
});

/** Which members a list request selects and how it sorts, its defaults filled in (its words apart). */
interface ListShape {
  showInactive: boolean;
  /** Only the members in order (true) or not (false) with the dues of the year `duesYear` placeholder. */
  duesPaid?: boolean;
  sortField: (typeof MEMBER_SORT_FIELDS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
}

/** `shape`'s key in the names of its queries: its sort and filter. */
const shapeKey = (shape: ListShape) =>
  `${shape.sortField}_${shape.sortOrder}_${shape.showInactive ? 'all' : 'active'}${
    shape.duesPaid === undefined ? '' : shape.duesPaid ? '_paid' : '_unpaid'
  }`;

/**
 * The queries of `shape` with `words` search words (placeholders `w0` …, text/searchWords.ts): its
 * filter; a page sorted by the columns' indexes; a search's page with its count; and a search's page
 * from a match known to come earlier.
 */
function listQueries(db: Database, shape: ListShape, words: number) {
  const where = and(
    memberCondition(patternPlaceholders(words), shape.showInactive),
    shape.duesPaid === undefined ? undefined : duesPaidCondition(shape.duesPaid, sql.placeholder('duesYear')),
  );
  const direction = shape.sortOrder === 'DESC' ? desc : asc;
  const keyNames = [...SORT_COLUMNS[shape.sortField], 'id' as const];
  const keys = keyNames.map((name) => members[name]);
  const order = keys.map((column) => direction(column));
  const landmark = alias(members, 'landmark');
  // The members sorting at or after the member of id `from` (its own sort keys, read by the query).
  const landmarkKeys = db
    .select(Object.fromEntries(keyNames.map((name) => [name, landmark[name]])))
    .from(landmark)
    .where(eq(landmark.id, sql.placeholder('from')));
  const fromLandmark = sql`(${sql.join(keys, sql`, `)}) ${sql.raw(shape.sortOrder === 'DESC' ? '<=' : '>=')} ${landmarkKeys}`;
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
    pageFrom: () =>
      db
        .select({ ...LIST_FIELDS, ...VERSION_FIELD })
        .from(members)
        .where(and(where, fromLandmark))
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    matches: () => db.select({ id: members.id }).from(members).where(where).$dynamic(),
  };
}

/**
 * A search's page with its count: the first `countRows` matches in sort order (as many as the count
 * reads, services/lists.ts `countedRows`), reading only the sort `keys` (the last is the id), counted
 * (`n`) and cut to the page; then the page's members, list rows in their wire shape, with the members'
 * `version`. The planner reads the matches the cheapest way their words allow: a rare word by the
 * trigram index, then sorts them; a common one by walking the sort order, for the name an index-only
 * scan of `members_name_search_index` (db/indexes.ts) testing each member's search text in the index.
 * The matches are a WITH query read twice, so PostgreSQL plans it whole: read once, it would cost its
 * first rows only, under the page's limit, as if the count did not read them all.
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
    .select({
      ...LIST_FIELDS,
      ...wireFields({ n: sql<number>`(select count(*)::int from ${matches})` }),
      ...VERSION_FIELD,
    })
    .from(members)
    .innerJoin(page, eq(members.id, pageKeys[keys.length - 1]))
    .orderBy(...sorted(pageKeys));
}

/**
 * A search's count as read at the members' `version`: `n` of at most `read` matches, and `firstId`, the
 * first member of the page at `offset`, where a later page of the same search may start its walk.
 */
interface KeptCount {
  version: string;
  n: number;
  read: number;
  offset: number;
  firstId: number;
}

/** How many searches a database handle keeps the counts of, the least recently asked dropped first. */
const KEPT_COUNTS = 1000;

/** Per database handle: list shape and search words → the search's {@link KeptCount}. */
const keptCounts = new WeakMap<Database, LRUCache<string, KeptCount>>();

/** The kept counts of `db`'s searches, created empty on the first search. */
function keptCountsOf(db: Database) {
  let kept = keptCounts.get(db);
  if (!kept) {
    kept = new LRUCache({ max: KEPT_COUNTS });
    keptCounts.set(db, kept);
  }
  return kept;
}

/**
 * One page of members, rows in their wire shape; `total` counts the matches up to COUNT_CAP or the
 * page (services/lists.ts). No SQL is built per request: the list as it opens is prepared once per sort
 * and filter, a search of up to KEPT_SEARCH_WORDS words once per sort, filter and number of words.
 * A search keeps its count with the members' version ({@link KeptCount}): asked again, or for a later
 * page, while the members are unchanged, it reads only its page, from the first match it found, and
 * answers the kept count; when any member was written since, it counts again.
 */
export async function listMembers(db: Database, request: MemberListRequest) {
  const shape: ListShape = {
    showInactive: request.showInactive ?? false,
    duesPaid: request.duesPaid,
    sortField: request.sortField ?? 'name',
    sortOrder: request.sortOrder ?? 'ASC',
  };
  const read = countedRows(request);
  const paging = {
    limit: request.pageSize,
    offset: (request.page - 1) * request.pageSize,
    countRows: read,
    ...(shape.duesPaid === undefined ? {} : { duesYear: duesFilterYear() }),
  };
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
    const { countedPage, pageFrom, matches } = listQueries(db, shape, words.length);
    return {
      countedPage: wireQuery(db, countedPage()),
      pageFrom: wireQuery(db, pageFrom()),
      count: wireQuery(db, countingQuery(db, matches(), sql.placeholder('countRows'))),
    };
  };
  const search = searchQueries(db, `members_search_${key}`, words.length, build);
  const values = { ...patternValues(words), ...paging };
  // A walk from a member needs sort keys that are never null: a row comparison skips a null. A
  // payment changes who has paid, not the members' version: a dues filter counts each time.
  const keeps =
    shape.duesPaid === undefined && SORT_COLUMNS[shape.sortField].every((name) => members[name].notNull);
  const searchKey = `${key} ${words.join(' ')}`;
  const known = keeps ? keptCountsOf(db).get(searchKey) : undefined;
  // Usable when exact, or when it read at least as many matches as this page counts.
  if (known && paging.offset >= known.offset && (known.n < known.read || known.read >= read)) {
    const page = await search.pageFrom.execute({
      ...values,
      offset: paging.offset - known.offset,
      from: known.firstId,
    });
    if (page[0]?.version === known.version) {
      const rows = page.map(({ version: _, ...row }) => row);
      return pagedResult('members', request, listTotal(Math.min(known.n, read), read), rows);
    }
  }
  const counted = await search.countedPage.execute(values);
  const found = counted[0]?.n ?? (paging.offset === 0 ? 0 : (await search.count.execute(values))[0].n);
  if (keeps && counted[0]) {
    const { version, id } = counted[0];
    keptCountsOf(db).set(searchKey, { version, n: found, read, offset: paging.offset, firstId: id });
  }
  const rows = counted.map(({ n: _, version: __, ...row }) => row);
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
