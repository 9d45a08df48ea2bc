/**
 * The locations routes of spec §7 "Board members, countries, links, locations"
 * (docs/api/activities.md "Locations"): GET /Locations, PUT /Locations/id?id={id} (the spec's update,
 * which the original client sent as GET), and POST /Locations (extension).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResult, IdParams, protectedErrors } from '../../schemas/common';
import { Location, LocationPayload } from '../../schemas/locations';
import { recorded } from '../../services/history/record';
import { createLocation, listLocations, updateLocation } from '../../services/locations';
import { needs } from '../access';
import { actorOf } from '../actor';

const tags = ['locations'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Locations',
    {
      schema: {
        ...needs('read:activities'),
        tags,
        response: { 200: Type.Array(Location), ...protectedErrors },
      },
    },
    async () => listLocations(app.db),
  );

  app.put(
    '/Locations/id',
    {
      schema: {
        ...needs('write:activities'),
        tags,
        description: 'The spec describes this update as "intended as PUT but sent as GET"; it is a PUT.',
        querystring: IdParams,
        body: LocationPayload,
        response: { 200: Location, ...protectedErrors, 404: ErrorResult },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'locations', action: 'update', ids: [request.query.id] },
        (db) => updateLocation(db, request.query.id, request.body),
      ),
  );

  app.post(
    '/Locations',
    {
      schema: {
        ...needs('write:activities'),
        tags,
        description: 'Extension: adds a location, e.g. from the activity form.',
        body: LocationPayload,
        response: { 201: Location, ...protectedErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recorded(app.db, actorOf(request), { resource: 'locations', action: 'create' }, (db) =>
            createLocation(db, request.body),
          ),
        ),
  );
};

export default routes;
