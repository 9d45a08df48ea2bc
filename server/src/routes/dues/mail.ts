/**
 * Asking by mail (issue K item 4, docs/api/dues.md "Mail and reminders"), for whoever may change the
 * dues (`write:dues`): PUT /Dues/mail?persist= (a year's requests or reminders, previewed, then
 * queued in the outbox) and POST /Dues/{id}/mail?reminder= (one request now).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResult, IdParams, protectedErrors } from '../../schemas/common';
import {
  DuesMailOneQuery,
  DuesMailQuery,
  DuesMailRequest,
  DuesMailResult,
  DuesMailSent,
} from '../../schemas/duesMail';
import { mailRequest, mailYear } from '../../services/dues/mail';
import { needs } from '../access';
import { actorOf } from '../actor';

const tags = ['dues'];
const errors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/Dues/mail',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        querystring: DuesMailQuery,
        body: DuesMailRequest,
        response: { 200: DuesMailResult, ...errors },
      },
    },
    async (request) => mailYear(app.db, actorOf(request), request.body, request.query.persist),
  );

  app.post(
    '/Dues/:id/mail',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        params: IdParams,
        querystring: DuesMailOneQuery,
        response: { 200: DuesMailSent, ...errors },
      },
    },
    async (request) =>
      mailRequest(app.db, actorOf(request), request.params.id, request.query.reminder === true),
  );
};

export default routes;
