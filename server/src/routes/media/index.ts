/**
 * GET /media/:id — the stored bytes of an uploaded image or document. The id is a random UUID (not
 * guessable), so <img> tags can load images without a bearer token. Sent with its stored content type
 * and the original file name (nosniff comes from plugins/headers.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../errors';
import { BinaryFile, ErrorResult } from '../../schemas/common';
import { getFile } from '../../services/storage';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:id',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          200: BinaryFile,
          400: ErrorResult,
          404: ErrorResult,
        },
      },
    },
    async (request, reply) => {
      const file = await getFile(app.db, request.params.id);
      if (!file) throw new ApiError(404, 'No such file.');
      const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(Buffer.from(file.data));
    },
  );
};

export default routes;
