import { BooleanField, BooleanInput, DataTable, useTranslate } from 'react-admin';
import type { MessageListItem } from '../../../server/src/schemas/messages';
import { formatDateOrDateTime } from '../../common/dates';
import { createOnlyActions } from '../../common/ListActions';
import { FROM_MD, ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';
import { BannerChip } from './BannerChip';

const filters = (searchLabel: string) => [
  searchFilter(searchLabel),
  <BooleanInput key="isBanner" source="isBanner" label="resources.messages.filters.onlyBanners" alwaysOn />,
];

const Col = DataTable.Col<MessageListItem>;

/**
 * The message list (issue D; spec §7 `POST /Messages/list`): search over the title and "only banners"
 * always on, 25 a page newest first as the server orders (no column sorts), dates as dd/MM/yyyy (with
 * HH:mm when they have a time), a badge on banners; a row (its title a link) opens the read-only view —
 * below sm a simple list of title and dates.
 */
export const MessagesList = () => {
  const translate = useTranslate();
  return (
    <ListPage<MessageListItem>
      filters={filters(translate('ra.action.search'))}
      actions={createOnlyActions}
      exporter={false}
      rowClick="show"
      primaryText={(record) => record.title}
      secondaryText={(record) =>
        `${formatDateOrDateTime(record.startDate)} – ${formatDateOrDateTime(record.endDate)}`
      }
      tertiaryText={(record) => <BannerChip isBanner={record.isBanner} />}
    >
      <Col source="title" disableSort render={(record) => <RowLink>{record.title}</RowLink>} />
      <Col
        source="isBanner"
        className={FROM_MD}
        disableSort
        render={(record) => <BannerChip isBanner={record.isBanner} />}
      />
      <Col source="startDate" disableSort render={(record) => formatDateOrDateTime(record.startDate)} />
      <Col source="endDate" disableSort render={(record) => formatDateOrDateTime(record.endDate)} />
      <Col source="isVisible" field={BooleanField} disableSort />
    </ListPage>
  );
};
