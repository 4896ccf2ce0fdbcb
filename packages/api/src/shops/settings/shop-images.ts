import { randomBytes } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import { coverSizeProblem } from '@cho-dep/core/seller-shop/cover-size';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../app/app-context';
import { IMAGE_SIZES, type ImageSize, imageFileKey } from '../../products/catalog/catalog-media';
import { shops } from '../shops.tables';

/** A picture larger than this many pixels is refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
const COVER_ASPECT = LIMITS.shop.coverWidth / LIMITS.shop.coverHeight;

/** The picture's bytes, checked by content (its size was checked by the upload route). */
async function readImage(file: File): Promise<Uint8Array> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  return bytes;
}

async function render(bytes: Uint8Array, width: number, height: number): Promise<Buffer> {
  try {
    // rotate() applies the EXIF orientation; the output carries no metadata.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Width and height as displayed (EXIF orientations 5-8 turn the picture a quarter). */
async function displayedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    return turned ? { width: height, height: width } : { width, height };
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

async function replaceKey(
  ctx: AppContext,
  shopId: string,
  column: 'logoKey' | 'coverKey',
  key: string,
  sizes: readonly ImageSize[],
): Promise<void> {
  const [previous] = await ctx.database.db
    .select({ key: shops[column] })
    .from(shops)
    .where(eq(shops.id, shopId));
  await ctx.database.db
    .update(shops)
    .set({ [column]: key, updatedAt: ctx.now() })
    .where(eq(shops.id, shopId));
  // Only the shop's own uploads are removed; seeded catalog pictures may be shared.
  const old = previous?.key;
  if (old?.startsWith(`shops/${shopId}/`)) {
    for (const size of sizes) await ctx.storage.delete(imageFileKey(old, size));
  }
}

/** The shop logo: square, stored as WebP at the logo sizes. */
export async function replaceShopLogo(ctx: AppContext, shopId: string, file: File): Promise<void> {
  const bytes = await readImage(file);
  const key = `shops/${shopId}/logo-${randomBytes(9).toString('base64url')}`;
  for (const size of IMAGE_SIZES.logo) {
    await ctx.storage.put(
      imageFileKey(key, size),
      new Uint8Array(await render(bytes, size, size)),
      'image/webp',
    );
  }
  await replaceKey(ctx, shopId, 'logoKey', key, IMAGE_SIZES.logo);
}

/**
 * The store cover (product.md §5: 1340x754): a picture at least that large is cropped in
 * the middle to the 1340:754 frame and stored at 1340x754 (and half size); a smaller one is
 * refused with a field error rather than blown up blurred (core coverSizeProblem).
 */
export async function replaceShopCover(ctx: AppContext, shopId: string, file: File): Promise<void> {
  const bytes = await readImage(file);
  if (coverSizeProblem(await displayedSize(bytes))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          path: 'cover',
          message: 'validation.shopSettings.coverTooSmall',
          params: { width: LIMITS.shop.coverWidth, height: LIMITS.shop.coverHeight },
        },
      ],
    });
  }
  const key = `shops/${shopId}/cover-${randomBytes(9).toString('base64url')}`;
  for (const width of IMAGE_SIZES.cover) {
    const height = Math.round(width / COVER_ASPECT);
    await ctx.storage.put(
      imageFileKey(key, width),
      new Uint8Array(await render(bytes, width, height)),
      'image/webp',
    );
  }
  await replaceKey(ctx, shopId, 'coverKey', key, IMAGE_SIZES.cover);
}
