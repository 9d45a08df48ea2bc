/** People's names as the API shows them: members, and through them vendors, adverts, orders and the board. */

/** The display name of a person: "Firstname Lastname" (spec §3: the `name` of list items and details). */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
