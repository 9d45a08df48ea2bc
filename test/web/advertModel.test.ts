import {
  comingPeriod,
  shownDate,
  toAdvertFormValues,
  toAdvertPayload,
  todayIso,
  validateVisibleTo,
} from '../../src/resources/adverts/advertModel';
import { imageFile, janMaesAdvert, PERIODS } from './advertFixtures';

describe('advert model', () => {
  it('takes the first issue dated today or later as the coming one, else the last', () => {
    expect(comingPeriod(PERIODS, '2026-11-01')?.date).toBe('2026-11-01');
    expect(comingPeriod(PERIODS, '2026-11-02')?.date).toBe('2027-01-01');
    expect(comingPeriod(PERIODS, '2027-03-01')?.date).toBe('2027-01-01');
    expect(comingPeriod([], '2027-03-01')).toBeUndefined();
  });

  it('writes dates as nl-BE and today in the browser calendar', () => {
    expect(shownDate('2027-02-28')).toBe('28/02/2027');
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('refuses a window that ends before it starts; the same day is fine', () => {
    expect(validateVisibleTo('2026-12-31', { visibleFrom: '2027-01-01' })).toBe(
      'resources.adverts.reasons.beforeStart',
    );
    expect(validateVisibleTo('2027-01-01', { visibleFrom: '2027-01-01' })).toBeUndefined();
    expect(validateVisibleTo(null, { visibleFrom: '2027-01-01' })).toBeUndefined();
  });

  it('turns the detail into form values and back into the payload, images in display order', () => {
    const values = toAdvertFormValues(janMaesAdvert());
    expect(values.member).toEqual({ id: 12, name: 'Jan Maes', tribeNumber: 'KX27' });
    const file = imageFile('nest.webp', 'image/webp');
    const payload = toAdvertPayload({
      ...values,
      message: '  Te koop.  ',
      images: [{ key: 'n', name: 'nest.webp', file }, ...values.images.reverse()],
    });
    expect(payload).toMatchObject({
      memberId: 12,
      message: 'Te koop.',
      adType: 'offer',
      amountPaid: 'oncePaidFive',
      exposeRevueEmail: true,
      exposeWebEmail: false,
      images: [{ file }, { id: 4 }, { id: 3 }],
    });
  });

  it('starts a new advert as an active free offer during the given issue', () => {
    expect(toAdvertFormValues(undefined, PERIODS[2])).toMatchObject({
      member: null,
      adType: 'offer',
      amountPaid: 'free',
      isActive: true,
      visibleFrom: '2027-01-01',
      visibleTo: '2027-02-28',
      exposeRevueEmail: false,
      images: [],
    });
  });
});
