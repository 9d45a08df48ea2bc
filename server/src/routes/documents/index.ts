/**
 * The documents routes of spec §7 — 'Downloads' (docs/api/documents.md): POST /Documents/list,
 * GET/PUT/DELETE /Documents/{id}, the multipart upload POST /Documents, and GET /Documents/{id}/file,
 * the stored bytes for staff (hidden documents included; /media serves only visible ones).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, orNotFound } from '../../errors';
import {
  BinaryFile,
  ErrorResult,
  IdParams,
  ok,
  PagedResult,
  protectedErrors,
  SuccessResult,
} from '../../schemas/common';
import {
  DocumentDetail,
  DocumentFields,
  DocumentListItem,
  DocumentListRequest,
} from '../../schemas/documents';
import { createDocument, deleteDocument, updateDocument } from '../../services/documents/commands';
import { getDocument, listDocuments } from '../../services/documents/queries';
import { recorded } from '../../services/history/record';
import { getDocumentFile } from '../../services/storage/files';
import { DOCUMENT_KINDS } from '../../services/uploads/kinds';
import { DOCUMENT_ZIP_LIMITS, MAX_DOCUMENT_BYTES } from '../../services/uploads/limits';
import { needs } from '../access';
import { actorOf } from '../actor';
import { multipartForm } from '../multipart';
import { sendStoredFile } from '../storedFile';

const tags = ['documents'];
const byIdErrors = { ...protectedErrors, 404: ErrorResult };

const uploadForm = multipartForm(DocumentFields, {
  field: 'file',
  maxFileBytes: MAX_DOCUMENT_BYTES,
  accept: DOCUMENT_KINDS,
  maxFiles: 1,
  zipLimits: DOCUMENT_ZIP_LIMITS,
  description: 'The one file: PDF, Word, Excel, OpenDocument, JPEG or PNG judged by content, at most 25 MB.',
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Documents/list',
    {
      schema: {
        ...needs('read:documents'),
        tags,
        body: DocumentListRequest,
        response: { 200: PagedResult('documents', DocumentListItem), ...protectedErrors },
      },
    },
    async (request) => listDocuments(app.db, request.body),
  );

  app.get(
    '/Documents/:id',
    {
      schema: {
        ...needs('read:documents'),
        tags,
        params: IdParams,
        response: { 200: DocumentDetail, ...byIdErrors },
      },
    },
    async (request) =>
      orNotFound(await getDocument(app.db, request.params.id), 'document', request.params.id),
  );

  app.get(
    '/Documents/:id/file',
    {
      schema: {
        ...needs('read:documents'),
        tags,
        description:
          "The document's stored bytes under its original name (attachment; inline for JPEG and PNG), " +
          'hidden or not, with a CSP that sandboxes them.',
        params: IdParams,
        response: { 200: BinaryFile, ...byIdErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = orNotFound(await getDocumentFile(app.db, id), 'document', id);
      return sendStoredFile(reply, app.database.blobs, file, 'private, no-store');
    },
  );

  app.put(
    '/Documents/:id',
    {
      schema: {
        ...needs('write:documents'),
        tags,
        params: IdParams,
        body: DocumentFields,
        response: { 200: DocumentDetail, ...byIdErrors },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'documents', action: 'update', ids: [request.params.id] },
        (db) => updateDocument(db, request.params.id, request.body),
      ),
  );

  app.delete(
    '/Documents/:id',
    {
      schema: {
        ...needs('write:documents'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...byIdErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'documents', action: 'delete', ids: [request.params.id] },
        (db) => deleteDocument(db, request.params.id),
      );
      return ok();
    },
  );

  app.post(
    '/Documents',
    {
      preValidation: uploadForm.preValidation,
      schema: {
        ...needs('write:documents'),
        tags,
        description: 'Uploads a document (exactly one file); answers the document.',
        body: uploadForm.body,
        response: { 201: DocumentDetail, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = uploadForm.read(request);
      const [file] = files;
      if (!file) throw new ApiError(400, "body: 'file' is required", 'file', 'required');
      const created = await recorded(
        app.db,
        actorOf(request),
        { resource: 'documents', action: 'create' },
        (db) => createDocument(db, fields, file),
      );
      return reply.code(201).send(created);
    },
  );
};

export default routes;
