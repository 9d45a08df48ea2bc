/**
 * PUT /Members/import?persist={bool} with the multipart file `formFile` (.xlsx or .csv, ≤ 10 MB), and
 * GET /Members/import/template?format=xlsx|csv (extension). docs/api.md "PUT /Members/import".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../errors';
import { BinaryFile, ErrorResult, IdParams, protectedErrors } from '../../schemas/common';
import {
  ImportQuery,
  ImportResult,
  MemberImportRun,
  TemplateQuery,
  UndoQuery,
  UndoResult,
} from '../../schemas/memberImport';
import { importTemplate } from '../../services/members/export';
import { runImport } from '../../services/members/import';
import { listImports, undoImport } from '../../services/members/undoImport';
import { readSheet } from '../../services/spreadsheets/read';
import { MAX_IMPORT_BYTES } from '../../services/uploads/limits';
import { needs } from '../access';
import { actorOf } from '../actor';
import { sendFile } from '../files';
import { fileBytes, formFailure } from '../multipart';

/** The form of the import, for the OpenAPI document: one file, read by readFormFile. */
const ImportForm = Type.Object({ formFile: Type.Optional(BinaryFile) });

declare module 'fastify' {
  interface FastifyRequest {
    /** The bytes of the import's `formFile`, read before validation. */
    importFile?: Buffer;
    /** The name the browser gave that file (the history's change set names it). */
    importFileName?: string;
  }
}

/**
 * The bytes of the multipart file `formFile`. Throws ApiError 400 (`field` formFile): reason `required`
 * when the request is not multipart or has no such file, `tooLarge` over MAX_IMPORT_BYTES (10 MB).
 */
async function readFormFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ApiError(400, "Send the file as multipart/form-data field 'formFile'.", 'formFile', 'required');
  try {
    return await readParts(request);
  } catch (error) {
    throw formFailure(request, error);
  }
}

async function readParts(request: FastifyRequest): Promise<Buffer> {
  for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'formFile') {
      part.file.resume();
      continue;
    }
    request.importFileName = part.filename;
    return fileBytes(part, MAX_IMPORT_BYTES, 'The file');
  }
  throw new ApiError(400, "The multipart field 'formFile' is required.", 'formFile', 'required');
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/Members/import',
    {
      // The file is read in the preValidation hook, so the body is validated as the form's schema says.
      preValidation: async (request) => {
        request.importFile = await readFormFile(request);
        request.body = {};
      },
      schema: {
        ...needs('write:members'),
        tags: ['members'],
        description:
          "Required: the file 'formFile', .xlsx or .csv (UTF-8, UTF-16 with BOM or Windows-1252; `;`, `,` " +
          'or tab), at most 10 MB and 20,000 rows.',
        querystring: ImportQuery,
        body: { content: { 'multipart/form-data': { schema: ImportForm } } },
        response: {
          200: ImportResult,
          400: ImportResult,
          401: protectedErrors[401],
          403: protectedErrors[403],
        },
      },
    },
    async (request, reply) => {
      const sheet = await readSheet(request.importFile as Buffer);
      const { persist, clearEmpty = false } = request.query;
      const result = await runImport(
        app.db,
        sheet,
        persist,
        { clearEmpty, reuseYears: app.config.tribeNumberReuseYears },
        { actor: actorOf(request), fileName: request.importFileName ?? '' },
      );
      const refused = persist && !result.persisted;
      if (!refused) return { statusCode: 200, isSuccess: true, error: null, ...result };
      const rows = [...new Set(result.invalid.map((i) => i.row))].join(', ');
      return reply.code(400).send({
        statusCode: 400,
        isSuccess: false,
        error: `Nothing imported: invalid rows ${rows}.`,
        ...result,
      });
    },
  );

  app.get(
    '/Members/import/template',
    {
      schema: {
        ...needs('read:members'),
        tags: ['members'],
        querystring: TemplateQuery,
        response: { 200: BinaryFile, ...protectedErrors },
      },
    },
    async (request, reply) => sendFile(reply, await importTemplate(request.query.format)),
  );

  app.get(
    '/Members/imports',
    {
      schema: {
        ...needs('read:members'),
        tags: ['members'],
        description: 'Extension: the persisted imports, newest first (docs/api/history.md).',
        response: { 200: Type.Array(MemberImportRun), ...protectedErrors },
      },
    },
    async () => listImports(app.db),
  );

  app.post(
    '/Members/imports/:id/undo',
    {
      schema: {
        ...needs('write:members'),
        tags: ['members'],
        description: 'Extension: previews (persist=false) or performs the undo of an import.',
        params: IdParams,
        querystring: UndoQuery,
        response: { 200: UndoResult, 404: ErrorResult, 409: ErrorResult, ...protectedErrors },
      },
    },
    async (request) => undoImport(app.db, request.params.id, request.query.persist, actorOf(request)),
  );
};

export default routes;
