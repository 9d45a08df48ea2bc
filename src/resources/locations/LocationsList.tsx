import { CreateButton, DataTable, List, NumberField, TopToolbar, useTranslate } from 'react-admin';
import type { Location } from '../../../server/src/schemas/locations';
import { PageHeading } from '../../common/PageHeading';
import { searchFilter } from '../../common/searchFilter';
import { PAGE_SIZE } from '../../providers/lists';

const filters = (searchLabel: string) => [searchFilter(searchLabel)];

const actions = (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const COORDINATE = { maximumFractionDigits: 6 } as const;

/**
 * The stored locations (issue D; `GET /Locations`): search over the name, sorted by name or info,
 * 25 a page; a row opens the edit screen. No sidebar link: reached from the activities.
 */
export const LocationsList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeading>{translate('resources.locations.name', { smart_count: 2 })}</PageHeading>
      <List
        filters={filters(translate('ra.action.search'))}
        perPage={PAGE_SIZE}
        sort={{ field: 'name', order: 'ASC' }}
        actions={actions}
        exporter={false}
      >
        <DataTable<Location> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<Location> source="name" />
          <DataTable.Col<Location> source="info" />
          <DataTable.Col<Location> source="latitude" disableSort>
            <NumberField source="latitude" locales="nl-BE" options={COORDINATE} />
          </DataTable.Col>
          <DataTable.Col<Location> source="longitude" disableSort>
            <NumberField source="longitude" locales="nl-BE" options={COORDINATE} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};
