/**
 * Locations on the wire (spec §3 Location; docs/api/activities.md "Locations"): stored places of
 * activities, coordinates in decimal degrees (WGS 84) or null when unknown.
 */
import { type Static, Type } from 'typebox';
import { MultiLine, RequiredLine } from './common';
import { LOCATION_NAME_MAX_LENGTH } from './constants';

/**
 * A coordinate in decimal degrees between −`limit` and `limit`, or null. A type list, not a union:
 * with a union Ajv's type coercion would turn a null into the number 0.
 */
export const Coordinate = (limit: number) =>
  Type.Unsafe<number | null>({
    type: ['number', 'null'],
    minimum: -limit,
    maximum: limit,
    description: 'Decimal degrees (WGS 84); null when unknown.',
  });

/** A stored place of activities (spec §3 Location; `GET /Locations`); `info` is plain text. */
export const Location = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  info: Type.String({ description: 'Plain text.' }),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
});
export type Location = Static<typeof Location>;

/** The JSON of `PUT /Locations/id?id={id}` and `POST /Locations` (docs/api/activities.md "Locations"). */
export const LocationPayload = Type.Object({
  name: RequiredLine(LOCATION_NAME_MAX_LENGTH),
  info: MultiLine(2000, { description: 'Plain text; may be empty.' }),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
});
export type LocationPayload = Static<typeof LocationPayload>;
