import { maxLength, required, TextInput } from 'react-admin';
import { LOCATION_NAME_MAX_LENGTH } from '../../../server/src/schemas/constants';
import { CoordinatesInput } from '../../common/CoordinatesInput';
import { FormSection } from '../../common/FormSection';

const validateName = [required(), maxLength(LOCATION_NAME_MAX_LENGTH)];

/** The location form's inputs (spec §3 Location): name, plain-text info, coordinates with the map. */
export const LocationInputs = () => (
  <>
    <FormSection title="resources.locations.sections.location">
      <TextInput source="name" validate={validateName} />
      <TextInput source="info" multiline minRows={2} />
    </FormSection>
    <FormSection title="resources.locations.sections.coordinates">
      <CoordinatesInput />
    </FormSection>
  </>
);
