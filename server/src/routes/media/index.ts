/**
 * GET /media/:id — the stored bytes of an uploaded image or of a document members may see — and
 * GET /media/:id/:rendition — a rendition of a stored image (IMAGE_RENDITIONS: `thumbnail`,
 * `display`; WebP, made at first request when missing). The id is a random UUID (not guessable), so
 * <img> tags and the club's website load them without a token. The file of a hidden document answers
 * 404 here: staff download it through the API with their token. Every answer of this scope, errors
 * included, carries the stored-file CSP and nosniff.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../errors';
import { BinaryFile, ErrorResult } from '../../schemas/common';
import { IMAGE_RENDITIONS, type ImageRendition } from '../../schemas/constants';
import { getPublicFile } from '../../services/storage/files';
import { RENDITION_CONTENT_TYPE } from '../../services/storage/renditions';
import { guardStoredFileReply, sendBytes, sendStoredFile } from '../storedFile';

/** Stored bytes never change under their address: kept for a year by the browser. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => guardStoredFileReply(reply));
  const fileParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

  app.get(
    '/media/:id',
    {
      schema: {
        hide: true,
        params: fileParams,
        response: { 200: BinaryFile, 400: ErrorResult, 404: ErrorResult },
      },
    },
    async (request, reply) => {
      const file = await getPublicFile(app.db, request.params.id);
      if (!file) throw new ApiError(404, 'No such file.');
      return sendStoredFile(reply, app.database.blobs, file, IMMUTABLE);
    },
  );

  app.get(
    '/media/:id/:rendition',
    {
      schema: {
        hide: true,
        params: Type.Object({
          ...fileParams.properties,
          rendition: Type.Union(Object.keys(IMAGE_RENDITIONS).map((name) => Type.Literal(name))),
        }),
        response: { 200: BinaryFile, 302: Type.Null(), 400: ErrorResult, 404: ErrorResult },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const rendition = request.params.rendition as ImageRendition;
      const file = await getPublicFile(app.db, id);
      if (!file?.contentType.startsWith('image/')) throw new ApiError(404, 'No such image.');
      const bytes = await app.renditions.get(file.sha256, rendition);
      // An image sharp cannot read (it passed the upload's checks) is shown as it was sent.
      if (!bytes) return reply.redirect(`/media/${id}`, 302);
      const fileName = `${file.fileName.replace(/\.[^.]*$/, '')}-${rendition}.webp`;
      return sendBytes(reply, bytes, { contentType: RENDITION_CONTENT_TYPE, fileName }, IMMUTABLE);
    },
  );
};

export default routes;
