import { DataTable, useTranslate } from 'react-admin';
import type { VendorListItem } from '../../../server/src/schemas/vendors';
import { CreateAction, ListActions } from '../../common/ListActions';
import { ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';

const filters = (searchLabel: string) => [searchFilter(searchLabel)];

const actions = (
  <ListActions>
    <CreateAction />
  </ListActions>
);

const Col = DataTable.Col<VendorListItem>;

/**
 * The vendor list (issue E; docs/api/vendors.md `POST /Vendors/list`): search on the member's name or
 * tribe number, 25 rows a page on the server, sorted by name (or tribe number); a row (its name a link)
 * opens the edit view — below md a simple list of name and tribe number.
 */
export const VendorsList = () => {
  const translate = useTranslate();
  return (
    <ListPage<VendorListItem>
      filters={filters(translate('ra.action.search'))}
      sort={{ field: 'name', order: 'ASC' }}
      actions={actions}
      exporter={false}
      rowClick="edit"
      primaryText={(record) => record.name}
      secondaryText={(record) => record.tribeNumber}
    >
      <Col source="name" render={(record) => <RowLink>{record.name}</RowLink>} />
      <Col source="tribeNumber" />
    </ListPage>
  );
};
