import { DataTable, DateField, List, TopToolbar, useTranslate } from 'react-admin';
import type { Order } from '../../../server/src/schemas/orders';
import { DateInput } from '../../common/DateInputs';
import { DATE_FORMAT } from '../../common/dates';
import { PageHeading } from '../../common/PageHeading';
import { searchFilter } from '../../common/searchFilter';
import { PAGE_SIZE } from '../../providers/lists';
import { formatEuro } from './orderModel';
import { RingCatalogue } from './RingCatalogue';
import { SummaryButton } from './SummaryButton';

const filters = (searchLabel: string) => [
  searchFilter(searchLabel),
  <DateInput key="from" source="from" label="resources.orders.filters.from" alwaysOn width="13em" />,
  <DateInput key="to" source="to" label="resources.orders.filters.to" alwaysOn width="13em" />,
];

const actions = (
  <TopToolbar>
    <SummaryButton />
  </TopToolbar>
);

/**
 * The ring orders (issue F; `GET /Orders` newest first, reached from the dashboard — no sidebar link,
 * spec §2): search by member and order-day range, 25 a page on the server, member, tribe number,
 * date (dd/MM/yyyy), rings and total (€, nl-BE); a row opens the order. The summary per ring year and
 * size covers the selected orders (bulk action) or all orders of the filter; the ring catalogue aside.
 */
export const OrdersList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeading>{translate('resources.orders.name', { smart_count: 2 })}</PageHeading>
      <List
        filters={filters(translate('ra.action.search'))}
        perPage={PAGE_SIZE}
        sort={{ field: 'orderDate', order: 'DESC' }}
        actions={actions}
        aside={<RingCatalogue />}
      >
        <DataTable<Order> rowClick="show" bulkActionButtons={<SummaryButton selected />}>
          <DataTable.Col<Order> source="name" disableSort />
          <DataTable.Col<Order> source="tribeNumber" disableSort />
          <DataTable.Col<Order> source="orderDate" disableSort>
            <DateField source="orderDate" locales="nl-BE" options={DATE_FORMAT} />
          </DataTable.Col>
          <DataTable.Col<Order> source="ringCount" disableSort align="right" />
          <DataTable.Col<Order>
            source="totalCents"
            disableSort
            align="right"
            render={(order) => formatEuro(order.totalCents)}
          />
        </DataTable>
      </List>
    </>
  );
};
