import { toLinkAddress } from '../../src/common/LinkButton';
import { endNotBeforeStart, toIsoDateTime } from '../../src/common/period';
import { toActivityFormValues, toActivityPayload } from '../../src/resources/activities/activityModel';
import { toMessagePayload } from '../../src/resources/messages/messageModel';
import { exhibition } from './activityFixtures';

describe('activity and message model', () => {
  it('turns date-time input values into ISO in UTC, empty or invalid into ""', () => {
    expect(toIsoDateTime('2027-03-13T09:00:00.000Z')).toBe('2027-03-13T09:00:00.000Z');
    expect(toIsoDateTime('2027-03-13T10:00')).toBe(new Date(2027, 2, 13, 10, 0).toISOString());
    expect(toIsoDateTime(null)).toBe('');
    expect(toIsoDateTime('')).toBe('');
    expect(toIsoDateTime('not a date')).toBe('');
  });

  it('refuses an end before the start only when both are known', () => {
    const validate = endNotBeforeStart('too early');
    expect(validate('2027-03-13T08:59', { startDate: '2027-03-13T09:00' })).toBe('too early');
    expect(validate('2027-03-13T09:00', { startDate: '2027-03-13T09:00' })).toBeUndefined();
    expect(validate('', { startDate: '2027-03-13T09:00' })).toBeUndefined();
    expect(validate('2027-03-13T08:00', { startDate: null })).toBeUndefined();
  });

  it('round-trips an activity detail into the payload, stored images kept by id', () => {
    const payload = toActivityPayload(toActivityFormValues(exhibition()));
    expect(payload).toMatchObject({
      title: 'Jaarlijkse tentoonstelling',
      locationId: 1,
      startDate: new Date('2027-03-13T09:00:00').toISOString(),
      isVisible: true,
      images: exhibition().images,
    });
  });

  it('starts a new activity without stored location (0), visible, without coordinates', () => {
    expect(toActivityPayload(toActivityFormValues())).toEqual({
      title: '',
      locationId: 0,
      info: '',
      startDate: '',
      endDate: '',
      isVisible: true,
      addressLine1: '',
      addressLine2: '',
      latitude: null,
      longitude: null,
      images: [],
    });
  });

  it('trims the message title and keeps the rich text as it is', () => {
    expect(
      toMessagePayload({
        title: '  Kalender ',
        info: '<p><strong>Nu</strong></p>',
        startDate: '2026-11-01T08:00:00.000Z',
        endDate: '2026-11-30T08:00:00.000Z',
        isVisible: false,
        isBanner: true,
      }),
    ).toEqual({
      title: 'Kalender',
      info: '<p><strong>Nu</strong></p>',
      startDate: '2026-11-01T08:00:00.000Z',
      endDate: '2026-11-30T08:00:00.000Z',
      isVisible: false,
      isBanner: true,
    });
  });

  it('gives a link address a safe scheme: https unless http(s), mailto or tel', () => {
    expect(toLinkAddress(' example.be/inschrijven ')).toBe('https://example.be/inschrijven');
    expect(toLinkAddress('http://example.be')).toBe('http://example.be');
    expect(toLinkAddress('mailto:secretaris@example.be')).toBe('mailto:secretaris@example.be');
    expect(toLinkAddress('tel:+3250123456')).toBe('tel:+3250123456');
    expect(toLinkAddress('javascript:alert(1)')).toBe('https://javascript:alert(1)');
    expect(toLinkAddress('')).toBe('');
  });
});
