/**
 * GET /media/:id — the stored bytes of an uploaded image or of a document members may see. The id is
 * a random UUID (not guessable), so <img> tags and the club's website load them without a token. The
 * file of a hidden document answers 404 here: staff download it through the API with their token.
 * Every answer of this scope, errors included, carries the stored-file CSP and nosniff.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../errors';
import { BinaryFile, ErrorResult } from '../../schemas/common';
import { getPublicFile } from '../../services/storage';
import { guardStoredFileReply, sendStoredFile } from '../storedFile';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => guardStoredFileReply(reply));

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
      const file = await getPublicFile(app.db, request.params.id);
      if (!file) throw new ApiError(404, 'No such file.');
      return sendStoredFile(reply, file, 'private, max-age=31536000, immutable');
    },
  );
};

export default routes;
