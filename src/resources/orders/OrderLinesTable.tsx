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
import type { Order, OrderLine } from '../../../server/src/schemas/orders';
import { formatEuro, formatSizeMm } from './orderModel';
import { TotalRow } from './TotalRow';

const COLUMNS = ['year', 'sizeMm', 'quantity', 'unitPrice', 'total'] as const;
/** Below sm the unit price stands under the quantity, so the five facts fit a 360 px phone. */
const NARROW_COLUMNS = COLUMNS.filter((column) => column !== 'unitPrice');
const NUMERIC = new Set<string>(['quantity', 'unitPrice', 'total']);

const cell = (line: OrderLine, column: (typeof COLUMNS)[number], narrow: boolean) => {
  switch (column) {
    case 'year':
      return String(line.year);
    case 'sizeMm':
      return formatSizeMm(line.sizeMm);
    case 'quantity':
      return narrow ? (
        <>
          {line.quantity}
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            × {formatEuro(line.unitPriceCents)}
          </Typography>
        </>
      ) : (
        String(line.quantity)
      );
    case 'unitPrice':
      return formatEuro(line.unitPriceCents);
    case 'total':
      return formatEuro(line.totalCents);
  }
};

/**
 * The lines of an order (year, size, quantity, unit price, total) and a total row with the order's
 * totals; below sm with narrower cells and the unit price under the quantity ("× € 0,35").
 */
export const OrderLinesTable = ({ order }: { order: Order & { orderLines: OrderLine[] } }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (order.orderLines.length === 0)
    return <Typography>{translate('resources.orders.lines.empty')}</Typography>;
  const columns = narrow ? NARROW_COLUMNS : COLUMNS;
  const align = (column: string) => (NUMERIC.has(column) ? 'right' : 'left');
  return (
    <Table
      size="small"
      aria-label={translate('resources.orders.lines.title')}
      sx={{ maxWidth: 720, '& th, & td': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} align={align(column)}>
              {translate(`resources.orders.lines.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {order.orderLines.map((line) => (
          <TableRow key={line.id}>
            {columns.map((column) => (
              <TableCell key={column} align={align(column)}>
                {cell(line, column, narrow)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TotalRow
        label={translate('resources.orders.lines.total_row')}
        values={
          narrow
            ? [String(order.ringCount), formatEuro(order.totalCents)]
            : [String(order.ringCount), '', formatEuro(order.totalCents)]
        }
      />
    </Table>
  );
};
