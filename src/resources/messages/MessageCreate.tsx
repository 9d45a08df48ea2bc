import { Create } from 'react-admin';
import { CreateHeading } from '../../common/PageHeading';
import { MessageForm } from './MessageForm';
import { type MessageFormValues, toMessageFormValues, toMessagePayload } from './messageModel';

const NEW_MESSAGE = toMessageFormValues();

/** Create a message or banner (issue D): `POST /Messages` with JSON; then the read-only view opens. */
export const MessageCreate = () => (
  <Create redirect="show" transform={(values: MessageFormValues) => toMessagePayload(values)}>
    <CreateHeading />
    <MessageForm values={NEW_MESSAGE} />
  </Create>
);
