import { CreatePage } from '../../common/CreatePage';
import { VendorInputs } from './VendorInputs';
import { toVendorFormValues, toVendorPayload } from './vendorModel';

const NEW_VENDOR = toVendorFormValues();
const useNewVendor = () => NEW_VENDOR;

/**
 * Create a vendor (issue E): pick the member, write the presentation, add images; multipart
 * `POST /Vendors`; the server's field errors (a member who already is a vendor, a refused image) appear
 * on their inputs; then the edit view opens.
 */
export const VendorCreate = () => (
  <CreatePage useValues={useNewVendor} toPayload={toVendorPayload}>
    <VendorInputs />
  </CreatePage>
);
