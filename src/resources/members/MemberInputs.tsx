import { Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, email, required, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import type { Country } from '../../providers/countries';
import { reasonKey } from '../../providers/memberErrors';
import { fieldLabelKey, validateTribeNumber } from './memberModel';

const Group = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
};

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
      <Group title="resources.members.sections.identity">
        <TextInput source="firstName" validate={validateRequired} />
        <TextInput source="lastName" validate={validateRequired} />
        <TextInput source="tribeNumber" validate={[validateRequired, validateTribeNumber]} />
      </Group>
      <Group title="resources.members.sections.address">
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
      </Group>
      <Group title="resources.members.sections.contact">
        <TextInput source="contact.email" label={fieldLabelKey('email')} validate={validateEmail} />
        <Text source="contact.phoneNumber" field="phoneNumber" />
        <Text source="contact.mobilePhoneNumber" field="mobilePhoneNumber" />
        <Text source="contact.fax" field="fax" />
        <Text source="contact.website" field="website" />
      </Group>
      <Group title="resources.members.sections.display">
        <BooleanInput source="display.exposeEmail" label={fieldLabelKey('exposeEmail')} />
        <BooleanInput source="display.exposeAddress" label={fieldLabelKey('exposeAddress')} />
        <BooleanInput source="display.exposePhone" label={fieldLabelKey('exposePhone')} />
      </Group>
      <Group title="resources.members.sections.status">
        <BooleanInput source="isBlocked" helperText="resources.members.helpers.isBlocked" />
      </Group>
    </>
  );
};
