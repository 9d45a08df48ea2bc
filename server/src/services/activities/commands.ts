/**
 * Changing activities (spec §5, §7 "Activities"; docs/api/activities.md): create, update and delete,
 * each one transaction, all or nothing. Throws ApiError 400 (unknown location, image ids not of the
 * activity) and 404 (unknown activity).
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activities } from '../../db/schema';
import { ApiError, notFound, orNotFound } from '../../errors';
import { addImages, deleteImages, replaceImages } from '../images';
import { getLocation } from '../locations';
import type { ActivityForm } from './form';
import { getActivity } from './queries';

async function assertLocationExists(tx: Transaction, locationId: number | null | undefined) {
  if (locationId && !(await getLocation(tx, locationId)))
    throw new ApiError(400, `No location with id ${locationId}.`, 'locationId', 'unknownLocation');
}

async function assertActivityExists(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  if (!row) throw notFound('activity', id);
}

async function detail(tx: Transaction, id: number) {
  return orNotFound(await getActivity(tx, id), 'activity', id);
}

/** Creates the activity with its images; answers the detail. */
export function createActivity(db: Database, form: ActivityForm) {
  return db.transaction(async (tx) => {
    await assertLocationExists(tx, form.values.locationId);
    const [{ id }] = await tx.insert(activities).values(form.values).returning({ id: activities.id });
    await addImages(tx, { activityId: id }, form.files);
    return detail(tx, id);
  });
}

/** Overwrites the activity's values, keeps `imageIds` (in order), appends the new files; the detail. */
export function updateActivity(db: Database, id: number, form: ActivityForm) {
  return db.transaction(async (tx) => {
    await assertActivityExists(tx, id);
    await assertLocationExists(tx, form.values.locationId);
    await tx.update(activities).set(form.values).where(eq(activities.id, id));
    await replaceImages(tx, { activityId: id }, form.imageIds, form.files);
    return detail(tx, id);
  });
}

/** Deletes the activity with its images and their bytes. */
export function deleteActivity(db: Database, id: number) {
  return db.transaction(async (tx) => {
    await deleteImages(tx, { activityId: id });
    const deleted = await tx.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
    if (deleted.length === 0) throw notFound('activity', id);
  });
}
