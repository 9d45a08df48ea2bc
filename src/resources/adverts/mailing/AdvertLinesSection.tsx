import ArticleIcon from '@mui/icons-material/Article';
import { Alert, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useDataProvider, useTranslate } from 'react-admin';
import type { ClubDataProvider } from '../../../providers/dataProvider';
import { isHeading } from '../exportFiles';
import { MailingSection } from './MailingSection';

/** The number of offers and requests among the revue's advert lines (headings not counted). */
const countAdverts = (lines: readonly string[]) => {
  const counts = { offers: 0, requests: 0 };
  let group: 'offers' | 'requests' = 'offers';
  for (const line of lines) {
    if (isHeading(line)) group = line === 'Gevraagd' ? 'requests' : 'offers';
    else counts[group]++;
  }
  return counts;
};

/**
 * The adverts the issue prints (`GET /Adverts/export`, the revue export's own query): how many offers
 * and requests, and the way to the export page that previews, copies and downloads their lines.
 */
export const AdvertLinesSection = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const lines = useQuery({
    queryKey: ['adverts', 'export', date],
    queryFn: () => dataProvider.exportAdverts(date),
  });
  const counts = countAdverts(lines.data ?? []);
  return (
    <MailingSection title="resources.adverts.revue.adverts.title">
      {lines.isPending && <Skeleton width="60%" />}
      {lines.isError && <Alert severity="error">{translate('app.errors.unexpected')}</Alert>}
      {lines.isSuccess && (
        <Typography sx={{ mb: 1 }}>
          {counts.offers + counts.requests === 0
            ? translate('resources.adverts.export.empty')
            : translate('resources.adverts.revue.adverts.counts', {
                offers: counts.offers,
                requests: counts.requests,
              })}
        </Typography>
      )}
      <Button
        component={LinkBase}
        to={`/adverts/export?date=${encodeURIComponent(date)}`}
        startIcon={<ArticleIcon />}
        variant="outlined"
      >
        {translate('resources.adverts.actions.export')}
      </Button>
    </MailingSection>
  );
};
