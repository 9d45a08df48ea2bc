import EditLocationIcon from '@mui/icons-material/EditLocation';
import { Box, Skeleton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, LinkBase, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Location } from '../../../server/src/schemas/locations';
import { CoordinatesInput } from '../../common/CoordinatesInput';
import { CoordinatesMap } from '../../common/CoordinatesMap';
import { NewLocationButton } from '../locations/NewLocationDialog';
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
 * A new location is added in a dialog, the activity's form kept as typed, and then chosen.
 */
export const PlaceInputs = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data = [], isPending, refetch } = useGetList<Location>('locations', ALL_LOCATIONS);
  // A location added in the dialog is a choice at once, before the list is fetched again with it.
  const [added, setAdded] = useState<Location>();
  const locations = added && !data.some(({ id }) => id === added.id) ? [...data, added] : data;
  const locationId = Number(useWatch({ name: 'locationId' }) ?? NO_LOCATION);
  const chosen = locations.find(({ id }) => id === locationId);
  const choose = (location: Location) => {
    setAdded(location);
    refetch();
  };
  // Chosen once it is among the select's choices (which react-admin takes over after a render).
  useEffect(() => {
    if (added) setValue('locationId', added.id, { shouldDirty: true });
  }, [added, setValue]);
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
        <NewLocationButton onCreated={choose} />
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
