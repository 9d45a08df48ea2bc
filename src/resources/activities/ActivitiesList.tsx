import LocationIcon from '@mui/icons-material/Place';
import { Box } from '@mui/material';
import { BooleanField, DataTable, useListContext, useTranslate } from 'react-admin';
import type { ActivityListItem } from '../../../server/src/schemas/activities';
import { formatDateTime } from '../../common/dates';
import { CreateAction, ListAction, ListActions } from '../../common/ListActions';
import { ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { useSearchFilters } from '../../common/searchFilter';

const actions = (
  <ListActions>
    <CreateAction />
    <ListAction
      action="list"
      resource="locations"
      to="/locations"
      label="resources.activities.actions.locations"
      icon={<LocationIcon />}
    />
  </ListActions>
);

const Col = DataTable.Col<ActivityListItem>;

/** Whether an activity is over: it ended before now (the server lists those after the upcoming ones). */
const isPast = (activity: ActivityListItem) => Date.parse(activity.endDate) < Date.now();

/** Past activities stand on a shaded row, in the table and in the phone list alike. */
const pastRowSx = (activity: ActivityListItem) => (isPast(activity) ? { bgcolor: 'action.hover' } : {});

/**
 * An activity's title (in the table a {@link RowLink}); above the first past activity of the page shown,
 * the label "Voorbij": where the past ones start, after the upcoming ones.
 */
const Title = ({ activity, link }: { activity: ActivityListItem; link?: boolean }) => {
  const translate = useTranslate();
  const { data } = useListContext<ActivityListItem>();
  const firstPast = data?.find(isPast);
  return (
    <>
      {firstPast?.id === activity.id && (
        <Box
          component="span"
          sx={{ display: 'block', typography: 'overline', lineHeight: 1.5, color: 'text.secondary' }}
        >
          {translate('resources.activities.past')}
        </Box>
      )}
      {link ? <RowLink>{activity.title}</RowLink> : activity.title}
    </>
  );
};

/**
 * The activity list (issue D; spec §3 list item, §7 `POST /Activities/list`): search over the title,
 * 25 rows a page in the server's order (upcoming first, so no column sorts), start and end as
 * dd/MM/yyyy HH:mm, visible as yes/no; a row (its title a link) opens the edit view — below sm a simple
 * list of title and start and end. Past activities are shaded, the first of them labelled "Voorbij".
 * The locations are one click away.
 */
export const ActivitiesList = () => {
  return (
    <ListPage<ActivityListItem>
      filters={useSearchFilters()}
      actions={actions}
      exporter={false}
      rowClick="edit"
      rowSx={pastRowSx}
      primaryText={(record) => <Title activity={record} />}
      secondaryText={(record) => `${formatDateTime(record.startDate)} – ${formatDateTime(record.endDate)}`}
    >
      <Col source="title" disableSort render={(record) => <Title activity={record} link />} />
      <Col source="startDate" disableSort render={(record) => formatDateTime(record.startDate)} />
      <Col source="endDate" disableSort render={(record) => formatDateTime(record.endDate)} />
      <Col source="isVisible" field={BooleanField} disableSort />
    </ListPage>
  );
};
