import ExportIcon from '@mui/icons-material/Article';
import { Button, CreateButton, LinkBase, TopToolbar, useListContext } from 'react-admin';

/** The advert list's actions: create, and the revue export of the chosen issue (`/adverts/export`). */
export const AdvertListActions = () => {
  const { filterValues } = useListContext();
  const period = typeof filterValues.period === 'string' ? filterValues.period : '';
  return (
    <TopToolbar>
      <CreateButton />
      <Button
        component={LinkBase}
        to={{ pathname: '/adverts/export', search: period ? `?date=${period}` : '' }}
        label="resources.adverts.actions.export"
      >
        <ExportIcon />
      </Button>
    </TopToolbar>
  );
};
