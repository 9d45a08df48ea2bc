/**
 * /api/backoffice: every route needs a staff access token with the permission it declares (401/403;
 * routes/access.ts) and, for changes, the CSRF header
 * (403). Area plugins register inside this scope. Unknown API paths answer 404 in the result shape.
 * The OpenAPI document generated from the routes' TypeBox schemas is public at /api/backoffice/openapi.json.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../plugins/errors';
import { declaredPermissions } from './access';
import account from './account';
import activities from './activities';
import adverts from './adverts';
import boardMembers from './boardMembers';
import countries from './countries';
import documents from './documents';
import dues from './dues';
import history from './history';
import links from './links';
import locations from './locations';
import mail from './mail';
import members from './members';
import messages from './messages';
import notifications from './notifications';
import orders from './orders';
import preferences from './preferences';
import revue from './revue';
import rings from './rings';
import staff from './staff';
import status from './status';
import vendors from './vendors';

export default async function api(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(async (scope) => {
    // Who may call a route is part of it: a route without its permission does not start (issue J).
    scope.addHook('onRoute', (route) => {
      if (declaredPermissions(route.schema) === undefined)
        throw new Error(`${route.method} ${route.url} declares no permission (routes/access.ts)`);
    });
    scope.addHook('onRequest', app.requireStaff);
    scope.addHook('onRequest', app.requireCsrf);
    await scope.register(status);
    await scope.register(notifications);
    await scope.register(countries);
    await scope.register(members);
    await scope.register(adverts);
    await scope.register(revue);
    await scope.register(activities);
    await scope.register(locations);
    await scope.register(messages);
    await scope.register(documents);
    await scope.register(vendors);
    await scope.register(orders);
    await scope.register(rings);
    await scope.register(dues);
    await scope.register(boardMembers);
    await scope.register(links);
    await scope.register(history);
    await scope.register(mail);
    await scope.register(staff);
    await scope.register(account);
    await scope.register(preferences);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `No API route ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
