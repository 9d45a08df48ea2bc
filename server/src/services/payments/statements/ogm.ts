/**
 * The Belgian structured communication (OGM/VCS) as the statement readers find it. Febelfin's rule: 12
 * digits, written `+++123/4567/89002+++` (or with `***`); the last two are the first ten modulo 97, and
 * 97 when that is 0. Private to the readers until it joins ../structuredCommunication.ts.
 */

/** The whole text is one OGM: bare 12 digits, or grouped 3/4/5 with or without slashes and signs. */
const WHOLE = /^(?:\+{3}|\*{3})? ?(\d{3}) ?\/? ?(\d{4}) ?\/? ?(\d{5}) ?(?:\+{3}|\*{3})?$/;
/** An OGM inside free text: only between `+++` or `***` signs, so an invoice number is never taken for one. */
const WRITTEN = /(?:\+{3}|\*{3}) ?(\d{3}) ?\/? ?(\d{4}) ?\/? ?(\d{5}) ?(?:\+{3}|\*{3})/;

/**
 * The 12 digits of the structured communication in `text` when its check digits are right, else null:
 * `text` is the OGM alone (`123456789002`, `123/4567/89002`, `+++123/4567/89002+++`, a space allowed
 * around each part), or free text holding one between its signs (`Lidgeld +++123/4567/89002+++`).
 * Linear in the length of `text`.
 */
export function ogmDigits(text: string): string | null {
  const trimmed = text.trim();
  const parts = WHOLE.exec(trimmed) ?? WRITTEN.exec(trimmed);
  if (!parts) return null;
  const digits = parts.slice(1, 4).join('');
  const remainder = Number(digits.slice(0, 10)) % 97;
  return Number(digits.slice(10)) === (remainder === 0 ? 97 : remainder) ? digits : null;
}
