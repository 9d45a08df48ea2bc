/**
 * Adverts on the wire (spec §3 Advert, Advert list item, display flags, advert type, amount-paid type,
 * publish period, export; §5 advert create/update; docs/api/adverts.md). Calendar dates are `yyyy-MM-dd`.
 */
import { type Static, Type } from 'typebox';
import {
  CalendarDate,
  Id,
  IdList,
  Image,
  MAX_BULK_IDS,
  MultiLine,
  PagedListRequest,
  sorting,
  withImageIds,
} from './common';
import {
  ADVERT_SORT_FIELDS,
  ADVERT_TYPES,
  AMOUNT_PAID_TYPES,
  DISPLAY_FLAGS,
  type DisplayFlag,
  MESSAGE_MAX_LENGTH,
} from './constants';

const AdvertType = Type.Enum([...ADVERT_TYPES]);
const AmountPaidType = Type.Enum([...AMOUNT_PAID_TYPES]);

/** A boolean per display flag (spec §3), as the detail's `display` and the form's fields carry them. */
const displayFields = Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, Type.Boolean()])) as Record<
  DisplayFlag,
  ReturnType<typeof Type.Boolean>
>;

/** An item of `GET /Adverts/publishperiods` (spec §3 publish period): one revue issue, dates `yyyy-MM-dd`. */
export const PublishPeriod = Type.Object({
  date: CalendarDate('The issue date of the revue.'),
  rangeStart: CalendarDate('The first day the issue covers: its date.'),
  rangeEnd: CalendarDate('The day before the next issue.'),
});
export type PublishPeriod = Static<typeof PublishPeriod>;

/**
 * The body of `POST /Adverts/list` (spec §3 List request): pageSize, page (1-based), searchString, the
 * issue `period`; `sortField` and `sortOrder` are extensions.
 */
export const AdvertListRequest = PagedListRequest({
  period: Type.Optional(
    Type.Union([CalendarDate('An issue date of GET /Adverts/publishperiods.'), Type.Null()]),
  ),
  ...sorting(ADVERT_SORT_FIELDS),
});
export type AdvertListRequest = Static<typeof AdvertListRequest>;

/**
 * A row of `POST /Adverts/list` (spec §3 Advert list item; `tribeNumber`, `advertType` and
 * `thumbnailLocation` are extensions).
 */
export const AdvertListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "The member's full name." }),
  tribeNumber: Type.String(),
  advertType: AdvertType,
  visibleFrom: CalendarDate(),
  visibleTo: CalendarDate(),
  isActive: Type.Boolean(),
  isVisible: Type.Boolean(),
  isPaid: Type.Boolean({ description: 'amountPaidType is not free.' }),
  thumbnailLocation: Type.Union([Type.String(), Type.Null()], {
    description: "The first image's thumbnail (/media/{uuid}/thumbnail), null without images.",
  }),
});
export type AdvertListItem = Static<typeof AdvertListItem>;

/** `GET /Adverts/{id}` (spec §3 Advert); `name` is the member's full name, `display` the six flags. */
export const AdvertDetail = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  tribeNumber: Type.String(),
  name: Type.String({ description: "The member's full name." }),
  message: Type.String(),
  advertType: AdvertType,
  amountPaidType: AmountPaidType,
  visibleFrom: CalendarDate(),
  visibleTo: CalendarDate(),
  isActive: Type.Boolean(),
  isVisible: Type.Boolean(),
  images: Type.Array(Image),
  display: Type.Object(displayFields, {
    description: "Which of the member's contact details appear with the advert in the revue and on the web.",
  }),
});
export type AdvertDetail = Static<typeof AdvertDetail>;

/** The text fields of the multipart POST /Adverts (the message is trimmed before it is checked). */
export const AdvertCreateForm = Type.Object({
  memberId: Id,
  message: MultiLine(MESSAGE_MAX_LENGTH, { minLength: 1, description: 'Checked after trimming.' }),
  adType: AdvertType,
  amountPaid: AmountPaidType,
  visibleFrom: CalendarDate(),
  visibleTo: CalendarDate(),
  isActive: Type.Boolean(),
  ...displayFields,
});
export type AdvertCreateForm = Static<typeof AdvertCreateForm>;

/** The text fields of the multipart PUT /Adverts/{id}: the create fields and the images to keep. */
export const AdvertUpdateForm = withImageIds(AdvertCreateForm);
export type AdvertUpdateForm = Static<typeof AdvertUpdateForm>;

/** The query of `PUT /Adverts/visibility?visible={bool}` (spec §7). */
export const VisibilityQuery = Type.Object({ visible: Type.Boolean() });
export type VisibilityQuery = Static<typeof VisibilityQuery>;

/** The JSON body of `PUT /Adverts/visibility`: the ids of the adverts to change, 1 to 10,000. */
export const AdvertIds = IdList('The ids of the adverts to make visible or hide.');
export type AdvertIds = Static<typeof AdvertIds>;

/**
 * The body of `PUT /Adverts/bulk` (extension, docs/api/adverts.md "Bulk edit"): the adverts to change
 * (1 to MAX_BULK_IDS) and the publish period to give all of them; `visibleTo` not before `visibleFrom`.
 */
export const AdvertBulkRequest = Type.Object({
  ids: IdList('The ids of the adverts to change.', MAX_BULK_IDS),
  changes: Type.Object({
    visibleFrom: CalendarDate('The first day the adverts are visible.'),
    visibleTo: CalendarDate('The last day the adverts are visible.'),
  }),
});
export type AdvertBulkRequest = Static<typeof AdvertBulkRequest>;

/** The JSON body of `PUT /Adverts/{id}/images` (docs/api/adverts.md "Image order"). */
export const ImageOrder = Type.Array(Id, {
  maxItems: 1000,
  description: 'Every image id of the advert once, in the new order.',
});
export type ImageOrder = Static<typeof ImageOrder>;

/** The query of `GET /Adverts/export?date=…` (spec §5: date is required). */
export const ExportQuery = Type.Object({
  date: CalendarDate('An issue date of GET /Adverts/publishperiods.'),
});
export type ExportQuery = Static<typeof ExportQuery>;

/** The answer of `GET /Adverts/export` (spec §3 Advert export). */
export const AdvertExport = Type.Object({
  advertLines: Type.Array(Type.String(), { description: 'The lines as printed in the revue.' }),
});
export type AdvertExport = Static<typeof AdvertExport>;
