/**
 * Postal addresses as the post reads them (docs/api/revue.md "Address labels"): the Belgian order of
 * lines, the key under which two spellings of one address are the same, and the order in which a
 * presorted deposit wants them.
 */

/** An address with its country resolved (an address without a country is in Belgium). */
export interface PostalAddress {
  street: string;
  number: string;
  box: string;
  zipcode: string;
  city: string;
  country: { name: string; twoLetterCode: string };
}

/** The club's country: no country line on its labels, and first in the mailing order. */
export const HOME_COUNTRY = 'BE';

/** A box typed with its word ("bus 3", "Box 3", "bte 3"): the word, then the box itself. */
const BOX_WORD = /^(?:bus|box|bte|boîte|boite)\.?\s*(?=\S)/i;
/** A number typed with its box ("12 bus 3", "12 b. 3", "12/3"). */
const NUMBER_WITH_BOX = /^(\S+?)\s*(?:\s(?:bus|box|bte|b\.)\s*|\/)(\S+)$/i;

/**
 * The house number and box of an address as the label prints them: a box word the box was typed with
 * dropped ("bus 3" → "3"), and a box typed into the number ("12 bus 3", "12/3") moved to the box when
 * the box itself is empty. Texts trimmed.
 */
export function numberAndBox(number: string, box: string): { number: string; box: string } {
  const cleanBox = box.trim().replace(BOX_WORD, '');
  const typed = number.trim();
  const split = cleanBox === '' ? NUMBER_WITH_BOX.exec(typed) : null;
  return split ? { number: split[1], box: split[2] } : { number: typed, box: cleanBox };
}

/** `text` for comparing: lower case, accents off, only letters and digits ("Sint-Jans straat" → "sintjansstraat"). */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The key under which two addresses are one: street, number, box and postcode folded ({@link folded}:
 * case, accents, spaces and punctuation do not matter; a box typed in the number or with its word
 * counts as the box), and the country. The town is not part of it: the postcode says the same.
 */
export function addressKey(address: PostalAddress): string {
  const { number, box } = numberAndBox(address.number, address.box);
  return [address.country.twoLetterCode, address.zipcode, address.street, number, box].map(folded).join('|');
}

/** The address's street line: `Kerkstraat 12 bus 3`, leaving out what is empty. */
export function streetLine(address: Pick<PostalAddress, 'street' | 'number' | 'box'>): string {
  const { number, box } = numberAndBox(address.number, address.box);
  return [address.street.trim(), number, box && `bus ${box}`].filter(Boolean).join(' ');
}

/** Whether the address is abroad (not in {@link HOME_COUNTRY}). */
export const isAbroad = (address: PostalAddress) => address.country.twoLetterCode !== HOME_COUNTRY;

/**
 * The lines of a label in the Belgian order: the addressee, `Street number bus box`, `postcode town`,
 * and only for an address abroad its country in capitals (as the post's international rules want it).
 * Empty lines are left out.
 */
export function labelLines(name: string, address: PostalAddress): string[] {
  return [
    name,
    streetLine(address),
    [address.zipcode.trim(), address.city.trim()].filter(Boolean).join(' '),
    isAbroad(address) ? address.country.name.toLocaleUpperCase('nl-BE') : '',
  ].filter(Boolean);
}

/** Whether the post can deliver to the address: a street, a postcode and a town. */
export const isDeliverable = (address: Pick<PostalAddress, 'street' | 'zipcode' | 'city'>) =>
  address.street.trim() !== '' && address.zipcode.trim() !== '' && address.city.trim() !== '';

/**
 * Compares like people sort house numbers: digit runs as numbers, the rest as folded text, a shorter
 * text first when it is the start of the other — 2 < 10 < 10A < 10B < 11.
 */
export function compareNatural(a: string, b: string): number {
  const parts = (text: string) => folded(text).match(/\d+|\D+/g) ?? [];
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i], right[i]];
    const bothDigits = /^\d/.test(x) && /^\d/.test(y);
    const order = bothDigits ? Number(x) - Number(y) || x.length - y.length : x.localeCompare(y, 'nl-BE');
    if (order !== 0) return Math.sign(order);
  }
  return left.length - right.length;
}

/**
 * The order of a presorted deposit: Belgian addresses first, by postcode, street, number and box;
 * then those abroad by country name, postcode, street, number and box.
 */
export function compareAddresses(a: PostalAddress, b: PostalAddress): number {
  const abroad = Number(isAbroad(a)) - Number(isAbroad(b));
  if (abroad !== 0) return abroad;
  const [left, right] = [numberAndBox(a.number, a.box), numberAndBox(b.number, b.box)];
  return (
    (isAbroad(a) ? a.country.name.localeCompare(b.country.name, 'nl-BE') : 0) ||
    compareNatural(a.zipcode, b.zipcode) ||
    folded(a.street).localeCompare(folded(b.street), 'nl-BE') ||
    compareNatural(left.number, right.number) ||
    compareNatural(left.box, right.box)
  );
}
