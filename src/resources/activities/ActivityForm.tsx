import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ActivityInputs } from './ActivityInputs';
import type { ActivityFormValues } from './activityModel';

// Delete is an action of the edit view (it needs the stored record), so the form only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The activity form of create and edit, started from `values` (see activityModel.ts). */
export const ActivityForm = ({ values }: { values: ActivityFormValues }) => (
  <SimpleForm warnWhenUnsavedChanges record={values} toolbar={toolbar}>
    <ActivityInputs />
  </SimpleForm>
);
