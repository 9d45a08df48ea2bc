/**
 * Wire shapes shared by every route (spec §3 "Generic result"): `{statusCode, error, isSuccess}`;
 * paged lists add pageSize, page, total, totalPages and an array named by kind.
 */
import { type TSchema, Type } from 'typebox';

export const ErrorResult = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    isSuccess: Type.Literal(false),
    error: Type.String({ description: 'What went wrong, in English, naming the field when input is bad.' }),
    field: Type.Optional(
      Type.String({ description: 'The payload path of the bad field, e.g. contact.email.' }),
    ),
    reason: Type.Optional(Type.String({ description: 'A code for the kind of problem, e.g. tooLarge.' })),
  },
  { $id: 'ErrorResult' },
);

export const SuccessResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Literal(true),
  error: Type.Null(),
});

/** An image of an advert, activity, message or vendor (spec §3 Image), in its order. */
export const Image = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String({ description: '/media/{uuid}' }),
});

/** A file answer (export, template, media): bytes, described for OpenAPI. */
export const BinaryFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The error answers every protected route can give, for its response schema. */
export const protectedErrors = {
  400: ErrorResult,
  401: ErrorResult,
  403: ErrorResult,
} as const;

/** `{statusCode, isSuccess, error, pageSize, page, total, totalPages, [kind]: item[]}` */
export function PagedResult<K extends string, T extends TSchema>(kind: K, item: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    isSuccess: Type.Boolean(),
    error: Type.Null(),
    pageSize: Type.Integer(),
    page: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
    [kind]: Type.Array(item),
  } as Record<K | 'statusCode', TSchema>);
}

/** The body of a successful change: `{statusCode: 200, isSuccess: true, error: null}`. */
export const ok = () => ({ statusCode: 200, isSuccess: true as const, error: null });
