/**
 * The documents routes of spec §7 — 'Downloads' (docs/api/documents.md): POST /Documents/list,
 * GET/PUT/DELETE /Documents/{id}, and the multipart upload POST /Documents.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import { ErrorResult, ok, PagedResult, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  DocumentDetail,
  DocumentFields,
  DocumentIdParams,
  DocumentListItem,
  DocumentListRequest,
} from '../../schemas/documents';
import { createDocument, deleteDocument, updateDocument } from '../../services/documents/commands';
import { getDocument, listDocuments } from '../../services/documents/queries';
import { readDocumentUpload } from '../../services/documents/upload';

const tags = ['documents'];
const byIdErrors = { ...protectedErrors, 404: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Documents/list',
    {
      schema: {
        tags,
        body: DocumentListRequest,
        response: { 200: PagedResult('documents', DocumentListItem), ...protectedErrors },
      },
    },
    async (request) => listDocuments(app.db, request.body),
  );

  app.get(
    '/Documents/:id',
    { schema: { tags, params: DocumentIdParams, response: { 200: DocumentDetail, ...byIdErrors } } },
    async (request) =>
      orNotFound(await getDocument(app.db, request.params.id), 'document', request.params.id),
  );

  app.put(
    '/Documents/:id',
    {
      schema: {
        tags,
        params: DocumentIdParams,
        body: DocumentFields,
        response: { 200: DocumentDetail, ...byIdErrors },
      },
    },
    async (request) => updateDocument(app.db, request.params.id, request.body),
  );

  app.delete(
    '/Documents/:id',
    { schema: { tags, params: DocumentIdParams, response: { 200: SuccessResult, ...byIdErrors } } },
    async (request) => {
      await deleteDocument(app.db, request.params.id);
      return ok();
    },
  );

  app.post(
    '/Documents',
    {
      schema: {
        tags,
        description:
          "multipart/form-data: 'title' (1–200 characters), 'isVisible' (true/false) and one 'file' — PDF, " +
          'Word, Excel, OpenDocument, JPEG or PNG judged by content, at most 25 MB. Answers the document.',
        consumes: ['multipart/form-data'],
        response: { 201: DocumentDetail, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readDocumentUpload(request);
      return reply.code(201).send(await createDocument(app.db, fields, file));
    },
  );
};

export default routes;
