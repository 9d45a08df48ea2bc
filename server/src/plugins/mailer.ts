/**
 * The outbox's sender of this server (services/mail, docs/decisions.md "Mail"), as `app.mailer`. With
 * SMTP_URL set it tries a message as soon as it is queued in this process — again once the response
 * of the request that queued it went out, by when its transaction has committed — when the app is
 * ready, and every MAIL_TICK_MS for the retries that fell due; the timer is cleared and the transport
 * closed when the app closes. A run never rejects: a database that is gone costs that run, logged, and
 * a mail server that is down costs the message an attempt. Without SMTP_URL messages stay queued.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onMailQueued } from '../services/mail/queue';
import { MAIL_TICK_MS } from '../services/mail/schedule';
import { createMailSender, type MailRun } from '../services/mail/sender';

/** `app.mailer`: whether this server sends mail at all, and a run of its sender now. */
export interface Mailer {
  /** True when SMTP_URL is configured; otherwise messages stay queued. */
  isSending: boolean;
  /** Sends every due message now (services/mail/sender.ts `sendDue`); never rejects. */
  sendDue(): Promise<MailRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(async (app: FastifyInstance) => {
  const { mail } = app.config;
  if (!mail) {
    // The outbox screen says so (`isSending`); the log stays quiet, as for every other default.
    app.decorate('mailer', { isSending: false, sendDue: async () => ({ sent: 0, retried: 0, failed: 0 }) });
    return;
  }
  const sender = createMailSender(app.db, mail, app.log);
  app.decorate('mailer', { isSending: true, sendDue: sender.sendDue });
  const send = () => void sender.sendDue();
  let queuedSinceResponse = false;
  const stopListening = onMailQueued(() => {
    queuedSinceResponse = true;
    send();
  });
  app.addHook('onResponse', async () => {
    if (!queuedSinceResponse) return;
    queuedSinceResponse = false;
    send();
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    send();
    timer = setInterval(send, MAIL_TICK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopListening();
    await sender.close();
  });
});
