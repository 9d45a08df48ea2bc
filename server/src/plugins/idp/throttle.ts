/**
 * Throttling of failed sign-ins on the embedded provider's login page, kept in memory (one process;
 * a restart forgets it). Failures are counted per key — the account (`email:<address>`) and the client
 * address (`ip:<address>`) — and a key that reaches its limit is locked for a while that doubles with
 * every further failure. A success clears the account's count; a key's count is forgotten once
 * `windowSeconds` pass without a failure and it is not locked. Numbers and reasons: docs/decisions.md.
 */

export interface ThrottleLimits {
  /** Failures an account may have before it is locked. */
  accountFailures: number;
  /** Failures a client address may have before it is locked (higher: a club shares one address). */
  addressFailures: number;
  /** The first lock, in seconds; each failure after a lock doubles it. */
  lockSeconds: number;
  /** The longest lock, in seconds. */
  maxLockSeconds: number;
  /** Seconds without a failure after which an unlocked key's count is forgotten. */
  windowSeconds: number;
  /** Most keys kept; the oldest are dropped beyond it (bounds memory under a spray of addresses). */
  maxKeys: number;
}

/** The limits the server uses. */
export const SIGN_IN_LIMITS: ThrottleLimits = {
  accountFailures: 5,
  addressFailures: 20,
  lockSeconds: 30,
  maxLockSeconds: 15 * 60,
  windowSeconds: 15 * 60,
  maxKeys: 10_000,
};

interface Entry {
  failures: number;
  /** Epoch ms of the last failure. */
  lastFailure: number;
  /** Epoch ms until which the key is locked (0: not locked). */
  lockedUntil: number;
}

/** The keys of one sign-in attempt: the account (lower-cased, trimmed e-mail) and the client address. */
export function signInKeys(email: string, address: string): { account: string; address: string } {
  return { account: `email:${email.trim().toLowerCase()}`, address: `ip:${address}` };
}

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  /** `now` returns epoch milliseconds (tests pass a fake clock). */
  constructor(
    private readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.lockedUntil <= now && now - entry.lastFailure >= this.limits.windowSeconds * 1000) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Whole seconds until an attempt for these keys may be checked again; 0 when it may be now. */
  retryAfter(keys: { account: string; address: string }): number {
    const now = this.now();
    const until = Math.max(
      this.entry(keys.account)?.lockedUntil ?? 0,
      this.entry(keys.address)?.lockedUntil ?? 0,
    );
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts a failed attempt for both keys, locking a key that reaches its limit. */
  fail(keys: { account: string; address: string }): void {
    this.count(keys.account, this.limits.accountFailures);
    this.count(keys.address, this.limits.addressFailures);
  }

  /** Clears the account's count after a successful sign-in (the address keeps its count). */
  succeed(keys: { account: string; address: string }): void {
    this.entries.delete(keys.account);
  }

  private count(key: string, limit: number): void {
    const now = this.now();
    const entry = this.entry(key) ?? { failures: 0, lastFailure: now, lockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailure = now;
    if (entry.failures >= limit) {
      const seconds = Math.min(
        this.limits.lockSeconds * 2 ** (entry.failures - limit),
        this.limits.maxLockSeconds,
      );
      entry.lockedUntil = now + seconds * 1000;
    }
    this.entries.delete(key); // re-insert: the Map's order is then oldest failure first
    this.entries.set(key, entry);
    while (this.entries.size > this.limits.maxKeys) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
