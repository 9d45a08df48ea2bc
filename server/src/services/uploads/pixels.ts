/**
 * The pixel count of an uploaded image, judged from its header by sharp (nothing is decoded): an
 * image of more than MAX_IMAGE_PIXELS — a small file can declare a huge canvas — is refused before it
 * is stored, as its renditions would take hundreds of MB to make.
 */
import sharp from 'sharp';
import { ApiError } from '../../errors';
import { MAX_IMAGE_PIXELS } from '../../schemas/constants';

/**
 * Throws ApiError 400 naming `field`: `tooManyPixels` (with `limit`, in megapixels) when the image
 * `bytes` has more than MAX_IMAGE_PIXELS, `unsupportedType` when its header cannot be read.
 */
export async function checkImagePixels(bytes: Buffer, fileName: string, field: string): Promise<void> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new ApiError(400, `The file '${fileName}' is not a readable image.`, field, 'unsupportedType');
    });
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ApiError(
      400,
      `The image '${fileName}' has more than ${MAX_IMAGE_PIXELS / 1e6} megapixels (${width} × ${height}).`,
      field,
      'tooManyPixels',
      { limit: MAX_IMAGE_PIXELS / 1e6, measure: 'megapixels' },
    );
}
