import LocationIcon from '@mui/icons-material/Place';
import { BooleanField, DataTable } from 'react-admin';
import type { ActivityListItem } from '../../../server/src/schemas/activities';
import { formatDateTime } from '../../common/dates';
import { CreateAction, ListAction, ListActions } from '../../common/ListActions';
import { ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { useSearchFilters } from '../../common/searchFilter';

const actions = (
  <ListActions>
    <CreateAction />
    <ListAction to="/locations" label="resources.activities.actions.locations" icon={<LocationIcon />} />
  </ListActions>
);

const Col = DataTable.Col<ActivityListItem>;

/**
 * The activity list (issue D; spec §3 list item, §7 `POST /Activities/list`): search over the title,
 * 25 rows a page in the server's order (upcoming first, so no column sorts), start and end as
 * dd/MM/yyyy HH:mm, visible as yes/no; a row (its title a link) opens the edit view — below sm a simple
 * list of title and start and end. The locations are one click away.
 */
export const ActivitiesList = () => {
  return (
    <ListPage<ActivityListItem>
      filters={useSearchFilters()}
      actions={actions}
      exporter={false}
      rowClick="edit"
      primaryText={(record) => record.title}
      secondaryText={(record) => `${formatDateTime(record.startDate)} – ${formatDateTime(record.endDate)}`}
    >
      <Col source="title" disableSort render={(record) => <RowLink>{record.title}</RowLink>} />
      <Col source="startDate" disableSort render={(record) => formatDateTime(record.startDate)} />
      <Col source="endDate" disableSort render={(record) => formatDateTime(record.endDate)} />
      <Col source="isVisible" field={BooleanField} disableSort />
    </ListPage>
  );
};
