import { HttpError } from 'react-admin';

/** Translation key of an advert field problem (server reason or form check). */
export const advertReasonKey = (reason: string): string => `resources.adverts.reasons.${reason}`;

/** Server reasons with their own text; any other reason reads as `invalid`. */
const REASONS: Record<string, string> = {
  required: 'required',
  minLength: 'required',
  maxLength: 'tooLong',
  beforeStart: 'beforeStart',
  unknownMember: 'unknownMember',
  tooLarge: 'tooLarge',
  unsupportedType: 'unsupportedType',
};

/** Multipart field → the path of the advert form that shows its error (advertModel.ts). */
const FORM_PATHS: Record<string, string> = { memberId: 'member', files: 'images', imageIds: 'images' };

// react-admin's own encoding of a validation message with arguments (ra-core ValidationError.tsx): the
// only string form that survives `setSubmissionErrors` and is translated with its arguments.
const WITH_ARGS = '@@react-admin@@';

/**
 * A translation key with arguments as one validation message string, the way react-admin's own
 * validators pass `{message, args}` through react-hook-form.
 */
const messageWithArgs = (message: string, args: Record<string, unknown>): string =>
  `${WITH_ARGS}${JSON.stringify({ message, args })}`;

/**
 * react-admin's server-side validation of a form: a 400 whose body names a `field` gets
 * `body.errors = { [form path]: message }`, so the form shows it on that input. `reasonKey` turns the
 * server's reason into a translation key, `formPaths` maps wire fields to form paths (others keep their
 * name). A refused file (`files`) names the file: the first of `fileNames` (the files sent) that the
 * server's message mentions. Any other error passes unchanged.
 */
export const withFieldErrors = (
  error: unknown,
  reasonKey: (reason: string) => string,
  formPaths: Record<string, string>,
  fileNames: readonly string[] = [],
): unknown => {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const { field, reason, error: text } = (error.body ?? {}) as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') return error;
  const key = reasonKey(String(reason));
  const name = fileNames.find((fileName) => typeof text === 'string' && text.includes(fileName));
  const message = field === 'files' ? messageWithArgs(key, { name: name ?? fileNames.join(', ') }) : key;
  error.body = { ...error.body, errors: { [formPaths[field] ?? field]: message } };
  return error;
};

/**
 * {@link withFieldErrors} for `POST /Adverts` and `PUT /Adverts/{id}` (docs/api/adverts.md), also used
 * by the vendor form, whose fields and reasons are the advert form's.
 */
export const withAdvertFieldErrors = (error: unknown, fileNames: readonly string[] = []): unknown =>
  withFieldErrors(error, (reason) => advertReasonKey(REASONS[reason] ?? 'invalid'), FORM_PATHS, fileNames);
