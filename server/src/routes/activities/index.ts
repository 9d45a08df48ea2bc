/**
 * The activities routes of spec §7 "Activities" (docs/api/activities.md): POST /Activities/list,
 * GET/PUT/DELETE /Activities/{id}, POST /Activities (multipart).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import {
  ActivityCreateForm,
  ActivityDetail,
  ActivityListItem,
  ActivityListRequest,
  ActivityUpdateForm,
} from '../../schemas/activities';
import { ErrorResult, IdParams, ok, PagedResult, protectedErrors, SuccessResult } from '../../schemas/common';
import { createActivity, deleteActivity, updateActivity } from '../../services/activities/commands';
import { activityForm } from '../../services/activities/form';
import { getActivity, listActivities } from '../../services/activities/queries';
import { recorded } from '../../services/history/record';
import { needs } from '../access';
import { actorOf } from '../actor';
import { IMAGE_FILES, multipartForm, trimmed } from '../multipart';

const tags = ['activities'];
const changeErrors = { ...protectedErrors, 404: ErrorResult };

/** The form's raw text fields trimmed; empty coordinates mean "none" rather than 0. */
function tidy(fields: Record<string, string | string[]>) {
  const result = trimmed('title', 'addressLine1', 'addressLine2', 'latitude', 'longitude')(fields);
  for (const name of ['latitude', 'longitude']) if (result[name] === '') delete result[name];
  return result;
}
const createForm = multipartForm(ActivityCreateForm, IMAGE_FILES, tidy);
const updateForm = multipartForm(ActivityUpdateForm, IMAGE_FILES, tidy);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Activities/list',
    {
      schema: {
        ...needs('read:activities'),
        tags,
        body: ActivityListRequest,
        response: { 200: PagedResult('activities', ActivityListItem), ...protectedErrors },
      },
    },
    async (request) => listActivities(app.db, request.body),
  );

  app.get(
    '/Activities/:id',
    {
      schema: {
        ...needs('read:activities'),
        tags,
        params: IdParams,
        response: { 200: ActivityDetail, ...changeErrors },
      },
    },
    async (request) =>
      orNotFound(await getActivity(app.db, request.params.id), 'activity', request.params.id),
  );

  app.post(
    '/Activities',
    {
      preValidation: createForm.preValidation,
      schema: {
        ...needs('write:activities'),
        tags,
        body: createForm.body,
        response: { 201: ActivityDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = createForm.read(request);
      const created = await recorded(
        app.db,
        actorOf(request),
        { resource: 'activities', action: 'create' },
        (db) => createActivity(db, activityForm(fields, files)),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/Activities/:id',
    {
      preValidation: updateForm.preValidation,
      schema: {
        ...needs('write:activities'),
        tags,
        params: IdParams,
        body: updateForm.body,
        response: { 200: ActivityDetail, ...changeErrors },
      },
    },
    async (request) => {
      const { fields, files } = updateForm.read(request);
      return recorded(
        app.db,
        actorOf(request),
        { resource: 'activities', action: 'update', ids: [request.params.id] },
        (db) => updateActivity(db, request.params.id, activityForm(fields, files)),
      );
    },
  );

  app.delete(
    '/Activities/:id',
    {
      schema: {
        ...needs('write:activities'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...changeErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'activities', action: 'delete', ids: [request.params.id] },
        (db) => deleteActivity(db, request.params.id),
      );
      return ok();
    },
  );
};

export default routes;
