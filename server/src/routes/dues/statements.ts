/**
 * Bank statements booked against the payment requests (issue K item 5, docs/api/dues.md "Bank
 * statements"): PUT /Dues/statements?persist= with the multipart file `formFile` (camt.053 or CODA, at
 * most 10 MB), GET /Dues/statements, and POST /Dues/statements/{id}/undo?persist=.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResult, IdParams, PersistQuery, protectedErrors } from '../../schemas/common';
import {
  BankStatementRun,
  StatementForm,
  StatementResult,
  StatementUndoResult,
} from '../../schemas/duesPayments';
import { bookStatement, listStatements, undoStatement } from '../../services/dues/statements';
import { MAX_STATEMENT_BYTES } from '../../services/uploads/limits';
import { needs } from '../access';
import { actorOf } from '../actor';
import { readFileField } from '../multipart';

declare module 'fastify' {
  interface FastifyRequest {
    /** The statement file of `PUT /Dues/statements`, read before validation. */
    statementFile?: { bytes: Buffer; fileName: string };
  }
}

const tags = ['dues'];
const errors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/Dues/statements',
    {
      // The file is read in the preValidation hook, so the body is validated as the form's schema says.
      preValidation: async (request) => {
        request.statementFile = await readFileField(request, 'formFile', MAX_STATEMENT_BYTES);
        request.body = {};
      },
      schema: {
        ...needs('write:dues'),
        tags,
        description:
          "Required: the file 'formFile', a camt.053 (XML) or CODA 2.x statement of the club's account, at " +
          'most 10 MB and 20,000 entries. persist=false previews, true books.',
        querystring: PersistQuery,
        body: { content: { 'multipart/form-data': { schema: StatementForm } } },
        response: { 200: StatementResult, ...protectedErrors },
      },
    },
    async (request) => {
      const { readStatement } = await import('../../services/payments/statements');
      const { bytes, fileName } = request.statementFile as { bytes: Buffer; fileName: string };
      return bookStatement(app.db, readStatement(bytes), request.query.persist, {
        fileName,
        actor: actorOf(request),
      });
    },
  );

  app.get(
    '/Dues/statements',
    {
      schema: {
        ...needs('read:dues'),
        tags,
        description: 'The booked statements, newest first.',
        response: { 200: Type.Array(BankStatementRun), ...protectedErrors },
      },
    },
    async () => listStatements(app.db),
  );

  app.post(
    '/Dues/statements/:id/undo',
    {
      schema: {
        ...needs('write:dues'),
        tags,
        description:
          'Previews (persist=false) or undoes a booked statement: its credits and their payments go.',
        params: IdParams,
        querystring: PersistQuery,
        response: { 200: StatementUndoResult, ...errors },
      },
    },
    async (request) => undoStatement(app.db, request.params.id, request.query.persist, actorOf(request)),
  );
};

export default routes;
