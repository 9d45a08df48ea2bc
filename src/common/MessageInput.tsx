import { required, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH } from '../../server/src/schemas/constants';
import { validateMessage } from './message';

const validateText = [required(), validateMessage];

/**
 * The `message` field of adverts and vendors: required, at most {@link MESSAGE_MAX_LENGTH} characters,
 * with a character count counted as the server does (trimmed). `countLabel` is the i18n key of the
 * count, given `%{count}` and `%{max}`.
 */
export const MessageInput = ({ countLabel }: { countLabel: string }) => {
  const translate = useTranslate();
  const message: string | null = useWatch({ name: 'message' });
  const count = (message ?? '').trim().length;
  return (
    <TextInput
      source="message"
      multiline
      minRows={4}
      fullWidth
      validate={validateText}
      helperText={translate(countLabel, { count, max: MESSAGE_MAX_LENGTH })}
    />
  );
};
