/** The RFC 6238 codes and recovery codes of the second factor (services/account), without a server. */
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from '../../server/src/services/account/recoveryCodes';
import { newTotpSecret, totpStep, totpUri } from '../../server/src/services/account/totp';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 15);
const STEP = Math.floor(NOW / 30_000);
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

describe('TOTP', () => {
  it('makes a 20-byte base32 secret and an otpauth URI with the issuer and the e-mail as label', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'ann@clubbeheer.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Club%20Beheer:ann%40clubbeheer\.test\?/);
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toMatchObject({
      issuer: 'Club Beheer',
      label: 'ann@clubbeheer.test',
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe(secret);
  });

  it('accepts the code of now and of one step either side, not two steps away, and says its step', () => {
    const secret = newTotpSecret();
    expect(totpStep(secret, codeAt(secret, NOW), null, NOW)).toBe(STEP);
    expect(totpStep(secret, codeAt(secret, NOW - 30_000), null, NOW)).toBe(STEP - 1);
    expect(totpStep(secret, codeAt(secret, NOW + 30_000), null, NOW)).toBe(STEP + 1);
    expect(totpStep(secret, codeAt(secret, NOW - 60_000), null, NOW)).toBeUndefined();
    expect(totpStep(secret, codeAt(secret, NOW + 60_000), null, NOW)).toBeUndefined();
    expect(totpStep(secret, '12345', null, NOW)).toBeUndefined();
    expect(totpStep(secret, 'abcdef', null, NOW)).toBeUndefined();
  });

  it('refuses a code of a step already used, or older', () => {
    const secret = newTotpSecret();
    const code = codeAt(secret, NOW);
    expect(totpStep(secret, code, STEP, NOW)).toBeUndefined();
    expect(totpStep(secret, codeAt(secret, NOW - 30_000), STEP, NOW)).toBeUndefined();
    expect(totpStep(secret, codeAt(secret, NOW + 30_000), STEP, NOW)).toBe(STEP + 1);
  });
});

describe('recovery codes', () => {
  it('makes ten different readable codes and stores only their SHA-256', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(hashes.join()).not.toContain(codes[0].replaceAll('-', ''));
  });

  it('matches a code typed in capitals or without dashes', () => {
    expect(hashRecoveryCode('ABCD EFGH JKMN')).toBe(hashRecoveryCode('abcd-efgh-jkmn'));
    expect(hashRecoveryCode('abcdefghjkmn')).toBe(hashRecoveryCode('abcd-efgh-jkmn'));
    expect(hashRecoveryCode('abcd-efgh-jkmp')).not.toBe(hashRecoveryCode('abcd-efgh-jkmn'));
  });
});
