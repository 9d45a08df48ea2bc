/**
 * A member as `POST /Members` and `PUT /Members/{id}` take it (MemberPayload, docs/api.md): Rita
 * Declercq, stam number RD01, Markt 1, 8000 Brugge in country 1 (the seed's Belgium), no contact
 * details, nothing exposed. `overrides` replace whole fields (`address`, `contact`, …).
 */
import type { MemberPayload } from '../../server/src/schemas/members';

/** A member payload with an address (its type says so, for spreading `.address`). */
export type MemberWithAddress = MemberPayload & { address: NonNullable<MemberPayload['address']> };

export const memberPayload = (overrides: Partial<MemberWithAddress> = {}): MemberWithAddress => ({
  firstName: 'Rita',
  lastName: 'Declercq',
  tribeNumber: 'RD01',
  address: { street: 'Markt', number: '1', box: '', zipcode: '8000', city: 'Brugge', countryId: 1 },
  contact: { email: '', phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
  display: { exposeEmail: false, exposeAddress: false, exposePhone: false },
  isBlocked: false,
  ...overrides,
});
