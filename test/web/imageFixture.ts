/** A wire Image (schemas/common.ts) for web tests: the original at /media/{file}, its renditions beside it. */
import type { Image } from '../../server/src/schemas/common';

export const image = (id: number, name: string, file: string): Image => ({
  id,
  name,
  location: `/media/${file}`,
  thumbnailLocation: `/media/${file}/thumbnail`,
  displayLocation: `/media/${file}/display`,
});
