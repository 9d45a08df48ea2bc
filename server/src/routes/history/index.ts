/** GET /History (extension, docs/api/history.md): the audit trail, staff only like every API route. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PagedResult, protectedErrors } from '../../schemas/common';
import { HistoryEntry, HistoryQuery } from '../../schemas/history';
import { listHistory } from '../../services/history/queries';
import { needs } from '../access';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/History',
    {
      schema: {
        ...needs('read:history'),
        tags: ['history'],
        querystring: HistoryQuery,
        response: { 200: PagedResult('history', HistoryEntry), ...protectedErrors },
      },
    },
    // The staff accounts' changes only for who may read the staff accounts (a beheerder).
    async (request) =>
      listHistory(app.db, request.query, { staff: request.user?.permissions.includes('read:staff') }),
  );
};

export default routes;
