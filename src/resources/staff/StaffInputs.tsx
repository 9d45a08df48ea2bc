import { required, SelectInput, TextInput } from 'react-admin';
import { STAFF_EMAIL_MAX_LENGTH, STAFF_NAME_MAX_LENGTH } from '../../../server/src/schemas/constants';
import { roleChoices } from './staffModel';

const validateName = [required(), (value: string) => (value?.trim() ? undefined : 'ra.validation.required')];

/**
 * The staff form's inputs: the e-mail (only when inviting; an account keeps its address), the name
 * and the role (what each may do: docs/decisions.md "Roles").
 */
export const StaffInputs = ({ withEmail }: { withEmail: boolean }) => (
  <>
    {withEmail && (
      <TextInput
        source="email"
        type="email"
        autoComplete="off"
        validate={required()}
        slotProps={{ htmlInput: { maxLength: STAFF_EMAIL_MAX_LENGTH } }}
      />
    )}
    <TextInput
      source="name"
      autoComplete="off"
      validate={validateName}
      slotProps={{ htmlInput: { maxLength: STAFF_NAME_MAX_LENGTH } }}
    />
    <SelectInput source="role" choices={roleChoices} validate={required()} />
  </>
);
