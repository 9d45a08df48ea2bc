import {
  clampStartAt,
  findLabels,
  mailingSummary,
  sheetOf,
  sheetsNeeded,
} from '../../src/resources/adverts/mailing/mailingModel';
import {
  addressOf,
  recipientZipcodeValidator,
  toRecipientFormValues,
  toRecipientPayload,
  validateCopies,
} from '../../src/resources/revueRecipients/recipientModel';
import { COUNTRIES, MAILING, RECIPIENTS } from './revueFixtures';

describe('the revue mailing model', () => {
  it('knows the labels per sheet, the default sheet for an unknown one', () => {
    expect(sheetOf('L7160').perSheet).toBe(21);
    expect(sheetOf('L7163').perSheet).toBe(14);
    expect(sheetOf('3475').perSheet).toBe(24);
    expect(sheetOf('A4').id).toBe('L7160');
  });

  it('counts the sheets from the first free label: 1,000 copies on 21 a sheet take 48, from label 19 on 49', () => {
    expect(sheetsNeeded(1000, 21, 1)).toBe(48);
    expect(sheetsNeeded(1000, 21, 19)).toBe(49);
    expect(sheetsNeeded(1000, 24, 1)).toBe(42);
    expect(sheetsNeeded(0, 21, 1)).toBe(1);
  });

  it('keeps the first free label a whole number on the sheet', () => {
    expect(clampStartAt('5', 21)).toBe(5);
    expect(clampStartAt('40', 21)).toBe(21);
    expect(clampStartAt('0', 21)).toBe(1);
    expect(clampStartAt('', 21)).toBe(1);
    expect(clampStartAt('abc', 21)).toBe(1);
    expect(clampStartAt('7.8', 24)).toBe(7);
  });

  it('sums the addressees: member households, members, recipients and copies abroad', () => {
    expect(mailingSummary(MAILING)).toEqual({ households: 3, members: 5, recipients: 1, abroad: 1 });
  });

  it('finds labels holding every word, case and accents ignored, at most the limit', () => {
    expect(findLabels(MAILING.households, '').found).toEqual([]);
    expect(findLabels(MAILING.households, 'NOEL kerkstraat').found.map((h) => h.name)).toEqual([
      'Noël en Rita Vanneste',
    ]);
    expect(findLabels(MAILING.households, '8000', 1)).toMatchObject({ total: 2, found: [{ copies: 3 }] });
    expect(findLabels(MAILING.households, 'nederland').found.map((h) => h.name)).toEqual(['Lien Claeys']);
  });
});

describe('the recipient model', () => {
  it('turns a recipient into form values and back into the payload, texts trimmed', () => {
    const values = toRecipientFormValues(RECIPIENTS[1]);
    expect(values).toEqual({
      id: 5,
      name: 'Vogelvrienden Zeeuws-Vlaanderen',
      street: 'Markt',
      number: '7',
      box: '',
      zipcode: '4501 CK',
      city: 'Oostburg',
      countryId: 2,
      copies: 1,
    });
    expect(toRecipientPayload({ ...values, name: ' Vogelvrienden ', box: null, copies: 2 })).toEqual({
      name: 'Vogelvrienden',
      street: 'Markt',
      number: '7',
      box: '',
      zipcode: '4501 CK',
      city: 'Oostburg',
      countryId: 2,
      copies: 2,
    });
    expect(toRecipientFormValues(undefined, 1)).toMatchObject({ name: '', countryId: 1, copies: 1 });
    expect(toRecipientPayload({ ...toRecipientFormValues(), countryId: '' }).countryId).toBeNull();
  });

  it('writes the address on one line', () => {
    expect(
      addressOf({ street: 'Industrielaan', number: '42', box: 'A', zipcode: '8800', city: 'Roeselare' }),
    ).toBe('Industrielaan 42 bus A, 8800 Roeselare');
  });

  it('checks the postcode by the chosen country, Belgium when none, and the copies from 1 to 500', () => {
    const validate = recipientZipcodeValidator(COUNTRIES);
    expect(validate('9000', { countryId: 1 })).toBeUndefined();
    expect(validate('900', { countryId: 1 })).toBe('resources.revueRecipients.reasons.invalidZipcode');
    expect(validate('4501 CK', { countryId: 2 })).toBeUndefined();
    expect(validate('4501 CK', { countryId: null })).toBe('resources.revueRecipients.reasons.invalidZipcode');
    expect(validateCopies(1)).toBeUndefined();
    expect(validateCopies(500)).toBeUndefined();
    expect(validateCopies(0)).toBe('resources.revueRecipients.reasons.copies');
    expect(validateCopies(2.5)).toBe('resources.revueRecipients.reasons.copies');
  });
});
