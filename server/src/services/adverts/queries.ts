/**
 * Reading adverts (spec §7 "Adverts"; docs/api/adverts.md): the paged list filtered by publish period
 * and search, and the detail with the member's name and the images.
 */
import { and, asc, desc, eq, gte, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { adverts, members } from '../../db/schema';
import { wireFields, wireQuery } from '../../db/wireRows';
import type { AdvertDetail, AdvertListRequest, PublishPeriod } from '../../schemas/adverts';
import {
  type ADVERT_SORT_FIELDS,
  AMOUNT_PAID_TYPES,
  COUNT_CAP,
  DISPLAY_FLAGS,
} from '../../schemas/constants';
import { listImages } from '../images';
import { countingQuery, folded, listTotal, pagedResult } from '../lists';
import { fullName, fullNameSql } from '../people/names';
import { allWordsIn, searchWords } from '../text/searchWords';

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
 * Every word of `searchString` occurs in the member's folded search text (tribe number, names, email,
 * postcode, town) or in the message folded the same way (lower case, accents removed). Needs `members` joined.
 */
const matchesSearch = (searchString: string | null | undefined) =>
  allWordsIn(sql`(${members.searchText} || '|' || ${folded(adverts.message)})`, searchString);

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
});

/** One page of adverts (paged result with `adverts`, rows in their wire shape); `total` counts up to COUNT_CAP. */
export async function listAdverts(db: Database, request: ListRequest) {
  const { period, searchString } = request;
  const inRange = period && inPeriod(sql.placeholder('rangeStart'), sql.placeholder('rangeEnd'));
  const where = and(inRange, matchesSearch(searchString));
  const sortField = request.sortField ?? 'visibleFrom';
  const direction = request.sortOrder === 'ASC' ? asc : desc;
  const order = [...SORT_COLUMNS[sortField], sql`${adverts.id}`].map((c) => direction(c));
  const page = () =>
    db
      .select(LIST_FIELDS)
      .from(adverts)
      .innerJoin(members, eq(members.id, adverts.memberId))
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const matches = () =>
    countingQuery(
      db,
      db
        .select({ id: adverts.id })
        .from(adverts)
        .innerJoin(members, eq(members.id, adverts.memberId))
        .where(where)
        .$dynamic(),
      COUNT_CAP,
    );
  const values = {
    limit: request.pageSize,
    offset: (request.page - 1) * request.pageSize,
    ...(period && { rangeStart: period.rangeStart, rangeEnd: period.rangeEnd }),
  };
  // The list as it opens, without search words: one SQL text per sort and period filter, prepared once.
  const shape =
    searchWords(searchString).length === 0 &&
    `${sortField}_${request.sortOrder ?? 'DESC'}_${period ? 'period' : 'all'}`;
  // One after the other: under load, a second connection per request costs more than it saves.
  const rows = await (shape
    ? preparedQuery(db, `adverts_page_${shape}`, (name) => wireQuery(db, page(), name))
    : wireQuery(db, page())
  ).execute(values);
  const [{ n }] = await (shape
    ? preparedQuery(db, `adverts_count_${shape}`, (name) => matches().prepare(name))
    : matches()
  ).execute(values);
  return pagedResult('adverts', request, listTotal(n), rows);
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
