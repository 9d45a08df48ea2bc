/**
 * Values of a refusal a client shows in its own language (ErrorResult documents each): `limit` and
 * `measure` for a broken limit, `columns` for missing columns.
 */
export interface ErrorDetails {
  /** With reason tooManyAttempts (429): seconds to wait, also sent as the Retry-After header. */
  retryAfter?: number;
  /** The limit the input broke, counted in `measure`'s unit. */
  limit?: number;
  /**
   * What `limit` counts: fileSize or unpackedSize (MB of 1024 × 1024 bytes), rows (data rows), parts
   * (zip entries), ratio (unpacked ÷ packed size of one part), bytes (a stored preference as UTF-8
   * JSON), entries (stored preferences or shared searches).
   */
  measure?: 'fileSize' | 'unpackedSize' | 'rows' | 'parts' | 'ratio' | 'megapixels' | 'bytes' | 'entries';
  /** The required columns a spreadsheet lacks, as the template names them. */
  columns?: string[];
  /** With reason feeMissing: the kinds of membership in use without a fee for the year. */
  kinds?: string[];
  /** With reason tribeNumberNotYetFree: the member who held the number. */
  formerHolder?: { id: number; name: string };
  /**
   * With reason tribeNumberNotYetFree, or tribeNumberTaken by an inactive member: the first day
   * (yyyy-MM-dd) the number may be given again.
   */
  freeFrom?: string;
  /** With reason tribeNumberTaken: the member who holds the number, and the day they left (null: active). */
  holder?: { id: number; name: string; inactiveSince: string | null };
  /** With reason merged: the member the asked one was merged into (docs/api/members.md). */
  mergedInto?: number;
}

/**
 * ApiError: a failure the client caused or must know about (not found, conflict, bad input), thrown
 * by services and routes alike. The error handler (plugins/errors.ts) sends it as
 * `{statusCode, isSuccess: false, error, field?, reason?, ...details}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The payload path of the bad field (`contact.email`), sent as `field`. */
    readonly field?: string,
    /** A code for the kind of problem (`tooLarge`), sent as `reason`. */
    readonly reason?: string,
    /** The values a client needs to say the problem in its own words, sent as fields of the answer. */
    readonly details?: ErrorDetails,
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
