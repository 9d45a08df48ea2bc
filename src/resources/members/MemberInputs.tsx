import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, required, SelectInput, TextInput, useGetList } from 'react-admin';
import type { Country } from '../../../server/src/schemas/countries';
import { FormSection } from '../../common/FormSection';
import { MembershipInputs } from './MembershipInputs';
import {
  fieldLabelKey,
  phoneValidator,
  validateEmail,
  validateTribeNumber,
  validateWebsite,
  zipcodeValidator,
} from './memberModel';

type Validator = (value: string | null | undefined, values: object) => string | undefined;

/** A text input of a nested form path (e.g. `address.street`) labelled with the flat field name. */
const Text = ({ source, field, validate }: { source: string; field: string; validate?: Validator }) => (
  <TextInput source={source} label={fieldLabelKey(field)} validate={validate} />
);

const validateRequired = required();

/**
 * The member form's inputs (issue B; spec §3 Member, Address, Contact), over {@link MemberFormValues}:
 * identity (first and last name, tribe number — required), address (country from `GET /Countries`),
 * contact (email, phone numbers and website checked by the server's rules; the postcode by the country's), what the member lets the club publish, their kind of membership and language
 * (MembershipInputs), whether they get the printed revue, and the blocked switch.
 */
export const MemberInputs = () => {
  const { data: countries = [], isPending } = useGetList<Country>('countries');
  const validateZipcode = useMemo(() => zipcodeValidator(countries), [countries]);
  const validatePhone = useMemo(() => phoneValidator(countries), [countries]);
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
        <Text source="address.zipcode" field="zipcode" validate={validateZipcode} />
        <Text source="address.city" field="city" />
        {isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ my: 1 }} />
        ) : (
          <SelectInput source="address.countryId" label={fieldLabelKey('country')} choices={countries} />
        )}
      </FormSection>
      <FormSection columns={3} title="resources.members.sections.contact">
        <TextInput source="contact.email" label={fieldLabelKey('email')} validate={validateEmail} />
        <Text source="contact.phoneNumber" field="phoneNumber" validate={validatePhone} />
        <Text source="contact.mobilePhoneNumber" field="mobilePhoneNumber" validate={validatePhone} />
        <Text source="contact.fax" field="fax" validate={validatePhone} />
        <Text source="contact.website" field="website" validate={validateWebsite} />
      </FormSection>
      <FormSection columns={3} title="resources.members.sections.display">
        <BooleanInput source="display.exposeEmail" label={fieldLabelKey('exposeEmail')} />
        <BooleanInput source="display.exposeAddress" label={fieldLabelKey('exposeAddress')} />
        <BooleanInput source="display.exposePhone" label={fieldLabelKey('exposePhone')} />
      </FormSection>
      <MembershipInputs />
      <FormSection columns={3} title="resources.members.sections.status">
        <BooleanInput source="receivesRevue" helperText="resources.members.helpers.receivesRevue" />
        <BooleanInput source="isBlocked" helperText="resources.members.helpers.isBlocked" />
      </FormSection>
    </>
  );
};
