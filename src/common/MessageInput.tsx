import { useEffect, useRef } from 'react';
import { required, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH } from '../../server/src/schemas/constants';
import { validateMessage } from './message';

const validateText = [required(), validateMessage];

/**
 * The `message` field of adverts and vendors: required, at most {@link MESSAGE_MAX_LENGTH} characters,
 * with a character count counted as the server does (trimmed). `countLabel` is the i18n key of the
 * count, given `%{count}` and `%{max}`. Over the limit the field is refused as soon as it is typed
 * (not only on save): it turns invalid and says the limit, until the text is short enough again.
 */
export const MessageInput = ({ countLabel }: { countLabel: string }) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const message: string | null = useWatch({ name: 'message' });
  const count = (message ?? '').trim().length;
  const over = count > MESSAGE_MAX_LENGTH;
  // The form checks on save; crossing the limit (either way) checks this field at once.
  const wasOver = useRef(false);
  useEffect(() => {
    if (over === wasOver.current) return;
    wasOver.current = over;
    trigger('message');
  }, [over, trigger]);
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
