import { Create } from 'react-admin';
import { CreateHeading } from '../../common/PageHeading';
import { LocationForm } from './LocationForm';
import { type LocationFormValues, toLocationPayload } from './locationModel';

const NEW_LOCATION: LocationFormValues = { name: '', info: '', latitude: null, longitude: null };

/** Add a location (issue D; `POST /Locations`, an extension), so activities can be planned there. */
export const LocationCreate = () => (
  <Create transform={(values: LocationFormValues) => toLocationPayload(values)} redirect="list">
    <CreateHeading />
    <LocationForm defaultValues={NEW_LOCATION} />
  </Create>
);
