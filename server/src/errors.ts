/**
 * ApiError: a failure the client caused or must know about (not found, conflict, bad input), thrown
 * by services and routes alike. The error handler (plugins/errors.ts) sends it as
 * `{statusCode, isSuccess: false, error, field?, reason?}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The payload path of the bad field (`contact.email`), sent as `field`. */
    readonly field?: string,
    /** A code for the kind of problem (`tooLarge`), sent as `reason`. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** ApiError 404 `No {what} with id {id}.`, the answer for an unknown id. */
export const notFound = (what: string, id: number) => new ApiError(404, `No ${what} with id ${id}.`);

/** `value` when the lookup found it; throws {@link notFound} (404) when it is undefined. */
export function orNotFound<T>(value: T | undefined, what: string, id: number): T {
  if (value === undefined) throw notFound(what, id);
  return value;
}
