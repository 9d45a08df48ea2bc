import { Box } from '@mui/material';
import { Create, useCreateContext } from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import { VendorForm } from './VendorForm';
import { toVendorFormValues, toVendorPayload, type VendorFormValues } from './vendorModel';

const NEW_VENDOR = toVendorFormValues();

const NewVendorForm = () => {
  const { defaultTitle } = useCreateContext();
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
      <VendorForm values={NEW_VENDOR} />
    </Box>
  );
};

/**
 * Create a vendor (issue E): pick the member, write the presentation, add images; multipart
 * `POST /Vendors`; the server's field errors (a member who already is a vendor, a refused image) appear
 * on their inputs; then the edit view opens.
 */
export const VendorCreate = () => (
  <Create transform={(values: VendorFormValues) => toVendorPayload(values)}>
    <NewVendorForm />
  </Create>
);
