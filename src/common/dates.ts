/**
 * Dates as the screens show them (docs/api.md): dd/MM/yyyy, with HH:mm on a 24-hour clock, in the
 * browser's time zone, whatever the interface language. The formatters are made once: a list formats
 * a date in every row, and making an Intl formatter costs far more than using one.
 */
const dateFormat = new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('nl-BE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const dateAndTime = (date: Date) => `${dateFormat.format(date)} ${timeFormat.format(date)}`;

/** An ISO 8601 instant as dd/MM/yyyy. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** Spec §9: an ISO 8601 instant as dd/MM/yyyy HH:mm, e.g. notification times. */
export const formatDateTime = (iso: string): string => dateAndTime(new Date(iso));

/**
 * An ISO 8601 instant as dd/MM/yyyy HH:mm, or only dd/MM/yyyy when it falls at midnight (browser time
 * zone): a value with no time of day shows none, not "00:00" (issue H, message dates).
 */
export const formatDateOrDateTime = (iso: string): string => {
  const date = new Date(iso);
  return date.getHours() === 0 && date.getMinutes() === 0 ? dateFormat.format(date) : dateAndTime(date);
};

/** The club's clock (docs/api.md: club days are Brussels days). */
const BRUSSELS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The parts of `iso` on the club's clock (Europe/Brussels): day, month, year, hour, minute. */
const brusselsParts = (iso: string) =>
  Object.fromEntries(BRUSSELS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value])) as Record<
    Intl.DateTimeFormatPartTypes,
    string
  >;

/**
 * An ISO 8601 instant as dd/MM/yyyy HH:mm on the club's clock (Europe/Brussels), whatever the browser's
 * time zone: when a change was made (the history).
 */
export const formatBrusselsDateTime = (iso: string): string => {
  const parts = brusselsParts(iso);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

/**
 * An ISO 8601 instant as dd/MM/yyyy, the day it fell on the club's clock (Europe/Brussels), whatever
 * the browser's time zone: when a member got or gave up a stam number.
 */
export const formatBrusselsDate = (iso: string): string => {
  const parts = brusselsParts(iso);
  return `${parts.day}/${parts.month}/${parts.year}`;
};

/** A calendar day `yyyy-MM-dd` (a day, no instant) as dd/MM/yyyy. */
export const formatCalendarDate = (day: string): string => day.split('-').reverse().join('/');
