import { Box, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { DuesTotals } from '../../../server/src/schemas/dues';
import { formatEuro } from '../orders/orderModel';

const TOTALS = ['expected', 'received', 'open'] as const;

/**
 * Above the requests: what the current filters add up to over every page (`meta.totals` of
 * `POST /Dues/list`) — expected, received and still open, in euro as the language writes it. A
 * description list, each label above its amount; the three wrap on a phone.
 */
export const TotalsBar = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const totals = meta?.totals as DuesTotals | undefined;
  if (!totals) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, px: { xs: 0, sm: 2 }, py: 1 }}
    >
      {TOTALS.map((name) => (
        <div key={name}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`resources.dues.totals.${name}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {formatEuro(totals[name], locale)}
          </Typography>
        </div>
      ))}
    </Box>
  );
};
