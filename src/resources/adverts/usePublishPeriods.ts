import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { PublishPeriod } from '../../../server/src/schemas/adverts';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { comingPeriod, issueName, shownDate, todayIso } from './advertModel';

/** The issues change at most with the calendar; one fetch per hour is plenty. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The revue issues (`GET /Adverts/publishperiods`), `coming` (the default issue: the first dated today
 * or later) and `choices` for a select: id the issue date, name e.g.
 * "Januari–februari 2027 (01/01/2027 – 28/02/2027)" (the months it covers, then its dates).
 */
export const usePublishPeriods = () => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useQuery({
    queryKey: ['adverts', 'publishperiods'],
    queryFn: () => dataProvider.getPublishPeriods(),
    staleTime: STALE_MS,
  });
  const periods: PublishPeriod[] = query.data ?? [];
  const choices = periods.map(({ date, rangeStart, rangeEnd }) => ({
    id: date,
    name: translate('resources.adverts.period.choice', {
      issue: issueName(rangeStart, rangeEnd, locale),
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
