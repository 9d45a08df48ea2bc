/**
 * Staff accounts (issue J; docs/api/staff.md) on both backends: an invitation's one-time link sets a
 * password once (the policy's refusals shown in the page's language), the person then signs in; a
 * disabled account cannot sign in and its tokens are refused within 60 s; the last active beheerder
 * stays; a taken e-mail is 409; every change is in the history without a secret; a link expires.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { staffPasswordLinks } from '../../server/src/db/schema';
import { VERIFIED_TOKEN_TRUST_MS } from '../../server/src/plugins/auth';
import errors from '../../server/src/plugins/errors';
import staffRoutes from '../../server/src/routes/staff';
import { ROLE_PERMISSIONS } from '../../server/src/schemas/permissions';
import { backends, createTestContext, type TestContext } from './context';
import { injectBrowser, signInByInject } from './idpFlow';

const GOOD_PASSWORD = 'groene parkiet op de stok';

describe.each(backends)('staff accounts (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const staffApi = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
  ) => ctx.api({ method, url: `/api/backoffice/Staff${url}`, payload, token });

  async function invite(email: string, role = 'secretaris', name = 'Luc Desmet') {
    const response = await staffApi('POST', '', { email, name, role });
    expect(response.statusCode).toBe(201);
    return response.json() as {
      account: { id: number; email: string; hasPassword: boolean; isActive: boolean };
      passwordLink: { link: string; validUntil: string };
    };
  }

  /** The path of a link below PUBLIC_URL (http://localhost:8080). */
  const pathOf = (link: string) => new URL(link).pathname;

  /** Posts the set-password form of `link`. */
  function setPassword(link: string, password: string, repeat = password, query = '') {
    return injectBrowser(ctx)({
      method: 'POST',
      url: `${pathOf(link)}${query}`,
      payload: new URLSearchParams({ password, repeat }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
    });
  }

  it('an invitation gives a one-time link; the password is checked, set once, and the person signs in', async () => {
    const before = Date.now();
    const { account, passwordLink } = await invite('  Luc.Desmet@ClubBeheer.test ');
    expect(account).toMatchObject({
      email: 'luc.desmet@clubbeheer.test',
      hasPassword: false,
      isActive: true,
    });
    expect(passwordLink.link).toMatch(/^http:\/\/localhost:8080\/idp\/password\/[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(passwordLink.validUntil) - before) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    // Only the token's SHA-256 is stored.
    const token = passwordLink.link.split('/').pop() ?? '';
    const rows = await ctx.database.db
      .select()
      .from(staffPasswordLinks)
      .where(eq(staffPasswordLinks.accountId, account.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const page = await injectBrowser(ctx)({ method: 'GET', url: pathOf(passwordLink.link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stel uw wachtwoord in');
    expect(page.body).toContain('luc.desmet@clubbeheer.test');
    const english = await injectBrowser(ctx)({
      method: 'GET',
      url: `${pathOf(passwordLink.link)}?ui_locales=en`,
    });
    expect(english.body).toContain('Set your password');

    const refusals: [string, string, string][] = [
      ['kort wachtw', 'kort wachtw', 'te kort: gebruik minstens 12 tekens'],
      ['passwordpassword', 'passwordpassword', 'te bekend'],
      ['Luc.Desmet@clubbeheer.test', 'Luc.Desmet@clubbeheer.test', 'niet uw e-mailadres'],
      ['aaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaa', 'één herhaald teken'],
      [GOOD_PASSWORD, `${GOOD_PASSWORD}!`, 'De twee wachtwoorden verschillen'],
    ];
    for (const [password, repeat, reason] of refusals) {
      const refused = await setPassword(passwordLink.link, password, repeat);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.body).toContain(reason);
    }
    const inEnglish = await setPassword(passwordLink.link, 'Qwerty123456', 'Qwerty123456', '?lang=en');
    expect(inEnglish.body).toContain('This password is too well known');
    expect((await signInByInject(ctx, account.email, GOOD_PASSWORD)).status).toBe(401);

    const set = await setPassword(passwordLink.link, GOOD_PASSWORD);
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain('Uw wachtwoord is ingesteld');
    expect(set.body).toContain('href="http://localhost:8080/"');
    // Used once: the link no longer works, neither to show nor to set.
    const again = await injectBrowser(ctx)({ method: 'GET', url: pathOf(passwordLink.link) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Vraag de beheerder van Club Beheer om een nieuwe link');
    expect((await setPassword(passwordLink.link, 'een ander sterk wachtwoord')).statusCode).toBe(404);

    const signedIn = await signInByInject(ctx, 'LUC.DESMET@clubbeheer.test', GOOD_PASSWORD);
    expect(signedIn.status).toBe(303);
    const members = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Members/list',
      payload: { page: 1, pageSize: 5 },
      token: signedIn.accessToken,
    });
    expect(members.statusCode).toBe(200);
    // A secretaris does not see the staff accounts.
    expect((await staffApi('POST', '/list', { page: 1, pageSize: 5 }, signedIn.accessToken)).statusCode).toBe(
      403,
    );

    const detail = (await staffApi('GET', `/${account.id}`)).json();
    expect(detail).toMatchObject({ hasPassword: true, passwordLinkValidUntil: null, role: 'secretaris' });
    expect(detail.lastSignIn).not.toBeNull();
  });

  it('a disabled account cannot sign in and its tokens are refused within 60 s; enabled, it can again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { account, passwordLink } = await invite(
      'els.peeters@clubbeheer.test',
      'penningmeester',
      'Els Peeters',
    );
    expect((await setPassword(passwordLink.link, GOOD_PASSWORD)).statusCode).toBe(200);
    const { accessToken } = await signInByInject(ctx, account.email, GOOD_PASSWORD);
    const orders = () => ctx.api({ method: 'GET', url: '/api/backoffice/Orders/total', token: accessToken });
    expect((await orders()).statusCode).toBe(200);

    const disabled = await staffApi('PUT', `/${account.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ isActive: false });
    expect((await signInByInject(ctx, account.email, GOOD_PASSWORD)).status).toBe(401);
    vi.advanceTimersByTime(VERIFIED_TOKEN_TRUST_MS + 1_000);
    expect((await orders()).statusCode).toBe(401);

    expect((await staffApi('PUT', `/${account.id}/enable`)).json()).toMatchObject({ isActive: true });
    expect((await signInByInject(ctx, account.email, GOOD_PASSWORD)).status).toBe(303);
  });

  it('the last active beheerder cannot be disabled, removed or given another role', async () => {
    const last = { statusCode: 409, reason: 'lastBeheerder' };
    expect((await staffApi('PUT', '/1/disable')).json()).toMatchObject(last);
    expect((await staffApi('DELETE', '/1')).json()).toMatchObject(last);
    expect((await staffApi('PUT', '/1', { name: 'Test Beheerder', role: 'lezer' })).json()).toMatchObject(
      last,
    );
    // A disabled beheerder does not count.
    const { account: other } = await invite(
      'tweede.beheerder@clubbeheer.test',
      'beheerder',
      'Tweede Beheerder',
    );
    expect((await staffApi('PUT', `/${other.id}/disable`)).statusCode).toBe(200);
    expect((await staffApi('PUT', '/1', { name: 'Test Beheerder', role: 'lezer' })).json()).toMatchObject(
      last,
    );
    // With another active beheerder, that one may go.
    expect((await staffApi('PUT', `/${other.id}/enable`)).statusCode).toBe(200);
    expect(
      (await staffApi('PUT', `/${other.id}`, { name: 'Tweede', role: 'redactie' })).json(),
    ).toMatchObject({
      role: 'redactie',
      name: 'Tweede',
    });
    expect((await staffApi('DELETE', `/${other.id}`)).statusCode).toBe(200);
    expect((await staffApi('GET', `/${other.id}`)).statusCode).toBe(404);
    expect((await staffApi('GET', '/1')).json()).toMatchObject({ role: 'beheerder', isActive: true });
  });

  it('refuses a second account with the same e-mail (409) and an unknown role (400)', async () => {
    await invite('dubbel@clubbeheer.test');
    const taken = await staffApi('POST', '', {
      email: 'DUBBEL@clubbeheer.test',
      name: 'Dubbel',
      role: 'lezer',
    });
    expect(taken.json()).toMatchObject({
      statusCode: 409,
      reason: 'emailTaken',
      field: 'email',
      isSuccess: false,
    });
    const role = await staffApi('POST', '', { email: 'rol@clubbeheer.test', name: 'Rol', role: 'baas' });
    expect(role.statusCode).toBe(400);
  });

  it('a new link ends the earlier one; a link expires after 72 hours', async () => {
    const { account, passwordLink: first } = await invite('nieuwe.link@clubbeheer.test');
    const renewed = await staffApi('POST', `/${account.id}/passwordLink`);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json().passwordLink.link as string;
    expect(second).not.toBe(first.link);
    expect((await injectBrowser(ctx)({ method: 'GET', url: pathOf(first.link) })).statusCode).toBe(404);
    expect((await injectBrowser(ctx)({ method: 'GET', url: pathOf(second) })).statusCode).toBe(200);
    await ctx.database.db
      .update(staffPasswordLinks)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordLinks.accountId, account.id));
    const expired = await injectBrowser(ctx)({ method: 'GET', url: `${pathOf(second)}?lang=en` });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('Ask the administrator of Club Beheer for a new link');
    expect((await setPassword(second, GOOD_PASSWORD)).statusCode).toBe(404);
  });

  it('records every change in the history, without a token, hash or password; only a beheerder reads it', async () => {
    const { account, passwordLink } = await invite('historiek@clubbeheer.test', 'lezer', 'Mie Historiek');
    await setPassword(passwordLink.link, GOOD_PASSWORD);
    await staffApi('PUT', `/${account.id}`, { name: 'Mie Historiek', role: 'redactie' });
    await staffApi('PUT', `/${account.id}/disable`);
    await staffApi('PUT', `/${account.id}/enable`);
    const renewed = (await staffApi('POST', `/${account.id}/passwordLink`)).json().passwordLink
      .link as string;
    await staffApi('DELETE', `/${account.id}`);
    const response = await ctx.api({
      method: 'GET',
      url: `/api/backoffice/History?resource=staff&id=${account.id}`,
    });
    const entries = response.json().history as { action: string; name: string; actor: { email: string } }[];
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'create',
      'setPassword',
      'update',
      'disable',
      'enable',
      'passwordLink',
      'delete',
    ]);
    expect(entries.every((entry) => entry.name === 'Mie Historiek')).toBe(true);
    expect(entries.find((entry) => entry.action === 'setPassword')?.actor.email).toBe(
      'historiek@clubbeheer.test',
    );
    const text = JSON.stringify(entries);
    for (const secret of [
      passwordLink.link.split('/').pop(),
      renewed.split('/').pop(),
      GOOD_PASSWORD,
      'scrypt$',
    ])
      expect(text).not.toContain(secret);
    const reader = await ctx.token({
      permissions: [ctx.config.auth.requiredPermission, ...ROLE_PERMISSIONS.lezer],
    });
    const read = await ctx.api({
      method: 'GET',
      url: '/api/backoffice/History?resource=staff',
      token: reader,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().history).toEqual([]);
  });

  it('lists the accounts by name, searched over name and e-mail, managed by this application', async () => {
    const list = await staffApi('POST', '/list', { page: 1, pageSize: 100, searchString: 'clubbeheer' });
    expect(list.json()).toMatchObject({ managedBy: 'embedded', isSuccess: true });
    const names = list.json().staff.map((account: { name: string }) => account.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const found = await staffApi('POST', '/list', {
      page: 1,
      pageSize: 10,
      searchString: 'DESMET luc.desmet',
    });
    expect(found.json().staff.map((account: { email: string }) => account.email)).toEqual([
      'luc.desmet@clubbeheer.test',
    ]);
  });
});

describe('staff accounts with Auth0', () => {
  it('lists none with managedBy auth0 and answers 409 managedInAuth0 to every other route', async () => {
    const app = Fastify();
    await app.register(errors);
    app.decorate(
      'config',
      loadConfig({
        AUTH0_DOMAIN: 'club.eu.auth0.com',
        AUTH0_CLIENT_ID: 'spa',
        AUTH0_AUDIENCE: 'https://club/api',
      }),
    );
    app.decorateRequest('user', undefined);
    app.addHook('onRequest', async (request) => {
      request.user = { sub: 'auth0|1', email: 'ann@club.test', permissions: [] };
    });
    await app.register(staffRoutes);
    const list = await app.inject({ method: 'POST', url: '/Staff/list', payload: { page: 1, pageSize: 25 } });
    expect(list.json()).toMatchObject({ staff: [], total: 0, managedBy: 'auth0', isSuccess: true });
    const calls = [
      { method: 'GET', url: '/Staff/1' },
      { method: 'POST', url: '/Staff', payload: { email: 'a@b.be', name: 'A', role: 'lezer' } },
      { method: 'PUT', url: '/Staff/1/disable' },
      { method: 'DELETE', url: '/Staff/1' },
    ] as const;
    for (const call of calls)
      expect((await app.inject(call)).json(), call.url).toMatchObject({
        statusCode: 409,
        reason: 'managedInAuth0',
        isSuccess: false,
      });
    await app.close();
  });
});
