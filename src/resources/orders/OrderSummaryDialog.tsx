import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SummaryRequest } from '../../../server/src/schemas/orders';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { ExportSummaryButton } from './ExportSummaryButton';
import { SummaryTable } from './SummaryTable';

/**
 * The rings to order from the supplier: `POST /Orders/summary` of the selected orders (`ids`) or of
 * the list's filter, per ring year and size, with the export for the supplier. The whole screen on a
 * phone (below sm), where a dialog's margins would leave the table too little room.
 */
export const OrderSummaryDialog = ({
  request,
  onClose,
}: {
  request: SummaryRequest;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const titleId = useId();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data, error } = useQuery({
    queryKey: ['orders', 'summary', request],
    queryFn: () => dataProvider.summarizeOrders(request),
  });
  const scope =
    'ids' in request ? 'resources.orders.summary.scope_selected' : 'resources.orders.summary.scope_list';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={narrow}>
      <DialogTitle id={titleId}>{translate('resources.orders.summary.title')}</DialogTitle>
      {/* Scrolls on a phone: reachable by keyboard to scroll it (WCAG 2.1.1), named by the dialog's title. */}
      <DialogContent tabIndex={0} aria-labelledby={titleId} role="region">
        {error && <Alert severity="error">{translate('app.errors.unexpected')}</Alert>}
        {!data && !error && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {data && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {translate(scope, { smart_count: data.orderCount })}
            </DialogContentText>
            {data.leftOutUnpaid.ringCount > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('resources.orders.summary.left_out_unpaid', {
                  smart_count: data.leftOutUnpaid.ringCount,
                  orders: data.leftOutUnpaid.orderCount,
                })}
              </Alert>
            )}
            {data.rows.length > 0 ? (
              <SummaryTable summary={data} />
            ) : (
              <Alert severity="info">{translate('resources.orders.summary.empty')}</Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data && data.rows.length > 0 && <ExportSummaryButton request={request} />}
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
