import { Box, Typography } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { ImagesInput } from '../../common/ImagesInput';
import { validateImages } from '../../common/images';
import { MemberPicker } from '../../common/MemberPicker';
import { MessageInput } from '../../common/MessageInput';
import { MemberContact } from './MemberContact';
import type { VendorFormValues } from './vendorModel';

// Delete sits in the edit view's actions, with its confirmation; the form only saves.
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * The vendor form of create and edit (issue E; spec §3 Vendor, §5), started from `values`: the member
 * (picked with `POST /Members/search`) and their contact data read only, the presentation, the images
 * with thumbnails (the member picker and images input are shared with the advert form).
 */
export const VendorForm = ({ values }: { values: VendorFormValues }) => {
  const translate = useTranslate();
  return (
    <SimpleForm warnWhenUnsavedChanges record={values} toolbar={toolbar}>
      <Box component="section" sx={{ width: '100%' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.vendors.sections.vendor')}
        </Typography>
        <MemberPicker />
        <MessageInput countLabel="resources.vendors.message_count" />
      </Box>
      <MemberContact />
      {/* Vendors have no image-order call: new photos are saved after the kept ones, as shown. */}
      <ImagesInput legend="app.images.title" validate={validateImages} keptFirst />
    </SimpleForm>
  );
};
