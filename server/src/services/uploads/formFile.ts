/** An uploaded file as the services take it, read and checked at the HTTP edge (routes/multipart.ts). */
import type { FileKind } from './kinds';

/** An accepted uploaded file: its bytes and the kind found in its content. */
export interface FormFile {
  /** The multipart field it came in, e.g. `files`. */
  field: string;
  /** The name the browser sent, made safe (./fileName.ts). */
  fileName: string;
  kind: FileKind;
  bytes: Buffer;
}
