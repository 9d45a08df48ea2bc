/**
 * One error handler for the whole app: every failure leaves as `{statusCode, isSuccess: false, error}`
 * (spec §3 generic result). Validation errors become 400 naming the field; errors carrying a 4xx
 * `statusCode` keep it; anything else is logged and answered 500 without details or stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An error a handler throws on purpose: its message goes to the client as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Turns Fastify's validation details into "take: must be >= 0" style text. */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as Record<string, unknown>;
  const field =
    (params.missingProperty as string | undefined) ??
    (params.additionalProperty as string | undefined) ??
    first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = error.validationContext ?? 'request';
  if (params.missingProperty) return `${where}: '${field}' is required`;
  return field ? `${where}: '${field}' ${first.message}` : `${where} ${first.message}`;
}

export function errorBody(statusCode: number, error: string) {
  return { statusCode, isSuccess: false as const, error };
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.code(400).send(errorBody(400, describeValidation(error)));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'An unexpected server error occurred.'));
  });
});
