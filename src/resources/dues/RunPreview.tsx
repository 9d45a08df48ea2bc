import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DuesRunResult } from '../../../server/src/schemas/dues';
import { formatCalendarDate } from '../../common/dates';
import { formatEuro } from '../orders/orderModel';

/**
 * What a dues run would make (or made): the requests, the members they cover, their total, the due
 * date, the active members asked already and those who pay nothing; then the members and amount per
 * kind of membership. Counts and amounts in euro as the language writes them, the date as dd/MM/yyyy.
 */
export const RunPreview = ({ result }: { result: DuesRunResult }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (name: string) => translate(`resources.dues.run.counts.${name}`);
  const count = (value: number) => value.toLocaleString(locale);
  const counts: [string, string][] = [
    ['requests', count(result.requests)],
    ['members', count(result.members)],
    ['amount', formatEuro(result.amount, locale)],
    ['dueDate', formatCalendarDate(result.dueDate)],
    ['alreadyAsked', count(result.alreadyAsked)],
    ['free', count(result.free)],
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.dues.run.previewTitle', { year: result.year })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          my: 1,
          '& dd': { m: 0, fontWeight: 500 },
        }}
      >
        {counts.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <dt>{label(name)}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {result.requests === 0 && <Alert severity="info">{translate('resources.dues.run.nothing')}</Alert>}
      {result.perKind.length > 0 && (
        <Table size="small" aria-label={translate('resources.dues.run.perKind.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.dues.run.perKind.kind')}</TableCell>
              <TableCell align="right">{translate('resources.dues.run.perKind.members')}</TableCell>
              <TableCell align="right">{translate('resources.dues.run.perKind.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.perKind.map((kind) => (
              <TableRow key={kind.kindId ?? kind.name}>
                <TableCell>{kind.name}</TableCell>
                <TableCell align="right">{count(kind.members)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(kind.amount, locale)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
