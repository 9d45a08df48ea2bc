/**
 * The embedded sign-in's demo staff accounts (only used when no Auth0 tenant is configured). README
 * and tests sign in with these; `lid@clubbeheer.test` deliberately lacks the back-office permission.
 */
import { hashPassword } from '../../services/passwords';
import type { staffAccounts } from '../schema';

/** A demo sign-in: the plain password is public on purpose (demo data only). */
export interface DemoAccount {
  email: string;
  name: string;
  password: string;
  permissions: readonly string[];
}

/** Two staff accounts with back-office access and one member account without it. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'beheerder@clubbeheer.test',
    name: 'Ann Vermeulen',
    password: 'Parkiet2026!',
    permissions: ['backoffice:access'],
  },
  {
    email: 'secretaris@clubbeheer.test',
    name: 'Luc Desmet',
    password: 'Parkiet2026!',
    permissions: ['backoffice:access'],
  },
  { email: 'lid@clubbeheer.test', name: 'Piet Claeys', password: 'Parkiet2026!', permissions: [] },
];

/** The accounts as rows, hashing each distinct password once (scrypt is deliberately slow). */
export async function staffAccountRows(): Promise<(typeof staffAccounts.$inferInsert)[]> {
  const hashes = new Map<string, string>();
  for (const { password } of DEMO_ACCOUNTS) {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
  }
  return DEMO_ACCOUNTS.map(({ email, name, password, permissions }) => ({
    email,
    name,
    passwordHash: hashes.get(password) ?? '',
    permissions: [...permissions],
  }));
}
