import LocationIcon from '@mui/icons-material/Place';
import {
  BooleanField,
  Button,
  CreateButton,
  DataTable,
  LinkBase,
  List,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { ActivityListItem } from '../../../server/src/schemas/activities';
import { formatDateTime } from '../../common/dates';
import { PageHeading } from '../../common/PageHeading';
import { searchFilter } from '../../common/searchFilter';
import { PAGE_SIZE } from '../../providers/lists';

const filters = (searchLabel: string) => [searchFilter(searchLabel)];

const actions = (
  <TopToolbar>
    <CreateButton />
    <Button component={LinkBase} to="/locations" label="resources.activities.actions.locations">
      <LocationIcon />
    </Button>
  </TopToolbar>
);

/**
 * The activity list (issue D; spec §3 list item, §7 `POST /Activities/list`): search over the title,
 * 25 rows a page in the server's order (upcoming first, so no column sorts), start and end as
 * dd/MM/yyyy HH:mm, visible as yes/no; a row opens the edit view. The locations are one click away.
 */
export const ActivitiesList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeading>{translate('resources.activities.name', { smart_count: 2 })}</PageHeading>
      <List
        filters={filters(translate('ra.action.search'))}
        perPage={PAGE_SIZE}
        actions={actions}
        exporter={false}
      >
        <DataTable<ActivityListItem> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<ActivityListItem> source="title" disableSort />
          <DataTable.Col<ActivityListItem>
            source="startDate"
            disableSort
            render={(record) => formatDateTime(record.startDate)}
          />
          <DataTable.Col<ActivityListItem>
            source="endDate"
            disableSort
            render={(record) => formatDateTime(record.endDate)}
          />
          <DataTable.Col<ActivityListItem> source="isVisible" field={BooleanField} disableSort />
        </DataTable>
      </List>
    </>
  );
};
