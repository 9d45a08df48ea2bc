/**
 * Reading adverts (spec §7 "Adverts"; docs/api/adverts.md): the paged list filtered by publish period
 * and search, and the detail with the member's name and the images.
 */
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { adverts, members } from '../../db/schema';
import type { AdvertDetail, AdvertListRequest, PublishPeriod } from '../../schemas/adverts';
import { type ADVERT_SORT_FIELDS, DISPLAY_FLAGS } from '../../schemas/constants';
import { listImages } from '../images';
import { countUpTo, folded, pagedResult } from '../lists';
import { fullName } from '../people/names';
import { allWordsIn } from '../text/searchWords';

/** The list request with its `period` resolved: the publish period, or undefined for all adverts. */
export type ListRequest = Omit<AdvertListRequest, 'period'> & { period?: PublishPeriod };

/** The columns of each sort field, in order. */
const SORT_COLUMNS: Record<(typeof ADVERT_SORT_FIELDS)[number], SQL[]> = {
  name: [sql`${members.lastName}`, sql`${members.firstName}`],
  visibleFrom: [sql`${adverts.visibleFrom}`],
  visibleTo: [sql`${adverts.visibleTo}`],
};

/** Adverts whose visibility window overlaps the period's range. */
export const inPeriod = (period: PublishPeriod) =>
  and(lte(adverts.visibleFrom, period.rangeEnd), gte(adverts.visibleTo, period.rangeStart));

/**
 * Every word of `searchString` occurs in the member's folded search text (tribe number, names, email,
 * postcode, town) or in the message folded the same way (lower case, accents removed). Needs `members` joined.
 */
const matchesSearch = (searchString: string | null | undefined) =>
  allWordsIn(sql`(${members.searchText} || '|' || ${folded(adverts.message)})`, searchString);

/** One page of adverts (paged result with `adverts`); `total` counts up to COUNT_CAP. */
export async function listAdverts(db: Database, request: ListRequest) {
  const where = and(request.period && inPeriod(request.period), matchesSearch(request.searchString));
  const direction = request.sortOrder === 'ASC' ? asc : desc;
  const order = [...SORT_COLUMNS[request.sortField ?? 'visibleFrom'], sql`${adverts.id}`].map((c) =>
    direction(c),
  );
  const columns = {
    id: adverts.id,
    firstName: members.firstName,
    lastName: members.lastName,
    tribeNumber: members.tribeNumber,
    advertType: adverts.advertType,
    visibleFrom: adverts.visibleFrom,
    visibleTo: adverts.visibleTo,
    isActive: adverts.isActive,
    isVisible: adverts.isVisible,
    amountPaidType: adverts.amountPaidType,
  };
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(adverts)
      .innerJoin(members, eq(members.id, adverts.memberId))
      .where(where)
      .orderBy(...order)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(
      db,
      db
        .select({ id: adverts.id })
        .from(adverts)
        .innerJoin(members, eq(members.id, adverts.memberId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  const items = rows.map(({ firstName, lastName, amountPaidType, ...row }) => ({
    ...row,
    name: fullName({ firstName, lastName }),
    isPaid: amountPaidType !== 'free',
  }));
  return pagedResult('adverts', request, total, items);
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
