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
