/** The answer of PUT /Members/import (docs/api.md): the dry-run preview, or the applied import. */
import { Type } from 'typebox';

const Field = Type.String({ description: 'A template column field, e.g. city.' });

export const ImportQuery = Type.Object({ persist: Type.Boolean() });
export const TemplateQuery = Type.Object({ format: Type.Enum(['csv', 'xlsx']) });

export const ImportResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
  field: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  persisted: Type.Optional(Type.Boolean()),
  counts: Type.Optional(
    Type.Object({
      new: Type.Integer(),
      changed: Type.Integer(),
      unchanged: Type.Integer(),
      invalid: Type.Integer(),
    }),
  ),
  new: Type.Optional(
    Type.Array(Type.Object({ row: Type.Integer(), tribeNumber: Type.String(), name: Type.String() })),
  ),
  changed: Type.Optional(
    Type.Array(
      Type.Object({
        row: Type.Integer(),
        id: Type.Integer(),
        tribeNumber: Type.String(),
        name: Type.String(),
        changes: Type.Array(Type.Object({ field: Field, old: Type.String(), new: Type.String() })),
      }),
    ),
  ),
  invalid: Type.Optional(
    Type.Array(
      Type.Object({ row: Type.Integer(), field: Field, reason: Type.String(), message: Type.String() }),
    ),
  ),
});
