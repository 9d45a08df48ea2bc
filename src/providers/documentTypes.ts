/** Documents — 'Downloads' — on the wire (docs/api/documents.md). */

/** An item of `POST /Documents/list` (spec: id, title, isVisible; the rest are extensions). */
export interface DocumentListRecord {
  id: number;
  title: string;
  isVisible: boolean;
  type: string;
  /** `/media/{uuid}`: downloads the file under its original name, no token needed. */
  url: string;
  createdOn: string;
}

/** `GET /Documents/{id}`: the list item plus the original file name and size in bytes. */
export interface DocumentDetail extends DocumentListRecord {
  fileName: string;
  sizeBytes: number;
}

/** `PUT /Documents/{id}` (JSON). */
export interface DocumentChange {
  title: string;
  isVisible: boolean;
}

/** `POST /Documents` (multipart): the change's fields and the one file. */
export interface DocumentUpload extends DocumentChange {
  file: File;
}
