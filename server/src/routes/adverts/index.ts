/**
 * The adverts routes of spec §7 "Adverts" (docs/api/adverts.md): GET /Adverts/publishperiods,
 * POST /Adverts/list, GET/PUT/DELETE /Adverts/{id}, POST /Adverts (multipart),
 * PUT /Adverts/visibility?visible, PUT /Adverts/bulk (docs/api/adverts.md "Bulk edit"), PUT /Adverts/{id}/images, GET /Adverts/export?date.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orNotFound } from '../../errors';
import {
  AdvertBulkRequest,
  AdvertCreateForm,
  AdvertDetail,
  AdvertExport,
  AdvertIds,
  AdvertListItem,
  AdvertListRequest,
  AdvertUpdateForm,
  ExportQuery,
  ImageOrder,
  PublishPeriod,
  VisibilityQuery,
} from '../../schemas/adverts';
import {
  BulkResult,
  ErrorResult,
  IdParams,
  Image,
  ok,
  PagedResult,
  protectedErrors,
  SuccessResult,
} from '../../schemas/common';
import {
  createAdvert,
  deleteAdvert,
  orderAdvertImages,
  setAdvertsPeriod,
  setAdvertsVisibility,
  updateAdvert,
} from '../../services/adverts/commands';
import { exportAdverts } from '../../services/adverts/export';
import { advertForm } from '../../services/adverts/form';
import { listPublishPeriods, requirePublishPeriod } from '../../services/adverts/periods';
import { getAdvert, listAdverts } from '../../services/adverts/queries';
import { recorded } from '../../services/history/record';
import { needs } from '../access';
import { actorOf } from '../actor';
import { serializeAsBuilt } from '../asBuilt';
import { IMAGE_FILES, multipartForm, trimmed } from '../multipart';

const tags = ['adverts'];
const changeErrors = { ...protectedErrors, 404: ErrorResult };
const createForm = multipartForm(AdvertCreateForm, IMAGE_FILES, trimmed('message'));
const updateForm = multipartForm(AdvertUpdateForm, IMAGE_FILES, trimmed('message'));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Adverts/publishperiods',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        response: { 200: Type.Array(PublishPeriod), ...protectedErrors },
      },
    },
    async () => listPublishPeriods(),
  );

  app.post(
    '/Adverts/list',
    {
      ...serializeAsBuilt,
      schema: {
        ...needs('read:adverts'),
        tags,
        body: AdvertListRequest,
        response: { 200: PagedResult('adverts', AdvertListItem), ...protectedErrors },
      },
    },
    async (request) => {
      const { period, ...rest } = request.body;
      return listAdverts(app.db, {
        ...rest,
        period: period ? requirePublishPeriod(period, 'period') : undefined,
      });
    },
  );

  app.get(
    '/Adverts/export',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        querystring: ExportQuery,
        response: { 200: AdvertExport, ...protectedErrors },
      },
    },
    async (request) => exportAdverts(app.db, requirePublishPeriod(request.query.date, 'date')),
  );

  app.put(
    '/Adverts/visibility',
    {
      schema: {
        ...needs('write:adverts'),
        tags,
        querystring: VisibilityQuery,
        body: AdvertIds,
        response: { 200: SuccessResult, ...changeErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'adverts', action: 'update', ids: request.body },
        (db) => setAdvertsVisibility(db, request.body, request.query.visible),
      );
      return ok();
    },
  );

  app.put(
    '/Adverts/bulk',
    {
      schema: {
        ...needs('write:adverts'),
        tags,
        description:
          'Extension: gives up to 1,000 adverts the same publish period, one history entry per advert ' +
          '(docs/api/adverts.md "Bulk edit").',
        body: AdvertBulkRequest,
        response: { 200: BulkResult, ...changeErrors },
      },
    },
    async (request) => {
      const { ids, changes } = request.body;
      const changed = await recorded(
        app.db,
        actorOf(request),
        { resource: 'adverts', action: 'update', ids },
        (db) => setAdvertsPeriod(db, ids, changes),
      );
      return { ids: changed };
    },
  );

  app.get(
    '/Adverts/:id',
    {
      schema: {
        ...needs('read:adverts'),
        tags,
        params: IdParams,
        response: { 200: AdvertDetail, ...changeErrors },
      },
    },
    async (request) => orNotFound(await getAdvert(app.db, request.params.id), 'advert', request.params.id),
  );

  app.post(
    '/Adverts',
    {
      preValidation: createForm.preValidation,
      schema: {
        ...needs('write:adverts'),
        tags,
        body: createForm.body,
        response: { 201: AdvertDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = createForm.read(request);
      const created = await recorded(
        app.db,
        actorOf(request),
        { resource: 'adverts', action: 'create' },
        (db) => createAdvert(db, advertForm(fields, files)),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/Adverts/:id',
    {
      preValidation: updateForm.preValidation,
      schema: {
        ...needs('write:adverts'),
        tags,
        params: IdParams,
        body: updateForm.body,
        response: { 200: AdvertDetail, ...changeErrors },
      },
    },
    async (request) => {
      const { fields, files } = updateForm.read(request);
      return recorded(
        app.db,
        actorOf(request),
        { resource: 'adverts', action: 'update', ids: [request.params.id] },
        (db) => updateAdvert(db, request.params.id, advertForm(fields, files)),
      );
    },
  );

  app.delete(
    '/Adverts/:id',
    {
      schema: {
        ...needs('write:adverts'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...changeErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'adverts', action: 'delete', ids: [request.params.id] },
        (db) => deleteAdvert(db, request.params.id),
      );
      return ok();
    },
  );

  app.put(
    '/Adverts/:id/images',
    {
      schema: {
        ...needs('write:adverts'),
        tags,
        params: IdParams,
        body: ImageOrder,
        response: { 200: Type.Array(Image), ...changeErrors },
      },
    },
    async (request) =>
      recorded(
        app.db,
        actorOf(request),
        { resource: 'adverts', action: 'reorderImages', ids: [request.params.id] },
        (db) => orderAdvertImages(db, request.params.id, request.body),
      ),
  );
};

export default routes;
