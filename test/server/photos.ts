/**
 * Photos as a phone sends them, for upload tests: 4000 × 3000 JPEGs of about 9 MB (noise, which JPEG
 * cannot shrink), stored sideways with EXIF orientation 6 (to be turned 90° clockwise) and with GPS
 * data in their EXIF. Each photo of a set differs by a JPEG comment, so no two have the same bytes.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** The width and height of the pixels as stored (before the orientation is applied). */
export const PHOTO_SIZE = { width: 4000, height: 3000 };

/** One photo of about 9 MB (see the module's docstring). */
export async function phonePhoto(): Promise<Buffer> {
  const { width, height } = PHOTO_SIZE;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' } })
    .toBuffer();
}

/** `count` distinct photos: one photo with a different JPEG comment (COM segment) after SOI in each. */
export async function phonePhotos(count: number): Promise<Buffer[]> {
  const photo = await phonePhoto();
  return Array.from({ length: count }, (_, index) => {
    const text = Buffer.from(`foto ${index + 1}`);
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
    return Buffer.concat([photo.subarray(0, 2), segment, photo.subarray(2)]);
  });
}
