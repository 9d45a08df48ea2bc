/** People's names as the API shows them: members, and through them vendors, adverts, orders and the board. */
import { type AnyColumn, sql } from 'drizzle-orm';

/** The display name of a person: "Firstname Lastname" (spec §3: the `name` of list items and details). */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** {@link fullName} read in SQL, from a first and a last name column (the `name` of list rows). */
export const fullNameSql = (firstName: AnyColumn, lastName: AnyColumn) =>
  sql<string>`(${firstName} || ' ' || ${lastName})`;
