/**
 * An activity form as the services take it (spec §5 activity create/update; docs/api/activities.md):
 * the checked text fields of POST /Activities or PUT /Activities/{id} turned into the activity's
 * stored values — rich text sanitised, the place either a stored location or a free address — with
 * the images to keep and the new files. Nothing is written here; whether the location exists is
 * checked in the change's transaction.
 */
import type { Static } from 'typebox';
import type { activities } from '../../db/schema';
import type { ActivityCreateForm, ActivityUpdateForm } from '../../schemas/activities';
import { dateRange } from '../dateRange';
import { sanitizeRichText } from '../richText';
import type { FormFile } from '../uploads/formFile';

/** The activity's stored columns as the form sets them; `locationId` null is "0" on the wire. */
type ActivityValues = Omit<typeof activities.$inferInsert, 'id' | 'createdOn'>;

export interface ActivityForm {
  values: ActivityValues;
  /** The images to keep, in order (update only; absent means none). */
  imageIds: number[];
  /** The new images, in the order sent. */
  files: FormFile[];
}

/**
 * The activity form of `fields` (create or update) and `files`. Throws ApiError 400 when `endDate`
 * lies before `startDate` (reason `beforeStart`). With a stored location the free address lines and
 * coordinates are dropped.
 */
export function activityForm(
  fields: Static<typeof ActivityCreateForm> & Partial<Static<typeof ActivityUpdateForm>>,
  files: FormFile[],
): ActivityForm {
  const place =
    fields.locationId === 0
      ? {
          locationId: null,
          addressLine1: fields.addressLine1 ?? '',
          addressLine2: fields.addressLine2 ?? '',
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
        }
      : {
          locationId: fields.locationId,
          addressLine1: '',
          addressLine2: '',
          latitude: null,
          longitude: null,
        };
  return {
    values: {
      title: fields.title,
      info: sanitizeRichText(fields.info),
      ...place,
      ...dateRange(fields.startDate, fields.endDate),
      isVisible: fields.isVisible,
    },
    imageIds: fields.imageIds ?? [],
    files,
  };
}
