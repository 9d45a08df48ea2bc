/**
 * Staff accounts of the embedded identity provider (used only when no Auth0 tenant is configured).
 * `passwordHash` is `scrypt$N$r$p$salt$hash` (base64url); `permissions` go into the access token.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn } from './columns';

export const staffAccounts = pgTable('staff_accounts', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  email: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  permissions: text().array().notNull().default([]),
  createdOn: createdOn(),
});
