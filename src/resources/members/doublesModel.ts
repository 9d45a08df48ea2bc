/**
 * The likely doubles of a member being typed (docs/api/members.md "Likely doubles"): what the create
 * form asks the server about, and the links the screens show. Pure.
 */
import type { DoublesRequest } from '../../../server/src/schemas/memberDoubles';
import type { MemberFormValues } from './memberModel';

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The body of `POST /Members/doubles/search` for the form's values, or undefined while there is nothing to
 * compare: no first or last name, or neither address (street) nor e-mail nor phone.
 */
export function doublesRequestOf(
  values: Partial<Pick<MemberFormValues, 'firstName' | 'lastName' | 'address' | 'contact'>>,
  excludeId?: number,
): DoublesRequest | undefined {
  const firstName = trimmed(values.firstName);
  const lastName = trimmed(values.lastName);
  const address = {
    street: trimmed(values.address?.street),
    number: trimmed(values.address?.number),
    box: trimmed(values.address?.box),
    zipcode: trimmed(values.address?.zipcode),
  };
  const contact = {
    email: trimmed(values.contact?.email),
    phoneNumber: trimmed(values.contact?.phoneNumber),
    mobilePhoneNumber: trimmed(values.contact?.mobilePhoneNumber),
  };
  if (!firstName || !lastName) return undefined;
  if (!address.street && !contact.email && !contact.phoneNumber && !contact.mobilePhoneNumber)
    return undefined;
  return { firstName, lastName, address, contact, ...(excludeId ? { excludeId } : {}) };
}

/** The SPA address of the merge screen for a pair: the older member (lower id) kept. */
export const mergePath = (a: number, b: number) =>
  `/members/merge?keep=${Math.min(a, b)}&merge=${Math.max(a, b)}`;

/** The SPA address of a member's page. */
export const memberPath = (id: number) => `/members/${id}`;
