/**
 * Publish periods (spec §3 "Advert publish period"; docs/api/adverts.md): the revue appears on the
 * first day of each month in ISSUE_MONTHS; an issue carries the adverts whose visibility window
 * overlaps its range, from its date to the day before the next issue. All dates are `yyyy-MM-dd`.
 */
import { ApiError } from '../../errors';
import type { PublishPeriod } from '../../schemas/adverts';
import { clubToday } from '../clubCalendar';

/** The months (1 = January) in which an issue of the revue appears, on the 1st. */
const ISSUE_MONTHS = [1, 3, 5, 7, 9, 11] as const;

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const issueTime = (year: number, month: number) => Date.UTC(year, month - 1, 1);

/** The period of the issue appearing in `month` (1–12) of `year`. */
function periodOf(year: number, month: number): PublishPeriod {
  const next = ISSUE_MONTHS.find((m) => m > month);
  const nextTime = next ? issueTime(year, next) : issueTime(year + 1, ISSUE_MONTHS[0]);
  const date = iso(issueTime(year, month));
  return { date, rangeStart: date, rangeEnd: iso(nextTime - DAY_MS) };
}

/** The period of the issue dated `date`; ApiError 400 naming `field` (reason notAnIssueDate) otherwise. */
export function requirePublishPeriod(date: string, field: string): PublishPeriod {
  const match = /^(\d{4})-(\d{2})-01$/.exec(date);
  const month = Number(match?.[2]);
  if (!match || !ISSUE_MONTHS.includes(month as (typeof ISSUE_MONTHS)[number]))
    throw new ApiError(400, `${date} is not an issue date of the revue.`, field, 'notAnIssueDate');
  return periodOf(Number(match[1]), month);
}

/** The issues dated from twelve months before `today` up to twelve months after, oldest first. */
export function listPublishPeriods(today = clubToday()): PublishPeriod[] {
  const year = Number(today.slice(0, 4));
  const from = `${year - 1}${today.slice(4)}`;
  const to = `${year + 1}${today.slice(4)}`;
  return [year - 1, year, year + 1]
    .flatMap((y) => ISSUE_MONTHS.map((month) => periodOf(y, month)))
    .filter((period) => period.date >= from && period.date <= to);
}

/** The period of the issue before `period` (the last one of the year before for the first of a year). */
export function previousPublishPeriod(period: PublishPeriod): PublishPeriod {
  const year = Number(period.date.slice(0, 4));
  const month = Number(period.date.slice(5, 7));
  const earlier = ISSUE_MONTHS.filter((m) => m < month).at(-1);
  return earlier ? periodOf(year, earlier) : periodOf(year - 1, ISSUE_MONTHS[ISSUE_MONTHS.length - 1]);
}
