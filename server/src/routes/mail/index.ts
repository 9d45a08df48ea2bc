/**
 * The outbox of outgoing mail for a beheerder (docs/api/staff.md "Outgoing mail"): POST /Mail/list,
 * GET /Mail/{id}, POST /Mail/{id}/retry. Reading needs read:staff, a retry write:staff.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError, notFound, orNotFound } from '../../errors';
import { ErrorResult, IdParams, PagedResult, protectedErrors } from '../../schemas/common';
import { MailDetail, MailListItem, MailListRequest } from '../../schemas/mail';
import { getMail, listMail } from '../../services/mail/queries';
import { retryMail } from '../../services/mail/queue';
import { needs } from '../access';

const tags = ['staff'];

const MailListResult = Type.Object({
  ...PagedResult('mail', MailListItem).properties,
  isSending: Type.Boolean({
    description: 'Whether this server sends mail (SMTP_URL set); when false every message stays queued.',
  }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Mail/list',
    {
      schema: {
        ...needs('read:staff'),
        tags,
        body: MailListRequest,
        response: { 200: MailListResult, ...protectedErrors },
      },
    },
    async (request) => listMail(app.db, request.body, app.mailer.isSending),
  );

  app.get(
    '/Mail/:id',
    {
      schema: {
        ...needs('read:staff'),
        tags,
        params: IdParams,
        response: { 200: MailDetail, ...protectedErrors, 404: ErrorResult },
      },
    },
    async (request) => orNotFound(await getMail(app.db, request.params.id), 'mail', request.params.id),
  );

  app.post(
    '/Mail/:id/retry',
    {
      schema: {
        ...needs('write:staff'),
        tags,
        params: IdParams,
        response: { 200: MailDetail, ...protectedErrors, 404: ErrorResult, 409: ErrorResult },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await retryMail(app.db, id);
      if (outcome === undefined) throw notFound('mail', id);
      if (outcome === 'notFailed')
        throw new ApiError(
          409,
          `Mail ${id} has not failed: only a failed message is retried.`,
          'id',
          'notFailed',
        );
      return orNotFound(await getMail(app.db, id), 'mail', id);
    },
  );
};

export default routes;
