/**
 * Who receives an issue of the revue (docs/api/revue.md): the active members who get the printed revue,
 * one copy per household (members at one address), and the extra recipients with their copies — in
 * the order of a presorted deposit, with the copies per postcode.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, countries, members, revueRecipients } from '../../db/schema';
import type { PublishPeriod } from '../../schemas/adverts';
import type { Household, Mailing, Undeliverable } from '../../schemas/revue';
import { householdName } from '../people/households';
import { fullName } from '../people/names';
import {
  addressKey,
  compareAddresses,
  HOME_COUNTRY,
  isDeliverable,
  labelLines,
  type PostalAddress,
  streetLine,
} from '../people/postalAddress';

/** An addressee before it goes on the wire: the household and its address, for sorting. */
interface Addressee {
  household: Household;
  address: PostalAddress;
}

type CountryRow = Pick<typeof countries.$inferSelect, 'name' | 'twoLetterCode'>;
type AddressRow = Omit<typeof addresses.$inferSelect, 'likenessAddress'>;

/** Belgium as the table has it, for addresses without a country. */
const homeCountry = (rows: CountryRow[]): CountryRow =>
  rows.find((row) => row.twoLetterCode === HOME_COUNTRY) ?? { name: 'België', twoLetterCode: HOME_COUNTRY };

/** An address row (or a recipient's inline address) with its country resolved. */
const postal = (
  address: Omit<AddressRow, 'id' | 'countryId'>,
  country: CountryRow | null,
  home: CountryRow,
) => ({
  street: address.street,
  number: address.number,
  box: address.box,
  zipcode: address.zipcode,
  city: address.city,
  country: country ?? home,
});

const addressee = (
  name: string,
  address: PostalAddress,
  extra: Pick<Household, 'copies' | 'memberIds' | 'extraRecipientId'>,
): Addressee => ({
  household: {
    name,
    addressLines: labelLines(name, address),
    street: streetLine(address),
    postcode: address.zipcode.trim(),
    town: address.city.trim(),
    country: address.country.twoLetterCode,
    ...extra,
  },
  address,
});

/** The members' households, and the members whose address cannot be used. */
async function memberHouseholds(db: Database, home: CountryRow) {
  const rows = await db
    .select({ member: members, address: addresses, country: countries })
    .from(members)
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(members.isActive, true), eq(members.receivesRevue, true)))
    .orderBy(members.id);
  const undeliverable: Undeliverable[] = [];
  const byAddress = new Map<string, { address: PostalAddress; people: (typeof rows)[number]['member'][] }>();
  for (const { member, address, country } of rows) {
    if (!address || !isDeliverable(address)) {
      undeliverable.push({ memberId: member.id, name: fullName(member), tribeNumber: member.tribeNumber });
      continue;
    }
    const resolved = postal(address, country, home);
    const key = addressKey(resolved);
    const household = byAddress.get(key) ?? { address: resolved, people: [] };
    household.people.push(member);
    byAddress.set(key, household);
  }
  const households = [...byAddress.values()].map(({ address, people }) =>
    addressee(householdName(people), address, {
      copies: 1,
      memberIds: people.map((person) => person.id),
      extraRecipientId: null,
    }),
  );
  return { households, undeliverable };
}

/** The extra recipients, one addressee each with its copies. */
async function recipientAddressees(db: Database, home: CountryRow) {
  const rows = await db
    .select({ recipient: revueRecipients, country: countries })
    .from(revueRecipients)
    .leftJoin(countries, eq(countries.id, revueRecipients.countryId))
    .orderBy(revueRecipients.id);
  return rows.map(({ recipient, country }) =>
    addressee(recipient.name.trim(), postal(recipient, country, home), {
      copies: recipient.copies,
      memberIds: [],
      extraRecipientId: recipient.id,
    }),
  );
}

/** The copies per postcode (and country) of `addressees` in their order. */
function copiesPerPostcode(addressees: Addressee[]): Mailing['perPostcode'] {
  const counts = new Map<string, Mailing['perPostcode'][number]>();
  for (const { household } of addressees) {
    const key = `${household.country}|${household.postcode}`;
    const entry = counts.get(key) ?? { postcode: household.postcode, country: household.country, copies: 0 };
    entry.copies += household.copies;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

/**
 * The mailing of the issue `period` as stored now: `{statusCode, isSuccess, error, date, copies,
 * households, perPostcode, undeliverable}`, households in mailing order (Belgium by postcode, street,
 * number and box; then abroad by country, postcode, street, number and box; ties by name). Reads only.
 */
export async function buildMailing(db: Database, period: PublishPeriod): Promise<Mailing> {
  const home = homeCountry(await db.select().from(countries));
  const [{ households, undeliverable }, recipients] = await Promise.all([
    memberHouseholds(db, home),
    recipientAddressees(db, home),
  ]);
  const ordered = [...households, ...recipients].sort(
    (a, b) =>
      compareAddresses(a.address, b.address) ||
      a.household.name.localeCompare(b.household.name, 'nl-BE') ||
      (a.household.extraRecipientId ?? 0) - (b.household.extraRecipientId ?? 0),
  );
  return {
    statusCode: 200,
    isSuccess: true,
    error: null,
    date: period.date,
    copies: ordered.reduce((sum, { household }) => sum + household.copies, 0),
    households: ordered.map(({ household }) => household),
    perPostcode: copiesPerPostcode(ordered),
    undeliverable,
  };
}

/** The households of `mailing` once per copy: what the labels and the mailing house's list hold. */
export const copiesOf = (mailing: Mailing): Household[] =>
  mailing.households.flatMap((household) => Array.from({ length: household.copies }, () => household));
