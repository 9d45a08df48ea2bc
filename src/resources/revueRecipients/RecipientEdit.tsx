import { ListButton } from 'react-admin';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { RecipientInputs } from './RecipientInputs';
import { isRecipient, toRecipientFormValues, toRecipientPayload } from './recipientModel';

// Delete after a confirmation naming the recipient (`DELETE /Revue/recipients/{id}`).
const actions = (
  <PageActions>
    <ListButton />
    <ConfirmDeleteButton
      title="resources.revueRecipients.delete.title"
      content="resources.revueRecipients.delete.content"
    />
  </PageActions>
);

const toValues = (recipient: Parameters<typeof toRecipientFormValues>[0]) => toRecipientFormValues(recipient);

/**
 * Edit an extra recipient of the revue: `GET /Revue/recipients/{id}`, then `PUT` with name, address
 * and copies. Pessimistic, so the server's field errors appear on their inputs; delete after a
 * confirmation. Saving returns to the list.
 */
export const RecipientEdit = () => (
  <EditPage
    isDetail={isRecipient}
    toValues={toValues}
    toPayload={toRecipientPayload}
    actions={actions}
    redirect="list"
  >
    <RecipientInputs />
  </EditPage>
);
