import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { maxLength, NumberInput, required, SelectInput, TextInput, useGetList } from 'react-admin';
import { RECIPIENT_NAME_MAX_LENGTH } from '../../../server/src/schemas/constants';
import type { Country } from '../../../server/src/schemas/countries';
import { FormSection } from '../../common/FormSection';
import { recipientZipcodeValidator, validateCopies } from './recipientModel';

const validateName = [required(), maxLength(RECIPIENT_NAME_MAX_LENGTH)];
const validateRequired = required();

/**
 * The recipient form's inputs (docs/api/revue.md "Extra recipients"): who (name as the label prints it,
 * copies of each issue) and the address (country from `GET /Countries`, the postcode checked by its
 * rules).
 */
export const RecipientInputs = () => {
  const { data: countries = [], isPending } = useGetList<Country>('countries');
  const validateZipcode = useMemo(
    () => [validateRequired, recipientZipcodeValidator(countries)],
    [countries],
  );
  return (
    <>
      <FormSection columns={2} title="resources.revueRecipients.sections.recipient">
        <TextInput
          source="name"
          validate={validateName}
          helperText="resources.revueRecipients.helpers.name"
        />
        <NumberInput
          source="copies"
          min={1}
          step={1}
          validate={[validateRequired, validateCopies]}
          helperText="resources.revueRecipients.helpers.copies"
        />
      </FormSection>
      <FormSection columns={3} title="resources.revueRecipients.sections.address">
        <TextInput source="street" validate={validateRequired} />
        <TextInput source="number" />
        <TextInput source="box" />
        <TextInput source="zipcode" validate={validateZipcode} />
        <TextInput source="city" validate={validateRequired} />
        {isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ my: 1 }} />
        ) : (
          <SelectInput source="countryId" choices={countries} />
        )}
      </FormSection>
    </>
  );
};
