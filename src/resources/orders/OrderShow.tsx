import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { ListButton, Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Order, OrderLine } from '../../../server/src/schemas/orders';
import { formatDate } from '../../common/dates';
import { LabeledValue } from '../../common/LabeledValue';
import { PageActions } from '../../common/PageActions';
import { PageHeading } from '../../common/PageHeading';
import { RecordHistory } from '../../history/RecordHistory';
import { DeleteOrderButton } from './DeleteOrderButton';
import { OrderLinesTable } from './OrderLinesTable';
import { formatEuro } from './orderModel';

const actions = (
  <PageActions>
    <ListButton />
    <DeleteOrderButton />
  </PageActions>
);

const OrderDetails = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  // react-admin first shows the list row it has cached; the view waits for the detail with its lines.
  if (!order?.orderLines) return <Loading />;
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageHeading>{translate('resources.orders.show.title', { name: order.name })}</PageHeading>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <LabeledValue label={field('name')}>
          <MuiLink component={Link} to={`/members/${order.memberId}`}>
            {order.name}
          </MuiLink>
        </LabeledValue>
        <LabeledValue label={field('tribeNumber')}>{order.tribeNumber}</LabeledValue>
        <LabeledValue label={field('orderDate')}>{formatDate(order.orderDate)}</LabeledValue>
        <LabeledValue label={field('ringCount')}>{order.ringCount}</LabeledValue>
        <LabeledValue label={field('totalCents')}>{formatEuro(order.totalCents)}</LabeledValue>
      </Stack>
      <LabeledValue label={field('remark')}>
        {order.remark || translate('resources.orders.show.no_remark')}
      </LabeledValue>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.orders.lines.title')}
      </Typography>
      <OrderLinesTable order={order as Order & { orderLines: OrderLine[] }} />
      <RecordHistory />
    </Box>
  );
};

/**
 * One ring order (issue F; `GET /Orders/{id}?includeOrderLines=true`): member (linking to the member),
 * tribe number, date, rings, total, remark and its lines, then its history (closed at first); back to
 * the list, or delete after confirmation.
 */
export const OrderShow = () => (
  <Show actions={actions}>
    <OrderDetails />
  </Show>
);
