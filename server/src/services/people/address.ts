/** A member's address on one line, as vendors and the revue export show it (docs/api/vendors.md "Vendor detail"). */
import { numberAndBox } from './postalAddress';

interface AddressParts {
  street: string;
  number: string;
  box: string;
  zipcode: string;
  city: string;
}

/** Belgium, the club's country, is left out of an address line; other countries are named. */
const HOME_COUNTRY = 'BE';

/**
 * `{street} {number}[ bus {box}], {zipcode} {city}[, {country}]`, leaving out what is empty:
 * `Kerkstraat 12 bus 3, 8000 Brugge`, `Dorpsstraat 4, 4501 Oostburg, Nederland`. A box typed with its
 * word ("bus 3") or into the number ("12 bus 3") reads the same (postalAddress.ts `numberAndBox`).
 */
export function addressLine(
  address: AddressParts,
  country: { name: string; twoLetterCode: string } | null,
): string {
  const words = (...parts: string[]) => parts.filter(Boolean).join(' ');
  const { number, box } = numberAndBox(address.number, address.box);
  return [
    words(address.street, number, box && `bus ${box}`),
    words(address.zipcode, address.city),
    country && country.twoLetterCode !== HOME_COUNTRY ? country.name : '',
  ]
    .filter(Boolean)
    .join(', ');
}
