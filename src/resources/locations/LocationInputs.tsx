import { maxLength, required, TextInput } from 'react-admin';
import { CoordinatesInput } from '../../common/CoordinatesInput';
import { FormSection } from '../../common/FormSection';

const validateName = [required(), maxLength(200)];

/** The location form's inputs (spec §3 Location): name, plain-text info, coordinates with the map. */
export const LocationInputs = () => (
  <>
    <FormSection title="locations.sections.location">
      <TextInput source="name" validate={validateName} />
      <TextInput source="info" multiline minRows={2} />
    </FormSection>
    <FormSection title="locations.sections.coordinates">
      <CoordinatesInput />
    </FormSection>
  </>
);
