import { MAX_RECIPIENT_COPIES } from '../../../server/src/schemas/constants';
import { isValidZipcode } from '../../../server/src/schemas/memberRules';
import type { RevueRecipient, RevueRecipientPayload } from '../../../server/src/schemas/revue';
import { reasonKey } from '../../providers/fieldErrors';

/** The text fields of a recipient, in form order (its address inline, as the API has it). */
const TEXT_FIELDS = ['name', 'street', 'number', 'box', 'zipcode', 'city'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The values of the recipient form: the payload's shape, so a server error's `field` is the input's
 * path; text inputs may hold null after being cleared and the country select '' (react-admin's empty).
 */
export type RecipientFormValues = { id?: number } & { [K in TextField]: string | null } & {
  countryId: number | '' | null;
  copies: number | null;
};

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** A recipient (`GET /Revue/recipients/{id}`) → form values; none: a new one, one copy, in `countryId`. */
export const toRecipientFormValues = (
  recipient?: RevueRecipient,
  defaultCountryId: number | null = null,
): RecipientFormValues => ({
  ...(recipient ? { id: recipient.id } : {}),
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, recipient?.[field] ?? ''])) as Record<
    TextField,
    string
  >),
  countryId: recipient ? recipient.country.id || null : defaultCountryId,
  copies: recipient?.copies ?? 1,
});

/** Form values → the JSON of `POST /Revue/recipients` and `PUT /Revue/recipients/{id}`, texts trimmed. */
export const toRecipientPayload = (values: RecipientFormValues): RevueRecipientPayload => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(values[field])])) as Record<
    TextField,
    string
  >),
  countryId: values.countryId ? Number(values.countryId) : null,
  copies: Number(values.copies ?? 0),
});

/** Whether the recipient is the detail, not a list row (they are the same shape: always). */
export const isRecipient = (record: RevueRecipient) => 'street' in record;

/** The recipient's address on one line: `Industrielaan 42 bus A, 8800 Roeselare`. */
export const addressOf = (
  recipient: Pick<RevueRecipient, 'street' | 'number' | 'box' | 'zipcode' | 'city'>,
) =>
  [
    [recipient.street, recipient.number, recipient.box && `bus ${recipient.box}`].filter(Boolean).join(' '),
    [recipient.zipcode, recipient.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Form validator of the postcode, for the country chosen in the same form (`countries` from
 * `GET /Countries`; none is Belgium, as on the server): the rules of schemas/memberRules.ts.
 */
export const recipientZipcodeValidator =
  (countries: readonly { id: number; twoLetterCode: string }[]) =>
  (value: string | null | undefined, values: { countryId?: number | string | null }) => {
    const code =
      countries.find((country) => String(country.id) === String(values?.countryId ?? ''))?.twoLetterCode ??
      'BE';
    return isValidZipcode(value ?? '', code) ? undefined : reasonKey('revueRecipients', 'invalidZipcode');
  };

/** Form validator of the copies: a whole number from 1 to MAX_RECIPIENT_COPIES. */
export const validateCopies = (value: number | string | null | undefined) => {
  const copies = Number(value);
  return Number.isInteger(copies) && copies >= 1 && copies <= MAX_RECIPIENT_COPIES
    ? undefined
    : reasonKey('revueRecipients', 'copies');
};
