import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import EditLocationIcon from '@mui/icons-material/EditLocation';
import { Box, Skeleton, Typography } from '@mui/material';
import { Button, LinkBase, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Location } from '../../../server/src/schemas/locations';
import { CoordinatesInput } from '../../common/CoordinatesInput';
import { CoordinatesMap } from '../../common/CoordinatesMap';
import { NO_LOCATION } from './activityModel';

const ALL_LOCATIONS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' },
} as const;

/** A stored location: its info, its place on the map (edited on the location's own screen) and a link there. */
const StoredLocation = ({ location }: { location: Location }) => (
  <>
    {location.info && (
      <Typography color="text.secondary" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
        {location.info}
      </Typography>
    )}
    <Button
      component={LinkBase}
      to={`/locations/${location.id}`}
      label="resources.activities.place.editLocation"
      sx={{ mb: 1 }}
    >
      <EditLocationIcon />
    </Button>
    <CoordinatesMap latitude={location.latitude} longitude={location.longitude} />
  </>
);

/**
 * Where the activity takes place (spec §5): a stored location from `GET /Locations`, or "no stored
 * location" (sent as 0) with a free address of two lines and coordinates typed or picked on the map.
 */
export const PlaceInputs = () => {
  const translate = useTranslate();
  const { data: locations = [], isPending } = useGetList<Location>('locations', ALL_LOCATIONS);
  const locationId = Number(useWatch({ name: 'locationId' }) ?? NO_LOCATION);
  const chosen = locations.find(({ id }) => id === locationId);
  const choices = [{ id: NO_LOCATION, name: translate('resources.activities.place.none') }, ...locations];
  return (
    <>
      <Box sx={{ width: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        {/* Not SelectInput's own loading state: it would show the stored location as out of range meanwhile. */}
        {isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ my: 1, flex: 1 }} />
        ) : (
          // A long choice wraps rather than widening the page on a phone.
          <SelectInput
            source="locationId"
            choices={choices}
            translateChoice={false}
            sx={{ flex: 1, '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal' } }}
          />
        )}
        <Button component={LinkBase} to="/locations/create" label="resources.activities.place.newLocation">
          <AddLocationIcon />
        </Button>
      </Box>
      {locationId === NO_LOCATION ? (
        <>
          <Box
            sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
          >
            <TextInput source="addressLine1" />
            <TextInput source="addressLine2" />
          </Box>
          <CoordinatesInput />
        </>
      ) : (
        chosen && <StoredLocation location={chosen} />
      )}
    </>
  );
};
