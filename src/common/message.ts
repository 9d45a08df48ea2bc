import { MESSAGE_MAX_LENGTH } from '../../server/src/schemas/constants';
import { advertReasonKey } from '../providers/advertErrors';

/** Form validator of a message: not only spaces, at most {@link MESSAGE_MAX_LENGTH} characters once trimmed. */
export const validateMessage = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return advertReasonKey('required');
  return text.length > MESSAGE_MAX_LENGTH ? advertReasonKey('tooLong') : undefined;
};
