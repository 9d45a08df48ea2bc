import ExportIcon from '@mui/icons-material/Article';
import { useListContext } from 'react-admin';
import { CreateAction, ListAction, ListActions } from '../../common/ListActions';

/** The advert list's actions: create, and the revue export of the chosen issue (`/adverts/export`). */
export const AdvertListActions = () => {
  const { filterValues } = useListContext();
  const period = typeof filterValues.period === 'string' ? filterValues.period : '';
  return (
    <ListActions>
      <CreateAction />
      <ListAction
        action="export"
        to={{ pathname: '/adverts/export', search: period ? `?date=${period}` : '' }}
        label="resources.adverts.actions.export"
        icon={<ExportIcon />}
      />
    </ListActions>
  );
};
