/**
 * The club's board on the wire (spec §7 GET /BoardMembers?includeAddress, GET /BoardMembers/{id}; §5:
 * includeAddress is required on the list; fields designed here, their behaviour in docs/api/orders.md).
 */
import { type Static, Type } from 'typebox';
import { MemberDetail } from './members';

/** The functions a board member holds (board_members.function), highest first. */
export const BOARD_FUNCTIONS = [
  'voorzitter',
  'ondervoorzitter',
  'secretaris',
  'penningmeester',
  'bestuurslid',
] as const;

export type BoardFunction = (typeof BOARD_FUNCTIONS)[number];

/** The query of `GET /BoardMembers?includeAddress={bool}` (spec §5: required). */
export const BoardMemberListQuery = Type.Object({
  includeAddress: Type.Boolean({ description: "Add each board member's address." }),
});
export type BoardMemberListQuery = Static<typeof BoardMemberListQuery>;

/** A board member of `GET /BoardMembers`: name and contact from the member; `address` only when asked for. */
export const BoardMember = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  name: Type.String({ description: "The member's full name." }),
  function: Type.Enum([...BOARD_FUNCTIONS], { description: 'Dutch code; the SPA translates it.' }),
  email: Type.String(),
  phoneNumber: Type.String(),
  mobilePhoneNumber: Type.String(),
  address: Type.Optional(MemberDetail.properties.address),
});
export type BoardMember = Static<typeof BoardMember>;
