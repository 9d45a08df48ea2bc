/**
 * How request schemas are checked (Ajv, as Fastify's default, with two instances instead of one):
 * - JSON bodies are taken as they are typed: no type coercion, so `"1"` is not a number and JSON's
 *   `1e400` (Infinity) is not an integer.
 * - Paths, query strings and multipart form fields arrive as text, so they are coerced ("true" → true,
 *   "12" → 12, one value → a one-element array) — but only after {@link plainNumberCheck} has made
 *   sure every number among them is written in plain digits: Ajv would take `1e1`, ` 12` or
 *   `Infinity`, and it skips the minimum and maximum of a number that is not finite.
 * Both drop the body fields a schema does not name (`removeAdditional: 'all'`): never written.
 */

import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

const options: Options = {
  removeAdditional: 'all',
  useDefaults: true,
  allErrors: false,
  addUsedSchema: false,
  // `binary` is the OpenAPI format of uploaded files, which the multipart reader checks itself.
  formats: { binary: true },
};
const asTyped = addFormats(new Ajv({ ...options, coerceTypes: false }));
const fromText = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

const PLAIN = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?$/i };

const numberKind = (schema: Schema | undefined) => {
  const types = [schema?.type ?? []].flat();
  return types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
};

/**
 * The check of the text values of the object `schema`'s number fields (and arrays of numbers), built
 * once per route: the function it returns throws ApiError 400 (reason `notDigits`) for the first
 * value that JavaScript would read as a number without it being written in plain digits (integers) or
 * as a finite decimal number (numbers, `50.99` or `1e-7`): `1e1` for an integer, ` 12`, `0x0c`,
 * `Infinity`, `1e400`. Text that is no number at all is left to the schema's type check. `part` names
 * the place in the message. Undefined when `schema` declares no number field: nothing to check.
 */
export function plainNumberCheck(part: string, schema: unknown): ((values: unknown) => void) | undefined {
  const properties = (schema as Schema | undefined)?.properties ?? {};
  const fields = Object.entries(properties).flatMap(([name, property]) => {
    const kind = numberKind(property) ?? numberKind(property.items);
    return kind ? [{ name, plain: PLAIN[kind] }] : [];
  });
  if (fields.length === 0) return undefined;
  return (values) => {
    if (!values || typeof values !== 'object') return;
    for (const { name, plain } of fields)
      for (const value of [(values as Record<string, unknown>)[name]].flat())
        if (
          typeof value === 'string' &&
          value.trim() !== '' &&
          !Number.isNaN(Number(value)) &&
          (!plain.test(value) || !Number.isFinite(Number(value)))
        )
          throw new ApiError(400, `${part}: '${name}' must be a number in plain digits`, name, 'notDigits');
  };
}

export default fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema, httpPart, ...rest }) => {
    const contentType = (rest as { contentType?: string }).contentType;
    const ajv = httpPart === 'body' && contentType !== 'multipart/form-data' ? asTyped : fromText;
    return ajv.compile(schema);
  });
  // Only the routes with a number among their path or query fields get the check, ahead of their own.
  app.addHook('onRoute', (route) => {
    const params = plainNumberCheck('params', route.schema?.params);
    const query = plainNumberCheck('querystring', route.schema?.querystring);
    if (!params && !query) return;
    const check = async (request: FastifyRequest) => {
      params?.(request.params);
      query?.(request.query);
    };
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
  });
});
