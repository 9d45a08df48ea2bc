import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { AdvertInputs } from './AdvertInputs';
import type { AdvertFormValues } from './advertModel';

// Delete sits in the edit view's actions, with its confirmation; the form only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The advert form of create and edit, started from `values` (see advertModel.ts). */
export const AdvertForm = ({ values }: { values: AdvertFormValues }) => (
  <SimpleForm warnWhenUnsavedChanges record={values} toolbar={toolbar}>
    <AdvertInputs />
  </SimpleForm>
);
