/**
 * Merging two members and its undo (docs/api/members.md "Merging members"): PUT
 * /Members/merge?persist=, GET /Members/merges?memberId=, POST /Members/merges/{id}/undo?persist=.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResult, IdParams, PersistQuery, protectedErrors } from '../../schemas/common';
import {
  MemberMergeRun,
  MergeListQuery,
  MergeRequest,
  MergeResult,
  MergeUndoResult,
} from '../../schemas/memberMerge';
import { mergeMembers } from '../../services/members/merge';
import { listMerges, undoMerge } from '../../services/members/mergeUndo';
import { needs } from '../access';
import { actorOf } from '../actor';

const tags = ['members'];
const refusals = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/Members/merge',
    {
      schema: {
        ...needs('write:members'),
        tags,
        description:
          'Extension: previews (persist=false) or merges member mergeId into member keepId; the answer carries the merge id.',
        querystring: PersistQuery,
        body: MergeRequest,
        response: { 200: MergeResult, ...refusals },
      },
    },
    async (request) => mergeMembers(app.db, request.body, request.query.persist, actorOf(request)),
  );

  app.get(
    '/Members/merges',
    {
      schema: {
        ...needs('read:members'),
        tags,
        description: 'Extension: the persisted merges, newest first (of one member with memberId).',
        querystring: MergeListQuery,
        response: { 200: Type.Array(MemberMergeRun), ...protectedErrors },
      },
    },
    async (request) => listMerges(app.db, request.query.memberId),
  );

  app.post(
    '/Members/merges/:id/undo',
    {
      schema: {
        ...needs('write:members'),
        tags,
        description: 'Extension: previews (persist=false) or performs the undo of a merge.',
        params: IdParams,
        querystring: PersistQuery,
        response: { 200: MergeUndoResult, ...refusals },
      },
    },
    async (request) => undoMerge(app.db, request.params.id, request.query.persist, actorOf(request)),
  );
};

export default routes;
