import DuesIcon from '@mui/icons-material/Euro';
import { Box, Card, CardActionArea, LinearProgress, Typography } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DuesItem, DuesTotals } from '../../server/src/schemas/dues';
import { useFirstPainted } from '../common/firstPaint';
import { formatEuro } from '../resources/orders/orderModel';

/** The share of `expected` that `received` is, as a whole percentage from 0 to 100. */
export const receivedPercent = ({ expected, received }: Pick<DuesTotals, 'expected' | 'received'>) =>
  expected > 0 ? Math.min(100, Math.round((received / expected) * 100)) : 0;

/**
 * The dashboard's card of this year's dues (issue K): received of expected in euro, as the language
 * writes it, with a progress bar — the totals of `POST /Dues/list` for the year (one row asked, the
 * totals cover every request) — or that nothing is asked yet; the whole card opens the Lidgeld list on
 * this year. The dashboard shows it to whoever reads the dues.
 */
export const DuesCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const year = new Date().getFullYear();
  // Asked once the counts beside it are on the screen (common/firstPaint.ts).
  const { meta } = useGetList<DuesItem>(
    'dues',
    { pagination: { page: 1, perPage: 1 }, filter: { year } },
    { enabled: useFirstPainted() },
  );
  const totals = meta?.totals as DuesTotals | undefined;
  const euro = (cents: number) => formatEuro(cents, locale);
  return (
    <Card>
      <CardActionArea
        component={Link}
        to={`/dues?filter=${encodeURIComponent(JSON.stringify({ year }))}`}
        sx={{ display: 'flex', justifyContent: 'flex-start', alignItems: 'flex-start', gap: 2, p: 2 }}
      >
        <DuesIcon color="primary" fontSize="large" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {translate('dashboard.dues.title', { year })}
          </Typography>
          {totals === undefined ? null : totals.expected === 0 ? (
            <Typography color="text.secondary">{translate('dashboard.dues.none', { year })}</Typography>
          ) : (
            <>
              <Typography color="text.secondary">
                {translate('dashboard.dues.received', {
                  received: euro(totals.received),
                  expected: euro(totals.expected),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={receivedPercent(totals)}
                aria-label={translate('dashboard.dues.progress')}
                sx={{ mt: 1, height: 8, borderRadius: 1 }}
              />
            </>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
};
