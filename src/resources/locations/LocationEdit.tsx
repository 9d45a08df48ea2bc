import { ListButton } from 'react-admin';
import type { Location } from '../../../server/src/schemas/locations';
import { EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { LocationInputs } from './LocationInputs';
import { type LocationFormValues, toLocationPayload } from './locationModel';

const actions = (
  <PageActions>
    <ListButton />
  </PageActions>
);

const toLocationFormValues = ({ id, name, info, latitude, longitude }: Location): LocationFormValues => ({
  id,
  name,
  info,
  latitude,
  longitude,
});

/**
 * Edit a stored location (issue D; reached from the activity form): `PUT /Locations/id?id={id}` with
 * name, info and coordinates. Pessimistic, so the server's field errors appear on their inputs.
 * Locations are never deleted here: the API offers no delete.
 */
export const LocationEdit = () => (
  <EditPage toValues={toLocationFormValues} toPayload={toLocationPayload} actions={actions}>
    <LocationInputs />
  </EditPage>
);
