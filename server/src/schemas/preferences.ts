/**
 * The wire shapes of the stored preferences (docs/api/preferences.md, issue L #37): each staff
 * member's own entries of the SPA's store (chosen columns, saved searches), and the saved searches
 * shared with the club. Bounds live in constants.ts.
 */
import { type Static, Type } from 'typebox';
import { Id, RequiredLine } from './common';
import { PREFERENCE_KEY_PATTERN, SAVED_QUERY_LABEL_MAX_LENGTH } from './constants';
import { RESOURCE_AREAS } from './permissions';

/** A preference's key, as react-admin's store names it (`members.datatable`). */
export const PreferenceKey = Type.String({ pattern: PREFERENCE_KEY_PATTERN, maxLength: 100 });

/** `{key}`: the path of `PUT`/`DELETE /Preferences/{key}`. */
export const PreferenceKeyParams = Type.Object({ key: PreferenceKey });

/** Any JSON value, at most PREFERENCE_MAX_BYTES as JSON text (checked by the service). */
const JsonValue = Type.Unknown({ description: 'Any JSON value, at most 16,384 bytes as JSON (UTF-8).' });

/** The body of `PUT /Preferences/{key}`: the key's new value; null removes the key. */
export const PreferenceWrite = Type.Object({ value: JsonValue });
export type PreferenceWrite = Static<typeof PreferenceWrite>;

/** One stored preference of the caller. */
export const Preference = Type.Object({ key: Type.String(), value: JsonValue });
export type Preference = Static<typeof Preference>;

/** The lists whose searches may be shared: the SPA's resources, each read with its area's permission. */
export const SharedQueryResource = Type.Union(
  Object.keys(RESOURCE_AREAS).map((resource) => Type.Literal(resource)),
  { description: 'The list (react-admin resource) the search belongs to.' },
);

/** The body of `POST /Preferences/shared`: a saved search (react-admin's `{label, value}`) of a list. */
export const SharedQueryCreate = Type.Object({
  resource: SharedQueryResource,
  label: RequiredLine(SAVED_QUERY_LABEL_MAX_LENGTH, { description: 'The name the club sees.' }),
  value: JsonValue,
});
export type SharedQueryCreate = Static<typeof SharedQueryCreate>;

/** A saved search shared with the club, as every staff member who reads its list sees it. */
export const SharedQuery = Type.Object({
  id: Type.Integer(),
  resource: Type.String(),
  label: Type.String(),
  value: JsonValue,
  sharedBy: Type.Union([Type.String(), Type.Null()], {
    description: 'The e-mail of who shared it, when their token carried one.',
  }),
  sharedOn: Type.String({ format: 'date-time' }),
  mayUnshare: Type.Boolean({
    description: 'Whether the caller may stop sharing it: who shared it, or a beheerder.',
  }),
});
export type SharedQuery = Static<typeof SharedQuery>;

/** `GET /Preferences`: the caller's own entries and the searches shared on the lists they read. */
export const Preferences = Type.Object({
  entries: Type.Array(Preference),
  shared: Type.Array(SharedQuery),
});
export type Preferences = Static<typeof Preferences>;

/** `{id}` of a shared search. */
export const SharedQueryParams = Type.Object({ id: Id });
