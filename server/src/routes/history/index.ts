/**
 * GET /History (extension, docs/api/history.md): the audit trail. `read:history` reads all of it; whoever
 * may read a kind of record (e.g. the penningmeester the dues) reads one record's history.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../errors';
import { PagedResult, protectedErrors } from '../../schemas/common';
import { HISTORY_RESOURCES } from '../../schemas/constants';
import { HistoryEntry, HistoryQuery } from '../../schemas/history';
import { type Permission, RESOURCE_AREAS } from '../../schemas/permissions';
import { listHistory } from '../../services/history/queries';
import { needsOneOf } from '../access';

/** `read:history`, then the read permission of each kind of record with a history. */
const READERS: Permission[] = [
  'read:history',
  ...new Set(HISTORY_RESOURCES.map((resource): Permission => `read:${RESOURCE_AREAS[resource]}`)),
];

/**
 * Refuses (403) a caller without `read:history` unless the query names one record (`resource` and
 * `id`) of a kind the caller may read.
 */
function mayRead(permissions: readonly string[], query: HistoryQuery) {
  if (permissions.includes('read:history')) return;
  if (query.resource === undefined || query.id === undefined)
    throw new ApiError(
      403,
      "The permission 'read:history' is required to read more than one record's history.",
    );
  const permission = `read:${RESOURCE_AREAS[query.resource]}`;
  if (!permissions.includes(permission))
    throw new ApiError(403, `The permission '${permission}' or 'read:history' is required.`);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/History',
    {
      schema: {
        ...needsOneOf(READERS),
        tags: ['history'],
        querystring: HistoryQuery,
        response: { 200: PagedResult('history', HistoryEntry), ...protectedErrors },
      },
    },
    // The staff accounts' changes only for who may read the staff accounts (a beheerder).
    async (request) => {
      const permissions = request.user?.permissions ?? [];
      mayRead(permissions, request.query);
      return listHistory(app.db, request.query, { staff: permissions.includes('read:staff') });
    },
  );
};

export default routes;
