import type { HistoryEntry } from '../../server/src/schemas/history';
import { formatBrusselsDateTime } from '../../src/common/dates';
import { entryPath, fieldLabel, formatValue, shownChanges } from '../../src/history/historyModel';
import { historyQuery } from '../../src/providers/history';
import { createTestI18nProvider } from './i18nTestProvider';

describe('GET /History for the history resource', () => {
  it('asks one record, one kind or everything with the filter, leaving empty values out', () => {
    expect(
      historyQuery({ pagination: { page: 2, perPage: 10 }, filter: { resource: 'members', id: 12 } }),
    ).toBe('page=2&pageSize=10&resource=members&id=12');
    expect(historyQuery({ filter: { resource: '', actor: 'staff-7', from: '2026-03-01', to: ' ' } })).toBe(
      'page=1&pageSize=25&actor=staff-7&from=2026-03-01',
    );
  });
});

describe('history entries in words', () => {
  it('shows instants on the club clock, whatever the browser time zone', () => {
    expect(formatBrusselsDateTime('2026-01-15T23:30:00.000Z')).toBe('16/01/2026 00:30');
    expect(formatBrusselsDateTime('2026-08-01T06:05:00.000Z')).toBe('01/08/2026 08:05');
  });

  it('formats values by field: images by name, empty as —, days, rich text, sizes, codes', async () => {
    const { translate } = await createTestI18nProvider('nl');
    const value = (resource: string, field: string, v: unknown) =>
      formatValue(resource, field, v, { translate, locale: 'nl' });
    expect(
      value('adverts', 'images', [{ name: 'a.jpg', kind: 'image/jpeg', size: 1 }, { name: 'b.png' }]),
    ).toBe('a.jpg, b.png');
    expect(value('adverts', 'images', [])).toBe('—');
    expect(value('members', 'contact.fax', null)).toBe('—');
    expect(value('adverts', 'visibleFrom', '2027-01-01')).toBe('01/01/2027');
    expect(value('adverts', 'advertType', 'request')).toBe('Gevraagd');
    expect(value('adverts', 'amountPaidType', 'oncePaidFive')).toBe('Eenmalig € 5');
    expect(value('messages', 'info', '<p>Vergadering <b>vrijdag</b></p><p>Zaal&nbsp;B</p>')).toBe(
      'Vergadering vrijdag Zaal B',
    );
    expect(value('documents', 'type', 'pdf')).toBe('PDF');
    expect(value('documents', 'sizeBytes', 2 * 1024 * 1024)).toMatch(/^2 MB$/);
    expect(value('notifications', 'type', 'memberBlocked')).toBe('Lid geblokkeerd');
    // A payment request: amounts in euro, its state and its members in words.
    expect(value('dues', 'amount', 2500).replace(/\s/g, ' ')).toBe('€ 25,00');
    expect(value('dues', 'status', 'partly')).toBe('Deels betaald');
    expect(value('dues', 'memberList', [{ name: 'Rita Declercq', tribeNumber: 'DU01', fee: 2500 }])).toBe(
      'Rita Declercq (DU01)',
    );
    expect(fieldLabel(translate, 'dues', 'structuredCommunication')).toBe('Gestructureerde mededeling');
    expect(fieldLabel(translate, 'dues', 'memberList')).toBe('Leden');
  });

  it('labels fields with the forms’ labels, the history’s own, or the wire name', async () => {
    const { translate } = await createTestI18nProvider('nl');
    expect(fieldLabel(translate, 'members', 'address.zipcode')).toBe('Postcode');
    expect(fieldLabel(translate, 'members', 'address.countryId')).toBe('Land');
    expect(fieldLabel(translate, 'adverts', 'display.exposeWebPhone')).toBe('Telefoon op de website');
    expect(fieldLabel(translate, 'activities', 'location.name')).toBe('Naam van de locatie');
    expect(fieldLabel(translate, 'vendors', 'somethingNew')).toBe('somethingNew');
  });

  it('links to the record but not to a deleted one or a notification', () => {
    const entry = (resource: HistoryEntry['resource'], action = 'update'): HistoryEntry => ({
      id: 1,
      at: '2026-01-01T00:00:00.000Z',
      actor: { sub: 's', email: null },
      action,
      resource,
      recordId: 4,
      name: null,
      changes: [],
    });
    expect(entryPath(entry('activities'))).toBe('/activities/4');
    expect(entryPath(entry('orders'))).toBe('/orders/4/show');
    expect(entryPath(entry('dues'))).toBe('/dues/4/show');
    expect(entryPath(entry('orders', 'delete'))).toBeUndefined();
    expect(entryPath(entry('notifications'))).toBeUndefined();
    expect(entryPath(entry('vendors'), new Set(['vendors/4']))).toBeUndefined();
  });

  it('shows what a creation set and a deletion removed, not their empty values', () => {
    const changes = [
      { field: 'title', old: null, new: 'Reglement' },
      { field: 'info', old: null, new: '' },
    ];
    expect(shownChanges({ action: 'create', changes })).toEqual([changes[0]]);
    expect(
      shownChanges({ action: 'delete', changes: [{ field: 'title', old: 'Reglement', new: null }] }),
    ).toHaveLength(1);
  });
});
