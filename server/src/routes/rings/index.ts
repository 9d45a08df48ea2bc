/** GET /Rings: the ring catalogue (spec §7 "Orders, rings, status"; docs/api/orders.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protectedErrors } from '../../schemas/common';
import { Ring } from '../../schemas/rings';
import { listRings } from '../../services/rings';
import { needs } from '../access';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Rings',
    {
      schema: {
        ...needs('read:orders'),
        tags: ['rings'],
        response: { 200: Type.Array(Ring), ...protectedErrors },
      },
    },
    async () => listRings(app.db),
  );
};

export default routes;
