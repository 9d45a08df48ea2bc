import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PublishPeriod } from '../../../server/src/schemas/adverts';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { comingPeriod, shownDate, todayIso } from './advertModel';

/** The issues change at most with the calendar; one fetch per hour is plenty. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The revue issues (`GET /Adverts/publishperiods`), `coming` (the default issue: the first dated today
 * or later) and `choices` for a select: id the issue date, name e.g. "01/01/2027 (01/01/2027 – 28/02/2027)".
 */
export const usePublishPeriods = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['adverts', 'publishperiods'],
    queryFn: () => dataProvider.getPublishPeriods(),
    staleTime: STALE_MS,
  });
  const periods: PublishPeriod[] = query.data ?? [];
  const choices = periods.map(({ date, rangeStart, rangeEnd }) => ({
    id: date,
    name: translate('resources.adverts.period.choice', {
      date: shownDate(date),
      start: shownDate(rangeStart),
      end: shownDate(rangeEnd),
    }),
  }));
  return {
    isPending: query.isPending,
    isError: query.isError,
    coming: comingPeriod(periods, todayIso()),
    choices,
  };
};
