import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { LocationInputs } from './LocationInputs';
import type { LocationFormValues } from './locationModel';

// The API deletes no locations (activities refer to them), so the form only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The location form of create and edit; `defaultValues` start a new location. */
export const LocationForm = ({ defaultValues }: { defaultValues?: LocationFormValues }) => (
  <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} defaultValues={defaultValues}>
    <LocationInputs />
  </SimpleForm>
);
