/**
 * The Belgian structured communication (OGM/VCS): check digits pinned against published examples,
 * the 97 case, every written form a payer or bank uses, and what is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatStructuredCommunication,
  makeStructuredCommunication,
  parseStructuredCommunication,
} from '../../../server/src/services/payments/structuredCommunication';

describe('makeStructuredCommunication', () => {
  it.each([
    // 1234567890 mod 97 = 2: the example of issue K, +++123/4567/89002+++.
    [1234567890, '123456789002'],
    // Billit's example +++090/9337/55493+++ and Odoo's +++020/3430/57642+++.
    [909337554, '090933755493'],
    [203430576, '020343057642'],
    [1, '000000000101'],
    [9999999999, '999999999948'],
  ])('gives base %i the check digits of base mod 97: %s', (base, digits) => {
    expect(makeStructuredCommunication(base)).toBe(digits);
  });

  it.each([
    [97, '000000009797'],
    [9700000000, '970000000097'],
  ])('gives a base divisible by 97 (%i) the check digits 97, not 00', (base, digits) => {
    expect(makeStructuredCommunication(base)).toBe(digits);
  });

  it.each([0, -1, 10_000_000_000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses base %d with a RangeError',
    (base) => {
      expect(() => makeStructuredCommunication(base)).toThrow(RangeError);
    },
  );
});

describe('formatStructuredCommunication', () => {
  it('prints the digits as +++ddd/dddd/ddddd+++', () => {
    expect(formatStructuredCommunication('123456789002')).toBe('+++123/4567/89002+++');
    expect(formatStructuredCommunication('000000009797')).toBe('+++000/0000/09797+++');
  });

  it.each(['123456789003', '12345678900', '1234567890021', '+++123/4567/89002+++', '000000000097'])(
    'refuses %s with a RangeError',
    (digits) => {
      expect(() => formatStructuredCommunication(digits)).toThrow(RangeError);
    },
  );
});

describe('parseStructuredCommunication', () => {
  it.each([
    '+++123/4567/89002+++',
    '***123/4567/89002***',
    '123456789002',
    '123/4567/89002',
    '+++123456789002+++',
    '***123456789002***',
    ' +++ 123 / 4567 / 89002 +++ ',
    '123 4567 89002',
    '1234 5678 9002',
    '\t+++123/4567/89002+++\n',
  ])('reads %j as 123456789002', (text) => {
    expect(parseStructuredCommunication(text)).toBe('123456789002');
  });

  it.each([
    ['a wrong check', '+++123/4567/89003+++'],
    ['00 for a base divisible by 97', '+++000/0000/09700+++'],
    ['a base of 0', '+++000/0000/00097+++'],
    ['different signs around it', '+++123/4567/89002***'],
    ['signs on one side', '+++123/4567/89002'],
    ['two plus signs', '++123/4567/89002++'],
    ['one slash', '123/456789002'],
    ['slashes elsewhere', '1234/567/89002'],
    ['11 digits', '12345678900'],
    ['13 digits', '1234567890021'],
    ['a letter', '+++123/4567/8900A+++'],
    ['other text around it', 'lidgeld +++123/4567/89002+++'],
    ['dashes', '123-4567-89002'],
    ['nothing', ''],
  ])('refuses %s', (_why, text) => {
    expect(parseStructuredCommunication(text)).toBeUndefined();
  });

  const base = fc.integer({ min: 1, max: 9_999_999_999 });

  it('reads back every communication it prints', () => {
    fc.assert(
      fc.property(base, (value) => {
        const digits = makeStructuredCommunication(value);
        expect(parseStructuredCommunication(formatStructuredCommunication(digits))).toBe(digits);
        expect(parseStructuredCommunication(digits)).toBe(digits);
      }),
    );
  });

  it('refuses a communication with one digit changed', () => {
    fc.assert(
      fc.property(base, fc.nat(11), fc.integer({ min: 1, max: 9 }), (value, position, step) => {
        const digits = makeStructuredCommunication(value);
        const changed = String((Number(digits[position]) + step) % 10);
        const typo = `${digits.slice(0, position)}${changed}${digits.slice(position + 1)}`;
        const printed = `+++${typo.slice(0, 3)}/${typo.slice(3, 7)}/${typo.slice(7)}+++`;
        expect(parseStructuredCommunication(printed)).toBeUndefined();
        expect(parseStructuredCommunication(typo)).toBeUndefined();
      }),
    );
  });
});
