import { CreatePage } from '../../common/CreatePage';
import { MessageInputs } from './MessageInputs';
import { toMessageFormValues, toMessagePayload } from './messageModel';

const NEW_MESSAGE = toMessageFormValues();
const useNewMessage = () => NEW_MESSAGE;

/** Create a message or banner (issue D): `POST /Messages` with JSON; then the read-only view opens. */
export const MessageCreate = () => (
  <CreatePage useValues={useNewMessage} toPayload={toMessagePayload} redirect="show">
    <MessageInputs />
  </CreatePage>
);
