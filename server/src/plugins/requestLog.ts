/**
 * Request logging (docs/decisions.md "A cheaper request"): Fastify's own line per request and per
 * answer is off (`LogController` with `disableRequestLogging`, app.ts); with LOG_LEVEL=debug one line
 * per answer gives method, URL, status and time (ms). Failures are logged whatever the level: 5xx by the error handler
 * (plugins/errors.ts), refused tokens and sign-ins by their plugins.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async (app: FastifyInstance) => {
  // Only at debug or trace (Fastify's logger type leaves out pino's isLevelEnabled).
  if (!['trace', 'debug'].includes(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
  });
});
