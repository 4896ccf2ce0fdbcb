import { AppError } from '@cho-dep/core/errors/app-error';
import sharp from 'sharp';

/** A picture larger than this many pixels is refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export interface WebpRendition<Size extends number = number> {
  size: Size;
  body: Buffer;
}

/**
 * An uploaded picture (already checked by content) re-encoded to WebP at each size, the
 * longest side at most `size` px and never enlarged. rotate() applies the EXIF orientation;
 * the output carries no metadata (no GPS position). A file sharp cannot decode is
 * UNSUPPORTED_FILE. Reviews and community posts store their pictures this way.
 */
export async function webpRenditions<Size extends number>(
  bytes: Uint8Array,
  sizes: readonly Size[],
): Promise<WebpRendition<Size>[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' });
    return await Promise.all(
      sizes.map(async (size) => ({
        size,
        body: await source
          .clone()
          .rotate()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
