import type { HistoryEntry } from '../../server/src/schemas/history';

/** A page of `GET /History` (docs/api/history.md) holding `entries` of `total`. */
export const historyPage = (entries: HistoryEntry[], total = entries.length, page = 1, pageSize = 10) => ({
  statusCode: 200,
  isSuccess: true,
  error: null,
  pageSize,
  page,
  total,
  totalPages: Math.ceil(total / pageSize),
  history: entries,
});

const secretary = { sub: 'staff-7', email: 'secretaris@clubbeheer.test' };

/**
 * Jan Maes (member 12) moves from 8000 Brugge (België) to 8700 Tielt (the country changed too), hides
 * his email and gets a fax — on 10 March 2026 at 13:05 UTC, 14:05 in Brussels (CET).
 */
export const janMoves = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: 31,
  at: '2026-03-10T13:05:00.000Z',
  actor: secretary,
  action: 'update',
  resource: 'members',
  recordId: 12,
  name: 'Jan Maes (KX27)',
  changes: [
    { field: 'address.zipcode', old: '8000', new: '8700' },
    { field: 'address.city', old: 'Brugge', new: 'Tielt' },
    { field: 'address.countryId', old: 1, new: 2 },
    { field: 'display.exposeEmail', old: true, new: false },
    { field: 'contact.fax', old: '', new: '050 11 22 33' },
  ],
  ...overrides,
});

/** Jan Maes created on 1 July 2026 at 22:30 UTC — 2 July 00:30 in Brussels (CEST) — by a staff member without email. */
export const janCreated = (): HistoryEntry => ({
  id: 30,
  at: '2026-07-01T22:30:00.000Z',
  actor: { sub: 'auth0|import-bot', email: null },
  action: 'create',
  resource: 'members',
  recordId: 12,
  name: 'Jan Maes (KX27)',
  changes: [
    { field: 'firstName', old: null, new: 'Jan' },
    { field: 'tribeNumber', old: null, new: 'KX27' },
    { field: 'address.box', old: null, new: '' },
    { field: 'isBlocked', old: null, new: false },
  ],
});

/** `count` small changes of member 12's phone number, ids from `firstId` down (newest first). */
export const phoneChanges = (count: number, firstId: number): HistoryEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: firstId - index,
    at: new Date(Date.UTC(2026, 4, 20 - index, 8, 0)).toISOString(),
    actor: secretary,
    action: 'update',
    resource: 'members',
    recordId: 12,
    name: 'Jan Maes (KX27)',
    changes: [{ field: 'contact.phoneNumber', old: `050 00 00 ${index + 1}0`, new: `050 00 00 ${index}0` }],
  }));

/**
 * The whole club's page: a member change, an advert changed then deleted (its member named), an order
 * (named by nothing) and a notification deleted, a document hidden.
 */
export const clubEntries = (): HistoryEntry[] => [
  {
    id: 60,
    at: '2026-05-04T09:00:00.000Z',
    actor: { sub: 'staff-8', email: 'voorzitter@clubbeheer.test' },
    action: 'delete',
    resource: 'adverts',
    recordId: 7,
    name: 'Jan Maes: Te koop: koppel grasparkieten.',
    changes: [
      { field: 'memberId', old: 12, new: null, oldName: 'Jan Maes (KX27)' },
      { field: 'message', old: 'Te koop: koppel grasparkieten.', new: null },
      { field: 'images', old: [{ name: 'koppel.jpg', kind: 'image/jpeg', size: 1200 }], new: null },
    ],
  },
  {
    id: 59,
    at: '2026-05-04T08:59:00.000Z',
    actor: { sub: 'staff-8', email: 'voorzitter@clubbeheer.test' },
    action: 'reorderImages',
    resource: 'adverts',
    recordId: 7,
    name: 'Jan Maes: Te koop: koppel grasparkieten.',
    changes: [
      {
        field: 'images',
        old: [
          { name: 'kooi.png', kind: 'image/png', size: 800 },
          { name: 'koppel.jpg', kind: 'image/jpeg', size: 1200 },
        ],
        new: [
          { name: 'koppel.jpg', kind: 'image/jpeg', size: 1200 },
          { name: 'kooi.png', kind: 'image/png', size: 800 },
        ],
      },
    ],
  },
  {
    id: 58,
    at: '2026-05-03T15:00:00.000Z',
    actor: secretary,
    action: 'hide',
    resource: 'documents',
    recordId: 3,
    name: 'Reglement 2026',
    changes: [{ field: 'isVisible', old: true, new: false }],
  },
  {
    id: 57,
    at: '2026-05-03T14:00:00.000Z',
    actor: secretary,
    action: 'delete',
    resource: 'orders',
    recordId: 5,
    name: null,
    changes: [{ field: 'totalCents', old: 2250, new: null }],
  },
  {
    id: 56,
    at: '2026-05-02T10:00:00.000Z',
    actor: secretary,
    action: 'update',
    resource: 'orders',
    recordId: 4,
    name: 'An Wouters, 01/05/2026',
    changes: [{ field: 'remark', old: '', new: 'Afgehaald' }],
  },
  {
    id: 55,
    at: '2026-05-01T10:00:00.000Z',
    actor: secretary,
    action: 'delete',
    resource: 'notifications',
    recordId: 90,
    name: 'Piet Claes',
    changes: [
      { field: 'type', old: 'memberCreated', new: null },
      { field: 'recordId', old: 44, new: null, oldName: 'Piet Claes (PC44)' },
    ],
  },
  janMoves(),
];
