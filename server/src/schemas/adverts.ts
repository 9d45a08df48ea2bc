/**
 * Adverts on the wire (spec §3 Advert, Advert list item, display flags, advert type, amount-paid type,
 * publish period, export; §5 advert create/update; docs/api/adverts.md). Calendar dates are `yyyy-MM-dd`.
 */
import { Type } from 'typebox';
import { advertType, amountPaidType } from '../db/schema/adverts';
import { Image } from './common';

const CalendarDate = (description?: string) => Type.String({ format: 'date', description });
const AdvertType = Type.Enum([...advertType.enumValues]);
const AmountPaidType = Type.Enum([...amountPaidType.enumValues]);

/** The six display flags: which contact details appear in the revue and on the website. */
export const DISPLAY_FLAGS = [
  'exposeRevueEmail',
  'exposeRevueAddress',
  'exposeRevuePhone',
  'exposeWebEmail',
  'exposeWebAddress',
  'exposeWebPhone',
] as const;

const displayFields = Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, Type.Boolean()])) as Record<
  (typeof DISPLAY_FLAGS)[number],
  ReturnType<typeof Type.Boolean>
>;

export const PublishPeriod = Type.Object({
  date: CalendarDate('The issue date of the revue.'),
  rangeStart: CalendarDate(),
  rangeEnd: CalendarDate('The day before the next issue.'),
});

export const AdvertListRequest = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 1000 }),
  page: Type.Integer({ minimum: 1 }),
  searchString: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  period: Type.Optional(
    Type.Union([CalendarDate('An issue date of GET /Adverts/publishperiods.'), Type.Null()]),
  ),
  sortField: Type.Optional(Type.Enum(['name', 'visibleFrom', 'visibleTo'])),
  sortOrder: Type.Optional(Type.Enum(['ASC', 'DESC'])),
});

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
});

export const AdvertDetail = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  tribeNumber: Type.String(),
  name: Type.String(),
  message: Type.String(),
  advertType: AdvertType,
  amountPaidType: AmountPaidType,
  visibleFrom: CalendarDate(),
  visibleTo: CalendarDate(),
  isActive: Type.Boolean(),
  isVisible: Type.Boolean(),
  images: Type.Array(Image),
  display: Type.Object(displayFields),
});

/**
 * The text fields of the multipart POST /Adverts and PUT /Adverts/{id} (checked with parseFormFields);
 * `imageIds` (the images to keep, in order) is read on update only.
 */
export const AdvertFormFields = Type.Object({
  memberId: Type.Integer({ minimum: 1 }),
  message: Type.String({ minLength: 1, maxLength: 1000 }),
  adType: AdvertType,
  amountPaid: AmountPaidType,
  visibleFrom: CalendarDate(),
  visibleTo: CalendarDate(),
  isActive: Type.Boolean(),
  ...displayFields,
  imageIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
});

const formDescription = (extra: string) =>
  'multipart/form-data: memberId, message (1–1000 characters after trimming), adType (offer | request), ' +
  'amountPaid (free | oncePaidTwoAndAHalf | oncePaidFive | twicePaidFive), visibleFrom, visibleTo ' +
  `(yyyy-MM-dd), isActive and the six expose* flags ("true"/"false"), repeated files (JPEG, PNG or WebP, each ≤ 10 MB)${extra}.`;
export const CREATE_DESCRIPTION = formDescription('');
export const UPDATE_DESCRIPTION = formDescription(
  ' and repeated imageIds (the images to keep, in their order; the others are removed)',
);

export const AdvertIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const VisibilityQuery = Type.Object({ visible: Type.Boolean() });

export const AdvertIds = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: 10_000,
  description: 'The ids of the adverts to make visible or hide.',
});

export const ImageOrder = Type.Array(Type.Integer({ minimum: 1 }), {
  maxItems: 1000,
  description: 'Every image id of the advert once, in the new order.',
});

export const ExportQuery = Type.Object({
  date: CalendarDate('An issue date of GET /Adverts/publishperiods.'),
});

export const AdvertExport = Type.Object({
  advertLines: Type.Array(Type.String(), { description: 'The lines as printed in the revue.' }),
});
