/**
 * Recovery codes of a staff account's second factor: ten random codes shown once, stored only as
 * SHA-256 hashes, each good for one sign-in (docs/decisions.md "Second factor": why a fast hash suffices).
 */
import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another (no i, l, o, 0, 1). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: three groups of four characters, e.g. `abcd-efgh-jkmn` (12 × log2 31 ≈ 59 bits). */
function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * The stored form of a recovery code as typed: SHA-256 (hex) of its characters in lower case without
 * dashes or spaces, so `ABCD EFGH JKMN` matches `abcd-efgh-jkmn`.
 */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/** {@link RECOVERY_CODE_COUNT} new codes to show once, and their hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
