import type { AdvertDetail, PublishPeriod } from '../../../server/src/schemas/adverts';
import { DISPLAY_FLAGS } from '../../../server/src/schemas/constants';
import type { MemberSearchItem } from '../../../server/src/schemas/members';
import { type FormImage, toFormImages } from '../../common/images';
import { advertReasonKey } from '../../providers/advertErrors';
import type { AdvertPayload } from '../../providers/adverts';

/** The six display flags of an advert (spec §3), each true when that contact detail is shown. */
type AdvertDisplay = AdvertDetail['display'];

/**
 * The values of the advert form. Fields carry the multipart names (so a server error's `field` is the
 * input's path), except `member` (the picked member, sent as `memberId`) and `images` (sent as `files`
 * and `imageIds`). Dates are `yyyy-MM-dd`; cleared inputs may hold null.
 */
export interface AdvertFormValues extends AdvertDisplay {
  member: MemberSearchItem | null;
  message: string | null;
  adType: AdvertPayload['adType'];
  amountPaid: AdvertPayload['amountPaid'];
  visibleFrom: string | null;
  visibleTo: string | null;
  isActive: boolean;
  /** Shown in the revue and on the website (spec §4); a new advert is saved hidden, then made visible. */
  isVisible: boolean;
  images: FormImage[];
}

const flags = (display?: Partial<AdvertDisplay>): AdvertDisplay =>
  Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, display?.[flag] ?? false])) as AdvertDisplay;

/**
 * Advert detail → form values. Without a detail (create): an active, hidden offer, free, no contact
 * details shown, with the dates of `period` (the coming issue) when given.
 */
export const toAdvertFormValues = (detail?: AdvertDetail, period?: PublishPeriod): AdvertFormValues => ({
  member: detail ? { id: detail.memberId, name: detail.name, tribeNumber: detail.tribeNumber } : null,
  message: detail?.message ?? '',
  adType: detail?.advertType ?? 'offer',
  amountPaid: detail?.amountPaidType ?? 'free',
  visibleFrom: detail?.visibleFrom ?? period?.rangeStart ?? null,
  visibleTo: detail?.visibleTo ?? period?.rangeEnd ?? null,
  isActive: detail?.isActive ?? true,
  isVisible: detail?.isVisible ?? false,
  ...flags(detail?.display),
  images: toFormImages(detail?.images ?? []),
});

/** Form values → the create/update payload (message trimmed, images in display order). */
export const toAdvertPayload = (values: AdvertFormValues): AdvertPayload => ({
  memberId: Number(values.member?.id),
  message: (values.message ?? '').trim(),
  adType: values.adType,
  amountPaid: values.amountPaid,
  visibleFrom: values.visibleFrom ?? '',
  visibleTo: values.visibleTo ?? '',
  isActive: Boolean(values.isActive),
  isVisible: Boolean(values.isVisible),
  ...flags(values),
  images: values.images.map((image) => (image.file ? { file: image.file } : { id: Number(image.id) })),
});

/** Form validator of `visibleTo`: not before `visibleFrom` (ISO dates compare as strings). */
export const validateVisibleTo = (value: unknown, values: Partial<AdvertFormValues>): string | undefined =>
  typeof value === 'string' && values.visibleFrom && value < values.visibleFrom
    ? advertReasonKey('beforeStart')
    : undefined;

/** Today in the browser's calendar, `yyyy-MM-dd`. */
export const todayIso = (now = new Date()): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

/** docs/api/adverts.md: the coming issue is the first period whose date is today or later (else the last). */
export const comingPeriod = (periods: readonly PublishPeriod[], today: string): PublishPeriod | undefined =>
  periods.find(({ date }) => date >= today) ?? periods.at(-1);

/** `yyyy-MM-dd` → `dd/MM/yyyy` (nl-BE), without time-zone arithmetic. */
export const shownDate = (iso: string): string => iso.split('-').reverse().join('/');

/**
 * The months a revue issue covers, as people name it in `locale` (a BCP 47 tag, e.g. 'nl-BE'), from its
 * range's ISO dates: "Januari – februari 2027", "January – February 2027"; one month when the range is.
 */
export const issueName = (rangeStart: string, rangeEnd: string, locale: string): string => {
  const [start, end] = [rangeStart, rangeEnd].map((iso) => new Date(`${iso}T12:00:00Z`));
  const months = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const name = months.formatRange(start, end);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};
