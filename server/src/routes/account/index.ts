/**
 * The signed-in staff member's own account (docs/api/account.md): GET /Account, and the second factor —
 * POST /Account/secondFactor starts an enrolment, PUT confirms it with a code (the answer holds the
 * recovery codes), DELETE turns it off, POST /Account/recoveryCodes renews the codes. Any staff member,
 * for the account of the token's `sub`; with an Auth0 tenant these answer 409 (Auth0 keeps accounts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../errors';
import { findStaffAccount, type StaffAccount } from '../../plugins/idp/accounts';
import { Account, RecoveryCodes, SecondFactorCode, SecondFactorEnrolment } from '../../schemas/account';
import { ErrorResult, protectedErrors } from '../../schemas/common';
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
const errors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

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
      const codes: string[] | undefined = await onOff(request, account.id, 'enableSecondFactor', (tx) =>
        confirmEnrolment(tx, account.id, request.body.code),
      );
      if (!codes) throw wrongCode();
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
      if (!(await redeemSecondFactor(app.db, account, request.body.code))) throw wrongCode();
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
      if (!(await redeemSecondFactor(app.db, account, request.body.code))) throw wrongCode();
      return { recoveryCodes: await replaceRecoveryCodes(app.db, account.id) };
    },
  );
};

export default routes;
