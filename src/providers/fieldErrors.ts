import { HttpError } from 'react-admin';

/**
 * How the server's refusals of one resource's fields read on its form. `keys` maps a server `reason`
 * (a TypeBox keyword or the API's own, e.g. `maxLength`, `unknownMember`) — or, taking precedence,
 * `<status> <field>` (e.g. `409 tribeNumber`) — to a translation key; any other refusal reads
 * `otherwise`. `formPaths` maps a wire field to the form path that shows it (others keep their name);
 * `statuses` are the HTTP statuses that carry a field (default 400).
 */
export interface FieldErrorRules {
  keys: Record<string, string>;
  otherwise: string;
  formPaths?: Record<string, string>;
  statuses?: readonly number[];
  /** A refusal whose body says more (e.g. who holds a stam number): its own key and arguments. */
  detail?: (body: Record<string, unknown>) => { key: string; args: Record<string, unknown> } | undefined;
}

/**
 * Rules whose translation keys sit under `resources.<resource>.reasons.*`: `reasons` maps a server
 * reason (or `<status> <field>`) to the name of the key there; any other refusal reads `invalid`.
 */
export const reasonRules = (
  resource: string,
  reasons: Record<string, string>,
  rest: Pick<FieldErrorRules, 'formPaths' | 'statuses' | 'detail'> = {},
): FieldErrorRules => ({
  keys: Object.fromEntries(Object.entries(reasons).map(([from, name]) => [from, reasonKey(resource, name)])),
  otherwise: reasonKey(resource, 'invalid'),
  ...rest,
});

/** Translation key of a field problem of `resource` (server reason or form check), e.g. `resources.members.reasons.required`. */
export const reasonKey = (resource: string, reason: string): string =>
  `resources.${resource}.reasons.${reason}`;

// react-admin's own encoding of a validation message with arguments (ra-core ValidationError.tsx): the
// only string form that survives `setSubmissionErrors` and is translated with its arguments.
const WITH_ARGS = '@@react-admin@@';

/**
 * react-admin's server-side validation of a form: an error of the API's shape
 * `{statusCode, isSuccess: false, error, field, reason}` (an HttpError whose status is one of the rules'
 * `statuses` and whose body names a `field`) gets `body.errors = { [form path]: message }`, so the form
 * shows the message on that input (and the form focuses it). A refused file (`files`) names the file:
 * the first of `fileNames` (the files sent) that the server's text mentions, else all of them. Any other
 * error passes unchanged. Answers the same error object.
 */
export const withFieldErrors = (
  error: unknown,
  rules: FieldErrorRules,
  fileNames: readonly string[] = [],
): unknown => {
  if (!(error instanceof HttpError) || !(rules.statuses ?? [400]).includes(error.status)) return error;
  const body = (error.body ?? {}) as Record<string, unknown>;
  const { field, reason, error: text } = body;
  if (typeof field !== 'string' || field === '') return error;
  const key = rules.keys[`${error.status} ${field}`] ?? rules.keys[String(reason)] ?? rules.otherwise;
  const name = fileNames.find((fileName) => typeof text === 'string' && text.includes(fileName));
  const detail = rules.detail?.(body);
  const withArgs = (message: string, args: Record<string, unknown>) =>
    `${WITH_ARGS}${JSON.stringify({ message, args })}`;
  const message = detail
    ? withArgs(detail.key, detail.args)
    : field === 'files'
      ? withArgs(key, { name: name ?? fileNames.join(', ') })
      : key;
  error.body = { ...error.body, errors: { [rules.formPaths?.[field] ?? field]: message } };
  return error;
};

/** A promise's `catch` handler that rethrows the error through {@link withFieldErrors}. */
export const rethrowFieldErrors =
  (rules: FieldErrorRules, fileNames: readonly string[] = []) =>
  (error: unknown): never => {
    throw withFieldErrors(error, rules, fileNames);
  };
