import type { ImageChoice, StoredImage } from './imageTypes';

/** Spec §3 advert type: an offer (aangeboden) or a request (gevraagd). */
export type AdvertType = 'offer' | 'request';

/** Spec §9 amount-paid types, in the order the form offers them. */
export const AMOUNT_PAID_TYPES = ['free', 'oncePaidTwoAndAHalf', 'oncePaidFive', 'twicePaidFive'] as const;

/** One of {@link AMOUNT_PAID_TYPES}. */
export type AmountPaidType = (typeof AMOUNT_PAID_TYPES)[number];

/** The six display flags of spec §3, in form order: revue first, then web. */
export const DISPLAY_FLAGS = [
  'exposeRevueEmail',
  'exposeRevueAddress',
  'exposeRevuePhone',
  'exposeWebEmail',
  'exposeWebAddress',
  'exposeWebPhone',
] as const;

/** One of {@link DISPLAY_FLAGS}. */
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

/** Which contact details the revue and the website show with an advert. */
export type AdvertDisplay = Record<DisplayFlag, boolean>;

/** `GET /Adverts/publishperiods` (docs/api/adverts.md): one revue issue, all dates `yyyy-MM-dd`. */
export interface PublishPeriod {
  date: string;
  rangeStart: string;
  rangeEnd: string;
}

/** A row of `POST /Adverts/list` (`tribeNumber` and `advertType` are extensions). */
export interface AdvertListRecord {
  id: number;
  name: string;
  tribeNumber: string;
  advertType: AdvertType;
  visibleFrom: string;
  visibleTo: string;
  isActive: boolean;
  isVisible: boolean;
  isPaid: boolean;
}

/** `GET /Adverts/{id}`; `name` is the member's full name (the record representation). */
export interface AdvertDetail {
  id: number;
  memberId: number;
  tribeNumber: string;
  name: string;
  message: string;
  advertType: AdvertType;
  amountPaidType: AmountPaidType;
  visibleFrom: string;
  visibleTo: string;
  isActive: boolean;
  isVisible: boolean;
  images: StoredImage[];
  display: AdvertDisplay;
}

/**
 * What create and update send (the multipart fields of docs/api/adverts.md), before it becomes
 * FormData: `images` in their wanted order.
 */
export interface AdvertPayload extends AdvertDisplay {
  memberId: number;
  message: string;
  adType: AdvertType;
  amountPaid: AmountPaidType;
  visibleFrom: string;
  visibleTo: string;
  isActive: boolean;
  images: ImageChoice[];
}
