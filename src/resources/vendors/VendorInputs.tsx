import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImagesInput } from '../../common/ImagesInput';
import { validateImages } from '../../common/images';
import { MemberPicker } from '../../common/MemberPicker';
import { MessageInput } from '../../common/MessageInput';
import { MemberContact } from './MemberContact';

/**
 * The vendor form's inputs (issue E; spec §3 Vendor, §5) over VendorFormValues: the member (picked with
 * `POST /Members/search`) and their contact data read only, the presentation, the images with thumbnails
 * (the member picker and images input are shared with the advert form).
 */
export const VendorInputs = () => {
  const translate = useTranslate();
  return (
    <>
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
    </>
  );
};
