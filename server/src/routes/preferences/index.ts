/**
 * Stored preferences (docs/api/preferences.md, issue L #37), for any staff member and only their own:
 * GET /Preferences (own entries and the searches shared on the lists they read), PUT and DELETE
 * /Preferences/{key}; POST /Preferences/shared shares a saved search with the club, DELETE
 * /Preferences/shared/{id} stops sharing it (who shared it, or a beheerder).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResult, ok, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  Preference,
  PreferenceKeyParams,
  Preferences,
  PreferenceWrite,
  SharedQuery,
  SharedQueryCreate,
  SharedQueryParams,
} from '../../schemas/preferences';
import {
  type PreferenceOwner,
  readPreferences,
  removePreference,
  shareQuery,
  unshareQuery,
  writePreference,
} from '../../services/preferences';
import { anyStaff } from '../access';

const tags = ['preferences'];

/** The caller, whose preferences these are (every /api/backoffice request has a verified token). */
function ownerOf(request: FastifyRequest): PreferenceOwner {
  if (!request.user) throw new Error('Preferences without a verified staff member');
  return request.user;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Preferences',
    { schema: { ...anyStaff, tags, response: { 200: Preferences, ...protectedErrors } } },
    async (request) => readPreferences(app.db, ownerOf(request)),
  );

  app.put(
    '/Preferences/:key',
    {
      schema: {
        ...anyStaff,
        tags,
        params: PreferenceKeyParams,
        body: PreferenceWrite,
        response: { 200: Preference, 409: ErrorResult, ...protectedErrors },
      },
    },
    async (request) => writePreference(app.db, ownerOf(request), request.params.key, request.body.value),
  );

  app.delete(
    '/Preferences/:key',
    {
      schema: {
        ...anyStaff,
        tags,
        params: PreferenceKeyParams,
        response: { 200: SuccessResult, ...protectedErrors },
      },
    },
    async (request) => {
      await removePreference(app.db, ownerOf(request), request.params.key);
      return ok();
    },
  );

  app.post(
    '/Preferences/shared',
    {
      schema: {
        ...anyStaff,
        tags,
        body: SharedQueryCreate,
        response: { 201: SharedQuery, 409: ErrorResult, ...protectedErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await shareQuery(app.db, ownerOf(request), request.body)),
  );

  app.delete(
    '/Preferences/shared/:id',
    {
      schema: {
        ...anyStaff,
        tags,
        params: SharedQueryParams,
        response: { 200: SuccessResult, 404: ErrorResult, ...protectedErrors },
      },
    },
    async (request) => {
      await unshareQuery(app.db, ownerOf(request), request.params.id);
      return ok();
    },
  );
};

export default routes;
