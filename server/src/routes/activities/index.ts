/**
 * The activities routes of spec §7 "Activities" (docs/api/activities.md): POST /Activities/list,
 * GET/PUT/DELETE /Activities/{id}, POST /Activities (multipart).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import {
  ActivityDetail,
  ActivityIdParams,
  ActivityListItem,
  ActivityListRequest,
  CREATE_DESCRIPTION,
  UPDATE_DESCRIPTION,
} from '../../schemas/activities';
import { ErrorResult, ok, PagedResult, protectedErrors, SuccessResult } from '../../schemas/common';
import { createActivity, deleteActivity, updateActivity } from '../../services/activities/commands';
import { readActivityForm } from '../../services/activities/form';
import { getActivity, listActivities } from '../../services/activities/queries';

const tags = ['activities'];
const changeErrors = { ...protectedErrors, 404: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Activities/list',
    {
      schema: {
        tags,
        body: ActivityListRequest,
        response: { 200: PagedResult('activities', ActivityListItem), ...protectedErrors },
      },
    },
    async (request) => listActivities(app.db, request.body),
  );

  app.get(
    '/Activities/:id',
    { schema: { tags, params: ActivityIdParams, response: { 200: ActivityDetail, ...changeErrors } } },
    async (request) =>
      orNotFound(await getActivity(app.db, request.params.id), 'activity', request.params.id),
  );

  app.post(
    '/Activities',
    {
      schema: {
        tags,
        description: CREATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ActivityDetail, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createActivity(app.db, await readActivityForm(request, false))),
  );

  app.put(
    '/Activities/:id',
    {
      schema: {
        tags,
        description: UPDATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: ActivityIdParams,
        response: { 200: ActivityDetail, ...changeErrors },
      },
    },
    async (request) => updateActivity(app.db, request.params.id, await readActivityForm(request, true)),
  );

  app.delete(
    '/Activities/:id',
    { schema: { tags, params: ActivityIdParams, response: { 200: SuccessResult, ...changeErrors } } },
    async (request) => {
      await deleteActivity(app.db, request.params.id);
      return ok();
    },
  );
};

export default routes;
