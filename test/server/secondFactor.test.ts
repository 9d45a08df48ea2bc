/**
 * The second factor of staff accounts (docs/api/account.md): enrolment through /Account with codes an
 * authenticator computes from the returned secret, codes and recovery codes good once, turning it off,
 * STAFF_REQUIRE_2FA; and the sign-in page's second step. Each test starts at least 10 s before the
 * end of a 30-second step ({@link earlyInStep}), so the codes it computes stay within the server's window.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { history, staffAccounts } from '../../server/src/db/schema';
import { SIGN_IN_LIMITS } from '../../server/src/plugins/idp/throttle';
import { ROLE_PERMISSIONS, type StaffRole } from '../../server/src/schemas/permissions';
import { hashPassword } from '../../server/src/services/passwords';
import { backends, createTestContext, type TestContext } from './context';
import { injectBrowser, pathOf } from './idpFlow';

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

const PASSWORD = 'Parkiet2026!';
const REDIRECT_URI = 'http://localhost:8080/auth-callback';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const path = pathOf;

describe.each(backends)('sign-in with a second factor on %s', (backend) => {
  let ctx: TestContext;
  let required: TestContext;
  let passwordHash: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    required = await createTestContext(backend, { env: { STAFF_REQUIRE_2FA: 'beheerder' } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await ctx.close();
    await required.close();
  });
  beforeEach(earlyInStep, 20_000);

  /** A staff account with the demo password and a token naming it. */
  async function account(context: TestContext, email: string, role: StaffRole) {
    const [{ id }] = await context.database.db
      .insert(staffAccounts)
      .values({ email, name: email, role, passwordHash })
      .returning({ id: staffAccounts.id });
    const permissions = [context.config.auth.requiredPermission, ...ROLE_PERMISSIONS[role]];
    return { id, token: await context.token({ sub: String(id), email, permissions }) };
  }

  /** An account whose second factor was set up over the API; answers its secret and recovery codes. */
  async function withSecondFactor(email: string) {
    const { id, token } = await account(ctx, email, 'secretaris');
    const api = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.api({ method, url: `/api/backoffice${url}`, token, ...(payload ? { payload } : {}) });
    const { secret } = (await api('POST', '/Account/secondFactor')).json();
    const confirmed = await api('PUT', '/Account/secondFactor', { code: codeOf(secret, -1) });
    expect(confirmed.statusCode).toBe(200);
    return { id, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  /** A browser at `address` that opened the sign-in page; `post` sends a form to one of its steps. */
  async function signInPage(context: TestContext, address = '127.0.0.1') {
    const request = injectBrowser(context, address);
    const query = new URLSearchParams({
      client_id: context.config.auth.clientId,
      redirect_uri: REDIRECT_URI,
      audience: context.config.auth.audience,
      scope: 'openid profile email offline_access',
      response_type: 'code',
      response_mode: 'query',
      state: 's',
      ui_locales: 'nl',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const interaction = path(
      (await request({ method: 'GET', url: `/idp/authorize?${query}` })).headers.location,
    );
    const post = (step: string, fields: Record<string, string>) =>
      request({
        method: 'POST',
        url: `${interaction}/${step}`,
        payload: new URLSearchParams(fields).toString(),
        headers: FORM,
      });
    /** Follows the provider's redirects after the last step: true when they end at the SPA's callback with a code. */
    const reachesApp = async (response: Awaited<ReturnType<typeof request>>) => {
      let current = response;
      for (let hops = 0; hops < 5 && !String(current.headers.location).startsWith(REDIRECT_URI); hops++)
        current = await request({ method: 'GET', url: path(current.headers.location) });
      const location = String(current.headers.location);
      return location.startsWith(REDIRECT_URI) && new URL(location).searchParams.has('code');
    };
    const get = (step: string, query: string) =>
      request({ method: 'GET', url: `${interaction}/${step}?${query}` });
    return { post, get, reachesApp };
  }

  const lastSignIn = async (context: TestContext, id: number) =>
    (await context.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0].lastSignIn;

  it('asks the code after the password, refuses a wrong one and signs in only after the right one', async () => {
    const { id, secret } = await withSecondFactor('code.signin@clubbeheer.test');
    const page = await signInPage(ctx);
    const asked = await page.post('login', { email: 'code.signin@clubbeheer.test', password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<h1>Verificatiecode</h1>');
    expect(asked.body).toMatch(/<input id="code" name="code" type="text" autocomplete="one-time-code"/);
    expect(asked.body).toContain('Zes cijfers, of een herstelcode');
    expect(asked.body).not.toContain(secret);
    expect(await lastSignIn(ctx, id)).toBeNull();
    const wrong = await page.post('code', { code: codeOf(secret, 5) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Deze code klopt niet of werd al gebruikt.');
    // The language switch shows the same step in English, checking nothing.
    const switchTo = /<a href="([^"]+)" hreflang="en">English<\/a>/.exec(wrong.body)?.[1] ?? '';
    expect(switchTo).toMatch(/^\/idp\/interaction\/[\w-]+\/code\?lang=en$/);
    const english = await page.get('code', 'lang=en');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>Verification code</h1>');
    expect(english.body).toContain(`action="${switchTo}"`);
    const code = codeOf(secret);
    const right = await page.post('code', { code });
    expect(right.statusCode).toBe(303);
    expect(await page.reachesApp(right)).toBe(true);
    expect(await lastSignIn(ctx, id)).toBeInstanceOf(Date);
    // The same code does not sign in a second time.
    const again = await signInPage(ctx);
    await again.post('login', { email: 'code.signin@clubbeheer.test', password: PASSWORD });
    expect((await again.post('code', { code })).statusCode).toBe(401);
  });

  it('signs in with a recovery code, once', async () => {
    const { recoveryCodes } = await withSecondFactor('recovery.signin@clubbeheer.test');
    for (const expected of [303, 401]) {
      const page = await signInPage(ctx);
      await page.post('login', { email: 'recovery.signin@clubbeheer.test', password: PASSWORD });
      expect((await page.post('code', { code: recoveryCodes[2] })).statusCode).toBe(expected);
    }
  });

  it('has no second step without the right password first: the code page sends back to sign in', async () => {
    const { secret } = await withSecondFactor('skip.signin@clubbeheer.test');
    const page = await signInPage(ctx);
    const skipped = await page.post('code', { code: codeOf(secret) });
    expect(skipped.statusCode).toBe(401);
    expect(skipped.body).toContain('Deze aanmelding is verlopen. Meld u opnieuw aan.');
    expect(skipped.body).toContain('name="password"');
    const wrongPassword = await page.post('login', {
      email: 'skip.signin@clubbeheer.test',
      password: 'wrong',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect((await page.post('code', { code: codeOf(secret) })).statusCode).toBe(401);
  });

  it('counts wrong codes like wrong passwords: after the limit even the right code gets 429, and so does the password', async () => {
    const { secret } = await withSecondFactor('guess.code@clubbeheer.test');
    const page = await signInPage(ctx, '10.9.0.1');
    await page.post('login', { email: 'guess.code@clubbeheer.test', password: PASSWORD });
    for (let i = 0; i < SIGN_IN_LIMITS.accountFailures; i++)
      expect((await page.post('code', { code: String(100000 + i) })).statusCode).toBe(401);
    const locked = await page.post('code', { code: codeOf(secret) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(SIGN_IN_LIMITS.lockSeconds);
    expect(locked.body).toContain('Te veel mislukte pogingen');
    const elsewhere = await signInPage(ctx, '10.9.0.2');
    expect(
      (await elsewhere.post('login', { email: 'guess.code@clubbeheer.test', password: PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('STAFF_REQUIRE_2FA: a beheerder without one sets it up at sign-in, sees ten recovery codes, then goes on', async () => {
    const { id, token } = await account(required, 'must.enrol@clubbeheer.test', 'beheerder');
    const page = await signInPage(required);
    const enrol = await page.post('login', { email: 'must.enrol@clubbeheer.test', password: PASSWORD });
    expect(enrol.statusCode).toBe(200);
    expect(enrol.body).toContain('<h1>Tweede factor instellen</h1>');
    expect(enrol.body).toMatch(
      /<img class="qr" src="data:image\/png;base64,[^"]+" alt="QR-code om Club Beheer/,
    );
    const secret =
      /<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(enrol.body)?.[1].replaceAll(' ', '') ?? '';
    expect(secret).toHaveLength(32);
    expect(await lastSignIn(required, id)).toBeNull();
    const wrong = await page.post('enrol', { code: codeOf(secret, 4) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(secret.slice(0, 4));
    const codes = await page.post('enrol', { code: codeOf(secret) });
    expect(codes.statusCode).toBe(200);
    expect(codes.body).toContain('<h1>Herstelcodes</h1>');
    expect(codes.body.match(/<li>[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}<\/li>/g)).toHaveLength(10);
    expect(await lastSignIn(required, id)).toBeNull();
    const done = await page.post('continue', { continue: '1' });
    expect(done.statusCode).toBe(303);
    expect(await page.reachesApp(done)).toBe(true);
    const own = await required.api({ method: 'GET', url: '/api/backoffice/Account', token });
    expect(own.json()).toMatchObject({ secondFactor: true, recoveryCodesLeft: 10 });
    // Next time it asks the code.
    const next = await signInPage(required);
    expect(
      (await next.post('login', { email: 'must.enrol@clubbeheer.test', password: PASSWORD })).body,
    ).toContain('<h1>Verificatiecode</h1>');
  });

  it('STAFF_REQUIRE_2FA leaves other roles, and every role without it, to sign in with the password alone', async () => {
    await account(required, 'clerk.free@clubbeheer.test', 'secretaris');
    await account(ctx, 'boss.free@clubbeheer.test', 'beheerder');
    for (const [context, email] of [
      [required, 'clerk.free@clubbeheer.test'],
      [ctx, 'boss.free@clubbeheer.test'],
    ] as const) {
      const page = await signInPage(context);
      const response = await page.post('login', { email, password: PASSWORD });
      expect(response.statusCode).toBe(303);
      expect(await page.reachesApp(response)).toBe(true);
    }
  });
});
