/**
 * The route option of the list routes whose rows leave the database in their wire shape
 * (db/wireRows.ts): their answers are written with `JSON.stringify` instead of the serializer Fastify
 * compiles from the response schema (docs/decisions.md "List rows in their wire shape"). For such
 * rows both give the same JSON; the compiled one builds it field by field and allocated three times
 * as much per page. The schema still documents the answer (OpenAPI), and test/server/wireRows.test.ts
 * checks that each of these answers holds exactly its schema's fields.
 */
export const serializeAsBuilt = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
