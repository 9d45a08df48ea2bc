import {
  type MemberFormValues,
  phoneValidator,
  reactivationPayload,
  toMemberFormValues,
  toMemberPayload,
  validateEmail,
  validateTribeNumber,
  validateWebsite,
  zipcodeValidator,
} from '../../src/resources/members/memberModel';
import { janMaes } from './memberFixtures';

describe('member model', () => {
  it('turns a detail into form values and back into the payload of docs/api.md', () => {
    const values = toMemberFormValues(janMaes());
    expect(values.address).toEqual({
      street: 'Kerkstraat',
      number: '12',
      box: '',
      zipcode: '8000',
      city: 'Brugge',
      countryId: 1,
    });
    expect(toMemberPayload(values)).toEqual({
      firstName: 'Jan',
      lastName: 'Maes',
      tribeNumber: 'KX27',
      address: { street: 'Kerkstraat', number: '12', box: '', zipcode: '8000', city: 'Brugge', countryId: 1 },
      contact: janMaes().contact,
      display: janMaes().display,
      isBlocked: false,
      isActive: true,
      receivesRevue: true,
      membershipKindId: null,
      language: 'nl',
    });
    expect(toMemberPayload({ ...values, receivesRevue: false }).receivesRevue).toBe(false);
    expect(toMemberFormValues({ ...janMaes(), receivesRevue: false }).receivesRevue).toBe(false);
    const honorary = toMemberFormValues({ ...janMaes(), membershipKindId: 5, language: 'en' });
    expect(toMemberPayload(honorary)).toMatchObject({ membershipKindId: 5, language: 'en' });
    expect(toMemberPayload({ ...honorary, membershipKindId: '' }).membershipKindId).toBeNull();
    expect(toMemberFormValues()).toMatchObject({ membershipKindId: null, language: 'nl' });
  });

  it('trims every text and writes the tribe number in upper case', () => {
    const values: MemberFormValues = {
      ...toMemberFormValues(janMaes()),
      firstName: '  Jan ',
      lastName: ' Van de Walle ',
      tribeNumber: ' kx27 ',
      contact: { email: ' jan@telenet.be ', phoneNumber: null, mobilePhoneNumber: '', fax: ' ', website: '' },
    };
    values.address.city = ' Oostende ';
    const payload = toMemberPayload(values);
    expect(payload).toMatchObject({ firstName: 'Jan', lastName: 'Van de Walle', tribeNumber: 'KX27' });
    expect(payload.contact).toEqual({
      email: 'jan@telenet.be',
      phoneNumber: '',
      mobilePhoneNumber: '',
      fax: '',
      website: '',
    });
    expect(payload.address?.city).toBe('Oostende');
  });

  it('sends a null address when no address field and no country is filled in', () => {
    const values = toMemberFormValues(janMaes());
    values.address = { street: ' ', number: null, box: '', zipcode: '', city: null, countryId: '' };
    expect(toMemberPayload(values).address).toBeNull();
  });

  it('keeps an address that has only a country, and a street without country', () => {
    const values = toMemberFormValues(janMaes());
    values.address = { street: '', number: '', box: '', zipcode: '', city: '', countryId: 3 };
    expect(toMemberPayload(values).address).toEqual({
      street: '',
      number: '',
      box: '',
      zipcode: '',
      city: '',
      countryId: 3,
    });
    values.address = { street: 'Markt', number: '', box: '', zipcode: '', city: '', countryId: '' };
    expect(toMemberPayload(values).address).toMatchObject({ street: 'Markt', countryId: null });
  });

  it('reads a member without address, or with an unknown country, as empty address fields', () => {
    const detail = { ...janMaes(), address: null };
    expect(toMemberFormValues(detail).address).toEqual({
      street: '',
      number: '',
      box: '',
      zipcode: '',
      city: '',
      countryId: null,
    });
    expect(toMemberPayload(toMemberFormValues(detail)).address).toBeNull();
    const noCountry = janMaes();
    if (noCountry.address) noCountry.address.country = null;
    expect(toMemberFormValues(noCountry).address.countryId).toBeNull();
  });

  it('starts a new member empty, active, not blocked, publishing nothing and getting the revue', () => {
    const payload = toMemberPayload(toMemberFormValues());
    expect(payload).toMatchObject({
      firstName: '',
      tribeNumber: '',
      address: null,
      isBlocked: false,
      isActive: true,
      receivesRevue: true,
    });
    expect(payload.display).toEqual({ exposeEmail: false, exposeAddress: false, exposePhone: false });
  });

  it('builds the reactivation payload from the stored member', () => {
    expect(reactivationPayload({ ...janMaes(), isActive: false, isBlocked: true })).toMatchObject({
      tribeNumber: 'KX27',
      isActive: true,
      isBlocked: true,
    });
  });

  it('accepts tribe numbers of 1 to 10 letters or digits only', () => {
    for (const valid of ['KX27', 'a', ' 0123456789 ', '', null])
      expect(validateTribeNumber(valid)).toBeUndefined();
    for (const invalid of ['KX-27', 'KX 27', '01234567890', 'ÉÉ']) {
      expect(validateTribeNumber(invalid)).toBe('resources.members.reasons.invalidTribeNumber');
    }
  });

  it('checks an email as the server does: empty, or something@something.tld with spaces around trimmed', () => {
    for (const valid of ['', null, 'jan.maes@telenet.be', ' jan@telenet.be ']) {
      expect(validateEmail(valid)).toBeUndefined();
    }
    for (const invalid of ['jan@', 'jan@telenet', 'jan maes@telenet.be', '@telenet.be']) {
      expect(validateEmail(invalid)).toBe('resources.members.reasons.invalidEmail');
    }
  });

  const countries = [
    { id: 1, twoLetterCode: 'BE' },
    { id: 2, twoLetterCode: 'NL' },
    { id: 3, twoLetterCode: 'FR' },
  ];

  it('checks the postcode by the country chosen in the form, as the server does', () => {
    const validate = zipcodeValidator(countries);
    const inCountry = (countryId: number | '' | null) => ({ address: { countryId } });
    expect(validate('8000', inCountry(1))).toBeUndefined();
    expect(validate('', inCountry(1))).toBeUndefined();
    expect(validate('4524 CD', inCountry(2))).toBeUndefined();
    expect(validate('59250', inCountry(3))).toBeUndefined();
    expect(validate('SW1A 1AA', inCountry(''))).toBeUndefined();
    for (const [zipcode, countryId] of [
      ['abc', 1],
      ['0800', 1],
      ['80000', 1],
      ['8000', 2],
      ['abc', null],
    ] as const)
      expect(validate(zipcode, inCountry(countryId))).toBe('resources.members.reasons.invalidZipcode');
  });

  it('checks phone numbers as numbers of the chosen country, Belgium when none', () => {
    const validate = phoneValidator(countries);
    expect(validate('050 12 34 56', { address: { countryId: 1 } })).toBeUndefined();
    expect(validate('0476123456', { address: null })).toBeUndefined();
    expect(validate('06 12345678', { address: { countryId: 2 } })).toBeUndefined();
    expect(validate('', { address: { countryId: 1 } })).toBeUndefined();
    for (const invalid of ['xx', '12', '06 12345678'])
      expect(validate(invalid, { address: { countryId: 1 } })).toBe('resources.members.reasons.invalidPhone');
  });

  it('accepts only http(s) websites or a bare www address', () => {
    for (const valid of ['', null, 'https://www.example.be', 'http://example.be/kweek', 'www.example.be'])
      expect(validateWebsite(valid)).toBeUndefined();
    for (const invalid of ['notaurl', 'javascript:alert(1)', 'ftp://example.be', 'https://', 'http://a b.be'])
      expect(validateWebsite(invalid)).toBe('resources.members.reasons.invalidWebsite');
  });

  it('starts a new member in the default country when given', () => {
    expect(toMemberFormValues(undefined, 1).address.countryId).toBe(1);
    expect(toMemberFormValues(janMaes(), 2).address.countryId).toBe(1);
  });
});
