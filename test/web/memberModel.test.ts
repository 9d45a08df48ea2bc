import {
  type MemberFormValues,
  reactivationPayload,
  toMemberFormValues,
  toMemberPayload,
  validateTribeNumber,
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
    });
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

  it('starts a new member empty, active, not blocked and publishing nothing', () => {
    const payload = toMemberPayload(toMemberFormValues());
    expect(payload).toMatchObject({
      firstName: '',
      tribeNumber: '',
      address: null,
      isBlocked: false,
      isActive: true,
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
});
