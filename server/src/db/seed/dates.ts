/** Calendar helpers for the demo seed. Days are UTC days; event times are Brussels wall-clock times. */

/** Milliseconds per hour and per day (UTC days have no DST jumps). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The UTC calendar day of `date`, at 00:00 UTC. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `date` moved by `days` (may be negative or fractional) days of 24 hours. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `yyyy-MM-dd` of the UTC day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `offset` months after the month of `date`. */
export function monthStart(date: Date, offset: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/** The last day of the month `offset` months after the month of `date`. */
export function monthEnd(date: Date, offset: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset + 1, 0));
}

/** The first day on or after `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(date: Date, weekday: number): Date {
  return addDays(date, (weekday - date.getUTCDay() + 7) % 7);
}

const brusselsOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Brussels',
  timeZoneName: 'longOffset',
});

/** The instant when Brussels clocks show `hour:minute` on the UTC calendar day of `day`. */
export function brusselsTime(day: Date, hour: number, minute = 0): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  const zone = brusselsOffset.formatToParts(wall).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(zone) ?? ['', '+', '00', '00'];
  const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(wall - offsetMs);
}

/** Dutch (Flemish) name of the month of `date`, e.g. 'maart'. */
export function monthName(date: Date): string {
  return date.toLocaleDateString('nl-BE', { month: 'long', timeZone: 'UTC' });
}
