import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../common/PageHeading';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { IssueSelect } from '../IssueSelect';
import { usePublishPeriods } from '../usePublishPeriods';
import { AddressCheckSection } from './AddressCheckSection';
import { AdvertLinesSection } from './AdvertLinesSection';
import { ChangesSection } from './ChangesSection';
import { CopiesSection } from './CopiesSection';
import { LabelsSection } from './LabelsSection';
import { MailingListSection } from './MailingListSection';

/**
 * Route `/adverts/revue` (issue I2; docs/api/revue.md): everything an issue of the revue needs on one
 * page. Pick the issue (`?date=`, default the coming one) and see its advert lines (the way to the revue
 * export), the copies in all and per postcode, the labels to print (sheet, first free label, PDF), the
 * list for a mailing house (CSV, .xlsx), what changed since the previous issue, and look up any label.
 * One column on a phone, two from md up.
 */
export const RevueMailing = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const [params, setParams] = useSearchParams();
  const periods = usePublishPeriods();
  const date = params.get('date') || periods.coming?.date || '';
  const mailing = useQuery({
    queryKey: ['revue', 'mailing', date],
    queryFn: () => dataProvider.getRevueMailing(date),
    enabled: date !== '',
  });
  if (periods.isPending) return <Loading />;
  return (
    <Box sx={{ px: 2, pb: 2, minWidth: 0 }}>
      <PageHeading>{translate('resources.adverts.revue.title')}</PageHeading>
      <Typography sx={{ mb: 2, maxWidth: 800 }}>{translate('resources.adverts.revue.intro')}</Typography>
      <Stack direction="row" sx={{ mb: 2 }}>
        <IssueSelect
          value={date}
          choices={periods.choices}
          onChange={(issue) => setParams({ date: issue }, { replace: true })}
        />
      </Stack>
      {(periods.isError || mailing.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.errors.unexpected')}
        </Alert>
      )}
      {mailing.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} />}
      {date !== '' && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
            gap: 2,
          }}
        >
          <AdvertLinesSection date={date} />
          {mailing.data ? <CopiesSection mailing={mailing.data} /> : <Box />}
          {mailing.data && <LabelsSection date={date} copies={mailing.data.copies} />}
          <MailingListSection date={date} />
          <ChangesSection date={date} />
          {mailing.data && <AddressCheckSection households={mailing.data.households} />}
        </Box>
      )}
    </Box>
  );
};
