/** Stored files for tests: the bytes in the database's blob store and the row of `files` naming them. */
import type { DatabaseHandle } from '../../server/src/db/client';
import { files } from '../../server/src/db/schema';
import { sha256Hex } from '../../server/src/services/storage/blobs';

/** Stores `bytes` as `fileName` of `contentType` in `database`; returns the file's id. */
export async function storeTestFile(
  database: Pick<DatabaseHandle, 'db' | 'blobs'>,
  { fileName, contentType, bytes }: { fileName: string; contentType: string; bytes: Buffer },
): Promise<string> {
  const sha256 = sha256Hex(bytes);
  await database.blobs.put(sha256, bytes);
  const [row] = await database.db
    .insert(files)
    .values({ fileName, contentType, sizeBytes: bytes.length, sha256 })
    .returning({ id: files.id });
  return row.id;
}
