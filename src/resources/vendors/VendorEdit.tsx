import { ListButton } from 'react-admin';
import type { VendorDetail } from '../../../server/src/schemas/vendors';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { VendorInputs } from './VendorInputs';
import { toVendorFormValues, toVendorPayload } from './vendorModel';

// Delete after a confirmation naming the member (`DELETE /Vendors/{id}`; the member stays).
const actions = (
  <PageActions>
    <ListButton />
    <ConfirmDeleteButton title="resources.vendors.delete.title" content="resources.vendors.delete.content" />
  </PageActions>
);

const isDetail = (record: VendorDetail) => 'message' in record;

/**
 * Edit a vendor (issue E): `GET /Vendors/{id}`, then multipart `PUT /Vendors/{id}` with the kept images.
 * Pessimistic, because the server decides (member, files) and its field errors appear on their inputs.
 */
export const VendorEdit = () => (
  <EditPage isDetail={isDetail} toValues={toVendorFormValues} toPayload={toVendorPayload} actions={actions}>
    <VendorInputs />
  </EditPage>
);
