/**
 * Likely doubles on the wire (docs/api/members.md "Likely doubles"): the doubles of a member not yet
 * saved (`POST /Members/doubles/search`), the pairs of the "Mogelijke dubbels" screen (`POST
 * /Members/doubles/list`) and the marks of the import preview. The rule: services/members/doubles.ts.
 */
import { type Static, Type } from 'typebox';
import { Id, Line, MAX_PAGE_SIZE, PagedResult } from './common';
import { DOUBLE_ORDERS, DOUBLE_REASONS } from './constants';

const Reasons = Type.Array(Type.Enum([...DOUBLE_REASONS]), {
  description: 'What the two share besides a similar name: address, email and/or phone.',
});

/** A stored member that is likely the same person as the one asked about. */
export const LikelyDouble = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Firstname Lastname.' }),
  tribeNumber: Type.String(),
  isActive: Type.Boolean(),
  reasons: Reasons,
});
export type LikelyDouble = Static<typeof LikelyDouble>;

/**
 * The body of `POST /Members/doubles/search`: what the rule compares of a member being typed (the create or
 * edit form's values, as they are), and on an edit the member's own id, left out of the answer.
 */
export const DoublesRequest = Type.Object({
  firstName: Line(100),
  lastName: Line(100),
  address: Type.Optional(
    Type.Union([
      Type.Object({ street: Line(200), number: Line(20), box: Line(20), zipcode: Line(20) }),
      Type.Null(),
    ]),
  ),
  contact: Type.Optional(
    Type.Object({ email: Line(320), phoneNumber: Line(40), mobilePhoneNumber: Line(40) }),
  ),
  excludeId: Type.Optional(Id),
});
export type DoublesRequest = Static<typeof DoublesRequest>;

/** A member of a pair, as the pairs screen shows the two side by side. */
const PairMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tribeNumber: Type.String(),
  isActive: Type.Boolean(),
  address: Type.String({ description: "The address on one line ('' when none)." }),
  email: Type.String(),
  phone: Type.String({ description: "Phone and mobile, as stored, joined by ' / ' ('' when none)." }),
  createdOn: Type.String({ format: 'date-time' }),
});

/** One pair of likely doubles: `keep` the older member (lower id), `merge` the newer one. */
export const DoublePair = Type.Object({
  keep: PairMember,
  merge: PairMember,
  reasons: Reasons,
  likeness: Type.Number({ description: 'How similar the names are, pg_trgm similarity 0–1.' }),
});
export type DoublePair = Static<typeof DoublePair>;

/** The body of `POST /Members/doubles/list`: the page and the order (default newest). */
export const DoublePairsRequest = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
  page: Type.Integer({ minimum: 1, maximum: 100_000 }),
  order: Type.Optional(Type.Enum([...DOUBLE_ORDERS])),
});
export type DoublePairsRequest = Static<typeof DoublePairsRequest>;

/** The answer of `POST /Members/doubles/list`. */
export const DoublePairsResult = PagedResult('pairs', DoublePair);

/**
 * A likely double of an import row (the preview's `new[].doubles`): a stored member (`id`) or another
 * row of the file (`row`), with its name, stam number and the reasons.
 */
export const ImportDouble = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'The stored member; absent for a row of the file.' })),
  row: Type.Optional(Type.Integer({ description: 'The other row of the file; absent for a member.' })),
  name: Type.String(),
  tribeNumber: Type.String(),
  reasons: Reasons,
});
export type ImportDouble = Static<typeof ImportDouble>;
