import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { MessageListItem } from '../../../server/src/schemas/messages';
import { formatDateTime } from '../../common/dates';
import { PageHeading } from '../../common/PageHeading';
import { searchFilter } from '../../common/searchFilter';
import { PAGE_SIZE } from '../../providers/lists';
import { BannerChip } from './BannerChip';

const filters = (searchLabel: string) => [
  searchFilter(searchLabel),
  <BooleanInput key="isBanner" source="isBanner" label="resources.messages.filters.onlyBanners" alwaysOn />,
];

const actions = (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/**
 * The message list (issue D; spec §7 `POST /Messages/list`): search over the title and "only banners"
 * always on, 25 a page newest first as the server orders (no column sorts), dates as dd/MM/yyyy HH:mm,
 * a badge on banners; a row opens the read-only view.
 */
export const MessagesList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeading>{translate('resources.messages.name', { smart_count: 2 })}</PageHeading>
      <List
        filters={filters(translate('ra.action.search'))}
        perPage={PAGE_SIZE}
        actions={actions}
        exporter={false}
      >
        <DataTable<MessageListItem> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<MessageListItem> source="title" disableSort />
          <DataTable.Col<MessageListItem>
            source="isBanner"
            disableSort
            render={(record) => <BannerChip isBanner={record.isBanner} />}
          />
          <DataTable.Col<MessageListItem>
            source="startDate"
            disableSort
            render={(record) => formatDateTime(record.startDate)}
          />
          <DataTable.Col<MessageListItem>
            source="endDate"
            disableSort
            render={(record) => formatDateTime(record.endDate)}
          />
          <DataTable.Col<MessageListItem> source="isVisible" field={BooleanField} disableSort />
        </DataTable>
      </List>
    </>
  );
};
