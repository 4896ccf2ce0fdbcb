import { AppError } from '@cho-dep/core/errors/app-error';
import { CAMPAIGN_LIMITS } from '@cho-dep/core/marketing/campaign-input-schema';
import type { AppContext } from '../app/app-context';
import { readPicture, storePicture } from '../banners/seller-banner-images';
import { IMAGE_SIZES } from '../products/catalog/catalog-media';
import { campaignCoverUrl } from './campaign-queries';

const C = CAMPAIGN_LIMITS;

/** Where the platform's campaign covers live; a campaign may only use keys under it. */
export const CAMPAIGN_COVER_PREFIX = 'campaigns/';

/**
 * A campaign cover: checked by content like the banner pictures (png, jpeg, gif or webp), at
 * least 1340x754 (product.md §9, the cover size), cropped in the middle to that shape and
 * stored as WebP at 1340 and 670 px.
 */
export async function uploadCampaignCover(
  ctx: AppContext,
  file: File,
): Promise<{ key: string; url: string }> {
  const { bytes, width, height } = await readPicture(file);
  if (width < C.coverWidth || height < C.coverHeight) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          path: 'cover',
          message: 'validation.banner.coverTooSmall',
          params: { width: C.coverWidth, height: C.coverHeight },
        },
      ],
    });
  }
  const key = await storePicture(
    ctx,
    CAMPAIGN_COVER_PREFIX,
    bytes,
    C.coverWidth / C.coverHeight,
    IMAGE_SIZES.cover,
  );
  return { key, url: campaignCoverUrl((k) => ctx.storage.urlOf(k), key) as string };
}

/** A cover key the admin did not upload here is a field error (no pointing at others' files). */
export function assertCampaignCover(coverKey: string | null): void {
  if (coverKey !== null && !coverKey.startsWith(CAMPAIGN_COVER_PREFIX))
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'coverKey', message: 'validation.banner.coverInvalid' }],
    });
}
