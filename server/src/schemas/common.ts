/**
 * Wire shapes shared by every route (spec §3 "Generic result"): `{statusCode, error, isSuccess}`;
 * paged lists add pageSize, page, total, totalPages and an array named by kind. Also the building
 * blocks every resource's schemas are made of, so that each bound is written once (docs/decisions.md
 * "Schema building blocks"): an id, a paged list request, bounded text, dates that exist.
 */
import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { COUNT_CAP, SORT_ORDERS, TITLE_MAX_LENGTH } from './constants';

/** The largest id: the reach of PostgreSQL's `integer` (int4), every table's key type. */
export const MAX_ID = 2_147_483_647;
/** The largest page a paged list hands out at once. */
export const MAX_PAGE_SIZE = 500;
/** The longest search string, in characters. */
export const MAX_SEARCH_LENGTH = 200;
/** The most ids one request may name (bulk visibility, deleting notifications, summaries). */
export const MAX_IDS = 10_000;
/** The most records one bulk edit changes at once (`PUT /Members/bulk`, `PUT /Adverts/bulk`). */
export const MAX_BULK_IDS = 1000;

/**
 * Text on one line: no control characters at all (U+0000–U+001F, U+007F). PostgreSQL cannot store
 * U+0000, and no input of ours means a tab or a line break on one line.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';
/** Multi-line text: tab, line feed and carriage return are its only control characters. */
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** One line that is not blank: at least one character other than white space. */
export const NOT_BLANK_PATTERN = '^(?=.*\\S)[^\\u0000-\\u001F\\u007F]*$';

/** A record's id: digits only on the wire (in a path or query too), 1..2,147,483,647. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `{id}`: the path or query of a call on one record. */
export const IdParams = Type.Object({ id: Id });

/** `?persist=` of a change that can be previewed: false previews (nothing is written), true does it. */
export const PersistQuery = Type.Object({ persist: Type.Boolean() });

/** 1..`maxItems` record ids. */
export const IdList = (description: string, maxItems = MAX_IDS) =>
  Type.Array(Id, { minItems: 1, maxItems, description });

/**
 * The answer of a bulk edit (`PUT /Members/bulk`, `PUT /Adverts/bulk`): the ids of the records it
 * covered, each once, in the order first given — react-admin's `updateMany` answer.
 */
export const BulkResult = Type.Object({ ids: Type.Array(Type.Integer()) });
export type BulkResult = Static<typeof BulkResult>;

/** How many to take or skip in a `take`/`skip` list (notifications, orders), at most `maximum`. */
export const Count = (maximum: number, description?: string) =>
  Type.Integer({ minimum: 0, maximum, description });

/** A text of at most `maxLength` characters on one line (no control characters); may be empty. */
export const Line = (maxLength: number, options: { description?: string } = {}) =>
  Type.String({ maxLength, pattern: SINGLE_LINE_PATTERN, ...options });

/** A required text of 1..`maxLength` characters on one line, not blank. */
export const RequiredLine = (maxLength: number, options: { description?: string } = {}) =>
  Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN, ...options });

/** A multi-line text of at most `maxLength` characters: tab and line breaks allowed, no other control. */
export const MultiLine = (maxLength: number, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, pattern: MULTI_LINE_PATTERN, ...options });

/** The images to keep on an update (at most 100), in their order; the others are removed. */
const ImageIds = Type.Optional(
  Type.Array(Id, { maxItems: 100, description: 'The images to keep, in their order; the others go.' }),
);

/** The update form of an owner of images (advert, activity, vendor): its create form and `imageIds`. */
export const withImageIds = <T extends TObject>(createForm: T) =>
  Type.Object({ ...createForm.properties, imageIds: ImageIds }) as TObject<
    T['properties'] & { imageIds: typeof ImageIds }
  >;

/** A title of 1–200 characters on one line, not blank (trimmed by the service). */
export const Title = RequiredLine(TITLE_MAX_LENGTH);

/** Rich text (HTML) as the editor sends it, at most 100,000 characters; sanitised before it is stored. */
export const RichText = MultiLine(100_000, { description: 'HTML, sanitised by the server.' });

/** A calendar day `yyyy-MM-dd` that exists (31/02 does not), in the years 1900–2999. */
export const CalendarDate = (description?: string) =>
  Type.String({ format: 'date', pattern: '^(19|2\\d)\\d\\d-\\d\\d-\\d\\d$', description });

/**
 * An ISO 8601 date-time with seconds and its offset (`2027-03-13T09:00:00.000Z`) that exists, in the
 * years 1900–2999; no leap second, a capital T and Z.
 */
export const DateTime = Type.String({
  format: 'date-time',
  pattern:
    '^(19|2\\d)\\d\\d-\\d\\d-\\d\\dT([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,9})?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$',
});

/** An instant the server answers (ISO 8601, UTC), or null when there is none. */
export const InstantOrNull = (description?: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

/** The search string of a list: words to find, at most 200 characters, or null/absent for all. */
export const SearchString = Type.Optional(
  Type.Union([Line(MAX_SEARCH_LENGTH), Type.Null()], { description: 'Words that must all occur.' }),
);

/** The extension `sortField` (one of `fields`) and `sortOrder` of a paged list request. */
export const sorting = <F extends string>(fields: readonly F[]) => ({
  sortField: Type.Optional(Type.Enum([...fields])),
  sortOrder: Type.Optional(Type.Enum([...SORT_ORDERS])),
});

/**
 * A paged list request (spec §3 "List request"): `{pageSize 1..500, page ≥ 1, searchString}` and the
 * resource's `extra` fields (adverts' period, members' showInactive, a list's {@link sorting}).
 */
export const PagedListRequest = <P extends TProperties>(extra: P) =>
  Type.Object({
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
    page: Type.Integer({ minimum: 1, maximum: MAX_ID }),
    searchString: SearchString,
    ...extra,
  });

/**
 * Every failure (spec §3 Generic result; docs/api.md "Errors"): the status, `isSuccess` false, what went
 * wrong, and for bad input the `field` and a `reason` code the SPA translates.
 */
/**
 * The values of a refused file a client needs to say the refusal in its own language (`error` is
 * English): the limit broken and what it counts, or the columns missing. Fields of ErrorResult and of
 * the member import's answer.
 */
export const RefusalDetails = {
  retryAfter: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'With reason tooManyAttempts (429): the seconds to wait before the next try, as the Retry-After header says.',
    }),
  ),
  limit: Type.Optional(
    Type.Number({
      description: 'With reason tooLarge, tooManyRows or zipBomb: the limit broken, in `measure`.',
    }),
  ),
  measure: Type.Optional(
    Type.Union(
      ['fileSize', 'unpackedSize', 'rows', 'parts', 'ratio', 'megapixels', 'bytes', 'entries'].map(
        (measure) => Type.Literal(measure),
      ),
      {
        description:
          'What `limit` counts: fileSize (the upload) or unpackedSize (a zip unpacked), in MB of ' +
          '1024 × 1024 bytes; rows (data rows); parts (zip entries); ratio (unpacked ÷ packed size of a part); ' +
          'megapixels (an image, with reason tooManyPixels); bytes (a stored preference, as UTF-8 JSON); ' +
          'entries (stored preferences or shared searches).',
      },
    ),
  ),
  columns: Type.Optional(
    Type.Array(Type.String(), {
      description: 'With reason missingColumns: the required columns missing, as the template names them.',
    }),
  ),
  kinds: Type.Optional(
    Type.Array(Type.String(), {
      description: 'With reason feeMissing: the kinds of membership in use that have no fee for the year.',
    }),
  ),
  formerHolder: Type.Optional(
    Type.Object(
      { id: Type.Integer(), name: Type.String() },
      { description: 'With reason tribeNumberNotYetFree: the member who held the stam number.' },
    ),
  ),
  freeFrom: Type.Optional(
    Type.String({
      format: 'date',
      description:
        'With reason tribeNumberNotYetFree, or tribeNumberTaken by an inactive member: the first day the stam number may be given again.',
    }),
  ),
  holder: Type.Optional(
    Type.Object(
      {
        id: Type.Integer(),
        name: Type.String(),
        inactiveSince: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
          description: 'The day (Brussels) the holder became inactive; null while active.',
        }),
      },
      { description: 'With reason tribeNumberTaken: the member who holds the stam number.' },
    ),
  ),
  mergedInto: Type.Optional(
    Type.Integer({
      description:
        'With reason merged (404 of GET /Members/{id}, 409 of a merge): the member the asked one was merged into.',
    }),
  ),
};

/** Who did something: the staff member's token `sub` and e-mail (null when the token carries none). */
export const Actor = Type.Object({ sub: Type.String(), email: Type.Union([Type.String(), Type.Null()]) });

export const ErrorResult = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    isSuccess: Type.Literal(false),
    error: Type.String({ description: 'What went wrong, in English, naming the field when input is bad.' }),
    field: Type.Optional(
      Type.String({ description: 'The payload path of the bad field, e.g. contact.email.' }),
    ),
    reason: Type.Optional(Type.String({ description: 'A code for the kind of problem, e.g. tooLarge.' })),
    ...RefusalDetails,
  },
  { $id: 'ErrorResult' },
);
export type ErrorResult = Static<typeof ErrorResult>;

/** The generic result of a change (spec §3): `{statusCode: 200, isSuccess: true, error: null}`. */
export const SuccessResult = Type.Object({
  statusCode: Type.Integer(),
  isSuccess: Type.Literal(true),
  error: Type.Null(),
});
export type SuccessResult = Static<typeof SuccessResult>;

/** An image of an advert, activity, message or vendor (spec §3 Image), in its order. */
export const Image = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String({ description: 'The original as uploaded: /media/{uuid}' }),
  thumbnailLocation: Type.String({
    description: 'At most 400 px on its longest edge, upright, WebP: /media/{uuid}/thumbnail',
  }),
  displayLocation: Type.String({
    description: 'At most 1600 px on its longest edge, upright, WebP: /media/{uuid}/display',
  }),
});
export type Image = Static<typeof Image>;

/** A file answer (export, template, media): bytes, described for OpenAPI. */
export const BinaryFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * The error answers every protected route can give, for its response schema; 503 (with `Retry-After`)
 * while the database is not reachable.
 */
export const protectedErrors = {
  400: ErrorResult,
  401: ErrorResult,
  403: ErrorResult,
  503: ErrorResult,
} as const;

/**
 * `{statusCode, isSuccess, error, pageSize, page, total, totalPages, [kind]: item[]}`, plus the extension
 * `totalIsLowerBound: true` when the count stopped past COUNT_CAP and past the page asked for: then at
 * least `total` match, one more than the rows up to the page's end (services/lists.ts `countedRows`).
 */
export function PagedResult<K extends string, T extends TSchema>(kind: K, item: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    isSuccess: Type.Boolean(),
    error: Type.Null(),
    pageSize: Type.Integer(),
    page: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
    totalIsLowerBound: Type.Optional(
      Type.Literal(true, {
        description: `At least \`total\` match: the count stopped one row past the larger of ${COUNT_CAP.toLocaleString('en')} and the end of this page.`,
      }),
    ),
    [kind]: Type.Array(item),
  } as Record<K | 'statusCode', TSchema>);
}

/** The body of a successful change: `{statusCode: 200, isSuccess: true, error: null}`. */
export const ok = () => ({ statusCode: 200, isSuccess: true as const, error: null });
