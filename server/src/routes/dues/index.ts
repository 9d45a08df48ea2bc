/**
 * The yearly dues (issue K, docs/api/dues.md), for whoever may read or change them (`read:dues` /
 * `write:dues`: the penningmeester and the beheerder change, the secretaris and the lezer read):
 * GET and PUT /Dues/settings, PUT /Dues/run?persist= (preview, then the requests of a year),
 * POST /Dues/list, GET /Dues/{id} and PUT /Dues/{id}/waive; the letters as PDF: GET /Dues/{id}/letter
 * and GET /Dues/letters?year= (a year's open requests, or its reminders); the mails (mail.ts). Bank
 * statements are in ./statements.ts, the credits matched by hand and the payments in ./payments.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import { BinaryFile, ErrorResult, IdParams, protectedErrors } from '../../schemas/common';
import {
  DuesDetail,
  DuesLetterQuery,
  DuesLettersQuery,
  DuesListRequest,
  DuesListResult,
  DuesRunQuery,
  DuesRunRequest,
  DuesRunResult,
  DuesSettings,
  DuesWaiver,
} from '../../schemas/dues';
import { requestLetter, yearLetters } from '../../services/dues/letters';
import { getDues, listDues, waiveDues } from '../../services/dues/queries';
import { runDues } from '../../services/dues/run';
import { getDuesSettings, saveDuesSettings } from '../../services/dues/settings';
import { needs } from '../access';
import { sendFile } from '../files';
import mailRoutes from './mail';
import paymentRoutes from './payments';
import statementRoutes from './statements';

const tags = ['dues'];
const errors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(mailRoutes);
  await app.register(statementRoutes);
  await app.register(paymentRoutes);

  app.get(
    '/Dues/settings',
    { schema: { ...needs('read:dues'), tags, response: { 200: DuesSettings, ...protectedErrors } } },
    async () => getDuesSettings(app.db),
  );

  app.put(
    '/Dues/settings',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        body: DuesSettings,
        response: { 200: DuesSettings, ...errors },
      },
    },
    async (request) => saveDuesSettings(app.db, request.body),
  );

  app.put(
    '/Dues/run',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        querystring: DuesRunQuery,
        body: DuesRunRequest,
        response: { 200: DuesRunResult, ...errors },
      },
    },
    async (request) => runDues(app.db, request.body, request.query.persist),
  );

  app.post(
    '/Dues/list',
    {
      schema: {
        ...needs('read:dues'),
        tags,
        body: DuesListRequest,
        response: { 200: DuesListResult, ...protectedErrors },
      },
    },
    async (request) => listDues(app.db, request.body),
  );

  app.get(
    '/Dues/:id',
    { schema: { ...needs('read:dues'), tags, params: IdParams, response: { 200: DuesDetail, ...errors } } },
    async (request) =>
      orNotFound(await getDues(app.db, request.params.id), 'payment request', request.params.id),
  );

  app.get(
    '/Dues/letters',
    {
      schema: {
        ...needs('read:dues'),
        tags,
        querystring: DuesLettersQuery,
        response: { 200: BinaryFile, ...errors },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      return sendFile(reply, await yearLetters(app.db, query, lang));
    },
  );

  app.get(
    '/Dues/:id/letter',
    {
      schema: {
        ...needs('read:dues'),
        tags,
        params: IdParams,
        querystring: DuesLetterQuery,
        response: { 200: BinaryFile, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await requestLetter(app.db, request.params.id, request.query.lang)),
  );

  app.put(
    '/Dues/:id/waive',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        params: IdParams,
        body: DuesWaiver,
        response: { 200: DuesDetail, ...errors },
      },
    },
    async (request) => {
      await waiveDues(app.db, request.params.id, request.body.reason);
      return orNotFound(await getDues(app.db, request.params.id), 'payment request', request.params.id);
    },
  );
};

export default routes;
