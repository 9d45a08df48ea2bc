import { DataTable } from 'react-admin';
import type { VendorListItem } from '../../../server/src/schemas/vendors';
import { createOnlyActions } from '../../common/ListActions';
import { ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { useSearchFilters } from '../../common/searchFilter';

const Col = DataTable.Col<VendorListItem>;

/**
 * The vendor list (issue E; docs/api/vendors.md `POST /Vendors/list`): search on the member's name or
 * tribe number, 25 rows a page on the server, sorted by name (or tribe number); a row (its name a link)
 * opens the edit view — below sm a simple list of name and tribe number.
 */
export const VendorsList = () => {
  return (
    <ListPage<VendorListItem>
      filters={useSearchFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      actions={createOnlyActions}
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
