import { Box } from '@mui/material';
import { Edit, ListButton, TopToolbar, useEditContext } from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import { LocationForm } from './LocationForm';
import { type LocationFormValues, toLocationPayload } from './locationModel';

const actions = (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

const Heading = () => {
  const { defaultTitle } = useEditContext();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
    </Box>
  );
};

/**
 * Edit a stored location (issue D; reached from the activity form): `PUT /Locations/id?id={id}` with
 * name, info and coordinates. Pessimistic, so the server's field errors appear on their inputs.
 * Locations are never deleted here: the API offers no delete.
 */
export const LocationEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={(values: LocationFormValues) => toLocationPayload(values)}
    actions={actions}
  >
    <Heading />
    <LocationForm />
  </Edit>
);
