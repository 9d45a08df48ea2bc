import { DataTable, useTranslate } from 'react-admin';
import type { Order } from '../../../server/src/schemas/orders';
import { formatDate } from '../../common/dates';
import { LazyDateInput } from '../../common/LazyDateInput';
import { ListActions } from '../../common/ListActions';
import { ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';
import { formatEuro } from './orderModel';
import { RingCatalogue } from './RingCatalogue';
import { OrderSummaryProvider, SummaryButton } from './SummaryButton';

// Narrow enough for the filters, the summary button and the ring catalogue on one line at 1440 px.
const filters = (searchLabel: string) => [
  searchFilter(searchLabel, '9em'),
  <LazyDateInput key="from" source="from" label="resources.orders.filters.from" alwaysOn width="13.5em" />,
  <LazyDateInput key="to" source="to" label="resources.orders.filters.to" alwaysOn width="13.5em" />,
];

const actions = (
  <ListActions>
    <SummaryButton />
  </ListActions>
);

const Col = DataTable.Col<Order>;

/**
 * The ring orders (issue F; `GET /Orders` newest first, reached from the dashboard — no sidebar link,
 * spec §2): search by member and order-day range, 25 a page on the server, member, tribe number,
 * date (dd/MM/yyyy), rings and total (€, nl-BE); a row (its member a link) opens the order — below sm a
 * simple list of member, date, rings and total. The summary per ring year and size covers the selected
 * orders (bulk action) or all orders of the filter, and stays open when the screen turns narrower or
 * wider than sm; the ring catalogue aside.
 */
export const OrdersList = () => {
  const translate = useTranslate();
  return (
    <OrderSummaryProvider>
      <ListPage<Order>
        filters={filters(translate('ra.action.search'))}
        sort={{ field: 'orderDate', order: 'DESC' }}
        actions={actions}
        aside={<RingCatalogue />}
        rowClick="show"
        bulkActionButtons={<SummaryButton selected />}
        primaryText={(order) => order.name}
        secondaryText={(order) => `${order.tribeNumber} · ${formatDate(order.orderDate)}`}
        tertiaryText={(order) => `${order.ringCount} · ${formatEuro(order.totalCents)}`}
      >
        <Col source="name" disableSort render={(order) => <RowLink>{order.name}</RowLink>} />
        <Col source="tribeNumber" disableSort />
        <Col source="orderDate" disableSort render={(order) => formatDate(order.orderDate)} />
        <Col source="ringCount" disableSort align="right" />
        <Col source="totalCents" disableSort align="right" render={(order) => formatEuro(order.totalCents)} />
      </ListPage>
    </OrderSummaryProvider>
  );
};
