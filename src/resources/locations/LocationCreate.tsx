import { Box } from '@mui/material';
import { Create, useCreateContext } from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import { LocationForm } from './LocationForm';
import { type LocationFormValues, toLocationPayload } from './locationModel';

const NEW_LOCATION: LocationFormValues = { name: '', info: '', latitude: null, longitude: null };

const Heading = () => {
  const { defaultTitle } = useCreateContext();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
    </Box>
  );
};

/** Add a location (issue D; `POST /Locations`, an extension), so activities can be planned there. */
export const LocationCreate = () => (
  <Create transform={(values: LocationFormValues) => toLocationPayload(values)} redirect="list">
    <Heading />
    <LocationForm defaultValues={NEW_LOCATION} />
  </Create>
);
