import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order, OrderLine } from '../../../server/src/schemas/orders';
import { formatEuro, formatSizeMm } from './orderModel';
import { TotalRow } from './TotalRow';

const COLUMNS = ['year', 'sizeMm', 'quantity', 'unitPrice', 'total'] as const;
const NUMERIC = new Set<string>(['quantity', 'unitPrice', 'total']);

const cells = (line: OrderLine) => [
  String(line.year),
  formatSizeMm(line.sizeMm),
  String(line.quantity),
  formatEuro(line.unitPriceCents),
  formatEuro(line.totalCents),
];

/** The lines of an order (year, size, quantity, unit price, total) and a total row with the order's totals. */
export const OrderLinesTable = ({ order }: { order: Order & { orderLines: OrderLine[] } }) => {
  const translate = useTranslate();
  if (order.orderLines.length === 0)
    return <Typography>{translate('resources.orders.lines.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.orders.lines.title')} sx={{ maxWidth: 720 }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
              {translate(`resources.orders.lines.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {order.orderLines.map((line) => (
          <TableRow key={line.id}>
            {cells(line).map((value, index) => (
              <TableCell key={COLUMNS[index]} align={NUMERIC.has(COLUMNS[index]) ? 'right' : 'left'}>
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TotalRow
        label={translate('resources.orders.lines.total_row')}
        values={[String(order.ringCount), '', formatEuro(order.totalCents)]}
      />
    </Table>
  );
};
