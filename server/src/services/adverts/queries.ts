/**
 * Reading adverts (spec §7 "Adverts"; docs/api/adverts.md): the paged list filtered by publish period
 * and search, and the detail with the member's name and the images.
 */
import { and, asc, desc, eq, gte, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { adverts, images, members } from '../../db/schema';
import { wireFields, wireQuery } from '../../db/wireRows';
import type { AdvertDetail, AdvertListRequest, PublishPeriod } from '../../schemas/adverts';
import {
  type ADVERT_SORT_FIELDS,
  AMOUNT_PAID_TYPES,
  DISPLAY_FLAGS,
  type SORT_ORDERS,
} from '../../schemas/constants';
import { firstThumbnailSql, listImages } from '../images';
import { countedRows, countingQuery, folded, listTotal, pagedResult } from '../lists';
import { fullName, fullNameSql } from '../people/names';
import {
  type LikePattern,
  likeAll,
  patternPlaceholders,
  patternValues,
  searchQueries,
  searchWords,
} from '../text/searchWords';

/** The list request with its `period` resolved: the publish period, or undefined for all adverts. */
export type ListRequest = Omit<AdvertListRequest, 'period'> & { period?: PublishPeriod };

/** The columns of each sort field, in order. */
const SORT_COLUMNS: Record<(typeof ADVERT_SORT_FIELDS)[number], SQL[]> = {
  name: [sql`${members.lastName}`, sql`${members.firstName}`],
  visibleFrom: [sql`${adverts.visibleFrom}`],
  visibleTo: [sql`${adverts.visibleTo}`],
};

/** Adverts whose visibility window overlaps the period's range. */
export const inPeriod = (rangeStart: string | Placeholder, rangeEnd: string | Placeholder) =>
  and(lte(adverts.visibleFrom, rangeEnd), gte(adverts.visibleTo, rangeStart));

/**
 * Each of `patterns` (LIKE patterns of the search words, or placeholders for them) matches the member's
 * folded search text (tribe number, names, email, postcode, town) or the message folded the same way
 * (lower case, accents removed). Needs `members` joined.
 */
const matchesSearch = (patterns: LikePattern[]) =>
  likeAll(sql`(${members.searchText} || '|' || ${folded(adverts.message)})`, patterns);

/**
 * The fields of an advert list row, in their wire shape (built once). Spec §3: every amount-paid type
 * but the first (`free`) makes an advert paid (`isPaid`).
 */
const LIST_FIELDS = wireFields({
  id: adverts.id,
  name: fullNameSql(members.firstName, members.lastName),
  tribeNumber: members.tribeNumber,
  advertType: adverts.advertType,
  visibleFrom: adverts.visibleFrom,
  visibleTo: adverts.visibleTo,
  isActive: adverts.isActive,
  isVisible: adverts.isVisible,
  isPaid: sql<boolean>`(${adverts.amountPaidType} <> ${sql.raw(`'${AMOUNT_PAID_TYPES[0]}'`)})`,
  thumbnailLocation: firstThumbnailSql(images.advertId, adverts.id),
});

/** Which adverts a list request selects and how it sorts, its defaults filled in (its words apart). */
interface ListShape {
  sortField: (typeof ADVERT_SORT_FIELDS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
  inPeriod: boolean;
}

/**
 * The page and capped count of `shape` with `words` search words (placeholders `w0` …,
 * text/searchWords.ts), the period's range as the placeholders `rangeStart` and `rangeEnd`, the rows
 * the count reads at most as `countRows` (services/lists.ts `countedRows`).
 */
function listQueries(db: Database, shape: ListShape, words: number) {
  const inRange = shape.inPeriod
    ? inPeriod(sql.placeholder('rangeStart'), sql.placeholder('rangeEnd'))
    : undefined;
  const where = and(inRange, matchesSearch(patternPlaceholders(words)));
  const direction = shape.sortOrder === 'ASC' ? asc : desc;
  const order = [...SORT_COLUMNS[shape.sortField], sql`${adverts.id}`].map((c) => direction(c));
  return {
    page: () =>
      db
        .select(LIST_FIELDS)
        .from(adverts)
        .innerJoin(members, eq(members.id, adverts.memberId))
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    matches: () =>
      countingQuery(
        db,
        db
          .select({ id: adverts.id })
          .from(adverts)
          .innerJoin(members, eq(members.id, adverts.memberId))
          .where(where)
          .$dynamic(),
        sql.placeholder('countRows'),
      ),
  };
}

/**
 * One page of adverts (paged result with `adverts`, rows in their wire shape); `total` counts up to
 * COUNT_CAP or the page (services/lists.ts). No SQL is built per request: the list as it opens is prepared once per sort and period
 * filter, a search of up to KEPT_SEARCH_WORDS words built once per sort, filter and number of words.
 */
export async function listAdverts(db: Database, request: ListRequest) {
  const { period } = request;
  const shape: ListShape = {
    sortField: request.sortField ?? 'visibleFrom',
    sortOrder: request.sortOrder ?? 'DESC',
    inPeriod: period !== undefined,
  };
  const words = searchWords(request.searchString);
  const read = countedRows(request);
  const values = {
    countRows: read,
    limit: request.pageSize,
    offset: (request.page - 1) * request.pageSize,
    ...(period && { rangeStart: period.rangeStart, rangeEnd: period.rangeEnd }),
    ...patternValues(words),
  };
  const key = `${shape.sortField}_${shape.sortOrder}_${shape.inPeriod ? 'period' : 'all'}`;
  // One after the other: under load, a second connection per request costs more than it saves.
  if (words.length === 0) {
    // The list as it opens: one SQL text per sort and period filter, prepared once.
    const rows = await preparedQuery(db, `adverts_page_${key}`, (name) =>
      wireQuery(db, listQueries(db, shape, 0).page(), name),
    ).execute(values);
    const [{ n }] = await preparedQuery(db, `adverts_count_${key}`, (name) =>
      listQueries(db, shape, 0).matches().prepare(name),
    ).execute(values);
    return pagedResult('adverts', request, listTotal(n, read), rows);
  }
  // A search: unnamed statements, planned with their words.
  const build = () => {
    const { page, matches } = listQueries(db, shape, words.length);
    return { page: wireQuery(db, page()), count: wireQuery(db, matches()) };
  };
  const search = searchQueries(db, `adverts_search_${key}`, words.length, build);
  const rows = await search.page.execute(values);
  const [{ n }] = await search.count.execute(values);
  return pagedResult('adverts', request, listTotal(n, read), rows);
}

/** The advert detail of docs/api/adverts.md, or undefined for an unknown id. */
export async function getAdvert(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({ advert: adverts, member: members })
    .from(adverts)
    .innerJoin(members, eq(members.id, adverts.memberId))
    .where(eq(adverts.id, id));
  if (!row) return undefined;
  const { advert: a, member: m } = row;
  return {
    id: a.id,
    memberId: a.memberId,
    tribeNumber: m.tribeNumber,
    name: fullName(m),
    message: a.message,
    advertType: a.advertType,
    amountPaidType: a.amountPaidType,
    visibleFrom: a.visibleFrom,
    visibleTo: a.visibleTo,
    isActive: a.isActive,
    isVisible: a.isVisible,
    images: await listImages(db, { advertId: id }),
    display: Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, a[flag]])) as AdvertDetail['display'],
  };
}
