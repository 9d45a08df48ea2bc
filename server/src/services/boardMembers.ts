/**
 * The club's board (spec §7 GET /BoardMembers?includeAddress, GET /BoardMembers/{id};
 * docs/api/orders.md): name and contact from the member; the address is the board member's own (club)
 * address when set, else the member's, in the member detail's address shape.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { addresses, boardMembers, countries, members } from '../db/schema';
import type { BoardFunction } from '../schemas/boardMembers';
import { addressDetail } from './members/queries';
import { fullName } from './people/names';

const ownAddress = alias(addresses, 'own_address');
const ownCountry = alias(countries, 'own_country');
const memberAddress = alias(addresses, 'member_address');
const memberCountry = alias(countries, 'member_country');

/** Board members matching `where`, by sort order; `address` only when `includeAddress`. */
async function selectBoard(db: Database, where: SQL | undefined, includeAddress: boolean) {
  const rows = await db
    .select({
      board: boardMembers,
      member: members,
      ownAddress,
      ownCountry,
      memberAddress,
      memberCountry,
    })
    .from(boardMembers)
    .innerJoin(members, eq(members.id, boardMembers.memberId))
    .leftJoin(ownAddress, eq(ownAddress.id, boardMembers.addressId))
    .leftJoin(ownCountry, eq(ownCountry.id, ownAddress.countryId))
    .leftJoin(memberAddress, eq(memberAddress.id, members.addressId))
    .leftJoin(memberCountry, eq(memberCountry.id, memberAddress.countryId))
    .where(where)
    .orderBy(asc(boardMembers.sortOrder), asc(boardMembers.id));
  return rows.map((row) => {
    const address = row.ownAddress
      ? addressDetail(row.ownAddress, row.ownCountry)
      : row.memberAddress && addressDetail(row.memberAddress, row.memberCountry);
    return {
      id: row.board.id,
      memberId: row.member.id,
      name: fullName(row.member),
      function: row.board.function as BoardFunction,
      email: row.member.email,
      phoneNumber: row.member.phoneNumber,
      mobilePhoneNumber: row.member.mobilePhoneNumber,
      ...(includeAddress ? { address } : {}),
    };
  });
}

/** The whole board in display order. */
export const listBoardMembers = (db: Database, includeAddress: boolean) =>
  selectBoard(db, undefined, includeAddress);

/** One board member with address, or undefined for an unknown id. */
export async function getBoardMember(db: Database, id: number) {
  return (await selectBoard(db, eq(boardMembers.id, id), true))[0];
}
