/**
 * The one storage of uploaded bytes (table `files`, in the database so every server instance sees
 * them). Ids are random UUIDs; files are served at /media/{id}.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files } from '../db/schema';

/** The file with `id`, or undefined. `data` holds the bytes, `sizeBytes` their count. */
export async function getFile(db: Database, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}
