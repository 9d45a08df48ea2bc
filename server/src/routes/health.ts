/** GET /healthz (the process answers) and GET /readyz (the database answers too; 503 otherwise). */
import type { FastifyInstance } from 'fastify';

export default async function health(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const ready = await app.database.ping().catch((error) => {
      request.log.warn({ err: error }, 'database not reachable');
      return false;
    });
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unreachable' });
  });
}
