/**
 * Sends the outbox (queue.ts) through nodemailer to the SMTP server of SMTP_URL (docs/decisions.md
 * "Mail"). Several servers may share one PostgreSQL database: each due message is claimed by one of
 * them in one statement (`FOR UPDATE SKIP LOCKED`), which also counts the attempt and holds the message
 * for {@link CLAIM_SECONDS}; a failed attempt stores its error and the time of the next one
 * (schedule.ts), the last one leaves the message `failed`.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { CLAIM_SECONDS, retryDelaySeconds } from './schedule';

/** Messages one claim takes at most; the sender claims again until none is due. */
const CLAIM_BATCH = 10;
/** The longest error text kept with a message, in characters. */
const MAX_ERROR_LENGTH = 1000;

/** What one run of {@link MailSender.sendDue} did: messages sent, tried again later, given up. */
export interface MailRun {
  sent: number;
  retried: number;
  failed: number;
}

/** The sender of one app (plugins/mailer.ts). */
export interface MailSender {
  /**
   * Sends every due message, one after the other, until none is due; a call during a run joins it
   * (and makes it look once more). Never rejects: a fault of the database ends the run, is logged and
   * the messages wait for the next run.
   */
  sendDue(): Promise<MailRun>;
  /** Ends the current run after its message and closes the transport. */
  close(): Promise<void>;
}

/**
 * `message` with each of `secrets` replaced by `***`, cut to {@link MAX_ERROR_LENGTH} characters:
 * the error text kept with a message and shown to a beheerder.
 */
export function redacted(message: string, secrets: string[]): string {
  let text = message;
  for (const secret of secrets.filter((value) => value.length > 0)) text = text.replaceAll(secret, '***');
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** The SMTP URL itself and its password as written and decoded: never in an error text or the log. */
function secretsOf(smtpUrl: string): string[] {
  const { password } = new URL(smtpUrl);
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // A password with a stray % is kept as written.
  }
  return [smtpUrl, password, decoded].sort((a, b) => b.length - a.length);
}

/**
 * A sender of the outbox in `db` through the SMTP server at `smtpUrl` (smtp:// or smtps://, config.ts),
 * with `from` as sender; its one transport is made here. `log` hears the faults of a run.
 */
export function createMailSender(
  db: Database,
  { smtpUrl, from }: { smtpUrl: string; from: string },
  log: FastifyBaseLogger,
): MailSender {
  const transport = createTransport({
    url: smtpUrl,
    // Well within CLAIM_SECONDS, so a hanging server costs an attempt, never a second copy.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const secrets = secretsOf(smtpUrl);
  const domain = /@([^\s@<>]+)>?$/.exec(from)?.[1] ?? 'localhost';
  let running: Promise<MailRun> | undefined;
  let again = false;
  let closed = false;

  const claim = () => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptOn, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptOn), asc(mailOutbox.id))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptOn: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  };

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** Sends one claimed message and records the outcome; throws only a fault of the database. */
  const attempt = async (message: Claimed, run: MailRun) => {
    const error = await transport
      .sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html === null ? {} : { html: message.html }),
        ...(message.attachmentName === null || message.attachment === null
          ? {}
          : {
              attachments: [{ filename: message.attachmentName, content: Buffer.from(message.attachment) }],
            }),
        messageId: `<outbox.${message.id}.${message.createdOn.getTime()}@${domain}>`,
      })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    const where = eq(mailOutbox.id, message.id);
    if (error === undefined) {
      await db.update(mailOutbox).set({ state: 'sent', sentOn: sql`now()` }).where(where);
      run.sent += 1;
      return;
    }
    const lastError = redacted(error instanceof Error ? error.message : String(error), secrets);
    const delay = retryDelaySeconds(message.attempts);
    await db
      .update(mailOutbox)
      .set(
        delay === undefined
          ? { state: 'failed', lastError }
          : { lastError, nextAttemptOn: sql`now() + make_interval(secs => ${delay})` },
      )
      .where(where);
    if (delay === undefined) run.failed += 1;
    else run.retried += 1;
    log.warn(`mail ${message.id} was not sent (attempt ${message.attempts}): ${lastError}`);
  };

  const drain = async (run: MailRun) => {
    for (;;) {
      if (closed) return;
      const batch = await claim();
      if (batch.length === 0) return;
      for (const message of batch.sort((a, b) => a.id - b.id)) {
        // A message claimed but not tried waits for its claim to run out, then goes out as usual.
        if (closed) return;
        await attempt(message, run);
      }
    }
  };

  const sendDue = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const run: MailRun = { sent: 0, retried: 0, failed: 0 };
      try {
        do {
          again = false;
          await drain(run);
        } while (again && !closed);
      } catch (error) {
        log.warn({ err: error }, 'outgoing mail waits: the outbox could not be read or updated');
      } finally {
        running = undefined;
      }
      return run;
    })();
    return running;
  };

  return {
    sendDue,
    close: async () => {
      closed = true;
      await running;
      transport.close();
    },
  };
}
