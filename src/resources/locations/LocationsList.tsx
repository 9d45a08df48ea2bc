import { DataTable, NumberField } from 'react-admin';
import type { Location } from '../../../server/src/schemas/locations';
import { createOnlyActions } from '../../common/ListActions';
import { FROM_MD, ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { useSearchFilters } from '../../common/searchFilter';

const COORDINATE = { maximumFractionDigits: 6 } as const;

const Col = DataTable.Col<Location>;

/**
 * The stored locations (issue D; `GET /Locations`): search over the name, sorted by name or info,
 * 25 a page; a row (its name a link) opens the edit screen — below sm a simple list of name and info.
 * No sidebar link: reached from the activities.
 */
export const LocationsList = () => {
  return (
    <ListPage<Location>
      filters={useSearchFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      actions={createOnlyActions}
      exporter={false}
      rowClick="edit"
      primaryText={(record) => record.name}
      secondaryText={(record) => record.info}
    >
      <Col source="name" render={(record) => <RowLink>{record.name}</RowLink>} />
      <Col source="info" />
      <Col source="latitude" className={FROM_MD} disableSort>
        <NumberField source="latitude" locales="nl-BE" options={COORDINATE} />
      </Col>
      <Col source="longitude" className={FROM_MD} disableSort>
        <NumberField source="longitude" locales="nl-BE" options={COORDINATE} />
      </Col>
    </ListPage>
  );
};
