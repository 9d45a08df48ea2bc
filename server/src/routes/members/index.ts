/**
 * Members (spec §7 "Members"; docs/api.md): POST /Members/list, POST /Members/search, GET/PUT
 * /Members/{id}, POST /Members, PUT /Members/deactivate, POST /Members/export, and the extensions GET
 * /Members/{id}/tribeNumbers (docs/api/history.md "Stam numbers"), GET /Members/kinds (the kinds of
 * membership the form offers) and PUT /Members/bulk (docs/api/members.md "Bulk edit"). The import
 * lives in ./import.ts, the merge in ./merge.ts, the likely doubles in ./doubles.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, notFound, orNotFound } from '../../errors';
import {
  BinaryFile,
  BulkResult,
  ErrorResult,
  IdParams,
  ok,
  PagedResult,
  protectedErrors,
  SuccessResult,
} from '../../schemas/common';
import {
  DeactivateRequest,
  ExportRequest,
  MemberBulkRequest,
  MemberDetail,
  MemberListItem,
  MemberListRequest,
  MemberPayload,
  MemberSearchItem,
  MemberSearchRequest,
  MembershipKindChoice,
  TribeNumberHoldings,
} from '../../schemas/members';
import { recorded } from '../../services/history/record';
import {
  createMember,
  deactivateMember,
  updateMemberById,
  updateMembersInBulk,
} from '../../services/members/commands';
import { exportMembers } from '../../services/members/export';
import { listMembershipKinds } from '../../services/members/kinds';
import { mergedInto } from '../../services/members/mergedMembers';
import { getMember, listMembers, searchMembers } from '../../services/members/queries';
import { tribeNumberHoldings } from '../../services/members/tribeNumbers';
import { needs } from '../access';
import { actorOf } from '../actor';
import { serializeAsBuilt } from '../asBuilt';
import { sendFile } from '../files';
import doublesRoutes from './doubles';
import importRoutes from './import';
import mergeRoutes from './merge';

const tags = ['members'];

/**
 * Who paid is the dues' to tell: a list or export filtered on `duesPaid` needs `read:dues` besides
 * `read:members`; throws ApiError 403 (`field` duesPaid) without it.
 */
function assertMayFilterOnDues({
  body,
  user,
}: Pick<FastifyRequest, 'user'> & { body: { duesPaid?: boolean } }) {
  if (body.duesPaid !== undefined && !user?.permissions.includes('read:dues'))
    throw new ApiError(403, "The permission 'read:dues' is required.", 'duesPaid');
}
const changeErrors = { ...protectedErrors, 404: ErrorResult, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Members/list',
    {
      ...serializeAsBuilt,
      schema: {
        ...needs('read:members'),
        tags,
        body: MemberListRequest,
        response: { 200: PagedResult('members', MemberListItem), ...protectedErrors },
      },
    },
    async (request) => {
      assertMayFilterOnDues(request);
      return listMembers(app.db, request.body);
    },
  );

  app.post(
    '/Members/search',
    {
      schema: {
        ...needs('read:members'),
        tags,
        body: MemberSearchRequest,
        response: { 200: Type.Array(MemberSearchItem), ...protectedErrors },
      },
    },
    async (request) => searchMembers(app.db, request.body.searchString),
  );

  app.put(
    '/Members/deactivate',
    {
      schema: {
        ...needs('write:members'),
        tags,
        body: DeactivateRequest,
        response: { 200: SuccessResult, ...changeErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'members', action: 'update', ids: [request.body.id] },
        (db) => deactivateMember(db, request.body.id),
      );
      return ok();
    },
  );

  app.put(
    '/Members/bulk',
    {
      schema: {
        ...needs('write:members'),
        tags,
        description:
          'Extension: sets the revue switch, the kind of membership or active on up to 1,000 members at ' +
          'once, one history entry per member (docs/api/members.md "Bulk edit").',
        body: MemberBulkRequest,
        response: { 200: BulkResult, ...changeErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { ids, changes } = request.body;
      const changed = await recorded(app.db, actor, { resource: 'members', action: 'update', ids }, (db) =>
        updateMembersInBulk(db, ids, changes, actor),
      );
      return { ids: changed };
    },
  );

  app.post(
    '/Members/export',
    {
      schema: {
        ...needs('read:members'),
        tags,
        body: ExportRequest,
        response: { 200: BinaryFile, ...protectedErrors },
      },
    },
    async (request, reply) => {
      assertMayFilterOnDues(request);
      return sendFile(reply, await exportMembers(app.db, request.body));
    },
  );

  app.get(
    '/Members/kinds',
    {
      schema: {
        ...needs('read:members'),
        tags,
        description:
          "Extension: the kinds of membership a member may have, in the settings' order (docs/api/dues.md).",
        response: { 200: Type.Array(MembershipKindChoice), ...protectedErrors },
      },
    },
    async () => listMembershipKinds(app.db),
  );

  app.get(
    '/Members/:id',
    {
      schema: {
        ...needs('read:members'),
        tags,
        params: IdParams,
        response: { 200: MemberDetail, ...protectedErrors, 404: ErrorResult },
      },
    },
    async (request) => {
      const { id } = request.params;
      const member = await getMember(app.db, id);
      if (member) return member;
      const into = await mergedInto(app.db, id);
      if (into !== undefined)
        throw new ApiError(404, `Member ${id} was merged into member ${into}.`, 'id', 'merged', {
          mergedInto: into,
        });
      throw notFound('member', id);
    },
  );

  app.get(
    '/Members/:id/tribeNumbers',
    {
      schema: {
        ...needs('read:members'),
        tags,
        description:
          'Extension: the stam numbers the member held, oldest first, from their history ' +
          '(docs/api/history.md "Stam numbers").',
        params: IdParams,
        response: { 200: TribeNumberHoldings, ...protectedErrors, 404: ErrorResult },
      },
    },
    async (request) =>
      orNotFound(await tribeNumberHoldings(app.db, request.params.id), 'member', request.params.id),
  );

  app.put(
    '/Members/:id',
    {
      schema: {
        ...needs('write:members'),
        tags,
        params: IdParams,
        body: MemberPayload,
        response: { 200: MemberDetail, ...changeErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return recorded(
        app.db,
        actor,
        { resource: 'members', action: 'update', ids: [request.params.id] },
        (db) =>
          updateMemberById(db, request.params.id, request.body, app.config.tribeNumberReuseYears, actor),
      );
    },
  );

  app.post(
    '/Members',
    {
      schema: {
        ...needs('write:members'),
        tags,
        body: MemberPayload,
        response: { 201: MemberDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await recorded(app.db, actor, { resource: 'members', action: 'create' }, (db) =>
        createMember(db, request.body, app.config.tribeNumberReuseYears, actor),
      );
      return reply.code(201).send(created);
    },
  );

  await app.register(importRoutes);
  await app.register(mergeRoutes);
  await app.register(doublesRoutes);
};

export default routes;
