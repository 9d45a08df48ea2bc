import { authErrorKey } from '../../src/providers/authErrors';
import { createTestI18nProvider } from './i18nTestProvider';

/** Spec §8: what auth0-spa-js throws, as `error` code or message. */
const specErrors: [unknown, string][] = [
  [{ error: 'login_required', message: 'Login required' }, 'login_required'],
  [{ error: 'consent_required', message: 'Consent required' }, 'consent_required'],
  [{ error: 'interaction_required', message: '…' }, 'interaction_required'],
  [{ error: 'account_selection_required', message: '…' }, 'account_selection_required'],
  [{ error: 'access_denied', message: 'User cancelled' }, 'access_denied'],
  [{ error: 'timeout', message: 'Timeout' }, 'timeout'],
  [new Error("Timeout when executing 'fetch'"), 'timeout'],
  [{ error: 'cancelled', message: 'Popup closed' }, 'cancelled'],
  [{ error: 'popup_open', message: 'Unable to open a popup' }, 'popup_open'],
  [{ error: 'missing_refresh_token', message: 'Missing Refresh Token' }, 'missing_refresh_token'],
  [{ error: 'mfa_required', message: 'Multifactor authentication required' }, 'mfa_required'],
  [{ error: 'request_error', message: 'HTTP error. Unable to fetch …' }, 'request_error'],
  [{ error: 'state_mismatch', message: 'Invalid state' }, 'invalid_state'],
  [new Error('Invalid state'), 'invalid_state'],
  [new Error('There are no query params available for parsing.'), 'no_query_params'],
  [new Error('Issuer (iss) claim mismatch in the ID token'), 'unknown'],
  ['not even an error', 'unknown'],
];

describe('authErrorKey', () => {
  it.each(specErrors)('maps %o to auth.errors.%s', (error, code) => {
    expect(authErrorKey(error)).toBe(`auth.errors.${code}`);
  });

  it('has a text for every key in both languages, never the raw provider text', async () => {
    for (const lang of ['nl', 'en'] as const) {
      const { translate } = await createTestI18nProvider(lang);
      for (const [error] of specErrors) {
        const key = authErrorKey(error);
        expect(translate(key)).not.toBe(key);
      }
    }
  });
});
