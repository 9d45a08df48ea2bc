/**
 * The credits of booked statements and the payments of the requests (docs/api/dues.md "Matching by
 * hand", "Payments"): POST /Dues/entries/list, PUT /Dues/entries/{id}/match, /ignore and /unignore;
 * POST /Dues/{id}/payments (money paid by hand) and DELETE /Dues/payments/{id}.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import { ErrorResult, IdParams, protectedErrors } from '../../schemas/common';
import { DuesDetail } from '../../schemas/dues';
import {
  BankEntry,
  BankEntryListRequest,
  BankEntryListResult,
  EntryMatch,
  HandPayment,
} from '../../schemas/duesPayments';
import { listEntries, matchEntry, setIgnored } from '../../services/dues/entries';
import { addHandPayment, deletePayment } from '../../services/dues/payments';
import { getDues } from '../../services/dues/queries';
import { needs } from '../access';
import { actorOf } from '../actor';

const tags = ['dues'];
const errors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** The request `id` as `GET /Dues/{id}` answers it, after a change of its payments. */
  const request = async (id: number) => orNotFound(await getDues(app.db, id), 'payment request', id);

  app.post(
    '/Dues/entries/list',
    {
      schema: {
        ...needs('read:dues'),
        tags,
        body: BankEntryListRequest,
        response: { 200: BankEntryListResult, ...protectedErrors },
      },
    },
    async (req) => listEntries(app.db, req.body),
  );

  app.put(
    '/Dues/entries/:id/match',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        params: IdParams,
        body: EntryMatch,
        response: { 200: BankEntry, ...errors },
      },
    },
    async (req) => matchEntry(app.db, req.params.id, req.body.duesId, actorOf(req)),
  );

  for (const [path, ignored] of [
    ['ignore', true],
    ['unignore', false],
  ] as const)
    app.put(
      `/Dues/entries/:id/${path}`,
      {
        schema: {
          ...needs('write:dues'),
          tags,
          params: IdParams,
          response: { 200: BankEntry, ...errors },
        },
      },
      async (req) => setIgnored(app.db, req.params.id, ignored, actorOf(req)),
    );

  app.post(
    '/Dues/:id/payments',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        params: IdParams,
        body: HandPayment,
        response: { 201: DuesDetail, ...errors },
      },
    },
    async (req, reply) => {
      await addHandPayment(app.db, req.params.id, req.body, actorOf(req));
      return reply.code(201).send(await request(req.params.id));
    },
  );

  app.delete(
    '/Dues/payments/:id',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        params: IdParams,
        response: { 200: DuesDetail, ...errors },
      },
    },
    async (req) => request(await deletePayment(app.db, req.params.id, actorOf(req))),
  );
};

export default routes;
