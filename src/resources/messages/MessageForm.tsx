import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { MessageInputs } from './MessageInputs';
import type { MessageFormValues } from './messageModel';

// Delete is an action of the edit and show views (it needs the stored record), so the form only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The message form of create and edit, started from `values` (see messageModel.ts). */
export const MessageForm = ({ values }: { values: MessageFormValues }) => (
  <SimpleForm warnWhenUnsavedChanges record={values} toolbar={toolbar}>
    <MessageInputs />
  </SimpleForm>
);
