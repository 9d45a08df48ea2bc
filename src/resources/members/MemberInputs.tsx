import { Skeleton } from '@mui/material';
import { BooleanInput, email, required, SelectInput, TextInput, useGetList } from 'react-admin';
import { FormSection } from '../../common/FormSection';
import type { Country } from '../../providers/countries';
import { reasonKey } from '../../providers/memberErrors';
import { fieldLabelKey, validateTribeNumber } from './memberModel';

/** A text input of a nested form path (e.g. `address.street`) labelled with the flat field name. */
const Text = ({ source, field }: { source: string; field: string }) => (
  <TextInput source={source} label={fieldLabelKey(field)} />
);

const validateRequired = required();
const validateEmail = email(reasonKey('invalidEmail'));

/**
 * The member form's inputs (issue B; spec §3 Member, Address, Contact), over {@link MemberFormValues}:
 * identity (first and last name, tribe number — required), address (country from `GET /Countries`),
 * contact (email checked), what the member lets the club publish, and the blocked switch.
 */
export const MemberInputs = () => {
  const { data: countries = [], isPending } = useGetList<Country>('countries');
  // Not SelectInput's own loading state: it would show the stored country as out of range meanwhile.
  return (
    <>
      <FormSection columns={3} title="resources.members.sections.identity">
        <TextInput source="firstName" validate={validateRequired} />
        <TextInput source="lastName" validate={validateRequired} />
        <TextInput source="tribeNumber" validate={[validateRequired, validateTribeNumber]} />
      </FormSection>
      <FormSection columns={3} title="resources.members.sections.address">
        <Text source="address.street" field="street" />
        <Text source="address.number" field="number" />
        <Text source="address.box" field="box" />
        <Text source="address.zipcode" field="zipcode" />
        <Text source="address.city" field="city" />
        {isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ my: 1 }} />
        ) : (
          <SelectInput source="address.countryId" label={fieldLabelKey('country')} choices={countries} />
        )}
      </FormSection>
      <FormSection columns={3} title="resources.members.sections.contact">
        <TextInput source="contact.email" label={fieldLabelKey('email')} validate={validateEmail} />
        <Text source="contact.phoneNumber" field="phoneNumber" />
        <Text source="contact.mobilePhoneNumber" field="mobilePhoneNumber" />
        <Text source="contact.fax" field="fax" />
        <Text source="contact.website" field="website" />
      </FormSection>
      <FormSection columns={3} title="resources.members.sections.display">
        <BooleanInput source="display.exposeEmail" label={fieldLabelKey('exposeEmail')} />
        <BooleanInput source="display.exposeAddress" label={fieldLabelKey('exposeAddress')} />
        <BooleanInput source="display.exposePhone" label={fieldLabelKey('exposePhone')} />
      </FormSection>
      <FormSection columns={3} title="resources.members.sections.status">
        <BooleanInput source="isBlocked" helperText="resources.members.helpers.isBlocked" />
      </FormSection>
    </>
  );
};
