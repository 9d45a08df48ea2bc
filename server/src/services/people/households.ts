/**
 * Households: the people at one address, who get one copy of the revue addressed to them together
 * (docs/api/revue.md "Households"). The revue is Dutch, so the names are too.
 */
import { fullName } from './names';
import { folded } from './postalAddress';

/** A person as a household names them. */
export interface Person {
  firstName: string;
  lastName: string;
}

/**
 * The addressee of a household of `people` (in the order given, e.g. the oldest member first):
 * - one: "Noël Vanneste";
 * - two of one last name: "Noël en Rita Vanneste";
 * - two of two last names: "Noël Vanneste en Rita Declercq";
 * - three or more of one last name: "Familie Vanneste";
 * - three or more of several last names: "Familie Vanneste-Declercq" — every last name once, the most
 *   frequent first (ties in the order of the people), as Flemish mail writes a family of two names.
 * Last names are the same when they differ only in case, accents and spacing; the first spelling is
 * printed. @throws Error for an empty household.
 */
export function householdName(people: readonly Person[]): string {
  const [first, second] = people;
  if (!first) throw new Error('A household has at least one person.');
  const full = (person: Person) => fullName(person).trim();
  if (!second) return full(first);
  const families = new Map<string, { name: string; count: number }>();
  for (const person of people) {
    const key = folded(person.lastName);
    const family = families.get(key) ?? { name: person.lastName.trim(), count: 0 };
    family.count++;
    families.set(key, family);
  }
  if (people.length === 2)
    return families.size === 1
      ? `${first.firstName} en ${second.firstName} ${first.lastName}`.trim()
      : `${full(first)} en ${full(second)}`;
  // Map keeps the order of first appearance; a stable sort keeps it among families of one size.
  const names = [...families.values()].sort((a, b) => b.count - a.count).map((family) => family.name);
  return `Familie ${names.join('-')}`;
}
