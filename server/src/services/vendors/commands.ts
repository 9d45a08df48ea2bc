/**
 * Changing vendors (docs/api/vendors.md): create, update, delete — each one transaction, with the
 * images and the `vendorChanged` notification written in it. Throws ApiError 400 (unknown member,
 * bad image ids), 404 (unknown vendor) and 409 (the member already is another vendor).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { vendors } from '../../db/schema';
import { transactionWithConflict } from '../../db/transaction';
import { ApiError, notFound, orNotFound } from '../../errors';
import type { VendorUpdateForm } from '../../schemas/vendors';
import { addImages, deleteImages, listImages, replaceImages } from '../images';
import { memberNameOr400 } from '../members/store';
import { forgetNotificationRecord, recordNotifications } from '../notifications';
import type { FormFile } from '../uploads/formFile';
import { getVendor } from './queries';

/** The text fields of create and update (checked, the message trimmed); `imageIds` only on update. */
export type VendorFields = VendorUpdateForm;

/** The member's full name; 400 when there is no such member, 409 when it is another vendor already. */
async function vendorMemberName(tx: Transaction, memberId: number, vendorId?: number) {
  const name = await memberNameOr400(tx, memberId);
  const [other] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.memberId, memberId), vendorId ? ne(vendors.id, vendorId) : undefined));
  if (other)
    throw new ApiError(409, `${name} already is a vendor (vendor ${other.id}).`, 'memberId', 'alreadyVendor');
  return name;
}

async function detail(tx: Transaction, id: number) {
  return orNotFound(await getVendor(tx, id), 'vendor', id);
}

/**
 * One transaction. The check in {@link vendorMemberName} answers 409 in the common case; when two
 * requests make the same member a vendor at once, the unique index on `vendors.member_id` refuses the
 * second, and that too is 409 `alreadyVendor`.
 */
const inTransaction = <T>(db: Database, work: (tx: Transaction) => Promise<T>) =>
  transactionWithConflict(
    db,
    work,
    new ApiError(409, 'This member already is a vendor.', 'memberId', 'alreadyVendor'),
  );

/** Creates the vendor with `uploads` as its images; writes `vendorChanged`. */
export function createVendor(db: Database, fields: VendorFields, uploads: FormFile[]) {
  return inTransaction(db, async (tx) => {
    const name = await vendorMemberName(tx, fields.memberId);
    const [{ id }] = await tx
      .insert(vendors)
      .values({ memberId: fields.memberId, message: fields.message })
      .returning({ id: vendors.id });
    await addImages(tx, { vendorId: id }, uploads);
    await recordNotifications(tx, [{ type: 'vendorChanged', name, recordId: id }]);
    return detail(tx, id);
  });
}

/**
 * Sets member and message, keeps the images `fields.imageIds` (in that order) and appends `uploads`.
 * Writes `vendorChanged` (the member's name after the change) only when something changed.
 */
export function updateVendor(db: Database, id: number, fields: VendorFields, uploads: FormFile[]) {
  return inTransaction(db, async (tx) => {
    const [stored] = await tx.select().from(vendors).where(eq(vendors.id, id));
    if (!stored) throw notFound('vendor', id);
    const name = await vendorMemberName(tx, fields.memberId, id);
    const keepIds = fields.imageIds ?? [];
    const imageIdsBefore = (await listImages(tx, { vendorId: id })).map((image) => image.id);
    await tx
      .update(vendors)
      .set({ memberId: fields.memberId, message: fields.message })
      .where(eq(vendors.id, id));
    await replaceImages(tx, { vendorId: id }, keepIds, uploads);
    const changed =
      stored.memberId !== fields.memberId ||
      stored.message !== fields.message ||
      uploads.length > 0 ||
      keepIds.join() !== imageIdsBefore.join();
    if (changed) await recordNotifications(tx, [{ type: 'vendorChanged', name, recordId: id }]);
    return detail(tx, id);
  });
}

/** Deletes the vendor with its images and their bytes (its notifications no longer point at it); the member stays. */
export function deleteVendor(db: Database, id: number) {
  return db.transaction(async (tx) => {
    await deleteImages(tx, { vendorId: id });
    const deleted = await tx.delete(vendors).where(eq(vendors.id, id)).returning({ id: vendors.id });
    if (deleted.length === 0) throw notFound('vendor', id);
    await forgetNotificationRecord(tx, 'vendors', id);
  });
}
