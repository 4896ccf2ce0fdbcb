import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { AppContext } from '../app/app-context';
import { COVER_ASPECT, readPicture, storePicture } from '../banners/seller-banner-images';
import { bannerImageUrl } from '../banners/seller-banner-queries';
import type { UrlOf } from '../products/catalog/catalog-media';

const B = LIMITS.banner;

/** Where a shop's program covers live; a program may only use keys under it. */
export function promotionCoverPrefix(shopId: string): string {
  return `shops/${shopId}/promotions/`;
}

/** The cover's preview URL (its first rendition, as banner pictures). */
export function promotionCoverUrl(urlOf: UrlOf, key: string): string {
  return bannerImageUrl(urlOf, key);
}

/**
 * The program cover (product.md §3, "Program: name, cover"): checked by content like the
 * banner pictures (png, jpeg, gif or webp; the same size limit), at least 600x200 and cropped
 * in the middle to 3:1 like a banner cover, stored as WebP renditions under the shop's folder.
 */
export async function uploadPromotionCover(
  ctx: AppContext,
  shopId: string,
  file: File,
): Promise<{ key: string; url: string }> {
  const { bytes, width, height } = await readPicture(file);
  if (width < B.coverMinWidth || height < B.coverMinHeight) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          path: 'cover',
          message: 'validation.banner.coverTooSmall',
          params: { width: B.coverMinWidth, height: B.coverMinHeight },
        },
      ],
    });
  }
  const key = await storePicture(ctx, promotionCoverPrefix(shopId), bytes, COVER_ASPECT);
  return { key, url: promotionCoverUrl((k) => ctx.storage.urlOf(k), key) };
}
