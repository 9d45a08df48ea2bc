/** Sending a generated file (export, template) as a download with its name and content type. */
import type { FastifyReply } from 'fastify';

export interface GeneratedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

export function sendFile(reply: FastifyReply, file: GeneratedFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}
