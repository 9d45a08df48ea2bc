import { format, parseISO } from 'date-fns';

/** Docs/api.md: dates shown in nl-BE, dd/MM/yyyy; the date options of react-admin's DateField. */
export const DATE_FORMAT = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** An ISO 8601 instant as dd/MM/yyyy (nl-BE). */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('nl-BE', DATE_FORMAT);

/** Spec §9: an ISO 8601 instant as dd/MM/yyyy HH:mm (browser time zone), e.g. notification times. */
export const formatDateTime = (iso: string): string => format(parseISO(iso), 'dd/MM/yyyy HH:mm');

/**
 * An ISO 8601 instant as dd/MM/yyyy HH:mm, or only dd/MM/yyyy when it falls at midnight (browser time
 * zone): a value with no time of day shows none, not "00:00" (issue H, message dates).
 */
export const formatDateOrDateTime = (iso: string): string => {
  const date = parseISO(iso);
  return format(date, date.getHours() === 0 && date.getMinutes() === 0 ? 'dd/MM/yyyy' : 'dd/MM/yyyy HH:mm');
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

/**
 * An ISO 8601 instant as dd/MM/yyyy HH:mm on the club's clock (Europe/Brussels), whatever the browser's
 * time zone: when a change was made (the history).
 */
export const formatBrusselsDateTime = (iso: string): string => {
  const parts = Object.fromEntries(
    BRUSSELS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

/** A calendar day `yyyy-MM-dd` (a day, no instant) as dd/MM/yyyy. */
export const formatCalendarDate = (day: string): string => day.split('-').reverse().join('/');
