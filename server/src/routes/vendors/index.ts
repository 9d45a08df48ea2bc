/**
 * The vendors routes of spec §7 (docs/api/vendors.md): POST /Vendors/list, GET/DELETE /Vendors/{id},
 * and the multipart POST /Vendors and PUT /Vendors/{id} (member, message, images).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orNotFound } from '../../errors';
import { ErrorResult, ok, PagedResult, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  CREATE_DESCRIPTION,
  UPDATE_DESCRIPTION,
  VendorDetail,
  VendorIdParams,
  VendorListItem,
  VendorListRequest,
} from '../../schemas/vendors';
import { createVendor, deleteVendor, updateVendor } from '../../services/vendors/commands';
import { readVendorForm } from '../../services/vendors/form';
import { getVendor, listVendors } from '../../services/vendors/queries';

const tags = ['vendors'];
const byIdErrors = { ...protectedErrors, 404: ErrorResult };
const changeErrors = { ...byIdErrors, 409: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Vendors/list',
    {
      schema: {
        tags,
        body: VendorListRequest,
        response: { 200: PagedResult('vendors', VendorListItem), ...protectedErrors },
      },
    },
    async (request) => listVendors(app.db, request.body),
  );

  app.get(
    '/Vendors/:id',
    { schema: { tags, params: VendorIdParams, response: { 200: VendorDetail, ...byIdErrors } } },
    async (request) => orNotFound(await getVendor(app.db, request.params.id), 'vendor', request.params.id),
  );

  app.post(
    '/Vendors',
    {
      schema: {
        tags,
        description: CREATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: VendorDetail, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readVendorForm(request, { update: false });
      return reply.code(201).send(await createVendor(app.db, fields, files));
    },
  );

  app.put(
    '/Vendors/:id',
    {
      schema: {
        tags,
        description: UPDATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: VendorIdParams,
        response: { 200: VendorDetail, ...changeErrors },
      },
    },
    async (request) => {
      const { fields, files } = await readVendorForm(request, { update: true });
      return updateVendor(app.db, request.params.id, fields, files);
    },
  );

  app.delete(
    '/Vendors/:id',
    { schema: { tags, params: VendorIdParams, response: { 200: SuccessResult, ...byIdErrors } } },
    async (request) => {
      await deleteVendor(app.db, request.params.id);
      return ok();
    },
  );
};

export default routes;
