/** Wire shapes of the signed-in staff member's own account (docs/api/account.md). */
import { type Static, Type } from 'typebox';
import { PASSWORD_FIELD_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { STAFF_ROLES } from './permissions';

export const Account = Type.Object({
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Enum([...STAFF_ROLES]), Type.Null()], {
    description: 'The staff role (schemas/permissions.ts), null for an account without one.',
  }),
  secondFactor: Type.Boolean({ description: 'Whether the account signs in with an authenticator code.' }),
  secondFactorRequired: Type.Boolean({
    description:
      "Whether the account's role must have a second factor (STAFF_REQUIRE_2FA): it cannot be turned off.",
  }),
  recoveryCodesLeft: Type.Integer({
    minimum: 0,
    description: 'Unused recovery codes (0 without a second factor).',
  }),
});

export const SecondFactorEnrolment = Type.Object({
  secret: Type.String({ description: 'The shared secret, base32, to type into an authenticator app.' }),
  uri: Type.String({ description: 'The otpauth:// URI (issuer Club Beheer, label the e-mail).' }),
  qrCode: Type.String({ description: 'A QR code of `uri`: a data:image/png;base64 URL.' }),
});

export const SecondFactorCode = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      'A 6-digit code of the authenticator app, or (to turn it off or renew codes) a recovery code.',
  }),
});

export const PasswordChange = Type.Object({
  currentPassword: Type.String({
    minLength: 1,
    maxLength: PASSWORD_FIELD_MAX_LENGTH,
    description: 'The password the account signs in with now.',
  }),
  newPassword: Type.String({
    maxLength: PASSWORD_FIELD_MAX_LENGTH,
    description: `The new password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common or breached one (docs/api/account.md).`,
  }),
});

export const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    minItems: 10,
    maxItems: 10,
    description: 'Ten one-time codes `xxxx-xxxx-xxxx`, shown this once (only their hashes are kept).',
  }),
});

export type Account = Static<typeof Account>;
export type SecondFactorEnrolment = Static<typeof SecondFactorEnrolment>;
export type RecoveryCodes = Static<typeof RecoveryCodes>;
export type PasswordChange = Static<typeof PasswordChange>;
