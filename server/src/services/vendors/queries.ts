/**
 * Reading vendors (spec §7 "Vendors"; docs/api/vendors.md): the paged list searched over the member,
 * and the detail, whose name and contact data are the member's as they are now.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addresses, countries, members, vendors } from '../../db/schema';
import type { VendorListRequest } from '../../schemas/vendors';
import { listImages } from '../images';
import { countUpTo, pagedResult } from '../lists';
import { addressLine } from '../people/address';
import { fullName } from '../people/names';
import { allWordsIn } from '../text/searchWords';

/** One page of vendors by member name unless sorted otherwise; `total` counts up to COUNT_CAP or the page (services/lists.ts). */
export async function listVendors(db: Database, request: VendorListRequest) {
  // Every word in the member's folded search text (tribe number, names, email, postcode, town).
  const where = allWordsIn(members.searchText, request.searchString);
  const direction = request.sortOrder === 'DESC' ? desc : asc;
  const columns =
    request.sortField === 'tribeNumber' ? [members.tribeNumber] : [members.lastName, members.firstName];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: vendors.id,
        memberId: vendors.memberId,
        firstName: members.firstName,
        lastName: members.lastName,
        tribeNumber: members.tribeNumber,
      })
      .from(vendors)
      .innerJoin(members, eq(members.id, vendors.memberId))
      .where(where)
      .orderBy(...[...columns, vendors.id].map((column) => direction(column)))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(
      db,
      db
        .select({ id: vendors.id })
        .from(vendors)
        .innerJoin(members, eq(members.id, vendors.memberId))
        .where(where)
        .$dynamic(),
      request,
    ),
  ]);
  const items = rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: fullName({ firstName, lastName }),
  }));
  return pagedResult('vendors', request, total, items);
}

/** The vendor detail of docs/api/vendors.md, or undefined for an unknown id. */
export async function getVendor(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({ vendor: vendors, member: members, address: addresses, country: countries })
    .from(vendors)
    .innerJoin(members, eq(members.id, vendors.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(vendors.id, id));
  if (!row) return undefined;
  const { vendor, member, address, country } = row;
  return {
    id: vendor.id,
    memberId: member.id,
    tribeNumber: member.tribeNumber,
    name: fullName(member),
    address: address ? addressLine(address, country) : '',
    phoneNumber: member.phoneNumber,
    mobilePhoneNumber: member.mobilePhoneNumber,
    email: member.email,
    message: vendor.message,
    images: await listImages(db, { vendorId: vendor.id }),
  };
}
