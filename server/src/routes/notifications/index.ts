/**
 * Notifications (spec §7): GET /Notifications?take&skip (newest first), GET /Notifications/total,
 * DELETE /Notifications with a JSON array of ids (all or nothing: 404 naming unknown ids).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../errors';
import { ErrorResult, ok, protectedErrors, SuccessResult } from '../../schemas/common';
import { Notification, NotificationIds, NotificationListQuery } from '../../schemas/notifications';
import { recorded } from '../../services/history/record';
import {
  countNotifications,
  deleteNotifications,
  listNotifications,
  UnknownIdsError,
} from '../../services/notifications';
import { needs } from '../access';
import { actorOf } from '../actor';
import { serializeAsBuilt } from '../asBuilt';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Notifications',
    {
      ...serializeAsBuilt,
      schema: {
        ...needs('read:notifications'),
        tags: ['notifications'],
        querystring: NotificationListQuery,
        response: { 200: Type.Array(Notification), ...protectedErrors },
      },
    },
    async (request) => listNotifications(app.db, request.query.take, request.query.skip),
  );

  app.get(
    '/Notifications/total',
    {
      schema: {
        ...needs('read:notifications'),
        tags: ['notifications'],
        response: { 200: Type.Integer({ minimum: 0 }), ...protectedErrors },
      },
    },
    async () => countNotifications(app.db),
  );

  app.delete(
    '/Notifications',
    {
      schema: {
        ...needs('write:notifications'),
        tags: ['notifications'],
        body: NotificationIds,
        response: { 200: SuccessResult, 404: ErrorResult, ...protectedErrors },
      },
    },
    async (request) => {
      try {
        await recorded(
          app.db,
          actorOf(request),
          { resource: 'notifications', action: 'delete', ids: request.body },
          (db) => deleteNotifications(db, request.body),
        );
        return ok();
      } catch (error) {
        if (error instanceof UnknownIdsError) throw new ApiError(404, error.message);
        throw error;
      }
    },
  );
};

export default routes;
