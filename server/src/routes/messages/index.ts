/**
 * The messages routes of spec §7 "Messages" (docs/api/messages.md): POST /Messages/list,
 * GET/PUT/DELETE /Messages/{id}, POST /Messages. Banners are messages with isBanner.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import { ErrorResult, IdParams, ok, PagedResult, protectedErrors, SuccessResult } from '../../schemas/common';
import { MessageDetail, MessageListItem, MessageListRequest, MessagePayload } from '../../schemas/messages';
import { recorded } from '../../services/history/record';
import { createMessage, deleteMessage, updateMessage } from '../../services/messages/commands';
import { getMessage, listMessages } from '../../services/messages/queries';
import { needs } from '../access';
import { actorOf } from '../actor';

const tags = ['messages'];
const changeErrors = { ...protectedErrors, 404: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Messages/list',
    {
      schema: {
        ...needs('read:messages'),
        tags,
        body: MessageListRequest,
        response: { 200: PagedResult('messages', MessageListItem), ...protectedErrors },
      },
    },
    async (request) => listMessages(app.db, request.body),
  );

  app.get(
    '/Messages/:id',
    {
      schema: {
        ...needs('read:messages'),
        tags,
        params: IdParams,
        response: { 200: MessageDetail, ...changeErrors },
      },
    },
    async (request) => orNotFound(await getMessage(app.db, request.params.id), 'message', request.params.id),
  );

  app.post(
    '/Messages',
    {
      schema: {
        ...needs('write:messages'),
        tags,
        body: MessagePayload,
        response: { 201: MessageDetail, ...protectedErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recorded(app.db, actorOf(request), { resource: 'messages', action: 'create' }, (db) =>
            createMessage(db, request.body),
          ),
        ),
  );

  app.put(
    '/Messages/:id',
    {
      schema: {
        ...needs('write:messages'),
        tags,
        params: IdParams,
        body: MessagePayload,
        response: { 200: MessageDetail, ...changeErrors },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'messages', action: 'update', ids: [request.params.id] },
        (db) => updateMessage(db, request.params.id, request.body),
      ),
  );

  app.delete(
    '/Messages/:id',
    {
      schema: {
        ...needs('write:messages'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...changeErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'messages', action: 'delete', ids: [request.params.id] },
        (db) => deleteMessage(db, request.params.id),
      );
      return ok();
    },
  );
};

export default routes;
