import { reasonKey } from '../../providers/memberErrors';
import type { AddressLines, MemberDetail, MemberPayload } from '../../providers/memberTypes';

/**
 * The values of the member form: the payload's shape (so a server error's `field`, e.g. `contact.email`
 * or `address.countryId`, is also the input's path), with an address always present. Text inputs
 * may hold null after being cleared and the country select '' (react-admin's empty values).
 */
export interface MemberFormValues {
  firstName: string | null;
  lastName: string | null;
  tribeNumber: string | null;
  address: { [K in keyof AddressLines]: string | null } & { countryId: number | '' | null };
  contact: { [K in keyof MemberPayload['contact']]: string | null };
  display: MemberPayload['display'];
  isBlocked: boolean;
  isActive: boolean;
}

const ADDRESS_LINES = ['street', 'number', 'box', 'zipcode', 'city'] as const;
const CONTACT_FIELDS = ['email', 'phoneNumber', 'mobilePhoneNumber', 'fax', 'website'] as const;

/** Tribe number (spec: the breeder's number on every ring): 1–10 letters or digits. */
const TRIBE_NUMBER = /^[A-Za-z0-9]{1,10}$/;

const text = (value: string | null | undefined): string => (value ?? '').trim();

const pick = <K extends string>(fields: readonly K[], read: (field: K) => string | null | undefined) =>
  Object.fromEntries(fields.map((field) => [field, text(read(field))])) as Record<K, string>;

/**
 * Member detail (`GET /Members/{id}`) → form values; without a detail (create) the empty form of a new,
 * active member. Tolerates a partial record (react-admin first shows the list row while loading).
 */
export const toMemberFormValues = (detail?: Partial<MemberDetail>): MemberFormValues => ({
  firstName: text(detail?.firstName),
  lastName: text(detail?.lastName),
  tribeNumber: text(detail?.tribeNumber),
  address: {
    ...pick(ADDRESS_LINES, (field) => detail?.address?.[field]),
    countryId: detail?.address?.country?.id ?? null,
  },
  contact: pick(CONTACT_FIELDS, (field) => detail?.contact?.[field]),
  display: {
    exposeEmail: detail?.display?.exposeEmail ?? false,
    exposeAddress: detail?.display?.exposeAddress ?? false,
    exposePhone: detail?.display?.exposePhone ?? false,
  },
  isBlocked: detail?.isBlocked ?? false,
  isActive: detail?.isActive ?? true,
});

/**
 * Form values → the payload of `POST /Members` / `PUT /Members/{id}` (docs/api.md): strings trimmed,
 * tribe number in upper case, an address without any text and without country becomes null.
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
  };
};

/** The payload that reactivates a member as they are stored (`PUT /Members/{id}` with isActive true). */
export const reactivationPayload = (detail: MemberDetail): MemberPayload =>
  toMemberPayload({ ...toMemberFormValues(detail), isActive: true });

/** Form validator: a tribe number of 1–10 letters or digits (surrounding spaces are trimmed on save). */
export const validateTribeNumber = (value: string | null | undefined): string | undefined =>
  text(value) === '' || TRIBE_NUMBER.test(text(value)) ? undefined : reasonKey('invalidTribeNumber');

/** Translation key of a member field's label (flat names, as the import reports them: `city`, `email`). */
export const fieldLabelKey = (field: string): string => `resources.members.fields.${field}`;
