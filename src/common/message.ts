import { advertReasonKey } from '../providers/advertErrors';

/** Spec §5 / docs/api/adverts.md, docs/api/vendors.md: a message has 1–1000 characters after trimming. */
export const MAX_MESSAGE_LENGTH = 1000;

/** Form validator of a message: not only spaces, at most {@link MAX_MESSAGE_LENGTH} characters once trimmed. */
export const validateMessage = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return advertReasonKey('required');
  return text.length > MAX_MESSAGE_LENGTH ? advertReasonKey('tooLong') : undefined;
};
