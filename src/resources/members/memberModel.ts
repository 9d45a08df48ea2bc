import { EMAIL_PATTERN, type Language, TRIBE_NUMBER_PATTERN } from '../../../server/src/schemas/constants';
import { isValidZipcode, normaliseWebsite } from '../../../server/src/schemas/memberRules';
import type { MemberDetail, MemberPayload } from '../../../server/src/schemas/members';
import { normalisePhone } from '../../../server/src/schemas/phoneNumbers';
import { reasonKey } from '../../providers/memberErrors';

/**
 * The values of the member form: the payload's shape (so a server error's `field`, e.g. `contact.email`
 * or `address.countryId`, is also the input's path), with an address always present. Text inputs
 * may hold null after being cleared and the country select '' (react-admin's empty values).
 */
export interface MemberFormValues {
  firstName: string | null;
  lastName: string | null;
  tribeNumber: string | null;
  address: { [K in (typeof ADDRESS_LINES)[number]]: string | null } & { countryId: number | '' | null };
  contact: { [K in keyof MemberPayload['contact']]: string | null };
  display: MemberPayload['display'];
  isBlocked: boolean;
  isActive: boolean;
  receivesRevue: boolean;
  /** The kind of membership; null (or the select's '') the default kind. */
  membershipKindId: number | '' | null;
  language: Language;
}

/** The text fields of an address of the payload (spec §3 Address; `countryId` is a select). */
const ADDRESS_LINES = [
  'street',
  'number',
  'box',
  'zipcode',
  'city',
] as const satisfies readonly (keyof NonNullable<MemberPayload['address']>)[];
const CONTACT_FIELDS = [
  'email',
  'phoneNumber',
  'mobilePhoneNumber',
  'fax',
  'website',
] as const satisfies readonly (keyof MemberPayload['contact'])[];

const TRIBE_NUMBER = new RegExp(TRIBE_NUMBER_PATTERN);
const EMAIL = new RegExp(EMAIL_PATTERN);

const text = (value: string | null | undefined): string => (value ?? '').trim();

const pick = <K extends string>(fields: readonly K[], read: (field: K) => string | null | undefined) =>
  Object.fromEntries(fields.map((field) => [field, text(read(field))])) as Record<K, string>;

/**
 * Member detail (`GET /Members/{id}`) → form values; without a detail (create) the empty form of a new,
 * active member who gets the printed revue, of the default kind and in Dutch, in the country
 * `defaultCountryId` (België, see MemberCreate). Tolerates a partial record (react-admin first shows the
 * list row while loading).
 */
export const toMemberFormValues = (
  detail?: Partial<MemberDetail>,
  defaultCountryId: number | null = null,
): MemberFormValues => ({
  firstName: text(detail?.firstName),
  lastName: text(detail?.lastName),
  tribeNumber: text(detail?.tribeNumber),
  address: {
    ...pick(ADDRESS_LINES, (field) => detail?.address?.[field]),
    countryId: detail ? (detail.address?.country?.id ?? null) : defaultCountryId,
  },
  contact: pick(CONTACT_FIELDS, (field) => detail?.contact?.[field]),
  display: {
    exposeEmail: detail?.display?.exposeEmail ?? false,
    exposeAddress: detail?.display?.exposeAddress ?? false,
    exposePhone: detail?.display?.exposePhone ?? false,
  },
  isBlocked: detail?.isBlocked ?? false,
  isActive: detail?.isActive ?? true,
  receivesRevue: detail?.receivesRevue ?? true,
  membershipKindId: detail?.membershipKindId ?? null,
  language: detail?.language ?? 'nl',
});

/**
 * Form values → the payload of `POST /Members` / `PUT /Members/{id}` (docs/api.md): strings trimmed,
 * tribe number in upper case, an address without any text and without country becomes null, no kind
 * chosen (the default) null.
 */
export const toMemberPayload = (values: MemberFormValues): MemberPayload => {
  const lines = pick(ADDRESS_LINES, (field) => values.address[field]);
  const countryId = values.address.countryId ? Number(values.address.countryId) : null;
  const hasAddress = countryId !== null || Object.values(lines).some((line) => line !== '');
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    tribeNumber: text(values.tribeNumber).toUpperCase(),
    address: hasAddress ? { ...lines, countryId } : null,
    contact: pick(CONTACT_FIELDS, (field) => values.contact[field]),
    display: {
      exposeEmail: Boolean(values.display.exposeEmail),
      exposeAddress: Boolean(values.display.exposeAddress),
      exposePhone: Boolean(values.display.exposePhone),
    },
    isBlocked: Boolean(values.isBlocked),
    isActive: values.isActive !== false,
    receivesRevue: values.receivesRevue !== false,
    membershipKindId: values.membershipKindId ? Number(values.membershipKindId) : null,
    language: values.language === 'en' ? 'en' : 'nl',
  };
};

/** The payload that reactivates a member as they are stored (`PUT /Members/{id}` with isActive true). */
export const reactivationPayload = (detail: MemberDetail): MemberPayload =>
  toMemberPayload({ ...toMemberFormValues(detail), isActive: true });

/**
 * Form validator of the tribe number: the server's rule ({@link TRIBE_NUMBER_PATTERN}: 1–10 letters or
 * digits, surrounding spaces trimmed on save); empty is left to `required`.
 */
export const validateTribeNumber = (value: string | null | undefined): string | undefined =>
  text(value) === '' || TRIBE_NUMBER.test(text(value)) ? undefined : reasonKey('invalidTribeNumber');

/** Form validator of the email: the server's rule ({@link EMAIL_PATTERN}: empty, or something@something.tld). */
export const validateEmail = (value: string | null | undefined): string | undefined =>
  EMAIL.test(value ?? '') ? undefined : reasonKey('invalidEmail');

/** ISO code (`BE`) of a country id of the form (a select's value), among `countries`; null when none. */
export const countryCodeIn = (
  countries: readonly { id: number; twoLetterCode: string }[],
  countryId: number | string | null | undefined,
): string | null =>
  countries.find((country) => String(country.id) === String(countryId ?? ''))?.twoLetterCode ?? null;

/** The form values a validator gets, as far as the country of the address goes. */
type WithCountry = { address?: { countryId?: number | string | null } | null };

/**
 * Form validator of the postcode, for the country chosen in the same form (`countries` from
 * `GET /Countries`): the server's rule (schemas/memberRules.ts `isValidZipcode`); empty is fine.
 */
export const zipcodeValidator =
  (countries: readonly { id: number; twoLetterCode: string }[]) =>
  (value: string | null | undefined, values: WithCountry): string | undefined =>
    isValidZipcode(value ?? '', countryCodeIn(countries, values?.address?.countryId))
      ? undefined
      : reasonKey('invalidZipcode');

/**
 * Form validator of a phone, mobile or fax number, read as a number of the chosen country (Belgium when
 * none): the server's rule (schemas/phoneNumbers.ts `normalisePhone`); empty is fine.
 */
export const phoneValidator =
  (countries: readonly { id: number; twoLetterCode: string }[]) =>
  (value: string | null | undefined, values: WithCountry): string | undefined =>
    normalisePhone(value ?? '', countryCodeIn(countries, values?.address?.countryId)) === undefined
      ? reasonKey('invalidPhone')
      : undefined;

/** Form validator of the website: an http(s) address or a bare `www.…` (schemas/memberRules.ts); empty is fine. */
export const validateWebsite = (value: string | null | undefined): string | undefined =>
  normaliseWebsite(value ?? '') === undefined ? reasonKey('invalidWebsite') : undefined;

/** Translation key of a member field's label (flat names, as the import reports them: `city`, `email`). */
export const fieldLabelKey = (field: string): string => `resources.members.fields.${field}`;
