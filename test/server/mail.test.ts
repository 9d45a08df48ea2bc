/**
 * Outgoing mail (issue J item 8; docs/api/staff.md "Outgoing mail"): a queued message reaches a real
 * SMTP server on 127.0.0.1 with its recipient, subject and text; a server that refuses costs the
 * message an attempt, with the error shown and the next attempt later, until the server accepts; the
 * last attempt leaves it failed until a beheerder retries it; without SMTP_URL it stays queued; a mail
 * server that is down or a database that is gone costs no request and no crash; two servers on one
 * PostgreSQL database send a message once.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { mailOutbox } from '../../server/src/db/schema';
import { MAX_MAIL_ATTEMPTS } from '../../server/src/schemas/constants';
import { queueMail } from '../../server/src/services/mail/queue';
import { backends, createPostgresDatabase, createTestContext, type TestContext } from './context';
import { attachmentOf, startSmtpServer, type TestSmtpServer } from './smtpServer';

const FROM = 'Club Beheer <info@parkietenclub.test>';
const eventually = { timeout: 10_000, interval: 50 };

/** The message `id` as `GET /Mail/{id}` answers it. */
const mailOf = async (ctx: TestContext, id: number) => {
  const response = await ctx.api({ method: 'GET', url: `/api/backoffice/Mail/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Every queued message of `ctx` due now, as if its next attempt's time had come. */
const makeDue = (ctx: TestContext) =>
  ctx.database.db.update(mailOutbox).set({ nextAttemptOn: sql`now()` }).where(eq(mailOutbox.state, 'queued'));

const invitation = (recipient: string) => ({
  recipient,
  subject: 'Welkom bij Club Beheer',
  text: 'Beste Jan,\n\nU bent uitgenodigd om Club Beheer te gebruiken.\n',
  html: '<p>Beste Jan,</p><p>U bent uitgenodigd om Club Beheer te gebruiken.</p>',
});

describe.each(backends)('outgoing mail on %s', (backend) => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext(backend, { env: { SMTP_URL: smtp.url(), MAIL_FROM: FROM } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  afterEach(() => {
    smtp.refusing = false;
  });

  it('delivers a queued message with its sender, recipient, subject and text, and shows it sent', async () => {
    const id = await queueMail(ctx.database.db, invitation('jan.peeters@example.test'));
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), eventually);
    const [delivered] = smtp.received;
    expect(delivered.from).toBe('info@parkietenclub.test');
    expect(delivered.to).toEqual(['jan.peeters@example.test']);
    expect(delivered.raw).toContain('Subject: Welkom bij Club Beheer');
    expect(delivered.raw).toContain('To: jan.peeters@example.test');
    expect(delivered.raw).toContain('U bent uitgenodigd om Club Beheer te gebruiken.');
    expect(delivered.raw).toContain('text/html');

    await vi.waitFor(async () => expect((await mailOf(ctx, id)).state).toBe('sent'), eventually);
    const mail = await mailOf(ctx, id);
    expect(mail).toMatchObject({ id, recipient: 'jan.peeters@example.test', attempts: 1, lastError: null });
    expect(mail.text).toContain('U bent uitgenodigd');
    expect(mail.html).toContain('<p>Beste Jan,</p>');
    expect(new Date(mail.sentOn).getTime()).toBeGreaterThanOrEqual(new Date(mail.createdOn).getTime());
    expect(mail.nextAttemptOn).toBeNull();
  });

  it('sends a message with its attached file byte for byte, and shows the file name', async () => {
    // Every byte value, so that no encoding on the way can change one unseen.
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ]);
    const id = await queueMail(ctx.database.db, {
      ...invitation('lotte.maes@example.test'),
      attachment: { name: 'lidgeld-2027-17.pdf', bytes },
    });
    await vi.waitFor(
      () => expect(smtp.received.map((mail) => mail.to[0])).toContain('lotte.maes@example.test'),
      eventually,
    );
    const delivered = smtp.received.find((mail) => mail.to[0] === 'lotte.maes@example.test');
    expect(attachmentOf(delivered?.raw ?? '')).toEqual({
      name: 'lidgeld-2027-17.pdf',
      contentType: 'application/pdf',
      bytes,
    });
    expect(await mailOf(ctx, id)).toMatchObject({ attachmentName: 'lidgeld-2027-17.pdf' });
    const other = await queueMail(ctx.database.db, invitation('geen.bijlage@example.test'));
    expect(await mailOf(ctx, other)).toMatchObject({ attachmentName: null });
  });

  it("mails an invitation's set-password link, the one the beheerder sees, to the invited person", async () => {
    const invited = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Staff',
      payload: { email: 'els.wouters@example.test', name: 'Els Wouters', role: 'redactie' },
    });
    expect(invited.statusCode).toBe(201);
    const { link } = invited.json().passwordLink;
    await vi.waitFor(
      () => expect(smtp.received.map((mail) => mail.to[0])).toContain('els.wouters@example.test'),
      eventually,
    );
    const delivered = smtp.received.find((mail) => mail.to[0] === 'els.wouters@example.test');
    // Quoted-printable breaks long lines with "=" at their end.
    const text = delivered?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(text).toContain(link);
    expect(text).toContain('Subject: Club Beheer: kies uw wachtwoord / choose your password');
  });

  it('keeps a message the server refuses, with the attempt, the error and a later try, and sends it once the server accepts', async () => {
    smtp.refusing = true;
    const before = smtp.received.length;
    const id = await queueMail(ctx.database.db, invitation('an.janssens@example.test'));
    await vi.waitFor(async () => expect((await mailOf(ctx, id)).attempts).toBe(1), eventually);
    await vi.waitFor(async () => expect((await mailOf(ctx, id)).lastError).not.toBeNull(), eventually);
    const waiting = await mailOf(ctx, id);
    expect(waiting.state).toBe('queued');
    expect(waiting.lastError).toContain('Mailbox busy, try again later');
    expect(new Date(waiting.nextAttemptOn).getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: a run leaves it alone.
    smtp.refusing = false;
    await ctx.app.mailer.sendDue();
    expect((await mailOf(ctx, id)).state).toBe('queued');

    await makeDue(ctx);
    await ctx.app.mailer.sendDue();
    const sent = await mailOf(ctx, id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, nextAttemptOn: null });
    expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([['an.janssens@example.test']]);
  });

  it('gives a message up after the last attempt, and a beheerder puts it back in the queue', async () => {
    smtp.refusing = true;
    const id = await queueMail(ctx.database.db, invitation('piet.maes@example.test'));
    await vi.waitFor(async () => expect((await mailOf(ctx, id)).attempts).toBe(1), eventually);
    await vi.waitFor(async () => expect((await mailOf(ctx, id)).lastError).not.toBeNull(), eventually);
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await makeDue(ctx);
      await ctx.app.mailer.sendDue();
    }
    const failed = await mailOf(ctx, id);
    expect(failed).toMatchObject({ state: 'failed', attempts: MAX_MAIL_ATTEMPTS, nextAttemptOn: null });
    expect(failed.lastError).toContain('Mailbox busy');
    const listed = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Mail/list',
      payload: { pageSize: 25, page: 1, state: 'failed' },
    });
    expect(listed.json().mail.map((mail: { id: number }) => mail.id)).toEqual([id]);

    smtp.refusing = false;
    const retried = await ctx.api({ method: 'POST', url: `/api/backoffice/Mail/${id}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, recipient: 'piet.maes@example.test' });
    await vi.waitFor(async () => expect((await mailOf(ctx, id)).state).toBe('sent'), eventually);
    expect((await mailOf(ctx, id)).attempts).toBe(1);

    const again = await ctx.api({ method: 'POST', url: `/api/backoffice/Mail/${id}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ isSuccess: false, reason: 'notFailed' });
    const unknown = await ctx.api({ method: 'POST', url: '/api/backoffice/Mail/999999/retry' });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Mail/999999' })).statusCode).toBe(404);
  });

  it('sends a message queued in the transaction of a request once that request has answered', async () => {
    const before = smtp.received.length;
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      serveBuild: false,
    });
    app.post('/invite', async () => ({
      id: await ctx.database.db.transaction(async (tx) => {
        const id = await queueMail(tx, invitation('els.wouters@example.test'));
        // On PostgreSQL the senders' first look runs beside this transaction and cannot see the message
        // yet (on PGlite's one connection it waits for the commit, and finds it).
        if (backend === 'postgres') await Promise.all([app.mailer.sendDue(), ctx.app.mailer.sendDue()]);
        return id;
      }),
    }));
    try {
      const response = await app.inject({ method: 'POST', url: '/invite' });
      expect(response.statusCode).toBe(200);
      // Read without a request to the other app, whose own answers would look too.
      await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1), eventually);
      expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([['els.wouters@example.test']]);
      await vi.waitFor(
        async () => expect((await mailOf(ctx, response.json().id)).state).toBe('sent'),
        eventually,
      );
    } finally {
      await app.close();
    }
  });

  it('lists the outbox newest first with search over recipient and subject, and says it sends', async () => {
    const list = async (body: object) => {
      const response = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Mail/list',
        payload: { pageSize: 2, page: 1, ...body },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const page = await list({});
    expect(page).toMatchObject({ isSuccess: true, isSending: true, pageSize: 2, page: 1 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.mail).toHaveLength(2);
    expect(page.mail[0].id).toBeGreaterThan(page.mail[1].id);
    expect(Object.keys(page.mail[0]).sort()).toEqual(
      [
        'attachmentName',
        'attempts',
        'createdOn',
        'id',
        'lastError',
        'nextAttemptOn',
        'recipient',
        'sentOn',
        'state',
        'subject',
      ].sort(),
    );
    const found = await list({ searchString: 'PIET welkom' });
    expect(found.mail.map((mail: { recipient: string }) => mail.recipient)).toEqual([
      'piet.maes@example.test',
    ]);
    expect((await list({ searchString: 'nobody' })).total).toBe(0);
    const refused = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Mail/list',
      payload: { pageSize: 2, page: 1, state: 'lost' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ isSuccess: false, field: 'state' });
  });

  it('keeps the password of SMTP_URL out of the error it stores', async () => {
    const guarded = await startSmtpServer({ refuseLogins: true });
    const password = 'ge#heim@wachtwoord';
    const other = await createTestContext(backend, {
      env: { SMTP_URL: guarded.url({ user: 'club', password }), MAIL_FROM: FROM },
    });
    try {
      const id = await queueMail(other.database.db, invitation('jan.peeters@example.test'));
      await vi.waitFor(async () => expect((await mailOf(other, id)).lastError).not.toBeNull(), eventually);
      const { lastError } = await mailOf(other, id);
      expect(lastError).toContain('Login refused for club with password ***');
      expect(lastError).not.toContain(password);
      expect(lastError).not.toContain(encodeURIComponent(password));
      expect(guarded.received).toEqual([]);
    } finally {
      await other.close();
      await guarded.stop();
    }
  });
});

describe.each(backends)('outgoing mail without a mail server on %s', (backend) => {
  it('keeps every message queued without SMTP_URL, and the outbox says so', async () => {
    const ctx = await createTestContext(backend);
    try {
      const id = await queueMail(ctx.database.db, invitation('jan.peeters@example.test'));
      await ctx.app.mailer.sendDue();
      const listed = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Mail/list',
        payload: { pageSize: 25, page: 1, state: 'queued' },
      });
      expect(listed.json()).toMatchObject({ isSending: false, total: 1 });
      expect(await mailOf(ctx, id)).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    } finally {
      await ctx.close();
    }
  });

  it('answers the request that queued a message while the mail server is down, and counts the attempt', async () => {
    const stopped = await startSmtpServer();
    await stopped.stop();
    const ctx = await createTestContext(backend, { env: { SMTP_URL: stopped.url(), MAIL_FROM: FROM } });
    ctx.app.post('/invite', async () => ({
      id: await ctx.database.db.transaction((tx) => queueMail(tx, invitation('jan.peeters@example.test'))),
    }));
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/invite' });
      expect(response.statusCode).toBe(200);
      const { id } = response.json();
      await vi.waitFor(async () => expect((await mailOf(ctx, id)).lastError).not.toBeNull(), eventually);
      const mail = await mailOf(ctx, id);
      expect(mail).toMatchObject({ state: 'queued', attempts: 1 });
      expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
      // The server goes on answering.
      expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Status' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('lives on when the database is gone while it looks for due mail', async () => {
    const smtp = await startSmtpServer();
    const ctx = await createTestContext(backend, { env: { SMTP_URL: smtp.url(), MAIL_FROM: FROM } });
    await ctx.app.ready();
    await ctx.database.close();
    try {
      await expect(ctx.app.mailer.sendDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      await ctx.app.close();
      await smtp.stop();
    }
  });
});

describe.each(backends.filter((backend) => backend === 'postgres'))('two servers on one %s database', () => {
  it('send each message once', async () => {
    const smtp = await startSmtpServer();
    const postgres = await createPostgresDatabase();
    const config = loadConfig({
      DATA_DIR: '/nonexistent-unused',
      PUBLIC_URL: 'http://localhost:8080',
      SMTP_URL: smtp.url(),
      MAIL_FROM: FROM,
    });
    const databases = [
      await openDatabase({ databaseUrl: postgres.url }),
      await openDatabase({ databaseUrl: postgres.url }),
    ];
    await databases[0].migrate();
    const apps = await Promise.all(
      databases.map((database) => buildApp({ config, database, serveBuild: false })),
    );
    try {
      // Stored while neither server sent (no nudge), then both look for due mail at the same moment.
      const recipients = Array.from({ length: 30 }, (_, index) => `lid${index}@example.test`);
      await databases[0].db
        .insert(mailOutbox)
        .values(
          recipients.map((recipient, index) => ({ ...invitation(recipient), subject: `Bericht ${index}` })),
        );
      const runs = await Promise.all(apps.map((app) => app.mailer.sendDue()));
      expect(runs.map((run) => run.sent).reduce((a, b) => a + b)).toBe(recipients.length);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
      // A message another server is claiming at this moment (its row locked) is passed over, not waited for.
      await databases[0].db
        .insert(mailOutbox)
        .values([invitation('held@example.test'), invitation('free@example.test')]);
      const held = new pg.Client({ connectionString: postgres.url });
      await held.connect();
      try {
        await held.query('begin');
        await held.query("select id from mail_outbox where recipient = 'held@example.test' for update");
        expect(await apps[0].mailer.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
        expect(smtp.received.at(-1)?.to).toEqual(['free@example.test']);
        await held.query('rollback');
      } finally {
        await held.end();
      }
      expect(await apps[1].mailer.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received.at(-1)?.to).toEqual(['held@example.test']);
      recipients.push('held@example.test', 'free@example.test');
      const states = await databases[0].db
        .select({ state: mailOutbox.state, attempts: mailOutbox.attempts })
        .from(mailOutbox);
      expect(states).toEqual(recipients.map(() => ({ state: 'sent', attempts: 1 })));
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await postgres.drop();
      await smtp.stop();
    }
  });
});
