/**
 * The second factor of staff accounts (docs/api/account.md): enrolment through /Account with codes an
 * authenticator computes from the returned secret, codes and recovery codes good once, turning it off,
 * STAFF_REQUIRE_2FA; and the sign-in page's second step. Each test starts at least 10 s before the
 * end of a 30-second step ({@link earlyInStep}), so the codes it computes stay within the server's window.
 */
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { history } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

/** Waits, when less than 10 s of the current 30-second step are left, until the next step begins. */
async function earlyInStep() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
const codeOf = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

describe.each(backends)('second factor on %s', (backend) => {
  let ctx: TestContext;
  let required: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    required = await createTestContext(backend, { env: { STAFF_REQUIRE_2FA: 'beheerder,penningmeester' } });
  });
  afterAll(async () => {
    await ctx.close();
    await required.close();
  });
  beforeEach(earlyInStep, 20_000);

  const call = (
    context: TestContext,
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => context.api({ method, url: `/api/backoffice${url}`, token, ...(payload ? { payload } : {}) });

  /** A new account with `role`, its second factor on; answers its token, secret and recovery codes. */
  async function enrolled(
    context: TestContext,
    email: string,
    role: 'secretaris' | 'beheerder' = 'secretaris',
  ) {
    const { token, sub } = await context.staffToken({ email, role });
    const { secret } = (await call(context, token, 'POST', '/Account/secondFactor')).json();
    const code = codeOf(secret);
    const confirmed = await call(context, token, 'PUT', '/Account/secondFactor', { code });
    expect(confirmed.statusCode).toBe(200);
    return { token, sub, secret, code, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  it('shows the own account, then sets up the second factor with a code from the returned secret', async () => {
    const { token, sub } = await ctx.staffToken({ email: 'luc@clubbeheer.test', role: 'secretaris' });
    const before = await call(ctx, token, 'GET', '/Account');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      name: 'luc@clubbeheer.test',
      email: 'luc@clubbeheer.test',
      role: 'secretaris',
      secondFactor: false,
      secondFactorRequired: false,
      recoveryCodesLeft: 0,
    });
    const started = await call(ctx, token, 'POST', '/Account/secondFactor');
    expect(started.statusCode).toBe(200);
    const { secret, uri, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Club%20Beheer:luc%40clubbeheer.test?issuer=Club%20Beheer&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Not active before it is confirmed.
    expect((await call(ctx, token, 'GET', '/Account')).json().secondFactor).toBe(false);

    const wrong = await call(ctx, token, 'PUT', '/Account/secondFactor', { code: codeOf(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      isSuccess: false,
      field: 'code',
      reason: 'wrongCode',
    });
    const confirmed = await call(ctx, token, 'PUT', '/Account/secondFactor', { code: codeOf(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call(ctx, token, 'GET', '/Account')).json()).toMatchObject({
      secondFactor: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(ctx, token, 'POST', '/Account/secondFactor')).statusCode).toBe(409);

    const entries = await ctx.database.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'staff'), eq(history.recordId, Number(sub))));
    expect(entries).toMatchObject([
      { action: 'enableSecondFactor', changes: [{ field: 'secondFactor', old: false, new: true }] },
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('refuses a code already used, accepts the next step once, then no older one', async () => {
    const { token, secret, code } = await enrolled(ctx, 'reuse@clubbeheer.test');
    const used = await call(ctx, token, 'POST', '/Account/recoveryCodes', { code });
    expect(used.statusCode).toBe(400);
    expect(used.json().reason).toBe('wrongCode');
    const next = codeOf(secret, 1);
    expect((await call(ctx, token, 'POST', '/Account/recoveryCodes', { code: next })).statusCode).toBe(200);
    expect((await call(ctx, token, 'POST', '/Account/recoveryCodes', { code: next })).statusCode).toBe(400);
    expect(
      (await call(ctx, token, 'POST', '/Account/recoveryCodes', { code: codeOf(secret, -1) })).statusCode,
    ).toBe(400);
  });

  it('a recovery code works once; new codes replace the old ones; turning it off forgets the secret', async () => {
    const { token, sub, recoveryCodes } = await enrolled(ctx, 'codes@clubbeheer.test');
    const renewed = await call(ctx, token, 'POST', '/Account/recoveryCodes', {
      code: recoveryCodes[0].toUpperCase(),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    // The old set is gone, the used code too.
    for (const old of [recoveryCodes[0], recoveryCodes[1]])
      expect((await call(ctx, token, 'DELETE', '/Account/secondFactor', { code: old })).statusCode).toBe(400);
    expect((await call(ctx, token, 'GET', '/Account')).json().recoveryCodesLeft).toBe(10);
    const off = await call(ctx, token, 'DELETE', '/Account/secondFactor', { code: fresh[3] });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ secondFactor: false, recoveryCodesLeft: 0 });
    expect((await call(ctx, token, 'DELETE', '/Account/secondFactor', { code: fresh[4] })).statusCode).toBe(
      409,
    );
    const entries = await ctx.database.db
      .select({ action: history.action })
      .from(history)
      .where(and(eq(history.resource, 'staff'), eq(history.recordId, Number(sub))))
      .orderBy(history.id);
    expect(entries.map((entry) => entry.action)).toEqual(['enableSecondFactor', 'disableSecondFactor']);
  });

  it('PUT without a started set-up is 409, a code of the wrong shape 400', async () => {
    const { token } = await ctx.staffToken({ email: 'none@clubbeheer.test', role: 'lezer' });
    expect((await call(ctx, token, 'PUT', '/Account/secondFactor', { code: '123456' })).statusCode).toBe(409);
    expect((await call(ctx, token, 'PUT', '/Account/secondFactor', { code: '' })).statusCode).toBe(400);
    expect((await call(ctx, token, 'PUT', '/Account/secondFactor', {})).statusCode).toBe(400);
  });

  it('STAFF_REQUIRE_2FA: a role that must have it cannot turn it off, another can', async () => {
    const boss = await enrolled(required, 'boss@clubbeheer.test', 'beheerder');
    expect((await call(required, boss.token, 'GET', '/Account')).json().secondFactorRequired).toBe(true);
    const refused = await call(required, boss.token, 'DELETE', '/Account/secondFactor', {
      code: codeOf(boss.secret, 1),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('required');
    const clerk = await enrolled(required, 'clerk@clubbeheer.test', 'secretaris');
    const off = await call(required, clerk.token, 'DELETE', '/Account/secondFactor', {
      code: codeOf(clerk.secret, 1),
    });
    expect(off.statusCode).toBe(200);
  });
});
