import { Box } from '@mui/material';
import { maxValue, minValue } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CoordinatesMap } from './CoordinatesMap';
import { DecimalInput } from './DecimalInput';

const validateLatitude = [minValue(-90), maxValue(90)];
const validateLongitude = [minValue(-180), maxValue(180)];

const degrees = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The `latitude` and `longitude` inputs of a form (decimal degrees, −90..90 and −180..180, may stay
 * empty) with a map that shows them and sets them on a click or a marker drag. The inputs are always
 * there, so the coordinates can be typed when the map has no tiles (offline), with a decimal comma in
 * nl or a dot (see DecimalInput). Their labels are the resource's `fields.latitude` and `fields.longitude`.
 */
export const CoordinatesInput = () => {
  const { setValue } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] });
  const pick = (lat: number, lng: number) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', lng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <DecimalInput source="latitude" validate={validateLatitude} />
        <DecimalInput source="longitude" validate={validateLongitude} />
      </Box>
      <CoordinatesMap latitude={degrees(latitude)} longitude={degrees(longitude)} onPick={pick} />
    </>
  );
};
