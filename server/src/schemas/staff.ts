/**
 * Staff accounts of the embedded identity provider on the wire (issue J; docs/api/staff.md): the paged
 * list, the detail, the invitation and the change of name and role. No answer holds a password, its
 * hash, a second-factor secret or a link's hash; only an invitation and `POST /Staff/{id}/passwordLink`
 * answer the set-password link itself, once.
 */
import { type Static, Type } from 'typebox';
import { PagedListRequest, PagedResult, RequiredLine } from './common';
import { STAFF_EMAIL_MAX_LENGTH, STAFF_NAME_MAX_LENGTH } from './constants';
import { STAFF_ROLES } from './permissions';

/** Who manages the staff accounts: this application (embedded provider) or the Auth0 tenant. */
export const STAFF_MANAGERS = ['embedded', 'auth0'] as const;

/** The body of `POST /Staff/list`: pageSize, page (1-based), searchString over name and e-mail. */
export const StaffListRequest = PagedListRequest({});
export type StaffListRequest = Static<typeof StaffListRequest>;

/** A staff account as the list and the detail show it. */
export const StaffAccount = Type.Object({
  id: Type.Integer(),
  email: Type.String({ description: 'Lower case.' }),
  name: Type.String(),
  role: Type.Union([Type.Enum([...STAFF_ROLES]), Type.Null()], {
    description: 'null: an account without back-office access (none can be made through the API).',
  }),
  isActive: Type.Boolean({ description: 'false: disabled — cannot sign in, its tokens are refused.' }),
  hasPassword: Type.Boolean({ description: 'false until the person sets one with a link.' }),
  secondFactor: Type.Boolean({ description: 'The second factor (TOTP) is enrolled.' }),
  lastSignIn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  passwordChangedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the password was last set (by a link or by its owner); null while it has none.',
  }),
  passwordLinkValidUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the newest unused set-password link expires; null when none is open.',
  }),
});
export type StaffAccount = Static<typeof StaffAccount>;

/** `POST /Staff/list`: a paged list, extended with who manages the accounts (`auth0`: the list is empty). */
export const StaffListResult = Type.Object({
  ...PagedResult('staff', StaffAccount).properties,
  managedBy: Type.Enum([...STAFF_MANAGERS], {
    description: "'embedded': this application; 'auth0': the Auth0 tenant (AUTH0_DOMAIN), the list is empty.",
  }),
});

/** An e-mail address of a staff account (trimmed, stored in lower case). */
const StaffEmail = Type.String({
  minLength: 3,
  maxLength: STAFF_EMAIL_MAX_LENGTH,
  pattern:
    '^\\s*[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@\\u0000-\\u001F\\u007F]+\\.[^\\s@\\u0000-\\u001F\\u007F]+\\s*$',
});

/** `PUT /Staff/{id}`: the name and the role. */
export const StaffUpdate = Type.Object({
  name: RequiredLine(STAFF_NAME_MAX_LENGTH, { description: 'Trimmed.' }),
  role: Type.Enum([...STAFF_ROLES]),
});
export type StaffUpdate = Static<typeof StaffUpdate>;

/** `POST /Staff`: an invitation — e-mail, name and role. */
export const StaffInvite = Type.Object({ email: StaffEmail, ...StaffUpdate.properties });
export type StaffInvite = Static<typeof StaffInvite>;

/** A one-time set-password link, valid until `validUntil` (72 hours). */
export const PasswordLink = Type.Object({
  link: Type.String({
    description: 'PUBLIC_URL + /idp/password/<token>; shown once, only its SHA-256 is kept.',
  }),
  validUntil: Type.String({ format: 'date-time' }),
});
export type PasswordLink = Static<typeof PasswordLink>;

/** The answer of an invitation and of `POST /Staff/{id}/passwordLink`: the account and its new link. */
export const StaffWithLink = Type.Object({ account: StaffAccount, passwordLink: PasswordLink });
export type StaffWithLink = Static<typeof StaffWithLink>;
