/**
 * Staff accounts of the embedded identity provider (used only when no Auth0 tenant is configured), and
 * their one-time set-password links. `passwordHash` is `scrypt$N$r$p$salt$hash` (base64url), null until
 * the person sets a password by a link; `role` (schemas/permissions.ts) gives the access token's
 * `permissions`, null for an account without back-office access. A disabled account cannot sign in and
 * its tokens are refused (plugins/auth.ts). `totpSecret` is the RFC 6238 secret (base32), in use from
 * `totpEnabledOn`; `recoveryCodeHashes` hold the unused recovery codes, hashed; `totpLastStep` is the time step of
 * the last code used (a code is good once).
 */
import { bigint, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../schemas/permissions';
import { createdOn } from './columns';

export const staffRole = pgEnum('staff_role', STAFF_ROLES);

const moment = () => timestamp({ withTimezone: true, mode: 'date' });

export const staffAccounts = pgTable('staff_accounts', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  email: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text(),
  role: staffRole(),
  disabledOn: moment(),
  lastSignIn: moment(),
  passwordChangedOn: moment(),
  totpSecret: text(),
  totpEnabledOn: moment(),
  /** The RFC 6238 time step (30 s since the epoch) of the last code accepted, so that it is not accepted twice. */
  totpLastStep: bigint({ mode: 'number' }),
  recoveryCodeHashes: text().array().notNull().default([]),
  createdOn: createdOn(),
});

/** A set-password link: the SHA-256 of its token (the token itself is only in the link), until `expiresOn`. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresOn: moment().notNull(),
    usedOn: moment(),
    createdOn: createdOn(),
  },
  (table) => [index('staff_password_links_account_index').on(table.accountId)],
);
