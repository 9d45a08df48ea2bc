import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Summary } from '../../../server/src/schemas/orders';
import { formatEuro, formatSizeMm } from './orderModel';
import { TotalRow } from './TotalRow';

/** The totals of a row or of all of them: orders, rings and amount (euro cents). */
const totals = (row: Pick<Summary, 'orderCount' | 'ringCount' | 'totalCents'>) => [
  String(row.orderCount),
  String(row.ringCount),
  formatEuro(row.totalCents),
];

/**
 * Rings per year and size (year, size, orders, rings, amount) with a total row. Below sm, to fit a
 * 360 px phone: year and size in one cell with the number of orders under them, then rings and amount.
 */
export const SummaryTable = ({ summary }: { summary: Summary }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const heading = (column: string) => translate(`resources.orders.summary.columns.${column}`);
  const label = translate('resources.orders.summary.total_row');
  if (narrow)
    return (
      <Table
        size="small"
        aria-label={translate('resources.orders.summary.title')}
        sx={{ '& th, & td': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{`${heading('year')} · ${heading('sizeMm')}`}</TableCell>
            <TableCell align="right">{heading('ringCount')}</TableCell>
            <TableCell align="right">{heading('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={`${row.year}-${row.sizeMm}`}>
              <TableCell>
                {`${row.year} · ${formatSizeMm(row.sizeMm)}`}
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.orders.summary.order_count', { smart_count: row.orderCount })}
                </Typography>
              </TableCell>
              <TableCell align="right">{row.ringCount}</TableCell>
              <TableCell align="right">{formatEuro(row.totalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TotalRow label={label} labelSpan={1} values={totals(summary).slice(1)} />
      </Table>
    );
  return (
    <Table size="small" aria-label={translate('resources.orders.summary.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{heading('year')}</TableCell>
          <TableCell>{heading('sizeMm')}</TableCell>
          <TableCell align="right">{heading('orderCount')}</TableCell>
          <TableCell align="right">{heading('ringCount')}</TableCell>
          <TableCell align="right">{heading('total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.rows.map((row) => (
          <TableRow key={`${row.year}-${row.sizeMm}`}>
            <TableCell>{row.year}</TableCell>
            <TableCell>{formatSizeMm(row.sizeMm)}</TableCell>
            {totals(row).map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the three totals have fixed positions
              <TableCell key={index} align="right">
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TotalRow label={label} values={totals(summary)} />
    </Table>
  );
};
