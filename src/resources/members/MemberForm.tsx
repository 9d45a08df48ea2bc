import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { MemberInputs } from './MemberInputs';
import type { MemberFormValues } from './memberModel';

// Members are never deleted (spec §4: deactivate instead), so the toolbar only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The member form of create and edit, started from `values` (see memberModel.ts). */
export const MemberForm = ({ values }: { values: MemberFormValues }) => (
  <SimpleForm warnWhenUnsavedChanges record={values} toolbar={toolbar}>
    <MemberInputs />
  </SimpleForm>
);
