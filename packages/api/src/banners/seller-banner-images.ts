import { randomBytes } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { bannerImageProblem } from '@cho-dep/core/marketing/banner-input-schema';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import sharp from 'sharp';
import type { AppContext } from '../app/app-context';
import { IMAGE_SIZES, type ImageSize, imageFileKey } from '../products/catalog/catalog-media';
import { bannerImageUrl } from './seller-banner-queries';
import type { BannerUpload } from './seller-banner-schemas';

const B = LIMITS.banner;
/** A picture larger than this many pixels is refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The cover fills the home carousel's 3:1 frame. */
export const COVER_ASPECT = 3;

/** Where a shop's banner pictures live; a banner may only use keys under it. */
export function bannerUploadPrefix(shopId: string): string {
  return `shops/${shopId}/banners/`;
}

function fieldError(path: string, message: string, params?: Record<string, number>): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message, ...(params ? { params } : {}) }] });
}

/** The bytes and displayed size of an uploaded picture, checked by content (also used for program covers). */
export async function readPicture(file: File): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // EXIF orientations 5-8 turn the picture a quarter: compare the size as displayed.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    return turned ? { bytes, width: height, height: width } : { bytes, width, height };
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Stores a picture under `prefix` as WebP renditions cropped in the middle to `aspect` (width / height). */
export async function storePicture(
  ctx: AppContext,
  prefix: string,
  bytes: Uint8Array,
  aspect: number,
  widths: readonly ImageSize[] = IMAGE_SIZES.banner,
): Promise<string> {
  const key = `${prefix}${randomBytes(12).toString('base64url')}`;
  for (const width of widths) {
    const height = Math.round(width / aspect);
    const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      // Never enlarged: a 343x150 picture stays 343x150 in every rendition, the browser scales.
      .resize(width, height, { fit: 'cover', position: 'centre', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    await ctx.storage.put(imageFileKey(key, width), new Uint8Array(out), 'image/webp');
  }
  return key;
}

/**
 * The banner image (product.md §5: 343x150): exactly that, or a larger picture of the same
 * shape, scaled down; anything else is a field error on `image` (core bannerImageProblem).
 */
export async function uploadBannerImage(ctx: AppContext, shopId: string, file: File): Promise<BannerUpload> {
  const { bytes, width, height } = await readPicture(file);
  const problem = bannerImageProblem({ width, height });
  if (problem) {
    throw fieldError('image', `validation.banner.image_${problem}`, { width: B.width, height: B.height });
  }
  const key = await storePicture(ctx, bannerUploadPrefix(shopId), bytes, B.width / B.height);
  return { key, url: bannerImageUrl((k) => ctx.storage.urlOf(k), key) };
}

/** The optional cover: any picture at least 600x200, cropped in the middle to 3:1. */
export async function uploadBannerCover(ctx: AppContext, shopId: string, file: File): Promise<BannerUpload> {
  const { bytes, width, height } = await readPicture(file);
  if (width < B.coverMinWidth || height < B.coverMinHeight) {
    throw fieldError('cover', 'validation.banner.coverTooSmall', {
      width: B.coverMinWidth,
      height: B.coverMinHeight,
    });
  }
  const key = await storePicture(ctx, bannerUploadPrefix(shopId), bytes, COVER_ASPECT);
  return { key, url: bannerImageUrl((k) => ctx.storage.urlOf(k), key) };
}
