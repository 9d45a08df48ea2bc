/**
 * Activities on the wire (spec §3 Activity, Activity list item, Image; §5 activity create/update;
 * docs/api/activities.md). Date-times are ISO 8601 in UTC; `locationId` 0 means no stored location.
 */
import { Type } from 'typebox';
import { Image } from './common';
import { Coordinate, Location } from './locations';

/** An ISO 8601 date-time with its offset, e.g. 2027-03-13T09:00:00.000Z. */
export const DateTime = Type.String({ format: 'date-time' });

/** Rich text (HTML) as the editor sends it; sanitised before it is stored. */
export const RichText = Type.String({ maxLength: 100_000, description: 'HTML, sanitised by the server.' });

/** A title of 1–200 characters (trimmed by the service). */
export const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** The fields of a paged list request with a title search (activities, messages). */
export const titleListFields = {
  pageSize: Type.Integer({ minimum: 1, maximum: 1000 }),
  page: Type.Integer({ minimum: 1 }),
  searchString: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
};

export const ActivityListRequest = Type.Object(titleListFields);

export const ActivityListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
});

export const ActivityDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  info: Type.String({ description: 'Sanitised HTML.' }),
  location: Type.Union([Location, Type.Null()]),
  locationId: Type.Integer({ description: '0 when the activity has no stored location.' }),
  addressLine1: Type.String(),
  addressLine2: Type.String(),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
  hasImage: Type.Boolean(),
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  images: Type.Array(Image),
});

/**
 * The text fields of the multipart POST /Activities and PUT /Activities/{id} (checked with
 * parseFormFields). The address lines and coordinates count only with `locationId` 0 (coordinates
 * absent or empty: none); `imageIds`
 * (the images to keep, in order) is read on update only.
 */
export const ActivityFormFields = Type.Object({
  title: Title,
  locationId: Type.Integer({ minimum: 0 }),
  info: RichText,
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  addressLine1: Type.Optional(Type.String({ maxLength: 200 })),
  addressLine2: Type.Optional(Type.String({ maxLength: 200 })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  imageIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
});

const formDescription = (extra: string) =>
  'multipart/form-data: title (1–200 characters), locationId (0 = no stored location), info (rich text, ' +
  'may be empty), startDate and endDate (ISO 8601 date-times, end not before start), isVisible ("true"/"false"), ' +
  'with locationId 0 optionally addressLine1, addressLine2, latitude (−90..90) and longitude (−180..180), ' +
  `repeated files (JPEG, PNG or WebP by content, each ≤ 10 MB)${extra}.`;
export const CREATE_DESCRIPTION = formDescription('');
export const UPDATE_DESCRIPTION = formDescription(
  ' and repeated imageIds (the images to keep, in their order; the others are removed)',
);

export const ActivityIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
