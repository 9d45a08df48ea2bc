/**
 * Reads a change shares with its history entry (docs/decisions.md "What the trail costs a write"). In
 * {@link recorded} the snapshot before a change reads the record just as the service then reads it
 * first (a member: `loadMembers`), with no write between them; the second read is answered from the
 * first. Any write on the transaction forgets what was read, so nothing stale is ever answered.
 */

/** Methods of a Drizzle database or transaction through which a write can happen. */
const WRITES = new Set<string | symbol>(['insert', 'update', 'delete', 'execute', 'transaction']);

interface Remembered {
  values: Map<string, unknown>;
  /** Grows at every write; a read that spanned a write is not remembered. */
  generation: number;
}

const remembered = new WeakMap<object, Remembered>();

/**
 * `tx` (a Drizzle transaction) watched for writes: the returned object is `tx` for every use, and
 * {@link sharedRead} on it remembers reads until the next call of insert, update, delete, execute or
 * transaction (a savepoint) on it.
 */
export function watchedForWrites<T extends object>(tx: T): T {
  const state: Remembered = { values: new Map(), generation: 0 };
  const watched = new Proxy(tx, {
    get(target, property, receiver) {
      if (WRITES.has(property)) {
        state.values.clear();
        state.generation++;
      }
      return Reflect.get(target, property, receiver);
    },
  });
  remembered.set(watched, state);
  return watched;
}

/**
 * `read()`'s answer, or the answer of the same `key` read earlier on `db` when `db` is watched
 * ({@link watchedForWrites}) and nothing was written on it since. The answer is shared: callers only
 * read it.
 */
export async function sharedRead<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  const state = remembered.get(db);
  if (!state) return read();
  if (state.values.has(key)) return state.values.get(key) as T;
  const generation = state.generation;
  const value = await read();
  if (state.generation === generation) state.values.set(key, value);
  return value;
}
