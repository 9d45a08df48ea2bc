/**
 * An uploaded file as the services take it: read, checked and put in the blob store at the HTTP edge
 * (routes/multipart.ts), so a service writes only the row that names it.
 */
import type { FileKind } from './kinds';

/** An accepted uploaded file: the kind found in its content and the blob that holds its bytes. */
export interface FormFile {
  /** The multipart field it came in, e.g. `files`. */
  field: string;
  /** The name the browser sent, made safe (./fileName.ts). */
  fileName: string;
  kind: FileKind;
  /** The hex SHA-256 of the bytes: their key in the blob store (services/storage/blobs.ts). */
  sha256: string;
  /** The size of the file in bytes. */
  sizeBytes: number;
}
