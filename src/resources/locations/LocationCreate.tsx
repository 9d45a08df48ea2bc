import { CreatePage } from '../../common/CreatePage';
import { LocationInputs } from './LocationInputs';
import { NEW_LOCATION, toLocationPayload } from './locationModel';

const useNewLocation = () => NEW_LOCATION;

/** Add a location (issue D; `POST /Locations`, an extension), so activities can be planned there. */
export const LocationCreate = () => (
  <CreatePage useValues={useNewLocation} toPayload={toLocationPayload} redirect="list">
    <LocationInputs />
  </CreatePage>
);
