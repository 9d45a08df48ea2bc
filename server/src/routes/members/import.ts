/**
 * PUT /Members/import?persist={bool} with the multipart file `formFile` (.xlsx or .csv, ≤ 10 MB), and
 * GET /Members/import/template?format=xlsx|csv (extension). docs/api.md "PUT /Members/import".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { BinaryFile, protectedErrors } from '../../schemas/common';
import { ImportQuery, ImportResult, TemplateQuery } from '../../schemas/memberImport';
import { importTemplate } from '../../services/members/export';
import { runImport } from '../../services/members/import';
import { readSheet } from '../../services/members/sheet';
import { sendFile } from '../files';

/** 10 MB: the largest member file accepted. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The bytes of the multipart file `formFile`; 400 when absent, not multipart, or over 10 MB. */
async function readFormFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ApiError(400, "Send the file as multipart/form-data field 'formFile'.", 'formFile', 'required');
  for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'formFile') {
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(400, 'The file is larger than 10 MB.', 'formFile', 'tooLarge');
      throw error;
    });
    return bytes;
  }
  throw new ApiError(400, "The multipart field 'formFile' is required.", 'formFile', 'required');
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/Members/import',
    {
      schema: {
        tags: ['members'],
        description: "multipart/form-data with the file field 'formFile' (.xlsx or .csv, at most 10 MB).",
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: {
          200: ImportResult,
          400: ImportResult,
          401: protectedErrors[401],
          403: protectedErrors[403],
        },
      },
    },
    async (request, reply) => {
      const sheet = await readSheet(await readFormFile(request));
      const result = await runImport(app.db, sheet, request.query.persist);
      const refused = request.query.persist && !result.persisted;
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
        tags: ['members'],
        querystring: TemplateQuery,
        response: { 200: BinaryFile, ...protectedErrors },
      },
    },
    async (request, reply) => sendFile(reply, await importTemplate(request.query.format)),
  );
};

export default routes;
