/**
 * One error handler for the whole app: every failure leaves as `{statusCode, isSuccess: false, error}`
 * (spec §3 generic result). Validation errors become 400 naming the field; errors carrying a 4xx
 * `statusCode` keep it; anything else is logged and answered 500 without details or stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

/** Turns Fastify's validation details into "body: 'contact.email' must match format" and the field path. */
function describeValidation(error: FastifyError): { message: string; field?: string } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message };
  const params = first.params as Record<string, unknown>;
  const parent = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const field = [parent, child].filter(Boolean).join('.') || undefined;
  const where = error.validationContext ?? 'request';
  if (params.missingProperty) return { message: `${where}: '${field}' is required`, field };
  return { message: field ? `${where}: '${field}' ${first.message}` : `${where} ${first.message}`, field };
}

export function errorBody(
  statusCode: number,
  error: string,
  extra: { field?: string; reason?: string } = {},
) {
  return { statusCode, isSuccess: false as const, error, ...extra };
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return reply.code(400).send(errorBody(400, message, { field }));
    }
    const status = error.statusCode ?? 500;
    if (error instanceof ApiError) {
      return reply
        .code(status)
        .send(errorBody(status, error.message, { field: error.field, reason: error.reason }));
    }
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'An unexpected server error occurred.'));
  });
});
