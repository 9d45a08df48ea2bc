/** Images on the wire, the same for adverts, vendors and activities (docs/api.md). */

/** An image as the API sends it; `location` is `/media/{uuid}`. */
export interface StoredImage {
  id: number;
  name: string;
  location: string;
}

/** An image of a payload, in the wanted order: a kept image by id, or a new file to upload. */
export type ImageChoice = { id: number } | { file: File };
