/**
 * Demo members with their addresses. Tribe numbers (stamnummers) are two capital letters and two
 * digits, e.g. 'KX27' (no I, O or Q, which read like 1, 0 and O on a ring), unique across members.
 */
import type { addresses, members } from '../schema';
import { DAY_MS, HOUR_MS } from './dates';
import { FIRST_NAMES, FIXED_NAMES, LAST_NAMES } from './names';
import { type CountryCode, EMAIL_DOMAINS, FOREIGN_PLACES, STREETS, TOWNS } from './places';
import type { Random } from './random';
import { slug } from './text';

/** One generated member: its address (country as a code) and its row before the address id is known. */
export interface SeedMember {
  country: CountryCode;
  address: Omit<typeof addresses.$inferInsert, 'countryId'>;
  member: Omit<typeof members.$inferInsert, 'addressId'>;
}

const TRIBE_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const MOBILE_PREFIXES = '70 72 73 75 76 77 78 79 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(' ');
const BOXES = ['1', '2', '3', '4', '5', '11', '12', 'A', 'B', '0101', '0202'];

/** `count` members; the first ones carry FIXED_NAMES and are always active. */
export function buildMembers(rng: Random, today: Date, count: number): SeedMember[] {
  const tribeNumbers = new Set<string>();
  const emails = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const fixed = FIXED_NAMES[index];
    const [firstName, lastName] = fixed ?? [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
    const country = fixed
      ? 'BE'
      : rng.weighted<CountryCode>([
          ['BE', 96],
          ['NL', 2.5],
          ['FR', 1.5],
        ]);
    const { address, phoneNumber, mobilePhoneNumber } =
      country === 'BE' ? belgianContact(rng) : foreignContact(rng, country);
    const email = rng.chance(0.08) ? '' : uniqueEmail(rng, emails, firstName, lastName, country);
    return {
      country,
      address,
      member: {
        firstName,
        lastName,
        tribeNumber: uniqueTribeNumber(rng, tribeNumbers),
        email,
        phoneNumber,
        mobilePhoneNumber,
        fax: phoneNumber && rng.chance(0.04) ? phoneNumber : '',
        website: rng.chance(0.03) ? `https://www.kwekerij-${slug(lastName)}.be` : '',
        exposeEmail: email !== '' && rng.chance(0.6),
        exposeAddress: rng.chance(0.4),
        exposePhone: rng.chance(0.5),
        isActive: fixed !== undefined || !rng.chance(0.05),
        isBlocked: fixed === undefined && rng.chance(0.02),
        lastLogin: rng.chance(0.7) ? new Date(today.getTime() - rng.int(600, 365 * 86_400) * 1000) : null,
        createdOn: new Date(today.getTime() - rng.int(30, 20 * 365) * DAY_MS + rng.int(8, 21) * HOUR_MS),
      },
    };
  });
}

/** A tribe number (two letters, two digits) not in `taken`, drawn from `rng`; added to `taken`. */
export function uniqueTribeNumber(rng: Random, taken: Set<string>): string {
  let tribe: string;
  do {
    tribe = `${rng.pick(TRIBE_LETTERS)}${rng.pick(TRIBE_LETTERS)}${rng.digits2()}`;
  } while (taken.has(tribe));
  taken.add(tribe);
  return tribe;
}

function uniqueEmail(
  rng: Random,
  taken: Set<string>,
  first: string,
  last: string,
  country: CountryCode,
): string {
  const domain = rng.weighted(EMAIL_DOMAINS[country === 'BE' || country === 'NL' ? country : 'FR']);
  const local = `${slug(first)}.${slug(last)}`;
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

function houseNumber(rng: Random): string {
  return `${rng.int(1, rng.chance(0.7) ? 80 : 320)}${rng.chance(0.05) ? rng.pick(['A', 'B']) : ''}`;
}

function belgianContact(rng: Random) {
  const town = rng.pick(TOWNS);
  const pairs = () => `${rng.digits2()} ${rng.digits2()} ${rng.digits2()}`;
  return {
    address: {
      street: rng.pick(STREETS),
      number: houseNumber(rng),
      box: rng.chance(0.08) ? rng.pick(BOXES) : '',
      zipcode: town.zipcode,
      city: town.city,
    },
    phoneNumber: rng.chance(0.55) ? `0${town.zone} ${pairs()}` : '',
    mobilePhoneNumber: rng.chance(0.8) ? `04${rng.pick(MOBILE_PREFIXES)} ${pairs()}` : '',
  };
}

const dutchMobileStart = (pair: string) => `${'1234581234'[Number(pair[0])]}${pair[1]}`;

function foreignContact(rng: Random, country: CountryCode) {
  const place = rng.pick(FOREIGN_PLACES.filter((candidate) => candidate.country === country));
  // Stored as the member service stores them (international format); a Dutch mobile number is
  // 06 followed by 1–5 or 8, so the first drawn digit is mapped onto those.
  const mobile =
    country === 'NL'
      ? `+31 6 ${dutchMobileStart(rng.digits2())}${rng.digits2()}${rng.digits2()}${rng.digits2()}`
      : `+33 6 ${rng.digits2()} ${rng.digits2()} ${rng.digits2()} ${rng.digits2()}`;
  return {
    address: {
      street: place.street,
      number: houseNumber(rng),
      box: '',
      zipcode: place.zipcode,
      city: place.city,
    },
    phoneNumber: '',
    mobilePhoneNumber: mobile,
  };
}

/** A stored member as the other generators see it. */
export interface Person {
  id: number;
  name: string;
  city: string;
  isActive: boolean;
  isBlocked: boolean;
}
