import { DataTable, List, useTranslate } from 'react-admin';
import type { VendorListItem } from '../../../server/src/schemas/vendors';
import { PageHeading } from '../../common/PageHeading';
import { searchFilter } from '../../common/searchFilter';
import { PAGE_SIZE } from '../../providers/lists';

const filters = (searchLabel: string) => [searchFilter(searchLabel)];

const Col = DataTable.Col<VendorListItem>;

/**
 * The vendor list (issue E; docs/api/vendors.md `POST /Vendors/list`): search on the member's name or
 * tribe number, 25 rows a page on the server, sorted by name (or tribe number); a row opens the edit view.
 */
export const VendorsList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeading>{translate('resources.vendors.name', { smart_count: 2 })}</PageHeading>
      <List
        filters={filters(translate('ra.action.search'))}
        perPage={PAGE_SIZE}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
      >
        <DataTable<VendorListItem> rowClick="edit" bulkActionButtons={false}>
          <Col source="name" />
          <Col source="tribeNumber" />
        </DataTable>
      </List>
    </>
  );
};
