/**
 * The operations of the API as its OpenAPI document (/api/backoffice/openapi.json) describes them:
 * method, path, path and query parameters with their schemas, and the request body's media type and
 * schema. The fuzz suite drives every one of them, so a route added to the API is fuzzed without
 * being named here.
 */

/** The part of JSON Schema the API's request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path, `/Members/{id}`. */
  path: string;
  /** Path parameters by name. */
  pathParams: Record<string, JsonSchema>;
  /** The query string as one object schema (properties and required). */
  query: JsonSchema;
  body?: { mediaType: 'application/json' | 'multipart/form-data'; schema: JsonSchema };
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** `METHOD /path`, as the fuzz table names an operation. */
export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Every operation of `document` (an OpenAPI 3 document as @fastify/swagger writes it), deletions last. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = spec.parameters ?? [];
      const query: JsonSchema = { type: 'object', properties: {}, required: [] };
      const pathParams: Record<string, JsonSchema> = {};
      for (const parameter of parameters) {
        if (parameter.in === 'path') pathParams[parameter.name] = parameter.schema;
        if (parameter.in !== 'query') continue;
        (query.properties as Record<string, JsonSchema>)[parameter.name] = parameter.schema;
        if (parameter.required) query.required?.push(parameter.name);
      }
      const [mediaType, content] = Object.entries(spec.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams,
        query,
        body: content
          ? { mediaType: mediaType as 'application/json' | 'multipart/form-data', schema: content.schema }
          : undefined,
      });
    }
  }
  // Deletions last, so that the records the other operations draw ids of are still there.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}
