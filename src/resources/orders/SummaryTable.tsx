import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Summary } from '../../../server/src/schemas/orders';
import { formatEuro, formatSizeMm } from './orderModel';
import { TotalRow } from './TotalRow';

/** The totals of a row or of all of them: orders, rings and amount (euro cents). */
const totals = (row: Omit<Summary, 'rows'>) => [
  String(row.orderCount),
  String(row.ringCount),
  formatEuro(row.totalCents),
];

/** Rings per year and size (year, size, orders, rings, amount) with a total row. */
export const SummaryTable = ({ summary }: { summary: Summary }) => {
  const translate = useTranslate();
  const heading = (column: string) => translate(`resources.orders.summary.columns.${column}`);
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
      <TotalRow label={translate('resources.orders.summary.total_row')} values={totals(summary)} />
    </Table>
  );
};
