/**
 * One error handler for the whole app: every failure leaves as `{statusCode, isSuccess: false, error}`
 * (spec §3 generic result). Validation errors become 400 naming the field; errors carrying a 4xx
 * `statusCode` keep it; a database out of reach (db/unavailable.ts) is answered 503 with `Retry-After`;
 * anything else is logged and answered 500 without details or stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, type ErrorDetails } from '../errors';
import { MULTI_LINE_PATTERN, NOT_BLANK_PATTERN, SINGLE_LINE_PATTERN } from '../schemas/common';

/** What the text building blocks' patterns mean, said instead of the pattern itself. */
const PATTERN_MEANINGS: Record<string, string> = {
  [SINGLE_LINE_PATTERN]: 'must be one line without control characters',
  [MULTI_LINE_PATTERN]: 'must not contain control characters other than tab and line breaks',
  [NOT_BLANK_PATTERN]: 'must be one line, not blank, without control characters',
};

/**
 * Turns Fastify's validation details into "body: 'contact.email' must match format", the field path
 * and the failed keyword as the reason (`required`, `maxLength`, `format`, ...).
 */
function describeValidation(error: FastifyError): { message: string; field?: string; reason?: string } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message, field: error.validationContext };
  const params = first.params as Record<string, unknown>;
  const parent = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const where = error.validationContext ?? 'request';
  // A problem with the whole part ("body must be object") names the part itself.
  const field = [parent, child].filter(Boolean).join('.') || where;
  if (params.missingProperty)
    return { message: `${where}: '${field}' is required`, field, reason: 'required' };
  const problem = PATTERN_MEANINGS[params.pattern as string] ?? first.message;
  const message = field === where ? `${where} ${problem}` : `${where}: '${field}' ${problem}`;
  return { message, field, reason: first.keyword };
}

/** The `error` of a 503 while the database is not reachable. */
const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable at the moment; try again shortly.';

/** `{statusCode, isSuccess: false, error, field?, reason?, ...details}` (ErrorResult). */
export function errorBody(
  statusCode: number,
  error: string,
  extra: { field?: string; reason?: string } & ErrorDetails = {},
) {
  return { statusCode, isSuccess: false as const, error, ...extra };
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, field, reason } = describeValidation(error);
      return reply.code(400).send(errorBody(400, message, { field, reason }));
    }
    if (isDatabaseUnavailable(error)) {
      // The driver's message, not Drizzle's wrapper (which holds the query and its values).
      const cause = error.cause instanceof Error ? error.cause.message : error.message;
      request.log.warn(`database not reachable (${cause}), answered 503`);
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE, { reason: 'databaseUnavailable' }));
    }
    const status = error.statusCode ?? 500;
    if (error instanceof ApiError) {
      if (error.details?.retryAfter) reply.header('retry-after', String(error.details.retryAfter));
      return reply
        .code(status)
        .send(
          errorBody(status, error.message, { field: error.field, reason: error.reason, ...error.details }),
        );
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals of a body (not JSON, empty, too large, an unknown content type).
      const aboutBody = error.code?.startsWith('FST_ERR_CTP_');
      return reply
        .code(status)
        .send(errorBody(status, error.message, aboutBody ? { field: 'body', reason: error.code } : {}));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'An unexpected server error occurred.'));
  });
});
