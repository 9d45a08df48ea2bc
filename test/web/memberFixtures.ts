import type { MemberListItem } from '../../server/src/schemas/members';
import type { MemberImportResult, MemberRecord } from '../../src/providers/memberTypes';

/** The detail of docs/api.md, as the members mapping hands it to react-admin (with `name`). */
export const janMaes = (): MemberRecord => ({
  id: 12,
  firstName: 'Jan',
  lastName: 'Maes',
  name: 'Jan Maes',
  tribeNumber: 'KX27',
  address: {
    id: 5,
    street: 'Kerkstraat',
    number: '12',
    box: '',
    zipcode: '8000',
    city: 'Brugge',
    country: { id: 1, name: 'België', twoLetterCode: 'BE' },
  },
  contact: {
    email: 'jan.maes@telenet.be',
    phoneNumber: '050 12 34 56',
    mobilePhoneNumber: '0476 12 34 56',
    fax: '',
    website: '',
  },
  display: { exposeEmail: true, exposeAddress: false, exposePhone: true },
  isBlocked: false,
  isActive: true,
  receivesRevue: true,
  membershipKindId: null,
  language: 'nl',
  lastLogin: '2026-10-01T18:22:00.000Z',
});

/** Jan Maes as a row of `POST /Members/list` (the wire's lower-case `tribenumber`). */
export const janMaesListItem = (): MemberListItem => ({
  id: 12,
  tribenumber: 'KX27',
  name: 'Jan Maes',
  email: 'jan.maes@telenet.be',
  isBlocked: false,
  isActive: true,
  lastLogin: '2026-10-01T10:22:00.000Z',
});

/** The dry-run answer of docs/api.md: one new member, Jan Maes moving to Oostende, no invalid row. */
export const dryRun = (overrides: Partial<MemberImportResult> = {}): MemberImportResult => ({
  persisted: false,
  counts: { new: 1, changed: 1, unchanged: 1040, invalid: 0 },
  new: [{ row: 2, tribeNumber: 'QW12', name: 'Lien Claeys' }],
  changed: [
    {
      row: 3,
      id: 12,
      tribeNumber: 'KX27',
      name: 'Jan Maes',
      changes: [
        { field: 'city', old: 'Brugge', new: 'Oostende' },
        { field: 'phoneNumber', old: '050 12 34 56', new: '' },
      ],
    },
  ],
  invalid: [],
  ...overrides,
});

/** `POST /Members/list` of the list's first page with nothing chosen: 25 members by name, active only. */
export const FIRST_MEMBERS_PAGE = {
  pageSize: 25,
  page: 1,
  searchString: '',
  showInactive: false,
  sortField: 'name',
  sortOrder: 'ASC',
};
