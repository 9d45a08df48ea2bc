/**
 * Stored places of activities (spec §3 Location, §7 "Board members, countries, links, locations";
 * docs/api/activities.md "Locations"): the list, update and create. Names and info are trimmed.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { locations } from '../db/schema';
import { notFound } from '../errors';
import type { LocationPayload } from '../schemas/locations';

/** The stored columns of `payload`, texts trimmed; the id is the database's alone. */
const trimmed = ({ name, info, latitude, longitude }: LocationPayload) => ({
  name: name.trim(),
  info: info.trim(),
  latitude,
  longitude,
});

/** Every location `{id, name, info, latitude, longitude}`, by name. */
export function listLocations(db: Database) {
  return db.select().from(locations).orderBy(asc(locations.name), asc(locations.id));
}

/** The location, or undefined for an unknown id. */
export async function getLocation(db: Database | Transaction, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

/** Overwrites the location; answers it. Throws ApiError 404 for an unknown id. */
export async function updateLocation(db: Database, id: number, payload: LocationPayload) {
  const [row] = await db.update(locations).set(trimmed(payload)).where(eq(locations.id, id)).returning();
  if (!row) throw notFound('location', id);
  return row;
}

/** Adds a location (extension of the spec); answers it. */
export async function createLocation(db: Database, payload: LocationPayload) {
  const [row] = await db.insert(locations).values(trimmed(payload)).returning();
  return row;
}
