import type { Location, LocationPayload } from '../../../server/src/schemas/locations';

/** The values of the location form: a location, text inputs may hold null after being cleared. */
export type LocationFormValues = Partial<Pick<Location, 'id'>> & {
  name: string | null;
  info: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** The values a new location starts from: no name, no info, no coordinates. */
export const NEW_LOCATION: LocationFormValues = { name: '', info: '', latitude: null, longitude: null };

const degrees = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Form values → the JSON of `PUT /Locations/id?id={id}` and `POST /Locations` (trimmed name and info). */
export const toLocationPayload = (values: LocationFormValues): LocationPayload => ({
  name: (values.name ?? '').trim(),
  info: (values.info ?? '').trim(),
  latitude: degrees(values.latitude),
  longitude: degrees(values.longitude),
});
