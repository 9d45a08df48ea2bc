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
  'provider_unavailable',
  'misconfigured',
  'unknown',
] as const;

/** One of the codes with a text under `auth.errors`. */
type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * auth0-spa-js `error` codes and plain messages that we name differently, and the OAuth 2.0 error codes
 * (RFC 6749 §4.1.2.1, RFC 8707) a provider may send back to the callback: its own fault, or a request
 * it refuses because Club Beheer's settings there do not match (nothing the user can mend by retrying).
 */
const ALIASES: Record<string, AuthErrorCode> = {
  server_error: 'provider_unavailable',
  temporarily_unavailable: 'provider_unavailable',
  invalid_request: 'misconfigured',
  invalid_client: 'misconfigured',
  unauthorized_client: 'misconfigured',
  unsupported_response_type: 'misconfigured',
  invalid_scope: 'misconfigured',
  invalid_target: 'misconfigured',
  invalid_redirect_uri: 'misconfigured',
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
