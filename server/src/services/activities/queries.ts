/**
 * Reading activities (spec §7 "Activities"; docs/api/activities.md): the paged list, upcoming first,
 * and the detail with its location and images.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activities, locations } from '../../db/schema';
import type { ActivityListRequest } from '../../schemas/activities';
import { withIsoDates } from '../dateRange';
import { listImages } from '../images';
import { countUpTo, foldedTextFilter, pagedResult } from '../lists';

/**
 * One page of activities matching the title search: those not yet ended (`endDate` ≥ now) by start
 * ascending, then the past ones by start descending; `total` counts up to COUNT_CAP or the page (services/lists.ts).
 */
export async function listActivities(db: Database, request: ActivityListRequest) {
  const where = foldedTextFilter(activities.title, request.searchString);
  const upcoming = sql`${activities.endDate} >= ${new Date().toISOString()}::timestamptz`;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: activities.id,
        title: activities.title,
        startDate: activities.startDate,
        endDate: activities.endDate,
        isVisible: activities.isVisible,
      })
      .from(activities)
      .where(where)
      .orderBy(
        sql`case when ${upcoming} then 0 else 1 end`,
        sql`case when ${upcoming} then ${activities.startDate} end`,
        desc(activities.startDate),
        asc(activities.id),
      )
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(db, db.select({ id: activities.id }).from(activities).where(where).$dynamic(), request),
  ]);
  return pagedResult('activities', request, total, rows.map(withIsoDates));
}

/**
 * The activity detail of docs/api/activities.md, or undefined for an unknown id. Without a stored
 * location `location` is null and `locationId` 0; with one the coordinates are the location's.
 */
export async function getActivity(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({ activity: activities, location: locations })
    .from(activities)
    .leftJoin(locations, eq(locations.id, activities.locationId))
    .where(eq(activities.id, id));
  if (!row) return undefined;
  const { activity: a, location } = row;
  const images = await listImages(db, { activityId: id });
  return {
    id: a.id,
    title: a.title,
    info: a.info,
    location,
    locationId: a.locationId ?? 0,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    latitude: location ? location.latitude : a.latitude,
    longitude: location ? location.longitude : a.longitude,
    hasImage: images.length > 0,
    startDate: a.startDate.toISOString(),
    endDate: a.endDate.toISOString(),
    isVisible: a.isVisible,
    images,
  };
}
