import { afterEach, beforeEach, vi } from 'vitest';
import type { AdvertDetail, AdvertListItem, PublishPeriod } from '../../server/src/schemas/adverts';
import { image } from './imageFixture';

/** The detail of docs/api/adverts.md: Jan Maes offers a pair, two images, hidden. */
export const janMaesAdvert = (changes: Partial<AdvertDetail> = {}): AdvertDetail => ({
  id: 7,
  memberId: 12,
  tribeNumber: 'KX27',
  name: 'Jan Maes',
  message: 'Te koop: koppel grasparkieten, lutino.',
  advertType: 'offer',
  amountPaidType: 'oncePaidFive',
  visibleFrom: '2027-01-01',
  visibleTo: '2027-02-28',
  isActive: true,
  isVisible: false,
  images: [image(3, 'koppel.jpg', 'aaaa'), image(4, 'kooi.png', 'bbbb')],
  display: {
    exposeRevueEmail: true,
    exposeRevueAddress: false,
    exposeRevuePhone: true,
    exposeWebEmail: false,
    exposeWebAddress: false,
    exposeWebPhone: true,
  },
  ...changes,
});

/**
 * Two rows of `POST /Adverts/list`: Jan Maes (hidden, paid, with a photo) and Lien Claeys (visible,
 * free, without).
 */
export const advertRows = (): AdvertListItem[] => [
  {
    id: 7,
    name: 'Jan Maes',
    tribeNumber: 'KX27',
    advertType: 'offer',
    visibleFrom: '2027-01-01',
    visibleTo: '2027-02-28',
    isActive: true,
    isVisible: false,
    isPaid: true,
    thumbnailLocation: '/media/aaaa/thumbnail',
  },
  {
    id: 8,
    name: 'Lien Claeys',
    tribeNumber: 'QW12',
    advertType: 'request',
    visibleFrom: '2026-12-15',
    visibleTo: '2027-01-31',
    isActive: false,
    isVisible: true,
    isPaid: false,
    thumbnailLocation: null,
  },
];

/** Three issues around 20/11/2026: the coming one (on or after that day) is 01/01/2027. */
export const PERIODS: PublishPeriod[] = [
  { date: '2026-09-01', rangeStart: '2026-09-01', rangeEnd: '2026-10-31' },
  { date: '2026-11-01', rangeStart: '2026-11-01', rangeEnd: '2026-12-31' },
  { date: '2027-01-01', rangeStart: '2027-01-01', rangeEnd: '2027-02-28' },
];

/** The day the component tests run on (with only `Date` faked). */
export const TODAY = new Date(2026, 10, 20, 10, 0, 0);

/**
 * Sets the clock of each test of the calling suite to {@link TODAY}. Only Date is faked, and it runs on:
 * react-query and the filter form's debounce read the clock.
 */
export function fakeToday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** An image file of `bytes` bytes. */
export const imageFile = (name: string, type = 'image/jpeg', bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type });
