/**
 * When the sender tries a message again (docs/decisions.md "Mail"): after a failed attempt the next
 * one waits longer each time (MAIL_RETRY_DELAYS_SECONDS), and after MAX_MAIL_ATTEMPTS the message is `failed` until a
 * beheerder puts it back in the queue.
 */

import { MAIL_RETRY_DELAYS_SECONDS, MAX_MAIL_ATTEMPTS } from '../../schemas/constants';

/**
 * Seconds a sender holds a message it claimed before another may take it: longer than one attempt
 * can last with the transport's timeouts (sender.ts), so a message is sent twice only when its
 * sender died (or lost the database) between sending it and recording that it did.
 */
export const CLAIM_SECONDS = 600;

/** How often each server looks for due messages, in ms. */
export const MAIL_TICK_MS = 30_000;

/** The delay in seconds after failed attempt number `attempts` (1-based), or undefined: give up. */
export const retryDelaySeconds = (attempts: number): number | undefined =>
  attempts < MAX_MAIL_ATTEMPTS ? MAIL_RETRY_DELAYS_SECONDS[Math.max(attempts, 1) - 1] : undefined;
