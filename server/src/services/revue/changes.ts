/**
 * What changed in the mailing since the previous issue (docs/api/revue.md "Changes since the previous
 * issue"), for staff to check before they print: from the previous issue's date up to this issue's
 * date (Brussels days; for a coming issue that is up to now), members who joined, moved or left.
 */
import { and, asc, eq, gte, isNotNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { addresses, countries, members } from '../../db/schema';
import type { PublishPeriod } from '../../schemas/adverts';
import type { MailingChange, MailingChanges } from '../../schemas/revue';
import { previousPublishPeriod } from '../adverts/periods';
import { startOfClubDay } from '../clubCalendar';
import { addressLine } from '../people/address';
import { fullName } from '../people/names';

/** The members `where` selects whose `column` lies in [since, until), by `column` then name. */
async function changed(
  db: Database,
  column: AnyPgColumn,
  where: SQL | undefined,
  since: string,
  until: string,
): Promise<MailingChange[]> {
  const rows = await db
    .select({ member: members, address: addresses, country: countries, on: sql<Date>`${column}` })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(
      and(where, isNotNull(column), gte(column, startOfClubDay(since)), lt(column, startOfClubDay(until))),
    )
    .orderBy(asc(column), asc(members.lastName), asc(members.firstName), asc(members.id));
  return rows.map(({ member, address, country, on }) => ({
    memberId: member.id,
    name: fullName(member),
    tribeNumber: member.tribeNumber,
    address: address ? addressLine(address, country) : '',
    on: new Date(on).toISOString(),
  }));
}

/**
 * `{statusCode, isSuccess, error, date, since, joined, moved, left}` for the issue `period`:
 * - joined: members created in the range who are active and get the revue;
 * - moved: members whose address changed in the range (not those who joined then), active and
 *   getting the revue;
 * - left: members who became inactive in the range (and still are).
 */
export async function mailingChanges(db: Database, period: PublishPeriod): Promise<MailingChanges> {
  const since = previousPublishPeriod(period).date;
  const until = period.date;
  const receiving = and(eq(members.isActive, true), eq(members.receivesRevue, true));
  const joinedBefore = lt(members.createdOn, startOfClubDay(since));
  const [joined, moved, left] = await Promise.all([
    changed(db, members.createdOn, receiving, since, until),
    changed(db, members.addressChangedOn, and(receiving, joinedBefore), since, until),
    changed(db, members.deactivatedOn, not(members.isActive), since, until),
  ]);
  return { statusCode: 200, isSuccess: true, error: null, date: period.date, since, joined, moved, left };
}
