/**
 * Locations on the wire (spec §3 Location; docs/api/activities.md "Locations"): stored places of
 * activities, coordinates in decimal degrees (WGS 84) or null when unknown.
 */
import { Type } from 'typebox';

/**
 * A coordinate in decimal degrees between −`limit` and `limit`, or null. A type list, not a union:
 * with a union Ajv's type coercion would turn a null into the number 0.
 */
export const Coordinate = (limit: number) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: -limit, maximum: limit });

export const Location = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  info: Type.String({ description: 'Plain text.' }),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
});

export const LocationPayload = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  info: Type.String({ maxLength: 2000, description: 'Plain text; may be empty.' }),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
});

export const LocationIdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
