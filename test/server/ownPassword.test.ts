/**
 * A staff member changing their own password (docs/api/account.md "Password", "The throttle"): the
 * current password first, the policy on the new one, the history entry without secrets, and wrong
 * passwords and codes on /Account counted in the sign-in throttle.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, staffAccounts } from '../../server/src/db/schema';
import { authenticate } from '../../server/src/plugins/idp/accounts';
import { SIGN_IN_LIMITS } from '../../server/src/plugins/idp/throttle';
import { ROLE_PERMISSIONS } from '../../server/src/schemas/permissions';
import { hashPassword } from '../../server/src/services/passwords';
import { backends, createTestContext, type TestContext } from './context';

const PASSWORD = 'Parkiet2026!';
const NEW_PASSWORD = 'grasparkiet op de zolder';

describe.each(backends)('own password on %s', (backend) => {
  let ctx: TestContext;
  let passwordHash: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => ctx.close());

  /** A secretaris with the demo password; `change` sends PUT /Account/password from `address`. */
  async function account(email: string, address: string) {
    const [{ id }] = await ctx.database.db
      .insert(staffAccounts)
      .values({ email, name: email, role: 'secretaris', passwordHash })
      .returning({ id: staffAccounts.id });
    const permissions = [ctx.config.auth.requiredPermission, ...ROLE_PERMISSIONS.secretaris];
    const token = await ctx.token({ sub: String(id), email, permissions });
    const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload: object) =>
      ctx.api({ method, url: `/api/backoffice${url}`, token, payload, remoteAddress: address });
    const change = (currentPassword: string, newPassword: string) =>
      call('PUT', '/Account/password', { currentPassword, newPassword });
    return { id, token, call, change };
  }

  it('changes the password after the current one: the new one signs in, the old one no longer', async () => {
    const email = 'anna.peeters@clubbeheer.test';
    const { id, change } = await account(email, '10.7.0.1');
    const changed = await change(PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email, role: 'secretaris', secondFactor: false });
    expect(await authenticate(ctx.database.db, email, NEW_PASSWORD)).toMatchObject({ id });
    expect(await authenticate(ctx.database.db, email, PASSWORD)).toBeUndefined();

    const entries = await ctx.database.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'staff'), eq(history.recordId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'changePassword', actorSub: String(id) });
    expect(entries[0].changes.map((c) => c.field)).toEqual(['passwordChangedOn']);
    const [row] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    const stored = JSON.stringify(entries);
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(row.passwordHash as string);
    expect(stored).not.toContain('scrypt$');
  });

  it('refuses a wrong current password, and a new one the policy refuses, naming the field and reason', async () => {
    const email = 'bert.claes@clubbeheer.test';
    const { change } = await account(email, '10.7.0.2');
    const common = dictionary['passwords-common'].find((password) => password.length >= 12) as string;
    const cases: [string, string, string, string][] = [
      ['not the password', NEW_PASSWORD, 'currentPassword', 'wrongPassword'],
      [PASSWORD, 'kort wachtw', 'newPassword', 'tooShort'],
      [PASSWORD, 'ab'.repeat(65), 'newPassword', 'tooLong'],
      [PASSWORD, common.toUpperCase(), 'newPassword', 'common'],
      [PASSWORD, email, 'newPassword', 'email'],
      [PASSWORD, 'zzzzzzzzzzzzzz', 'newPassword', 'repetitive'],
    ];
    for (const [current, next, field, reason] of cases) {
      const refused = await change(current, next);
      expect(refused.statusCode, reason).toBe(400);
      expect(refused.json()).toMatchObject({ statusCode: 400, isSuccess: false, field, reason });
    }
    expect((await change(PASSWORD, '')).json()).toMatchObject({ field: 'newPassword', reason: 'tooShort' });
    expect((await change(PASSWORD, 'x'.repeat(1001))).statusCode).toBe(400);
    // Nothing changed: the demo password still signs in.
    expect(await authenticate(ctx.database.db, email, PASSWORD)).toBeDefined();
  });

  it('counts wrong current passwords in the sign-in throttle: after the limit even the right one gets 429', async () => {
    const { change } = await account('carla.maes@clubbeheer.test', '10.7.0.3');
    for (let i = 0; i < SIGN_IN_LIMITS.accountFailures; i++)
      expect((await change(`wrong guess ${i}`, NEW_PASSWORD)).statusCode).toBe(400);
    const locked = await change(PASSWORD, NEW_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(SIGN_IN_LIMITS.lockSeconds));
    expect(locked.json()).toMatchObject({
      reason: 'tooManyAttempts',
      retryAfter: SIGN_IN_LIMITS.lockSeconds,
    });
    expect(await authenticate(ctx.database.db, 'carla.maes@clubbeheer.test', PASSWORD)).toBeDefined();
  });

  it('counts wrong second-factor codes on /Account the same way', async () => {
    const { call } = await account('dirk.janssens@clubbeheer.test', '10.7.0.4');
    const { secret } = (await call('POST', '/Account/secondFactor', {})).json();
    const now = () => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() - 30_000 });
    expect((await call('PUT', '/Account/secondFactor', { code: now() })).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.accountFailures; i++)
      expect((await call('POST', '/Account/recoveryCodes', { code: `wrong-code-${i}` })).statusCode).toBe(
        400,
      );
    const locked = await call('DELETE', '/Account/secondFactor', { code: 'still-wrong' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ reason: 'tooManyAttempts' });
  });
});
