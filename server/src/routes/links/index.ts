/** GET /Links: useful links for staff (spec §7 "Board members, countries, links, locations"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protectedErrors } from '../../schemas/common';
import { Link } from '../../schemas/links';
import { listLinks } from '../../services/links';
import { anyStaff } from '../access';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Links',
    { schema: { ...anyStaff, tags: ['links'], response: { 200: Type.Array(Link), ...protectedErrors } } },
    async () => listLinks(app.db),
  );
};

export default routes;
