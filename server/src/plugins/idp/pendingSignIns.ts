/**
 * Sign-ins between the password and the second factor, kept on the server by the provider's interaction
 * uid (the interaction cookie proves the browser holds it): which account gave the right password and
 * which step it is at. Nothing of it travels in the page. In memory, one process; an entry lasts
 * {@link PENDING_SIGN_IN_MS} and a finished or abandoned one is forgotten.
 */

/** How long a sign-in may wait for its second step, in ms (10 min, the interaction's own lifetime is 1 h). */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** Most sign-ins kept; the oldest are dropped beyond it. */
const MAX_PENDING = 10_000;

export interface PendingSignIn {
  accountId: number;
  /** The e-mail as typed at the password step: the throttle's account key. */
  email: string;
  /** `code`: asks the code; `enrol`: sets up the second factor; `recoveryCodes`: shows them, then continues. */
  step: 'code' | 'enrol' | 'recoveryCodes';
}

export class PendingSignIns {
  private readonly entries = new Map<string, PendingSignIn & { expires: number }>();

  /** `now` returns epoch ms (tests pass a fake clock). */
  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps `signIn` for interaction `uid`, replacing what it held. */
  set(uid: string, signIn: PendingSignIn): void {
    this.entries.delete(uid);
    this.entries.set(uid, { ...signIn, expires: this.now() + PENDING_SIGN_IN_MS });
    while (this.entries.size > MAX_PENDING) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The pending sign-in of interaction `uid` at `step`, else undefined (none, expired or at another step). */
  get(uid: string, step: PendingSignIn['step']): PendingSignIn | undefined {
    const entry = this.entries.get(uid);
    if (entry && entry.expires <= this.now()) this.entries.delete(uid);
    return entry && entry.expires > this.now() && entry.step === step ? entry : undefined;
  }

  delete(uid: string): void {
    this.entries.delete(uid);
  }
}
