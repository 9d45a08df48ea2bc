/**
 * Time-based one-time passwords (RFC 6238) for staff accounts of the embedded provider, with the
 * `otpauth` library: HMAC-SHA1, 6 digits, 30-second steps — what every authenticator app reads from
 * an otpauth:// URI (Key Uri Format). A code is accepted one step either side of now (RFC 6238 §5.2,
 * clocks drift) and only for a step after the last one used, so a code is good once.
 */
import { Secret, TOTP } from 'otpauth';

/** The issuer the authenticator app shows above the account's code. */
export const TOTP_ISSUER = 'Club Beheer';
/** Length of a time step, in seconds (RFC 6238 §4.1 `X`). */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps before and after now whose code is still accepted (RFC 6238 §5.2). */
const WINDOW = 1;

const totp = (secret: string, email = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 20 random bytes (RFC 4226 §4 recommends 160 bits), base32 without padding. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of `secret` for the account `email` (its label), issuer {@link TOTP_ISSUER}. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step (whole 30-second periods since the Unix epoch) whose code `code` is for `secret`,
 * looking at the steps one either side of `now` (epoch ms), or undefined when `code` is no 6-digit
 * code of those steps or its step is not after `lastStep` (a code already used, or an older one).
 */
export function totpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: number = Date.now(),
): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
