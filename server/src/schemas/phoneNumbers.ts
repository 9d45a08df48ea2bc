/**
 * A member's phone, mobile and fax numbers (spec §3 Contact), parsed with libphonenumber-js (full
 * metadata, so the digits are checked and not only the length): the member service checks and stores
 * them (400 `invalidPhone`) and the SPA's member form imports this file to check the same.
 *
 * Stored format (docs/decisions.md "Members' phone numbers"): a Belgian number in Belgian national
 * format (`050 12 34 56`, `0470 12 34 56`), as the club writes them; any other in international format
 * (`+31 6 12345678`).
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The region of numbers written without `+`, when the member has no (known) country: Belgium. */
export const DEFAULT_PHONE_REGION = 'BE';

/**
 * `phone` as stored: '' stays '' (no number); a valid number in the format above, read as a number of
 * `countryCode` (ISO 3166-1 alpha-2 of the member's country; null or unknown: Belgium) unless it starts
 * with `+` or `00`. Undefined when it is not a valid phone number.
 */
export function normalisePhone(phone: string, countryCode?: string | null): string | undefined {
  const text = phone.trim();
  if (text === '') return '';
  const region = (countryCode?.toUpperCase() || DEFAULT_PHONE_REGION) as CountryCode;
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(text, region);
  } catch {
    return undefined;
  }
  if (!parsed?.isValid()) return undefined;
  return parsed.country === 'BE' ? parsed.formatNational() : parsed.formatInternational();
}
