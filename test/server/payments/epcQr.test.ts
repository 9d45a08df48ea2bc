/**
 * The EPC QR code's payload (EPC069-12 v3.0, version 002): the exact text for an example, the amount
 * from euro cents, and refusals of what a banking app would reject; the IBAN and BIC helpers of the
 * club's settings.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  EPC_QR_ERROR_CORRECTION,
  EPC_QR_MAX_BYTES,
  type EpcCreditTransfer,
  electronicIban,
  epcQrPayload,
  validBic,
  validIban,
} from '../../../server/src/services/payments/epcQr';

const transfer: EpcCreditTransfer = {
  bic: 'GKCCBEBB',
  name: 'Koninklijke Parkietenvereniging De Grasparkiet vzw',
  iban: 'BE68 5390 0754 7034',
  amountCents: 4250,
  structuredCommunication: '123456789002',
};

describe('epcQrPayload', () => {
  it('writes the credit transfer as the twelve elements of EPC069-12, the OGM in element 10', () => {
    expect(epcQrPayload(transfer)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'GKCCBEBB',
        'Koninklijke Parkietenvereniging De Grasparkiet vzw',
        'BE68539007547034',
        'EUR42.50',
        '',
        '123456789002',
      ].join('\n'),
    );
  });

  it.each([
    [1, 'EUR0.01'],
    [100, 'EUR1.00'],
    [123450, 'EUR1234.50'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (amountCents, amount) => {
    expect(epcQrPayload({ ...transfer, amountCents }).split('\n')[7]).toBe(amount);
  });

  it('writes the BIC in upper case, and an empty line without one', () => {
    expect(epcQrPayload({ ...transfer, bic: ' gkccbebb ' }).split('\n')[4]).toBe('GKCCBEBB');
    expect(epcQrPayload({ ...transfer, bic: undefined }).split('\n')[4]).toBe('');
    expect(epcQrPayload({ ...transfer, bic: '' }).split('\n')[4]).toBe('');
  });

  it('takes the IBAN in any case, with spaces or dashes', () => {
    expect(epcQrPayload({ ...transfer, iban: 'be68-5390-0754-7034' }).split('\n')[6]).toBe(
      'BE68539007547034',
    );
  });

  it('keeps a name of 70 characters, accents and all', () => {
    const name = `Société Royale Les Perruches ${'é'.repeat(41)}`;
    expect([...name]).toHaveLength(70);
    expect(epcQrPayload({ ...transfer, name }).split('\n')[5]).toBe(name);
  });

  it.each<[string, Partial<EpcCreditTransfer>]>([
    ['a name of 71 characters', { name: 'x'.repeat(71) }],
    ['an empty name', { name: '  ' }],
    ['a name on two lines', { name: 'De Grasparkiet\nvzw' }],
    ['an amount of 0', { amountCents: 0 }],
    ['a negative amount', { amountCents: -100 }],
    ['a fraction of a cent', { amountCents: 12.5 }],
    ['more than EUR999999999.99', { amountCents: 100_000_000_000 }],
    ['an IBAN with a wrong check', { iban: 'BE68 5390 0754 7035' }],
    ['an IBAN of a country outside SEPA', { iban: 'SA03 8000 0000 6080 1016 7519' }],
    ['no IBAN', { iban: '' }],
    ['a BIC of 7 characters', { bic: 'GKCCBEB' }],
    ['a structured communication with a wrong check', { structuredCommunication: '123456789003' }],
    ['a structured communication as printed', { structuredCommunication: '+++123/4567/89002+++' }],
    ['a payload beyond version 13', { name: '𝄞'.repeat(70) }],
  ])('refuses %s with a RangeError', (_why, change) => {
    expect(() => epcQrPayload({ ...transfer, ...change })).toThrow(RangeError);
  });

  it('sets its byte limit where a QR code at level M grows beyond version 13', () => {
    const version = (bytes: number) =>
      QRCode.create([{ mode: 'byte', data: Buffer.alloc(bytes, 'a') }], {
        errorCorrectionLevel: EPC_QR_ERROR_CORRECTION,
      }).version;
    expect(version(EPC_QR_MAX_BYTES)).toBe(13);
    expect(version(EPC_QR_MAX_BYTES + 1)).toBe(14);
  });
});

describe('the IBAN and BIC of the settings', () => {
  it('gives the electronic form of a valid IBAN of a SEPA country', () => {
    expect(electronicIban(' be68 5390 0754 7034 ')).toBe('BE68539007547034');
    expect(electronicIban('NL91ABNA0417164300')).toBe('NL91ABNA0417164300');
    expect(validIban('BE68 5390 0754 7034')).toBe(true);
  });

  it.each([
    ['a wrong check', 'BE68 5390 0754 7035'],
    ['a wrong Belgian account check, the IBAN check right', 'BE41 5390 0754 7035'],
    ['a country outside SEPA', 'SA0380000000608010167519'],
    ['too few digits', 'BE68 5390 0754 703'],
    ['text', 'rekening van de club'],
  ])('refuses %s', (_why, text) => {
    expect(electronicIban(text)).toBeUndefined();
    expect(validIban(text)).toBe(false);
  });

  it('knows a BIC of 8 or 11 characters in any case', () => {
    expect(validBic('GKCCBEBB')).toBe(true);
    expect(validBic('gebabebb')).toBe(true);
    expect(validBic('GEBABEBB036')).toBe(true);
    expect(validBic('GKCCBEB')).toBe(false);
    expect(validBic('GKCC BE BB')).toBe(false);
    expect(validBic('GKCCXXBB')).toBe(false);
  });
});
