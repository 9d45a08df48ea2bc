/**
 * The club's board (spec §7 "Board members, countries, links, locations"; docs/api/orders.md):
 * GET /BoardMembers?includeAddress (required, spec §5) and GET /BoardMembers/{id} (with address).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orNotFound } from '../../errors';
import { BoardMember, BoardMemberListQuery } from '../../schemas/boardMembers';
import { ErrorResult, IdParams, protectedErrors } from '../../schemas/common';
import { getBoardMember, listBoardMembers } from '../../services/boardMembers';
import { anyStaff } from '../access';

const tags = ['boardMembers'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/BoardMembers',
    {
      schema: {
        ...anyStaff,
        tags,
        querystring: BoardMemberListQuery,
        response: { 200: Type.Array(BoardMember), ...protectedErrors },
      },
    },
    async (request) => listBoardMembers(app.db, request.query.includeAddress),
  );

  app.get(
    '/BoardMembers/:id',
    {
      schema: {
        ...anyStaff,
        tags,
        params: IdParams,
        response: { 200: BoardMember, ...protectedErrors, 404: ErrorResult },
      },
    },
    async (request) =>
      orNotFound(await getBoardMember(app.db, request.params.id), 'board member', request.params.id),
  );
};

export default routes;
