/**
 * Demo households and revue recipients: members who live with another member (a partner of the same or
 * another last name, a grown-up child), their address typed a little differently now and then (case,
 * spaces, "bus" in the box), some members who no longer want the printed revue, and the extra
 * recipients of the revue (docs/api/revue.md). Drawn from a generator of its own, so that the rest of
 * the demo data stays as it was.
 */
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { addresses, members, revueRecipients } from '../schema';
import { DAY_MS, HOUR_MS } from './dates';
import { insertAll } from './insert';
import { type SeedMember, uniqueTribeNumber } from './members';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { Random } from './random';

const SEED = 0x7e5b0e;
/** Households of two and of three people beside the first member's own. */
const PAIRS = 32;
const TRIOS = 6;
/** Of those, the ones who joined in the last weeks. */
const RECENT = 3;
/** The share of members who do not want the printed revue. */
const NO_REVUE = 0.03;

/** The extra recipients: clubs, a sponsor, the federation (demo names); in Belgium unless `country`. */
const RECIPIENTS: readonly (Omit<typeof revueRecipients.$inferInsert, 'countryId'> & { country?: string })[] =
  [
    {
      name: 'Belgische Ornithologische Unie vzw',
      street: 'Vogelzangstraat',
      number: '18',
      box: '',
      zipcode: '9000',
      city: 'Gent',
      copies: 2,
    },
    {
      name: 'Vogelvrienden Zeeuws-Vlaanderen',
      street: 'Markt',
      number: '7',
      box: '',
      zipcode: '4501 CK',
      city: 'Oostburg',
      copies: 1,
      country: 'NL',
    },
    {
      name: 'Dierenvoeders Vandewalle bv',
      street: 'Industrielaan',
      number: '42',
      box: 'A',
      zipcode: '8800',
      city: 'Roeselare',
      copies: 3,
    },
    {
      name: 'Koninklijke Parkietenvereniging De Westhoek',
      street: 'Ieperstraat',
      number: '5',
      box: '',
      zipcode: '8970',
      city: 'Poperinge',
      copies: 1,
    },
  ];

type Address = SeedMember['address'];

/** The address as another person of the household may have typed it. */
function retyped(rng: Random, address: Address): Address {
  const variant = rng.int(0, 5);
  const street = address.street ?? '';
  if (variant === 0) return { ...address, street: street.toUpperCase() };
  if (variant === 1) return { ...address, street: street.toLowerCase() };
  if (variant === 2 && address.box) return { ...address, box: `bus ${address.box}` };
  if (variant === 3 && /[A-Z]$/.test(address.number ?? ''))
    return { ...address, number: (address.number ?? '').replace(/([A-Z])$/, ' $1') };
  return { ...address };
}

/**
 * Adds the housemates of the demo (a partner "Rita Vanneste" for the first member, "Noël Vanneste",
 * then random pairs and trios among the active Belgian members), switches the printed revue off for a
 * few members and inserts the extra recipients. `seeded` and `memberIds` are the members as inserted;
 * `countryId` maps a two-letter code to its id; `taken` holds the tribe numbers in use.
 */
export async function seedHouseholds(
  tx: Transaction,
  today: Date,
  seeded: readonly SeedMember[],
  memberIds: readonly number[],
  countryId: (code: string) => number | undefined,
): Promise<void> {
  const rng = new Random(SEED);
  const taken = new Set(seeded.map(({ member }) => member.tribeNumber));
  const candidates = seeded
    .map((entry, index) => ({ ...entry, index }))
    .filter(({ country, member, index }) => country === 'BE' && member.isActive && index > 0);
  const heads: { head: SeedMember; size: number; sameName: boolean; firstName?: string; daysAgo: number }[] =
    [
      { head: seeded[0] as SeedMember, size: 2, sameName: true, firstName: 'Rita', daysAgo: 4000 },
      ...rng.sample(candidates, PAIRS + TRIOS).map((head, i) => ({
        head,
        size: i < PAIRS ? 2 : 3,
        sameName: rng.chance(0.65),
        // The first few joined the club in the last weeks: new members of the coming issue.
        daysAgo: i < RECENT ? rng.int(2, 20) : rng.int(400, 15 * 365),
      })),
    ];
  const housemates: SeedMember[] = heads.flatMap(({ head, size, sameName, firstName, daysAgo }) =>
    Array.from({ length: size - 1 }, (_, n) => ({
      country: 'BE' as const,
      address: n === 0 && firstName ? { ...head.address } : retyped(rng, head.address),
      member: {
        firstName: firstName ?? rng.pick(FIRST_NAMES),
        lastName: sameName || n > 0 ? head.member.lastName : rng.pick(LAST_NAMES),
        tribeNumber: uniqueTribeNumber(rng, taken),
        email: '',
        phoneNumber: head.member.phoneNumber ?? '',
        mobilePhoneNumber: '',
        fax: '',
        website: '',
        isActive: true,
        isBlocked: false,
        createdOn: new Date(today.getTime() - daysAgo * DAY_MS + rng.int(8, 21) * HOUR_MS),
      },
    })),
  );
  const addressIds = await insertAll(
    tx,
    addresses,
    housemates.map(({ address, country }) => ({ ...address, countryId: countryId(country) })),
  );
  await insertAll(
    tx,
    members,
    housemates.map(({ member }, i) => ({ ...member, addressId: addressIds[i] })),
  );
  const noRevue = memberIds.filter((_, index) => index >= 8 && rng.chance(NO_REVUE));
  if (noRevue.length > 0)
    await tx.update(members).set({ receivesRevue: false }).where(inArray(members.id, noRevue));
  await insertAll(
    tx,
    revueRecipients,
    RECIPIENTS.map(({ country = 'BE', ...recipient }) => ({ ...recipient, countryId: countryId(country) })),
  );
}
