import { AppError } from '@cho-dep/core/errors/app-error';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { readPicture, storePicture } from '../banners/seller-banner-images';
import { IMAGE_SIZES, imageFileKey } from '../products/catalog/catalog-media';
import { lives } from './live.tables';

/** The player's frame: covers are cropped in the middle to 16:9. */
const LIVE_COVER_ASPECT = 16 / 9;
const MIN_WIDTH = 640;
const MIN_HEIGHT = 360;

/** Where a shop's live covers live; a live may only use keys under it. */
export function liveCoverPrefix(shopId: string): string {
  return `shops/${shopId}/lives/`;
}

export function liveCoverUrl(ctx: AppContext, key: string | null): string | null {
  return key ? ctx.storage.urlOf(imageFileKey(key, IMAGE_SIZES.banner[0])) : null;
}

/**
 * The live's cover through the same picture checks as banners and program covers (content
 * sniffed, size limit), at least 640x360, stored as WebP renditions under the shop's folder.
 */
export async function uploadLiveCover(
  ctx: AppContext,
  shopId: string,
  file: File,
): Promise<{ key: string; url: string }> {
  const { bytes, width, height } = await readPicture(file);
  if (width < MIN_WIDTH || height < MIN_HEIGHT) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          path: 'cover',
          message: 'validation.live.coverTooSmall',
          params: { width: MIN_WIDTH, height: MIN_HEIGHT },
        },
      ],
    });
  }
  const key = await storePicture(ctx, liveCoverPrefix(shopId), bytes, LIVE_COVER_ASPECT);
  return { key, url: liveCoverUrl(ctx, key) ?? '' };
}

/** The live's cover key, for the seller's edit form (the views carry only its URL). */
export async function liveCoverKey(ctx: AppContext, liveId: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ coverKey: lives.coverKey })
    .from(lives)
    .where(eq(lives.id, liveId));
  return row?.coverKey ?? null;
}
