/**
 * Stored preferences (docs/api/preferences.md, issue L #37): a staff member's own entries of the SPA's
 * store, keyed by their token's `sub`, and the saved searches shared with the club. Values are kept as
 * their JSON text, so any JSON the bounds allow is stored as given (a `\u0000` in a string too).
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sharedQueries, staffPreferences } from '../../db/schema';
import { transactionWithConflict } from '../../db/transaction';
import { ApiError, notFound } from '../../errors';
import {
  PREFERENCE_MAX_BYTES,
  PREFERENCE_MAX_ENTRIES,
  SHARED_QUERY_MAX_ENTRIES,
} from '../../schemas/constants';
import { RESOURCE_AREAS } from '../../schemas/permissions';
import type { Preference, Preferences, SharedQuery, SharedQueryCreate } from '../../schemas/preferences';

/** Who asks: the token's `sub`, e-mail and permissions (request.user). */
export interface PreferenceOwner {
  sub: string;
  email: string | null;
  permissions: readonly string[];
}

/**
 * `value` as JSON text; 400 `field` `value`, `reason` `tooLarge` (`limit` PREFERENCE_MAX_BYTES,
 * `measure` `bytes`) when longer than that in UTF-8.
 */
function jsonText(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  if (Buffer.byteLength(text, 'utf8') > PREFERENCE_MAX_BYTES)
    throw new ApiError(
      400,
      `The value is larger than ${PREFERENCE_MAX_BYTES} bytes as JSON.`,
      'value',
      'tooLarge',
      { limit: PREFERENCE_MAX_BYTES, measure: 'bytes' },
    );
  return text;
}

/** Whether `owner` may read the list `resource` (its area's read or write permission). */
const readsList = (owner: PreferenceOwner, resource: string) => {
  const area = RESOURCE_AREAS[resource];
  return area !== undefined && owner.permissions.some((p) => p === `read:${area}` || p === `write:${area}`);
};

/** A beheerder's mark: only they change the staff accounts. */
const isBeheerder = (owner: PreferenceOwner) => owner.permissions.includes('write:staff');

type SharedRow = typeof sharedQueries.$inferSelect;

const sharedView = (row: SharedRow, owner: PreferenceOwner): SharedQuery => ({
  id: row.id,
  resource: row.resource,
  label: row.label,
  value: JSON.parse(row.value),
  sharedBy: row.ownerEmail,
  sharedOn: row.createdOn.toISOString(),
  mayUnshare: row.ownerSub === owner.sub || isBeheerder(owner),
});

/**
 * `{entries, shared}`: the owner's own preferences by key, and the searches shared on the lists they
 * may read, by list then name. Nobody else's private entries.
 */
export async function readPreferences(db: Database, owner: PreferenceOwner): Promise<Preferences> {
  const own = await db
    .select({ key: staffPreferences.key, value: staffPreferences.value })
    .from(staffPreferences)
    .where(eq(staffPreferences.sub, owner.sub))
    .orderBy(asc(staffPreferences.key));
  const shared = await db
    .select()
    .from(sharedQueries)
    .orderBy(asc(sharedQueries.resource), asc(sharedQueries.label), asc(sharedQueries.id));
  return {
    entries: own.map(({ key, value }) => ({ key, value: JSON.parse(value) })),
    shared: shared.filter((row) => readsList(owner, row.resource)).map((row) => sharedView(row, owner)),
  };
}

/**
 * Sets the owner's `key` to `value` (null removes it) and answers `{key, value}`. 400 `tooLarge`
 * past PREFERENCE_MAX_BYTES; 409 `tooManyEntries` (`limit`, `measure` `entries`) when a new key would
 * pass PREFERENCE_MAX_ENTRIES.
 */
export async function writePreference(
  db: Database,
  owner: PreferenceOwner,
  key: string,
  value: unknown,
): Promise<Preference> {
  if (value === null || value === undefined) {
    await removePreference(db, owner, key);
    return { key, value: null };
  }
  const text = jsonText(value);
  // One statement: a new key goes in only while the owner has room for it, a known key is replaced.
  const written = await db
    .insert(staffPreferences)
    .select(
      db
        .select({
          sub: sql`${owner.sub}`.as('sub'),
          key: sql`${key}`.as('key'),
          value: sql`${text}`.as('value'),
          updatedOn: sql`now()`.as('updated_on'),
        })
        .from(sql`(select 1) as one`)
        .where(
          sql`(select ${count()} from ${staffPreferences} where ${and(
            eq(staffPreferences.sub, owner.sub),
            ne(staffPreferences.key, key),
          )}) < ${PREFERENCE_MAX_ENTRIES}`,
        ),
    )
    .onConflictDoUpdate({
      target: [staffPreferences.sub, staffPreferences.key],
      set: { value: text, updatedOn: sql`now()` },
    })
    .returning({ key: staffPreferences.key });
  if (written.length === 0)
    throw new ApiError(
      409,
      `At most ${PREFERENCE_MAX_ENTRIES} preferences are kept per person.`,
      'key',
      'tooManyEntries',
      { limit: PREFERENCE_MAX_ENTRIES, measure: 'entries' },
    );
  return { key, value: JSON.parse(text) };
}

/** Removes the owner's `key`; nothing happens when they have none. */
export async function removePreference(db: Database, owner: PreferenceOwner, key: string): Promise<void> {
  await db
    .delete(staffPreferences)
    .where(and(eq(staffPreferences.sub, owner.sub), eq(staffPreferences.key, key)));
}

/**
 * Shares a saved search with the club and answers it as {@link readPreferences} lists it. 403
 * `reason` `noAccess` when the owner may not read the list; 400 `tooLarge`; 409 `labelTaken` when
 * the list has a shared search of that name; 409 `tooManyEntries` past SHARED_QUERY_MAX_ENTRIES a list.
 */
export async function shareQuery(
  db: Database,
  owner: PreferenceOwner,
  query: SharedQueryCreate,
): Promise<SharedQuery> {
  if (!readsList(owner, query.resource))
    throw new ApiError(403, `The list '${query.resource}' is not yours to read.`, 'resource', 'noAccess');
  const label = query.label.trim();
  const text = jsonText(query.value);
  const taken = new ApiError(409, `A shared search is called '${label}' already.`, 'label', 'labelTaken');
  return transactionWithConflict(
    db,
    async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(sharedQueries)
        .where(eq(sharedQueries.resource, query.resource));
      if (n >= SHARED_QUERY_MAX_ENTRIES)
        throw new ApiError(
          409,
          `At most ${SHARED_QUERY_MAX_ENTRIES} searches are shared on one list.`,
          'resource',
          'tooManyEntries',
          { limit: SHARED_QUERY_MAX_ENTRIES, measure: 'entries' },
        );
      const [row] = await tx
        .insert(sharedQueries)
        .values({
          resource: query.resource,
          label,
          value: text,
          ownerSub: owner.sub,
          ownerEmail: owner.email,
        })
        .returning();
      return sharedView(row, owner);
    },
    taken,
  );
}

/**
 * Stops sharing search `id`. 404 when there is none the owner can see; 403 `reason` `notYours` unless
 * they shared it or are a beheerder.
 */
export async function unshareQuery(db: Database, owner: PreferenceOwner, id: number): Promise<void> {
  const [row] = await db.select().from(sharedQueries).where(eq(sharedQueries.id, id));
  if (!row || !readsList(owner, row.resource)) throw notFound('shared search', id);
  if (row.ownerSub !== owner.sub && !isBeheerder(owner))
    throw new ApiError(
      403,
      'Only who shared a search, or a beheerder, may stop sharing it.',
      'id',
      'notYours',
    );
  await db.delete(sharedQueries).where(eq(sharedQueries.id, id));
}
