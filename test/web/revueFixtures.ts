import type { Mailing, MailingChanges, RevueRecipient } from '../../server/src/schemas/revue';

const BE = { id: 1, name: 'België', twoLetterCode: 'BE' };
const NL = { id: 2, name: 'Nederland', twoLetterCode: 'NL' };

/** The countries of the fake API. */
export const COUNTRIES = [BE, NL];

/** The mailing of docs/api/revue.md's example: two households, a recipient of 3 copies, one abroad. */
export const MAILING: Mailing = {
  statusCode: 200,
  isSuccess: true,
  error: null,
  date: '2027-01-01',
  copies: 6,
  households: [
    {
      name: 'Dierenvoeders Vandewalle bv',
      addressLines: ['Dierenvoeders Vandewalle bv', 'Industrielaan 42', '8000 Brugge'],
      street: 'Industrielaan 42',
      postcode: '8000',
      town: 'Brugge',
      country: 'BE',
      copies: 3,
      memberIds: [],
      extraRecipientId: 4,
    },
    {
      name: 'Noël en Rita Vanneste',
      addressLines: ['Noël en Rita Vanneste', 'Kerkstraat 12', '8000 Brugge'],
      street: 'Kerkstraat 12',
      postcode: '8000',
      town: 'Brugge',
      country: 'BE',
      copies: 1,
      memberIds: [1, 1081],
      extraRecipientId: null,
    },
    {
      name: 'Séverine Declercq en Jan Maes',
      addressLines: ['Séverine Declercq en Jan Maes', 'Sint-Jorisstraat 10A bus 3', '8200 Sint-Andries'],
      street: 'Sint-Jorisstraat 10A bus 3',
      postcode: '8200',
      town: 'Sint-Andries',
      country: 'BE',
      copies: 1,
      memberIds: [5, 12],
      extraRecipientId: null,
    },
    {
      name: 'Lien Claeys',
      addressLines: ['Lien Claeys', 'Nieuwstraat 54', '4501 BK Oostburg', 'NEDERLAND'],
      street: 'Nieuwstraat 54',
      postcode: '4501 BK',
      town: 'Oostburg',
      country: 'NL',
      copies: 1,
      memberIds: [40],
      extraRecipientId: null,
    },
  ],
  perPostcode: [
    { postcode: '8000', country: 'BE', copies: 4 },
    { postcode: '8200', country: 'BE', copies: 1 },
    { postcode: '4501 BK', country: 'NL', copies: 1 },
  ],
  undeliverable: [{ memberId: 77, name: 'Wim Deprez', tribeNumber: 'WD12' }],
};

/** What changed since 01/11/2026. */
export const CHANGES: MailingChanges = {
  statusCode: 200,
  isSuccess: true,
  error: null,
  date: '2027-01-01',
  since: '2026-11-01',
  joined: [
    {
      memberId: 1081,
      name: 'Rita Vanneste',
      tribeNumber: 'RV11',
      address: 'Kerkstraat 12, 8000 Brugge',
      on: '2026-11-12T09:30:00.000Z',
    },
  ],
  moved: [
    {
      memberId: 12,
      name: 'Jan Maes',
      tribeNumber: 'KX27',
      address: 'Sint-Jorisstraat 10A bus 3, 8200 Sint-Andries',
      on: '2026-11-15T10:00:00.000Z',
    },
  ],
  left: [],
};

/** The extra recipients: a Belgian feed merchant and a Dutch club. */
export const RECIPIENTS: RevueRecipient[] = [
  {
    id: 4,
    name: 'Dierenvoeders Vandewalle bv',
    street: 'Industrielaan',
    number: '42',
    box: '',
    zipcode: '8000',
    city: 'Brugge',
    copies: 3,
    country: BE,
  },
  {
    id: 5,
    name: 'Vogelvrienden Zeeuws-Vlaanderen',
    street: 'Markt',
    number: '7',
    box: '',
    zipcode: '4501 CK',
    city: 'Oostburg',
    copies: 1,
    country: NL,
  },
];
