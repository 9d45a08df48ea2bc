/**
 * The kinds of membership (issue K): each with its fee per year, in euro cents. A member has a kind
 * (members.membershipKindId); a member without one counts as the default kind.
 */
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A kind of membership (gewoon lid, gezinslid, jeugdlid, …); `isDefault` is the kind of a member without one. */
export const membershipKinds = pgTable('membership_kinds', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  sortOrder: integer().notNull().default(0),
  isDefault: boolean().notNull().default(false),
});

/** A kind's fee in a year, in euro cents (0: free, e.g. an honorary member). */
export const membershipFees = pgTable(
  'membership_fees',
  {
    kindId: integer()
      .notNull()
      .references(() => membershipKinds.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kindId, t.year] })],
);
