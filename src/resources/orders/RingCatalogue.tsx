import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Ring } from '../../../server/src/schemas/rings';
import { formatEuro, formatSizeMm } from './orderModel';

/** The ring catalogue (`GET /Rings`) beside the order list: year, size and price of one ring. */
export const RingCatalogue = () => {
  const translate = useTranslate();
  const { data } = useGetList<Ring>('rings');
  if (!data || data.length === 0) return null;
  const title = translate('resources.orders.catalogue.title');
  return (
    <Card
      sx={{
        ml: 2,
        mt: 8,
        alignSelf: 'flex-start',
        width: 290,
        flexShrink: 0,
        display: { xs: 'none', lg: 'block' },
      }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Table size="small" aria-label={title} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.catalogue.year')}</TableCell>
              <TableCell>{translate('resources.orders.catalogue.sizeMm')}</TableCell>
              <TableCell align="right">{translate('resources.orders.catalogue.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((ring) => (
              <TableRow key={ring.id}>
                <TableCell>{ring.year}</TableCell>
                <TableCell>{formatSizeMm(ring.sizeMm)}</TableCell>
                <TableCell align="right">{formatEuro(ring.priceCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
