/**
 * The content checks of a member's values beyond their wire shape (docs/api.md "Members"): postcode per
 * country, phone numbers and website, with the normalised values to store. The API (commands.ts) and
 * the member import both use them; the rules themselves live in schemas/memberRules.ts and
 * schemas/phoneNumbers.ts, which the SPA's form shares.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { countries } from '../../db/schema';
import { ApiError } from '../../errors';
import { isValidZipcode, normaliseWebsite, normaliseZipcode } from '../../schemas/memberRules';
import { normalisePhone } from '../../schemas/phoneNumbers';
import type { MemberValues } from './values';

/** The phone fields of a member's contact, in form order. */
export const PHONE_FIELDS = ['phoneNumber', 'mobilePhoneNumber', 'fax'] as const;

/** One refused value: `field` the flat name (as the import's columns), `path` the payload path. */
export interface MemberProblem {
  field: 'zipcode' | (typeof PHONE_FIELDS)[number] | 'website';
  path: string;
  reason: 'invalidZipcode' | 'invalidPhone' | 'invalidWebsite';
  message: string;
}

/**
 * Checks normalised `values` (values.ts `normalise`) of a member whose country has the ISO code
 * `countryCode` (null: none or unknown; phones are then read as Belgian). Returns the values to store —
 * phones formatted (Belgian national, others international), a bare `www.…` website with `https://`, a
 * Dutch postcode as `1234 AB` — and every problem found, in form order; empty fields are fine.
 */
export function checkMemberValues(
  values: MemberValues,
  countryCode: string | null,
): { values: MemberValues; problems: MemberProblem[] } {
  const problems: MemberProblem[] = [];
  let address = values.address;
  if (address) {
    if (isValidZipcode(address.zipcode, countryCode))
      address = { ...address, zipcode: normaliseZipcode(address.zipcode, countryCode) };
    else
      problems.push({
        field: 'zipcode',
        path: 'address.zipcode',
        reason: 'invalidZipcode',
        message: `'${address.zipcode}' is not a postcode of ${countryCode ?? 'the member\u2019s country'}.`,
      });
  }
  const contact = { ...values.contact };
  for (const field of PHONE_FIELDS) {
    const phone = normalisePhone(contact[field], countryCode);
    if (phone === undefined)
      problems.push({
        field,
        path: `contact.${field}`,
        reason: 'invalidPhone',
        message: `'${contact[field]}' is not a valid phone number.`,
      });
    else contact[field] = phone;
  }
  const website = normaliseWebsite(contact.website);
  if (website === undefined)
    problems.push({
      field: 'website',
      path: 'contact.website',
      reason: 'invalidWebsite',
      message: 'A website is an http or https address, such as https://www.example.be.',
    });
  else contact.website = website;
  return { values: { ...values, address, contact }, problems };
}

/** The ISO 3166-1 alpha-2 code of country `countryId`; null for null or an unknown id. */
export async function countryCodeOf(
  db: Database | Transaction,
  countryId: number | null | undefined,
): Promise<string | null> {
  if (typeof countryId !== 'number') return null;
  const [row] = await db
    .select({ code: countries.twoLetterCode })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.code ?? null;
}

/**
 * {@link checkMemberValues} for the API: the values to store, or ApiError 400 naming the first
 * problem's payload path (`address.zipcode`, `contact.phoneNumber`, `contact.website`…) with its reason.
 */
export function assertValidMember(values: MemberValues, countryCode: string | null): MemberValues {
  const { values: checked, problems } = checkMemberValues(values, countryCode);
  const [first] = problems;
  if (first) throw new ApiError(400, first.message, first.path, first.reason);
  return checked;
}
