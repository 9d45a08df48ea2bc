/**
 * Start and end date-times of activities and messages (spec §3): the conversions between the
 * date-time inputs and the wire's ISO 8601, and the check that the end does not come before the start.
 */

/** A date-time input value (ISO, local `yyyy-MM-ddTHH:mm` or a Date) → ISO 8601 in UTC; '' when empty or not a date. */
export const toIsoDateTime = (value: string | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

/**
 * A form validator of `endDate` answering `message` (a translation key) when the end comes before the
 * form's `startDate`, as the server refuses it (`reason` beforeStart). Empty dates pass: `required` checks them.
 */
export const endNotBeforeStart =
  (message: string) =>
  (value: unknown, values: { startDate?: string | Date | null }): string | undefined => {
    const end = toIsoDateTime(value as string | Date | null);
    const start = toIsoDateTime(values.startDate);
    return end !== '' && start !== '' && end < start ? message : undefined;
  };
