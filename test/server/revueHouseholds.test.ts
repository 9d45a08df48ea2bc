/**
 * The revue's households and postal addresses without a database (issue I2): who lives at one address,
 * how a household is addressed, the lines of a label and the order of a presorted deposit.
 */
import { describe, expect, it } from 'vitest';
import { householdName } from '../../server/src/services/people/households';
import {
  addressKey,
  compareAddresses,
  compareNatural,
  labelLines,
  numberAndBox,
  type PostalAddress,
} from '../../server/src/services/people/postalAddress';

const BE = { name: 'België', twoLetterCode: 'BE' };
const NL = { name: 'Nederland', twoLetterCode: 'NL' };
const FR = { name: 'Frankrijk', twoLetterCode: 'FR' };

const address = (parts: Partial<PostalAddress> = {}): PostalAddress => ({
  street: 'Kerkstraat',
  number: '12',
  box: '',
  zipcode: '8000',
  city: 'Brugge',
  country: BE,
  ...parts,
});

describe('one address, however it is typed', () => {
  it('ignores case, accents, spaces and punctuation of street, number and box', () => {
    const key = addressKey(address({ street: 'Sint-Jorisstraat', number: '10A', box: '3' }));
    for (const variant of [
      { street: 'SINT-JORISSTRAAT', number: '10a', box: '3' },
      { street: 'Sint Jorisstraat', number: '10 A', box: ' 3' },
      { street: 'sint-jorisstraat ', number: '10A', box: 'bus 3' },
      { street: 'Sint-Jorisstraat', number: '10A bus 3', box: '' },
      { street: 'Sint-Jorisstraat', number: '10A/3', box: '' },
    ])
      expect(addressKey(address(variant))).toBe(key);
    expect(addressKey(address({ street: 'Rue de l’Église', number: '5' }))).toBe(
      addressKey(address({ street: 'rue de l eglise', number: '5' })),
    );
  });

  it('keeps apart another box, number, postcode or country, but not another spelling of the town', () => {
    const key = addressKey(address({ box: '3' }));
    expect(addressKey(address({ box: '4' }))).not.toBe(key);
    expect(addressKey(address())).not.toBe(key);
    expect(addressKey(address({ box: '3', number: '14' }))).not.toBe(key);
    expect(addressKey(address({ box: '3', zipcode: '8200' }))).not.toBe(key);
    expect(addressKey(address({ box: '3', country: NL }))).not.toBe(key);
    expect(addressKey(address({ box: '3', city: 'BRUGGE (Sint-Kruis)' }))).toBe(key);
  });

  it('moves a box typed into the number to the box, and drops the word "bus" the box was typed with', () => {
    expect(numberAndBox('12 bus 3', '')).toEqual({ number: '12', box: '3' });
    expect(numberAndBox('12/3', '')).toEqual({ number: '12', box: '3' });
    expect(numberAndBox('12', 'bus 3')).toEqual({ number: '12', box: '3' });
    expect(numberAndBox('12', 'Bus 0101')).toEqual({ number: '12', box: '0101' });
    expect(numberAndBox('12 A', '')).toEqual({ number: '12 A', box: '' });
    expect(numberAndBox('12', 'B')).toEqual({ number: '12', box: 'B' });
  });
});

describe('the addressee of a household', () => {
  const noel = { firstName: 'Noël', lastName: 'Vanneste' };
  const rita = { firstName: 'Rita', lastName: 'Vanneste' };
  const ritaDeclercq = { firstName: 'Rita', lastName: 'Declercq' };
  const jens = { firstName: 'Jens', lastName: 'Vanneste' };

  it('names one person, two of one last name, and two of two last names', () => {
    expect(householdName([noel])).toBe('Noël Vanneste');
    expect(householdName([noel, rita])).toBe('Noël en Rita Vanneste');
    expect(householdName([noel, { firstName: 'Rita', lastName: 'VANNESTE' }])).toBe('Noël en Rita Vanneste');
    expect(householdName([noel, ritaDeclercq])).toBe('Noël Vanneste en Rita Declercq');
  });

  it('treats last names that differ in accents, case or spacing as one', () => {
    expect(
      householdName([
        { firstName: 'Karel', lastName: 'Van de Walle' },
        { firstName: 'Mia', lastName: 'Vandewalle' },
      ]),
    ).toBe('Karel en Mia Van de Walle');
    expect(
      householdName([
        { firstName: 'Luc', lastName: 'Ghesquière' },
        { firstName: 'Ann', lastName: 'Ghesquiere' },
      ]),
    ).toBe('Luc en Ann Ghesquière');
  });

  it('calls three or more of one name a family, and of several names a family of those names', () => {
    expect(householdName([noel, rita, jens])).toBe('Familie Vanneste');
    expect(householdName([noel, ritaDeclercq, jens])).toBe('Familie Vanneste-Declercq');
    expect(householdName([ritaDeclercq, noel, jens])).toBe('Familie Vanneste-Declercq');
    expect(
      householdName([
        { firstName: 'Ann', lastName: 'Maes' },
        { firstName: 'Bart', lastName: 'Claeys' },
        { firstName: 'Cas', lastName: 'Desmet' },
      ]),
    ).toBe('Familie Maes-Claeys-Desmet');
    expect(() => householdName([])).toThrow();
  });
});

describe('the lines of a label', () => {
  it('writes a Belgian address as "Street number bus box" and "postcode town", without the country', () => {
    expect(labelLines('Noël en Rita Vanneste', address({ box: 'bus 3' }))).toEqual([
      'Noël en Rita Vanneste',
      'Kerkstraat 12 bus 3',
      '8000 Brugge',
    ]);
    expect(labelLines('Jan Maes', address({ number: '', box: '' }))).toEqual([
      'Jan Maes',
      'Kerkstraat',
      '8000 Brugge',
    ]);
  });

  it('adds the country in capitals for an address abroad', () => {
    expect(
      labelLines(
        'Lien Claeys',
        address({ street: 'Nieuwstraat', zipcode: '4501 BK', city: 'Oostburg', country: NL }),
      ),
    ).toEqual(['Lien Claeys', 'Nieuwstraat 12', '4501 BK Oostburg', 'NEDERLAND']);
  });
});

describe('the mailing order', () => {
  it('sorts house numbers as numbers: 2 < 10 < 10A < 10B < 11', () => {
    const numbers = ['11', '10B', '2', '10', '10A', '1'];
    expect([...numbers].sort(compareNatural)).toEqual(['1', '2', '10', '10A', '10B', '11']);
  });

  it('puts Belgium first by postcode, street, number and box; then abroad by country and postcode', () => {
    const addresses = [
      address({ country: NL, zipcode: '4501 BK', street: 'Nieuwstraat', number: '2' }),
      address({ zipcode: '8800', street: 'Markt', number: '1' }),
      address({ country: FR, zipcode: '59250', street: 'Rue de Lille', number: '8' }),
      address({ zipcode: '8000', street: 'Zuidstraat', number: '1' }),
      address({ zipcode: '8000', street: 'kerkstraat', number: '10' }),
      address({ zipcode: '8000', street: 'Kerkstraat', number: '2' }),
      address({ zipcode: '8000', street: 'Kerkstraat', number: '10', box: '2' }),
      address({ zipcode: '8000', street: 'Kerkstraat', number: '10A' }),
      address({ country: FR, zipcode: '59122', street: 'Rue de la Gare', number: '1' }),
    ];
    const lines = [...addresses]
      .sort(compareAddresses)
      .map(
        (a) => `${a.country.twoLetterCode} ${a.zipcode} ${a.street} ${a.number}${a.box ? `/${a.box}` : ''}`,
      );
    expect(lines).toEqual([
      'BE 8000 Kerkstraat 2',
      'BE 8000 kerkstraat 10',
      'BE 8000 Kerkstraat 10/2',
      'BE 8000 Kerkstraat 10A',
      'BE 8000 Zuidstraat 1',
      'BE 8800 Markt 1',
      'FR 59122 Rue de la Gare 1',
      'FR 59250 Rue de Lille 8',
      'NL 4501 BK Nieuwstraat 2',
    ]);
  });
});
