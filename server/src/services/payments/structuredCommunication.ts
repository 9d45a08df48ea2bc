/**
 * The Belgian structured communication (gestructureerde mededeling, OGM; communication structurée,
 * VCS): 12 digits, a base of 10 and 2 check digits, the base modulo 97, or 97 when that is 0. Febelfin
 * writes it `+++123/4567/89002+++` on paper and as the 12 digits alone in electronic payments
 * ("Conditions for offering credit transfers", febelfin.be); in ISO 20022 statements it is a
 * creditor reference with issuer `BBA`. Here it travels as its 12 digits.
 */

/** The largest base plus one: a base has at most 10 digits. */
const BASE_LIMIT = 10_000_000_000;

/** The check digits of `base` (0 < base < 10^10): base mod 97, or 97 when that is 0. */
const checkOf = (base: number) => base % 97 || 97;

/**
 * The structured communication of `base` as its 12 digits: the base with leading zeros to 10
 * digits, then its check digits (e.g. 1234567890 → `123456789002`, 97 → `000000009797`).
 * @throws RangeError when `base` is not a whole number with 0 < base < 10^10.
 */
export function makeStructuredCommunication(base: number): string {
  if (!Number.isSafeInteger(base) || base <= 0 || base >= BASE_LIMIT)
    throw new RangeError(
      `A structured communication's base is a whole number from 1 to 9999999999, not ${base}.`,
    );
  return `${String(base).padStart(10, '0')}${String(checkOf(base)).padStart(2, '0')}`;
}

/** Whether `digits` is 12 digits whose last two are the check digits of the first ten (not all 0). */
const isValid = (digits: string) => {
  if (!/^\d{12}$/.test(digits)) return false;
  const base = Number(digits.slice(0, 10));
  return base > 0 && checkOf(base) === Number(digits.slice(10));
};

/**
 * `digits` (a structured communication's 12 digits) as it is printed: `+++123/4567/89002+++`.
 * @throws RangeError when `digits` is not 12 digits with valid check digits.
 */
export function formatStructuredCommunication(digits: string): string {
  if (!isValid(digits)) throw new RangeError(`${JSON.stringify(digits)} is not a structured communication.`);
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/**
 * The 12 digits of a structured communication as people and banks write it: between `+++` and `+++`
 * or `***` and `***`, or bare; with both slashes (`123/4567/89002`) or none (`123456789002`); white
 * space anywhere is ignored. Undefined when the text has another form or its check digits are wrong
 * (a base of 0 included).
 */
export function parseStructuredCommunication(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  const match = /^(\+{3}|\*{3})?(\d{3})(\/?)(\d{4})\3(\d{5})\1$/.exec(compact);
  if (!match) return undefined;
  const digits = `${match[2]}${match[4]}${match[5]}`;
  return isValid(digits) ? digits : undefined;
}

/** A structured communication inside free text: only between `+++` or `***` signs, so an invoice number is never taken for one. */
const WRITTEN = /(?:\+{3}|\*{3}) ?(\d{3}) ?\/? ?(\d{4}) ?\/? ?(\d{5}) ?(?:\+{3}|\*{3})/;

/**
 * The 12 digits of the structured communication in a bank statement's communication `text`: the text
 * is one as {@link parseStructuredCommunication} reads it, or free text holding one between its signs
 * (`Lidgeld +++123/4567/89002+++`, a space allowed around each part). Undefined when there is none or
 * its check digits are wrong. Linear in the length of `text`.
 */
export function findStructuredCommunication(text: string): string | undefined {
  const whole = parseStructuredCommunication(text);
  if (whole) return whole;
  const written = WRITTEN.exec(text);
  return written ? parseStructuredCommunication(written.slice(1, 4).join('')) : undefined;
}
