import { ListButton, ShowButton } from 'react-admin';
import type { MessageDetail } from '../../../server/src/schemas/messages';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { MessageInputs } from './MessageInputs';
import { toMessageFormValues, toMessagePayload } from './messageModel';

const actions = (
  <PageActions>
    <ListButton />
    <ShowButton />
    <ConfirmDeleteButton />
  </PageActions>
);

// The detail has the info; the cached list row has not.
const isDetail = (record: MessageDetail) => 'info' in record;

/**
 * Edit a message or banner (issue D): `GET /Messages/{id}`, then `PUT /Messages/{id}` with the JSON of
 * messageModel.ts; the server's field errors appear on their inputs; then the read-only view opens.
 */
export const MessageEdit = () => (
  <EditPage
    isDetail={isDetail}
    toValues={toMessageFormValues}
    toPayload={toMessagePayload}
    actions={actions}
    redirect="show"
  >
    <MessageInputs />
  </EditPage>
);
