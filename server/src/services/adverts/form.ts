/**
 * An advert form as the services take it (spec §5 advert create/update; docs/api/adverts.md): the
 * checked text fields of POST /Adverts or PUT /Adverts/{id} turned into the advert's stored values,
 * with the images to keep and the new files. Nothing is written here.
 */
import type { Static } from 'typebox';
import type { adverts } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AdvertCreateForm, AdvertUpdateForm } from '../../schemas/adverts';
import { DISPLAY_FLAGS } from '../../schemas/constants';
import type { FormFile } from '../uploads/formFile';

/** The advert's stored columns as the form sets them (isVisible is not part of the form). */
type AdvertValues = Omit<typeof adverts.$inferInsert, 'id' | 'isVisible' | 'createdOn'>;

export interface AdvertForm {
  values: AdvertValues;
  /** The images to keep, in order (update only; absent means none). */
  imageIds: number[];
  /** The new images, in the order sent. */
  files: FormFile[];
}

/**
 * Throws ApiError 400 when `visibleTo` lies before `visibleFrom` (`yyyy-MM-dd`; `field` visibleTo,
 * reason `beforeStart`): the rule of an advert's publish period, for the form and the bulk edit.
 */
export function assertPeriodInOrder(visibleFrom: string, visibleTo: string) {
  if (visibleTo < visibleFrom)
    throw new ApiError(400, 'visibleTo lies before visibleFrom.', 'visibleTo', 'beforeStart');
}

/**
 * The advert form of `fields` (create or update) and `files`. Throws ApiError 400 when `visibleTo`
 * lies before `visibleFrom` (`field` visibleTo, reason `beforeStart`).
 */
export function advertForm(
  fields: Static<typeof AdvertCreateForm> & Partial<Static<typeof AdvertUpdateForm>>,
  files: FormFile[],
): AdvertForm {
  assertPeriodInOrder(fields.visibleFrom, fields.visibleTo);
  return {
    values: {
      memberId: fields.memberId,
      message: fields.message,
      advertType: fields.adType,
      amountPaidType: fields.amountPaid,
      visibleFrom: fields.visibleFrom,
      visibleTo: fields.visibleTo,
      isActive: fields.isActive,
      ...Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, fields[flag]])),
    },
    imageIds: fields.imageIds ?? [],
    files,
  };
}
