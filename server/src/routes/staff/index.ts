/**
 * The staff accounts routes (issue J; docs/api/staff.md), only for a `beheerder` (`read:staff` /
 * `write:staff`): POST /Staff/list, GET /Staff/{id}, POST /Staff (invite), PUT /Staff/{id},
 * PUT /Staff/{id}/disable and /enable, POST /Staff/{id}/passwordLink, DELETE /Staff/{id}. Every change
 * is recorded in the history (resource `staff`). With an Auth0 tenant the staff are managed there: the
 * list is empty with `managedBy: 'auth0'`, every other route answers 409 `managedInAuth0`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client';
import { ApiError, orNotFound } from '../../errors';
import { ErrorResult, IdParams, ok, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  StaffAccount,
  StaffInvite,
  StaffListRequest,
  StaffListResult,
  StaffUpdate,
  StaffWithLink,
} from '../../schemas/staff';
import { recorded } from '../../services/history/record';
import { pagedResult } from '../../services/lists';
import {
  inviteStaff,
  newPasswordLink,
  removeStaff,
  setStaffActive,
  updateStaff,
} from '../../services/staff/commands';
import { queuePasswordLinkMail } from '../../services/staff/passwordLinkMail';
import { getStaff, listStaff } from '../../services/staff/queries';
import { needs } from '../access';
import { actorOf } from '../actor';

const tags = ['staff'];
const NONE = { total: 0, isLowerBound: false };
const byIdErrors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;
  const inAuth0 = app.config.auth.mode === 'auth0';

  // With Auth0 the accounts are not ours to change or show: every route but the list answers this.
  if (inAuth0)
    app.addHook('preHandler', async (request) => {
      if (!request.url.endsWith('/Staff/list'))
        throw new ApiError(409, 'Staff accounts are managed in Auth0.', undefined, 'managedInAuth0');
    });

  app.post(
    '/Staff/list',
    {
      schema: {
        ...needs('read:staff'),
        tags,
        body: StaffListRequest,
        response: { 200: StaffListResult, ...protectedErrors },
      },
    },
    async (request) => {
      if (inAuth0) return { ...pagedResult('staff', request.body, NONE, []), managedBy: 'auth0' as const };
      return { ...(await listStaff(app.db, request.body)), managedBy: 'embedded' as const };
    },
  );

  app.get(
    '/Staff/:id',
    {
      schema: {
        ...needs('read:staff'),
        tags,
        params: IdParams,
        response: { 200: StaffAccount, ...byIdErrors },
      },
    },
    async (request) =>
      orNotFound(await getStaff(app.db, request.params.id), 'staff account', request.params.id),
  );

  /** `invited`, its link also queued as mail when this server sends mail (SMTP_URL). */
  const mailed = async (db: Database, invited: StaffWithLink) => {
    if (app.mailer.isSending) await queuePasswordLinkMail(db, invited.account, invited.passwordLink);
    return invited;
  };

  app.post(
    '/Staff',
    {
      schema: {
        ...needs('write:staff'),
        tags,
        body: StaffInvite,
        response: { 201: StaffWithLink, ...byIdErrors },
      },
    },
    async (request, reply) => {
      const { account, passwordLink } = await recorded(
        app.db,
        actorOf(request),
        { resource: 'staff', action: 'create' },
        async (db) => mailed(db, await inviteStaff(db, request.body, publicUrl)),
      );
      return reply.code(201).send({ account, passwordLink });
    },
  );

  app.put(
    '/Staff/:id',
    {
      schema: {
        ...needs('write:staff'),
        tags,
        params: IdParams,
        body: StaffUpdate,
        response: { 200: StaffAccount, ...byIdErrors },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'staff', action: 'update', ids: [request.params.id] },
        (db) => updateStaff(db, request.params.id, request.body),
      ),
  );

  for (const action of ['disable', 'enable'] as const)
    app.put(
      `/Staff/:id/${action}`,
      {
        schema: {
          ...needs('write:staff'),
          tags,
          params: IdParams,
          response: { 200: StaffAccount, ...byIdErrors },
        },
      },
      async (request) =>
        recorded(app.db, actorOf(request), { resource: 'staff', action, ids: [request.params.id] }, (db) =>
          setStaffActive(db, request.params.id, action === 'enable'),
        ),
    );

  app.post(
    '/Staff/:id/passwordLink',
    {
      schema: {
        ...needs('write:staff'),
        tags,
        params: IdParams,
        response: { 200: StaffWithLink, ...byIdErrors },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'staff', action: 'passwordLink', ids: [request.params.id] },
        async (db) => mailed(db, await newPasswordLink(db, request.params.id, publicUrl)),
      ),
  );

  app.delete(
    '/Staff/:id',
    {
      schema: {
        ...needs('write:staff'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...byIdErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'staff', action: 'delete', ids: [request.params.id] },
        (db) => removeStaff(db, request.params.id),
      );
      return ok();
    },
  );
};

export default routes;
