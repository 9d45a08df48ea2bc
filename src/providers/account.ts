import type {
  Account,
  PasswordChange,
  RecoveryCodes,
  SecondFactorEnrolment,
} from '../../server/src/schemas/account';
import type { Api } from './api';

/** The signed-in staff member's own account (docs/api/account.md). */
export interface AccountCalls {
  /** `GET /Account`: name, e-mail, role and the second factor's state. */
  getAccount: () => Promise<Account>;
  /** `PUT /Account/password`: the current password, then the new one; the account after. */
  changePassword: (change: PasswordChange) => Promise<Account>;
  /** `POST /Account/secondFactor`: a new secret, its otpauth URI and QR code; not active yet. */
  startSecondFactor: () => Promise<SecondFactorEnrolment>;
  /** `PUT /Account/secondFactor`: turns it on with a code of the app; the ten recovery codes, once. */
  confirmSecondFactor: (code: string) => Promise<RecoveryCodes>;
  /** `DELETE /Account/secondFactor`: turns it off with a code or recovery code; the account after. */
  disableSecondFactor: (code: string) => Promise<Account>;
  /** `POST /Account/recoveryCodes`: ten new recovery codes (the old ones stop working). */
  renewRecoveryCodes: (code: string) => Promise<RecoveryCodes>;
}

/** Binds {@link AccountCalls} to the API. */
export const accountCalls = (api: Api): AccountCalls => ({
  getAccount: () => api.get('/Account') as Promise<Account>,
  changePassword: (change) => api.send('PUT', '/Account/password', change) as Promise<Account>,
  startSecondFactor: () => api.send('POST', '/Account/secondFactor') as Promise<SecondFactorEnrolment>,
  confirmSecondFactor: (code) => api.send('PUT', '/Account/secondFactor', { code }) as Promise<RecoveryCodes>,
  disableSecondFactor: (code) => api.send('DELETE', '/Account/secondFactor', { code }) as Promise<Account>,
  renewRecoveryCodes: (code) =>
    api.send('POST', '/Account/recoveryCodes', { code }) as Promise<RecoveryCodes>,
});
