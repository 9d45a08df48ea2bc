/**
 * The signed-in staff member's own account (docs/api/account.md): GET /Account; PUT /Account/password
 * changes the password (the current one first); and the second factor — POST /Account/secondFactor
 * starts an enrolment, PUT confirms it with a code (the answer holds the recovery codes), DELETE turns
 * it off, POST /Account/recoveryCodes renews the codes. Any staff member, for the account of the
 * token's `sub`; with an Auth0 tenant these answer 409 (Auth0 keeps accounts). A wrong password or code
 * counts in the sign-in throttle (plugins/idp/throttle.ts), which answers 429 while it locks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../errors';
import { findStaffAccount, type StaffAccount } from '../../plugins/idp/accounts';
import { signInKeys } from '../../plugins/idp/throttle';
import {
  Account,
  PasswordChange,
  RecoveryCodes,
  SecondFactorCode,
  SecondFactorEnrolment,
} from '../../schemas/account';
import { ErrorResult, protectedErrors } from '../../schemas/common';
import { changePassword, isCurrentPassword } from '../../services/account/password';
import {
  confirmEnrolment,
  hasSecondFactor,
  redeemSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  startEnrolment,
} from '../../services/account/secondFactor';
import { recorded } from '../../services/history/record';
import { anyStaff } from '../access';
import { actorOf } from '../actor';

const tags = ['account'];
const errors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult, 429: ErrorResult };

const wrongCode = () =>
  new ApiError(400, 'The code is not right (or was used already).', 'code', 'wrongCode');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const required = (account: StaffAccount) =>
    account.role !== null && app.config.staffRequire2fa.includes(account.role);

  /** The request's own account; 409 with Auth0, 404 when the token names no (active) account here. */
  async function ownAccount(request: FastifyRequest): Promise<StaffAccount> {
    if (app.config.auth.mode === 'auth0')
      throw new ApiError(409, 'Staff accounts are managed in Auth0.', undefined, 'managedInAuth0');
    const account = await findStaffAccount(app.db, request.user?.sub ?? '');
    if (!account)
      throw new ApiError(404, 'There is no staff account for this token.', undefined, 'noAccount');
    return account;
  }

  /**
   * Runs `check` — of a password or code the person typed for `account` — under the sign-in throttle,
   * keyed by the account's e-mail and the client address: 429 `tooManyAttempts` while either is locked
   * (nothing checked), a false answer counted as a failure, a true one clearing the account's count.
   */
  async function throttled(request: FastifyRequest, account: StaffAccount, check: () => Promise<boolean>) {
    const keys = signInKeys(account.email, request.ip);
    const wait = app.signInThrottle.retryAfter(keys);
    if (wait > 0)
      throw new ApiError(
        429,
        `Too many failed attempts: wait ${wait} seconds.`,
        undefined,
        'tooManyAttempts',
        { retryAfter: wait },
      );
    const right = await check();
    if (right) app.signInThrottle.succeed(keys);
    else {
      app.signInThrottle.fail(keys);
      request.log.warn({ ip: request.ip, account: account.id }, 'own account: wrong password or code');
    }
    return right;
  }

  /** Whether `code` is a current code (or recovery code) of the account's second factor, throttled. */
  const redeemed = (request: FastifyRequest, account: StaffAccount, code: string) =>
    throttled(request, account, async () => (await redeemSecondFactor(app.db, account, code)) !== undefined);

  const onOff = <T>(
    request: FastifyRequest,
    id: number,
    action: string,
    work: (tx: Database) => Promise<T>,
  ) => recorded(app.db, actorOf(request), { resource: 'staff', action, ids: [id] }, work);

  /** `account` as GET /Account answers it. */
  const view = (account: StaffAccount) => {
    const on = hasSecondFactor(account);
    return {
      name: account.name,
      email: account.email,
      role: account.role,
      secondFactor: on,
      secondFactorRequired: required(account),
      recoveryCodesLeft: on ? account.recoveryCodeHashes.length : 0,
    };
  };

  app.get(
    '/Account',
    { schema: { ...anyStaff, tags, response: { 200: Account, ...errors } } },
    async (request) => view(await ownAccount(request)),
  );

  app.put(
    '/Account/password',
    { schema: { ...anyStaff, tags, body: PasswordChange, response: { 200: Account, ...errors } } },
    async (request) => {
      const account = await ownAccount(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await throttled(request, account, () => isCurrentPassword(account, currentPassword))))
        throw new ApiError(400, 'The current password is not right.', 'currentPassword', 'wrongPassword');
      const refusal = await onOff(request, account.id, 'changePassword', (tx) =>
        changePassword(tx, account, newPassword),
      );
      if (refusal === 'wrongPassword')
        throw new ApiError(409, 'The password was changed meanwhile.', 'currentPassword', 'wrongPassword');
      if (refusal)
        throw new ApiError(400, `The new password is refused (${refusal}).`, 'newPassword', refusal);
      request.log.info({ account: account.id }, 'staff password changed by its owner');
      return view(account);
    },
  );

  app.post(
    '/Account/secondFactor',
    { schema: { ...anyStaff, tags, response: { 200: SecondFactorEnrolment, ...errors } } },
    async (request) => {
      const account = await ownAccount(request);
      const enrolment = await startEnrolment(app.db, account.id, account.email);
      if (!enrolment)
        throw new ApiError(409, 'The second factor is on already.', undefined, 'secondFactorOn');
      return enrolment;
    },
  );

  app.put(
    '/Account/secondFactor',
    { schema: { ...anyStaff, tags, body: SecondFactorCode, response: { 200: RecoveryCodes, ...errors } } },
    async (request) => {
      const account = await ownAccount(request);
      if (hasSecondFactor(account))
        throw new ApiError(409, 'The second factor is on already.', undefined, 'secondFactorOn');
      if (account.totpSecret === null)
        throw new ApiError(
          409,
          'No set-up was started (POST /Account/secondFactor).',
          undefined,
          'notStarted',
        );
      let codes: string[] | undefined;
      const confirmed = await throttled(request, account, async () => {
        codes = await onOff(request, account.id, 'enableSecondFactor', (tx) =>
          confirmEnrolment(tx, account.id, request.body.code),
        );
        return codes !== undefined;
      });
      if (!confirmed || !codes) throw wrongCode();
      return { recoveryCodes: codes };
    },
  );

  app.delete(
    '/Account/secondFactor',
    { schema: { ...anyStaff, tags, body: SecondFactorCode, response: { 200: Account, ...errors } } },
    async (request) => {
      const account = await ownAccount(request);
      if (!hasSecondFactor(account))
        throw new ApiError(409, 'The second factor is off already.', undefined, 'secondFactorOff');
      if (required(account))
        throw new ApiError(
          409,
          `The role ${account.role} must sign in with a second factor.`,
          undefined,
          'required',
        );
      if (!(await redeemed(request, account, request.body.code))) throw wrongCode();
      await onOff(request, account.id, 'disableSecondFactor', (tx) => removeSecondFactor(tx, account.id));
      return view({ ...account, totpSecret: null, totpEnabledOn: null, recoveryCodeHashes: [] });
    },
  );

  app.post(
    '/Account/recoveryCodes',
    { schema: { ...anyStaff, tags, body: SecondFactorCode, response: { 200: RecoveryCodes, ...errors } } },
    async (request) => {
      const account = await ownAccount(request);
      if (!hasSecondFactor(account))
        throw new ApiError(409, 'The second factor is off.', undefined, 'secondFactorOff');
      if (!(await redeemed(request, account, request.body.code))) throw wrongCode();
      return { recoveryCodes: await replaceRecoveryCodes(app.db, account.id) };
    },
  );
};

export default routes;
