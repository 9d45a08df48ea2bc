/**
 * The revue's mailing (extension, docs/api/revue.md): GET /Revue/mailing?date, its labels
 * GET /Revue/mailing/labels?date&sheet&startAt (PDF), its list for a mailing house
 * GET /Revue/mailing/export?date&format, what changed since the previous issue
 * GET /Revue/mailing/changes?date, and the extra recipients GET/POST /Revue/recipients,
 * GET/PUT/DELETE /Revue/recipients/{id}.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orNotFound } from '../../errors';
import { BinaryFile, ErrorResult, IdParams, ok, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  LabelsQuery,
  Mailing,
  MailingChanges,
  MailingExportQuery,
  MailingQuery,
  RevueRecipient,
  RevueRecipientPayload,
} from '../../schemas/revue';
import { requirePublishPeriod } from '../../services/adverts/periods';
import { recorded } from '../../services/history/record';
import { mailingChanges } from '../../services/revue/changes';
import { labelsPdf } from '../../services/revue/labels';
import { buildMailing } from '../../services/revue/mailing';
import { exportMailing } from '../../services/revue/mailingExport';
import {
  createRecipient,
  deleteRecipient,
  getRecipient,
  listRecipients,
  updateRecipient,
} from '../../services/revue/recipients';
import { needs } from '../access';
import { actorOf } from '../actor';
import { sendFile } from '../files';

const tags = ['revue'];
const withNotFound = { ...protectedErrors, 404: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** The mailing of the issue `date`; 400 (field date, reason notAnIssueDate) for another date. */
  const mailingOf = (date: string) => buildMailing(app.db, requirePublishPeriod(date, 'date'));

  app.get(
    '/Revue/mailing',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        description: 'The households and extra recipients of an issue, in mailing order, with the copies.',
        querystring: MailingQuery,
        response: { 200: Mailing, ...protectedErrors },
      },
    },
    async (request) => mailingOf(request.query.date),
  );

  app.get(
    '/Revue/mailing/labels',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        description: 'The address labels of an issue as a PDF: one per copy, in mailing order.',
        querystring: LabelsQuery,
        response: { 200: BinaryFile, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { date, sheet, startAt = 1, outlines = false } = request.query;
      return sendFile(reply, await labelsPdf(await mailingOf(date), { sheet, startAt, outlines }));
    },
  );

  app.get(
    '/Revue/mailing/export',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        description: 'The mailing of an issue for a mailing house: one row per copy, CSV or .xlsx.',
        querystring: MailingExportQuery,
        response: { 200: BinaryFile, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const period = requirePublishPeriod(request.query.date, 'date');
      return sendFile(reply, await exportMailing(app.db, period, request.query.format));
    },
  );

  app.get(
    '/Revue/mailing/changes',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        description: 'Members who joined, moved or left since the previous issue.',
        querystring: MailingQuery,
        response: { 200: MailingChanges, ...protectedErrors },
      },
    },
    async (request) => mailingChanges(app.db, requirePublishPeriod(request.query.date, 'date')),
  );

  app.get(
    '/Revue/recipients',
    {
      schema: {
        ...needs('read:members'),
        tags,
        response: { 200: Type.Array(RevueRecipient), ...protectedErrors },
      },
    },
    async () => listRecipients(app.db),
  );

  app.get(
    '/Revue/recipients/:id',
    {
      schema: {
        ...needs('read:members'),
        tags,
        params: IdParams,
        response: { 200: RevueRecipient, ...withNotFound },
      },
    },
    async (request) =>
      orNotFound(await getRecipient(app.db, request.params.id), 'recipient', request.params.id),
  );

  app.post(
    '/Revue/recipients',
    {
      schema: {
        ...needs('write:members'),
        tags,
        body: RevueRecipientPayload,
        response: { 201: RevueRecipient, ...protectedErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recorded(app.db, actorOf(request), { resource: 'revueRecipients', action: 'create' }, (db) =>
            createRecipient(db, request.body),
          ),
        ),
  );

  app.put(
    '/Revue/recipients/:id',
    {
      schema: {
        ...needs('write:members'),
        tags,
        params: IdParams,
        body: RevueRecipientPayload,
        response: { 200: RevueRecipient, ...withNotFound },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'revueRecipients', action: 'update', ids: [request.params.id] },
        (db) => updateRecipient(db, request.params.id, request.body),
      ),
  );

  app.delete(
    '/Revue/recipients/:id',
    {
      schema: {
        ...needs('write:members'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...withNotFound },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'revueRecipients', action: 'delete', ids: [request.params.id] },
        (db) => deleteRecipient(db, request.params.id),
      );
      return ok();
    },
  );
};

export default routes;
