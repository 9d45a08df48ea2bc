/**
 * Activities on the wire (spec §3 Activity, Activity list item, Image; §5 activity create/update;
 * docs/api/activities.md). Date-times are ISO 8601 in UTC; `locationId` 0 means no stored location.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Image, Line, MAX_ID, PagedListRequest, RichText, Title, withImageIds } from './common';
import { Coordinate, Location } from './locations';

/** The body of `POST /Activities/list` (spec §3 List request): pageSize, page (1-based), searchString over the title. */
export const ActivityListRequest = PagedListRequest({});
export type ActivityListRequest = Static<typeof ActivityListRequest>;

/** A row of `POST /Activities/list` (spec §3 Activity list item); dates are ISO 8601 date-times. */
export const ActivityListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
});
export type ActivityListItem = Static<typeof ActivityListItem>;

/**
 * `GET /Activities/{id}` (spec §3 Activity): `locationId` 0 and `location` null when the place is a free
 * address (`addressLine1/2`, `latitude`, `longitude`); with a stored location the coordinates are its own.
 */
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
export type ActivityDetail = Static<typeof ActivityDetail>;

/**
 * The text fields of the multipart POST /Activities. The address lines and coordinates count only
 * with `locationId` 0 (coordinates absent or empty: none).
 */
export const ActivityCreateForm = Type.Object({
  title: Title,
  locationId: Type.Integer({
    minimum: 0,
    maximum: MAX_ID,
    description: 'A stored location, or 0 for none: then the address lines and coordinates give the place.',
  }),
  info: RichText,
  startDate: DateTime,
  endDate: DateTime,
  isVisible: Type.Boolean(),
  addressLine1: Type.Optional(Line(200, { description: 'Only with locationId 0.' })),
  addressLine2: Type.Optional(Line(200, { description: 'Only with locationId 0.' })),
  latitude: Type.Optional(
    Type.Number({
      minimum: -90,
      maximum: 90,
      description: 'Decimal degrees, only with locationId 0; empty: none.',
    }),
  ),
  longitude: Type.Optional(
    Type.Number({
      minimum: -180,
      maximum: 180,
      description: 'Decimal degrees, only with locationId 0; empty: none.',
    }),
  ),
});
export type ActivityCreateForm = Static<typeof ActivityCreateForm>;

/** The text fields of the multipart PUT /Activities/{id}: the create fields and the images to keep. */
export const ActivityUpdateForm = withImageIds(ActivityCreateForm);
export type ActivityUpdateForm = Static<typeof ActivityUpdateForm>;
