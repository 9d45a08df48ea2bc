/** GET /Status — the dashboard counts (spec §7 "Orders, rings, status"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { protectedErrors } from '../../schemas/common';
import { Status } from '../../schemas/status';
import { getStatus } from '../../services/status';
import { anyStaff } from '../access';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Status',
    { schema: { ...anyStaff, tags: ['status'], response: { 200: Status, ...protectedErrors } } },
    async () => getStatus(app.db),
  );
};

export default routes;
