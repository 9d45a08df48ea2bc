/**
 * The start and end of an activity or message (spec §5): the end may not lie before the start; on the
 * wire both are ISO 8601 strings.
 */
import { ApiError } from '../errors';

/**
 * The two ISO 8601 date-times as Dates. Throws ApiError 400 (`field` endDate, reason `beforeStart`)
 * when `endDate` lies before `startDate`; both equal is allowed.
 */
export function dateRange(startDate: string, endDate: string): { startDate: Date; endDate: Date } {
  const range = { startDate: new Date(startDate), endDate: new Date(endDate) };
  if (range.endDate < range.startDate)
    throw new ApiError(400, 'endDate lies before startDate.', 'endDate', 'beforeStart');
  return range;
}

/** `row` with its `startDate` and `endDate` as ISO 8601 strings, as the API answers them. */
export const withIsoDates = <T extends { startDate: Date; endDate: Date }>(row: T) => ({
  ...row,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
});
