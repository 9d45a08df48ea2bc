/**
 * Ring orders (spec §7 "Orders, rings, status"; docs/api/orders.md): GET /Orders?take&skip&includeOrderlines
 * (newest first), GET /Orders/total, GET /Orders/{id}?includeOrderLines, DELETE /Orders/{id} (with its
 * lines), GET /Orders/{orderid}/orderLines, and the summary per ring year and size with its export.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orNotFound } from '../../errors';
import { BinaryFile, ErrorResult, IdParams, ok, protectedErrors, SuccessResult } from '../../schemas/common';
import {
  Order,
  OrderDetailQuery,
  OrderFilterQuery,
  OrderLine,
  OrderLinesParams,
  OrderListQuery,
  Summary,
  SummaryExportRequest,
  SummaryRequest,
} from '../../schemas/orders';
import { recorded } from '../../services/history/record';
import { deleteOrder } from '../../services/orders/commands';
import { countOrders, getOrder, getOrderLines, listOrders } from '../../services/orders/queries';
import { exportSummary, summarizeOrders } from '../../services/orders/summary';
import { needs } from '../access';
import { actorOf } from '../actor';
import { serializeAsBuilt } from '../asBuilt';
import { sendFile } from '../files';

const tags = ['orders'];
const withNotFound = { ...protectedErrors, 404: ErrorResult };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Orders',
    {
      ...serializeAsBuilt,
      schema: {
        ...needs('read:orders'),
        tags,
        querystring: OrderListQuery,
        response: { 200: Type.Array(Order), ...protectedErrors },
      },
    },
    async (request) => listOrders(app.db, request.query),
  );

  app.get(
    '/Orders/total',
    {
      schema: {
        ...needs('read:orders'),
        tags,
        description: 'Extension: the number of orders matching the filter, for paging.',
        querystring: OrderFilterQuery,
        response: { 200: Type.Integer({ minimum: 0 }), ...protectedErrors },
      },
    },
    async (request) => countOrders(app.db, request.query),
  );

  app.post(
    '/Orders/summary',
    {
      schema: {
        ...needs('read:orders'),
        tags,
        description: 'Extension: ordered rings per ring year and size, of the given ids or the filter.',
        body: SummaryRequest,
        response: { 200: Summary, ...withNotFound },
      },
    },
    async (request) => summarizeOrders(app.db, request.body),
  );

  app.post(
    '/Orders/summary/export',
    {
      schema: {
        ...needs('read:orders'),
        tags,
        description: 'Extension: the summary as a CSV or .xlsx file for the supplier.',
        body: SummaryExportRequest,
        response: { 200: BinaryFile, ...withNotFound },
      },
    },
    async (request, reply) => sendFile(reply, await exportSummary(app.db, request.body)),
  );

  app.get(
    '/Orders/:id',
    {
      schema: {
        ...needs('read:orders'),
        tags,
        params: IdParams,
        querystring: OrderDetailQuery,
        response: { 200: Order, ...withNotFound },
      },
    },
    async (request) =>
      orNotFound(
        await getOrder(app.db, request.params.id, request.query.includeOrderLines ?? false),
        'order',
        request.params.id,
      ),
  );

  app.delete(
    '/Orders/:id',
    {
      schema: {
        ...needs('write:orders'),
        tags,
        params: IdParams,
        response: { 200: SuccessResult, ...withNotFound },
      },
    },
    async (request) => {
      await recorded(
        app.db,
        actorOf(request),
        { resource: 'orders', action: 'delete', ids: [request.params.id] },
        (db) => deleteOrder(db, request.params.id),
      );
      return ok();
    },
  );

  app.get(
    '/Orders/:orderid/orderLines',
    {
      schema: {
        ...needs('read:orders'),
        tags,
        params: OrderLinesParams,
        response: { 200: Type.Array(OrderLine), ...withNotFound },
      },
    },
    async (request) =>
      orNotFound(await getOrderLines(app.db, request.params.orderid), 'order', request.params.orderid),
  );
};

export default routes;
