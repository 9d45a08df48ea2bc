/**
 * The vendors routes of spec §7 (docs/api/vendors.md): POST /Vendors/list, GET/DELETE /Vendors/{id},
 * and the multipart POST /Vendors and PUT /Vendors/{id} (member, message, images).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import { ErrorResult, IdParams, ok, PagedResult, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  VendorDetail,
  VendorForm,
  VendorListItem,
  VendorListRequest,
  VendorUpdateForm,
} from '../../schemas/vendors';
import { recorded } from '../../services/history/record';
import { createVendor, deleteVendor, updateVendor } from '../../services/vendors/commands';
import { getVendor, listVendors } from '../../services/vendors/queries';
import { needs } from '../access';
import { actorOf } from '../actor';
import { IMAGE_FILES, multipartForm, trimmed } from '../multipart';

const tags = ['vendors'];
const byIdErrors = { ...protectedErrors, 404: ErrorResult };
const changeErrors = { ...byIdErrors, 409: ErrorResult };
const createForm = multipartForm(VendorForm, IMAGE_FILES, trimmed('message'));
const updateForm = multipartForm(VendorUpdateForm, IMAGE_FILES, trimmed('message'));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Vendors/list',
    {
      schema: {
        ...needs('read:vendors'),
        tags,
        body: VendorListRequest,
        response: { 200: PagedResult('vendors', VendorListItem), ...protectedErrors },
      },
    },
    async (request) => listVendors(app.db, request.body),
  );

  app.get(
    '/Vendors/:id',
    {
      schema: {
        ...needs('read:vendors'),
        tags,
        params: IdParams,
        response: { 200: VendorDetail, ...byIdErrors },
      },
    },
    async (request) => orNotFound(await getVendor(app.db, request.params.id), 'vendor', request.params.id),
  );

  app.post(
    '/Vendors',
    {
      preValidation: createForm.preValidation,
      schema: {
        ...needs('write:vendors'),
        tags,
        body: createForm.body,
        response: { 201: VendorDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = createForm.read(request);
      const created = await recorded(
        app.db,
        actorOf(request),
        { resource: 'vendors', action: 'create' },
        (db) => createVendor(db, fields, files),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/Vendors/:id',
    {
      preValidation: updateForm.preValidation,
      schema: {
        ...needs('write:vendors'),
        tags,
        params: IdParams,
        body: updateForm.body,
        response: { 200: VendorDetail, ...changeErrors },
      },
    },
    async (request) => {
      const { fields, files } = updateForm.read(request);
      return recorded(
        app.db,
        actorOf(request),
        { resource: 'vendors', action: 'update', ids: [request.params.id] },
        (db) => updateVendor(db, request.params.id, fields, files),
      );
    },
  );

  app.delete(
    '/Vendors/:id',
    {
      schema: {
        ...needs('write:vendors'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...byIdErrors },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'vendors', action: 'delete', ids: [request.params.id] },
        (db) => deleteVendor(db, request.params.id),
      );
      return ok();
    },
  );
};

export default routes;
