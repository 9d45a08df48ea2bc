/**
 * Likely doubles (docs/api/members.md "Likely doubles"; the rule in services/members/doubles.ts):
 * POST /Members/doubles/search, the doubles of a member being typed, and POST /Members/doubles/list,
 * the pairs of the "Mogelijke dubbels" screen. Both read only, with read:members.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protectedErrors } from '../../schemas/common';
import {
  DoublePairsRequest,
  DoublePairsResult,
  DoublesRequest,
  LikelyDouble,
} from '../../schemas/memberDoubles';
import { findDoubles, likenessInput, listDoublePairs } from '../../services/members/doubles';
import { needs } from '../access';

const tags = ['members'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Members/doubles/search',
    {
      schema: {
        ...needs('read:members'),
        tags,
        description:
          'Extension: the stored members likely the same person as the one in the body (a similar name ' +
          'and the same address, e-mail or phone), most similar first, at most 10; `excludeId` leaves ' +
          'the member being edited out.',
        body: DoublesRequest,
        response: { 200: Type.Array(LikelyDouble), ...protectedErrors },
      },
    },
    async (request) => {
      const found = await findDoubles(
        app.db,
        [likenessInput(request.body)],
        [request.body.excludeId ?? null],
      );
      return found.map(({ input: _, ...double }) => double);
    },
  );

  app.post(
    '/Members/doubles/list',
    {
      schema: {
        ...needs('read:members'),
        tags,
        description:
          'Extension: every pair of likely doubles, `keep` the older member, paged, newest pair or most ' +
          'similar names first, with the total.',
        body: DoublePairsRequest,
        response: { 200: DoublePairsResult, ...protectedErrors },
      },
    },
    async (request) => listDoublePairs(app.db, request.body),
  );
};

export default routes;
