import type { ImageChoice, StoredImage } from './imageTypes';

/** A stored place of activities (spec §3 Location; `GET /Locations`), coordinates in decimal degrees. */
export interface Location {
  id: number;
  name: string;
  /** Plain text, may be empty. */
  info: string;
  latitude: number | null;
  longitude: number | null;
}

/** What `PUT /Locations/id?id={id}` and `POST /Locations` send (docs/api/activities.md "Locations"). */
export type LocationPayload = Omit<Location, 'id'>;

/** A row of `POST /Activities/list`; dates are ISO 8601 date-times. */
export interface ActivityListRecord {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  isVisible: boolean;
}

/**
 * `GET /Activities/{id}`: `locationId` 0 and `location` null when the place is a free address
 * (`addressLine1/2`, `latitude`, `longitude`); with a stored location the coordinates are its own.
 */
export interface ActivityDetail extends ActivityListRecord {
  info: string;
  location: Location | null;
  locationId: number;
  addressLine1: string;
  addressLine2: string;
  latitude: number | null;
  longitude: number | null;
  hasImage: boolean;
  images: StoredImage[];
}

/**
 * What create and update send before it becomes multipart FormData (docs/api/activities.md):
 * `locationId` 0 = no stored location, then the address and coordinates describe the place;
 * `images` in the wanted order (stored ones are kept, files uploaded).
 */
export interface ActivityPayload {
  title: string;
  locationId: number;
  info: string;
  startDate: string;
  endDate: string;
  isVisible: boolean;
  addressLine1: string;
  addressLine2: string;
  latitude: number | null;
  longitude: number | null;
  images: ImageChoice[];
}
