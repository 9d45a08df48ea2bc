/**
 * The embedded sign-in's demo staff accounts (only used when no Auth0 tenant is configured). README
 * and tests sign in with these; `lid@clubbeheer.test` deliberately lacks the back-office permission.
 */

import type { StaffRole } from '../../schemas/permissions';
import { hashPassword } from '../../services/passwords';
import type { staffAccounts } from '../schema';

/** A demo sign-in: the plain password is public on purpose (demo data only). */
export interface DemoAccount {
  email: string;
  name: string;
  password: string;
  /** The account's role; null: it signs in but has no back-office access. */
  role: StaffRole | null;
}

/** The demo password of every demo account (README "Demo accounts"). */
const DEMO_PASSWORD = 'Parkiet2026!';

/** One staff account per role, named after it, and one member account without back-office access. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'beheerder@clubbeheer.test', name: 'Ann Vermeulen', password: DEMO_PASSWORD, role: 'beheerder' },
  { email: 'secretaris@clubbeheer.test', name: 'Luc Desmet', password: DEMO_PASSWORD, role: 'secretaris' },
  { email: 'redactie@clubbeheer.test', name: 'Sofie Wouters', password: DEMO_PASSWORD, role: 'redactie' },
  {
    email: 'penningmeester@clubbeheer.test',
    name: 'Marc Janssens',
    password: DEMO_PASSWORD,
    role: 'penningmeester',
  },
  { email: 'lezer@clubbeheer.test', name: 'Els Maes', password: DEMO_PASSWORD, role: 'lezer' },
  { email: 'lid@clubbeheer.test', name: 'Piet Claeys', password: DEMO_PASSWORD, role: null },
];

/** The accounts as rows, hashing each distinct password once (scrypt is deliberately slow). */
export async function staffAccountRows(): Promise<(typeof staffAccounts.$inferInsert)[]> {
  const hashes = new Map<string, string>();
  for (const { password } of DEMO_ACCOUNTS) {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
  }
  return DEMO_ACCOUNTS.map(({ email, name, password, role }) => ({
    email,
    name,
    passwordHash: hashes.get(password) ?? '',
    role,
  }));
}
