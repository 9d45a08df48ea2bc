/**
 * Maps the sign-in errors of spec §8 (auth0-spa-js error codes and messages) to translation keys
 * `auth.errors.<code>`, so no raw provider text ever reaches the screen.
 */
export const AUTH_ERROR_CODES = [
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
  'access_denied',
  'timeout',
  'cancelled',
  'popup_open',
  'missing_refresh_token',
  'mfa_required',
  'request_error',
  'invalid_state',
  'no_query_params',
  'unknown',
] as const;

/** One of the codes with a text under `auth.errors`. */
type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** auth0-spa-js `error` codes and plain messages that we name differently. */
const ALIASES: Record<string, AuthErrorCode> = {
  missing_transaction: 'invalid_state',
  state_mismatch: 'invalid_state',
  'Invalid state': 'invalid_state',
  'There are no query params available for parsing.': 'no_query_params',
  Timeout: 'timeout',
  "Timeout when executing 'fetch'": 'timeout',
  'Popup closed': 'cancelled',
};

const isKnown = (code: string): code is AuthErrorCode =>
  (AUTH_ERROR_CODES as readonly string[]).includes(code);

const toCode = (candidate: unknown): AuthErrorCode | undefined => {
  if (typeof candidate !== 'string') return undefined;
  const code = ALIASES[candidate] ?? candidate;
  return isKnown(code) ? code : undefined;
};

/** The `auth.errors.*` key for an error thrown by auth0-spa-js (its `error` code, else its message). */
export const authErrorKey = (error: unknown): string => {
  const { error: code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    error?: unknown;
    message?: unknown;
  };
  return `auth.errors.${toCode(code) ?? toCode(message) ?? 'unknown'}`;
};
