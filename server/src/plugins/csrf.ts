/**
 * Cross-site request forgery defence (spec §7, last line): double-submit cookie. Every response to a
 * request without an `XSRF-TOKEN` cookie sets one (random, readable by the SPA, SameSite=Strict);
 * `requireCsrf` refuses a non-GET/HEAD request with 403 unless its X-XSRF-TOKEN header equals it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '../schemas/csrf';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    requireCsrf: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default fp<{ secure: boolean }>(async (app: FastifyInstance, options) => {
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    if (request.cookies[CSRF_COOKIE]) return;
    reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
      path: '/',
      sameSite: 'strict',
      secure: options.secure,
      httpOnly: false,
    });
  });
  app.decorate('requireCsrf', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const cookieValue = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookieValue || typeof header !== 'string' || !same(cookieValue, header)) {
      return reply
        .code(403)
        .send(errorBody(403, 'The X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie.'));
    }
  });
});
