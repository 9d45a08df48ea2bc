/**
 * Validating the text fields of a multipart form against a TypeBox schema, the way Fastify validates
 * JSON bodies: strings are converted to the schema's types first ("true" → true, "12" → 12, a single
 * value → a one-element array), then checked. The first problem is an ApiError 400 naming the field.
 */
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ApiError } from '../../errors';

/**
 * `fields` converted and checked against `schema`. Throws ApiError 400 with `field` the offending
 * name and `reason` the failed keyword (`required`, `format`, `minLength`, ...).
 */
export function parseFormFields<T extends TSchema>(
  schema: T,
  fields: Record<string, string | string[]>,
): Static<T> {
  const value = Value.Convert(schema, structuredClone(fields));
  const [first] = Value.Errors(schema, value);
  if (!first) return value as Static<T>;
  const params = first.params as { requiredProperties?: string[] };
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'required' && params.requiredProperties?.length) {
    const field = [path, params.requiredProperties[0]].filter(Boolean).join('.');
    throw new ApiError(400, `body: '${field}' is required`, field, 'required');
  }
  const field = path.replace(/\.\d+$/, '') || undefined;
  throw new ApiError(400, `body: '${path}' ${first.message}`, field, first.keyword);
}
