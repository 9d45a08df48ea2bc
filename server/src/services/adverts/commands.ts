/**
 * Changing adverts (spec §5, §7 "Adverts"; docs/api/adverts.md): create, update, delete, bulk
 * visibility, bulk publish period and image order — each one transaction, all or nothing. Throws ApiError 400 (unknown
 * member, image ids not of the advert), 404 (unknown advert ids).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { adverts } from '../../db/schema';
import { ApiError, notFound, orNotFound } from '../../errors';
import type { AdvertBulkRequest } from '../../schemas/adverts';
import { addImages, deleteImages, listImages, orderImages, replaceImages } from '../images';
import { memberNameOr400 } from '../members/store';
import { forgetNotificationRecord, recordNotifications } from '../notifications';
import { type AdvertForm, assertPeriodInOrder } from './form';
import { getAdvert } from './queries';

async function assertAdvertExists(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: adverts.id }).from(adverts).where(eq(adverts.id, id));
  if (!row) throw notFound('advert', id);
}

async function detail(tx: Transaction, id: number) {
  return orNotFound(await getAdvert(tx, id), 'advert', id);
}

/** Creates a hidden advert with its images and an advertCreated notification; answers the detail. */
export function createAdvert(db: Database, form: AdvertForm) {
  return db.transaction(async (tx) => {
    const name = await memberNameOr400(tx, form.values.memberId);
    const [{ id }] = await tx
      .insert(adverts)
      .values({ ...form.values, isVisible: false })
      .returning({ id: adverts.id });
    await addImages(tx, { advertId: id }, form.files);
    await recordNotifications(tx, [{ type: 'advertCreated', name, recordId: id }]);
    return detail(tx, id);
  });
}

/** Overwrites the advert's values, keeps `imageIds` (in order), appends the new files; the detail. */
export function updateAdvert(db: Database, id: number, form: AdvertForm) {
  return db.transaction(async (tx) => {
    await assertAdvertExists(tx, id);
    await memberNameOr400(tx, form.values.memberId);
    await tx.update(adverts).set(form.values).where(eq(adverts.id, id));
    await replaceImages(tx, { advertId: id }, form.imageIds, form.files);
    return detail(tx, id);
  });
}

/** Deletes the advert with its images and their bytes; its notifications no longer point at it. */
export function deleteAdvert(db: Database, id: number) {
  return db.transaction(async (tx) => {
    await deleteImages(tx, { advertId: id });
    const deleted = await tx.delete(adverts).where(eq(adverts.id, id)).returning({ id: adverts.id });
    if (deleted.length === 0) throw notFound('advert', id);
    await forgetNotificationRecord(tx, 'adverts', id);
  });
}

/** Sets `values` on all `ids`, or on none (404 naming the unknown ids). Answers the ids, each once. */
function setOnAdverts(db: Database, ids: number[], values: Partial<typeof adverts.$inferInsert>) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(adverts)
      .set(values)
      .where(inArray(adverts.id, unique))
      .returning({ id: adverts.id });
    if (changed.length === unique.length) return unique;
    const found = new Set(changed.map((row) => row.id));
    const missing = unique.filter((id) => !found.has(id));
    throw new ApiError(404, `Unknown advert ids: ${missing.join(', ')}.`);
  });
}

/** Sets isVisible on all `ids`, or on none (404 naming the unknown ids). */
export async function setAdvertsVisibility(db: Database, ids: number[], visible: boolean) {
  await setOnAdverts(db, ids, { isVisible: visible });
}

/**
 * `PUT /Adverts/bulk` (docs/api/adverts.md "Bulk edit"): gives all `ids` the publish period
 * `visibleFrom`–`visibleTo` (`yyyy-MM-dd`), or none. Answers the ids, each once. Throws ApiError 400
 * `beforeStart` (form.ts) and 404 naming the unknown ids.
 */
export function setAdvertsPeriod(db: Database, ids: number[], period: AdvertBulkRequest['changes']) {
  assertPeriodInOrder(period.visibleFrom, period.visibleTo);
  return setOnAdverts(db, ids, { visibleFrom: period.visibleFrom, visibleTo: period.visibleTo });
}

/** Puts the advert's images in the order of `imageIds` (each exactly once); answers the images. */
export function orderAdvertImages(db: Database, id: number, imageIds: number[]) {
  return db.transaction(async (tx) => {
    await assertAdvertExists(tx, id);
    await orderImages(tx, { advertId: id }, imageIds, { removeOthers: false });
    return listImages(tx, { advertId: id });
  });
}
