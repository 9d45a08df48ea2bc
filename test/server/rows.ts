/** Reading stored rows directly in server tests, past the API. */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { files } from '../../server/src/db/schema';

/** How many of the file ids `ids` still have their row in `files`. */
export const storedFileCount = async (db: Database, ids: string[]) =>
  (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).length;
