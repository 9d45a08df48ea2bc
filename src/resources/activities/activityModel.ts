import type { ActivityDetail } from '../../../server/src/schemas/activities';
import type { Image } from '../../../server/src/schemas/common';
import type { NewImage } from '../../common/images';
import { endNotBeforeStart, toIsoDateTime } from '../../common/period';
import type { ActivityPayload } from '../../providers/activities';
import { sectionReasonKey } from '../../providers/activityErrors';

/** An image of the form: a stored one, or a new file with a key of its own until it is uploaded. */
export type ImageItem = Image | NewImage;

/**
 * The values of the activity form: the payload's fields; dates as the date-time inputs hold them
 * (ISO from the server, `yyyy-MM-ddTHH:mm` local time once edited, '' or null when empty); text inputs
 * may hold null after being cleared.
 */
export interface ActivityFormValues {
  title: string | null;
  locationId: number;
  info: string | null;
  startDate: string | Date | null;
  endDate: string | Date | null;
  isVisible: boolean;
  addressLine1: string | null;
  addressLine2: string | null;
  latitude: number | null;
  longitude: number | null;
  images: ImageItem[];
}

/** Spec §5: no stored location is sent as 0. */
export const NO_LOCATION = 0;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * Activity detail (`GET /Activities/{id}`) → form values; without a detail (create) a visible activity
 * without stored location, dates and images.
 */
export const toActivityFormValues = (detail?: Partial<ActivityDetail>): ActivityFormValues => ({
  title: text(detail?.title),
  locationId: detail?.locationId ?? NO_LOCATION,
  info: detail?.info ?? '',
  startDate: detail?.startDate ?? null,
  endDate: detail?.endDate ?? null,
  isVisible: detail?.isVisible ?? true,
  addressLine1: text(detail?.addressLine1),
  addressLine2: text(detail?.addressLine2),
  latitude: detail?.latitude ?? null,
  longitude: detail?.longitude ?? null,
  images: detail?.images ?? [],
});

/** Form values → the payload the activities mapping sends as multipart (docs/api/activities.md). */
export const toActivityPayload = (values: ActivityFormValues): ActivityPayload => ({
  title: text(values.title),
  locationId: Number(values.locationId) || NO_LOCATION,
  info: values.info ?? '',
  startDate: toIsoDateTime(values.startDate),
  endDate: toIsoDateTime(values.endDate),
  isVisible: Boolean(values.isVisible),
  addressLine1: text(values.addressLine1),
  addressLine2: text(values.addressLine2),
  latitude: typeof values.latitude === 'number' ? values.latitude : null,
  longitude: typeof values.longitude === 'number' ? values.longitude : null,
  images: values.images.map((image) => ('file' in image ? { file: image.file } : image)),
});

/** Form validator of `endDate`: not before `startDate`. */
export const validateEndDate = endNotBeforeStart(sectionReasonKey('activities', 'beforeStart'));
