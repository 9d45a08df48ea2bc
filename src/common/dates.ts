import { format, parseISO } from 'date-fns';

/** Docs/api.md: dates shown in nl-BE, dd/MM/yyyy; the date options of react-admin's DateField. */
export const DATE_FORMAT = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** An ISO 8601 instant as dd/MM/yyyy (nl-BE). */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('nl-BE', DATE_FORMAT);

/** Spec §9: an ISO 8601 instant as dd/MM/yyyy HH:mm (browser time zone), e.g. notification times. */
export const formatDateTime = (iso: string): string => format(parseISO(iso), 'dd/MM/yyyy HH:mm');
