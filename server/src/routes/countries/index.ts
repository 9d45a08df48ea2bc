/** GET /Countries (spec §7 "Board members, countries, links, locations"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protectedErrors } from '../../schemas/common';
import { Country } from '../../schemas/countries';
import { listCountries } from '../../services/countries';
import { anyStaff } from '../access';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Countries',
    {
      schema: {
        ...anyStaff,
        tags: ['countries'],
        response: { 200: Type.Array(Country), ...protectedErrors },
      },
    },
    async () => listCountries(app.db),
  );
};

export default routes;
