/**
 * The rules of a member's postcode and website (spec §3 Address, Contact; docs/api.md "Members"),
 * written once: the member service checks them (400 `invalidZipcode`, `invalidWebsite`) and the SPA's
 * member form imports this file to check the same before sending. It imports nothing, as constants.ts.
 */

/**
 * Postcodes per country (ISO 3166-1 alpha-2) of the seeded country table: Belgium and Luxembourg
 * 4 digits 1000–9999, the Netherlands `1234 AB` (first digit not 0), France and Germany 5 digits.
 */
export const ZIPCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  BE: /^[1-9]\d{3}$/,
  LU: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Za-z]{2}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
};

/** Any other country, or none: a short code of 2–10 letters, digits, spaces or hyphens with a digit in it. */
const OTHER_ZIPCODE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/**
 * Whether `zipcode` (trimmed) is a postcode of the country with code `countryCode` (null: unknown
 * country, any short code). Empty is allowed: an address may lack its postcode.
 */
export function isValidZipcode(zipcode: string, countryCode: string | null | undefined): boolean {
  const code = zipcode.trim();
  if (code === '') return true;
  return (ZIPCODE_PATTERNS[countryCode?.toUpperCase() ?? ''] ?? OTHER_ZIPCODE).test(code);
}

/** `1234ab` → `1234 AB` for the Netherlands; other postcodes as given (trimmed). */
export function normaliseZipcode(zipcode: string, countryCode: string | null | undefined): string {
  const code = zipcode.trim();
  const dutch = countryCode?.toUpperCase() === 'NL' ? /^(\d{4}) ?([A-Za-z]{2})$/.exec(code) : null;
  return dutch ? `${dutch[1]} ${dutch[2]?.toUpperCase()}` : code;
}

/** A host name: labels of letters, digits and hyphens, with a dot, not starting or ending with a hyphen. */
const HOST = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)(\.(?!-)[\p{L}\p{N}-]{1,63}(?<!-))+$/u;

/**
 * A member's website as stored: '' stays '' (no website); an http(s) address with a host name as
 * given; a bare `www.example.be` gets `https://`. Anything else (`javascript:`, `ftp:`, junk, spaces
 * inside) is undefined: not a website (the service answers 400 `invalidWebsite`).
 */
export function normaliseWebsite(website: string): string | undefined {
  const text = website.trim();
  if (text === '') return '';
  if (/\s/.test(text)) return undefined;
  const hasScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text);
  const candidate = hasScheme ? text : `https://${text}`;
  if (!/^https?:\/\//i.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !HOST.test(url.hostname)) return undefined;
  return candidate;
}
