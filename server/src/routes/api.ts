/**
 * /api/backoffice: every route needs a staff access token (401/403) and, for changes, the CSRF header
 * (403). Area plugins register inside this scope. Unknown API paths answer 404 in the result shape.
 * The OpenAPI document generated from the routes' TypeBox schemas is public at /api/backoffice/openapi.json.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../plugins/errors';
import countries from './countries';
import members from './members';
import notifications from './notifications';
import status from './status';

export default async function api(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.requireStaff);
    scope.addHook('onRequest', app.requireCsrf);
    await scope.register(status);
    await scope.register(notifications);
    await scope.register(countries);
    await scope.register(members);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `No API route ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
