import type { AppContext } from '../../app/app-context';
import { readPicture, storePicture } from '../../banners/seller-banner-images';
import { imageFileKey, type UrlOf } from '../../products/catalog/catalog-media';

/** Feedback pictures: WebP at the review photos' widths, in their own shape. */
const WIDTHS = [800, 400] as const;

/** A buyer's uploads live under their own folder: feedback may only show its author's pictures. */
export function feedbackMediaFolder(userId: string): string {
  return `shop-feedback/${userId}/`;
}

export function feedbackImageOf(urlOf: UrlOf, key: string) {
  return { key, url: urlOf(imageFileKey(key, 400)), largeUrl: urlOf(imageFileKey(key, 800)) };
}

/** The one picture of a feedback, checked by content and re-encoded with the banners' helpers. */
export async function uploadFeedbackPicture(ctx: AppContext, userId: string, file: File) {
  const { bytes, width, height } = await readPicture(file);
  const key = await storePicture(
    ctx,
    feedbackMediaFolder(userId),
    bytes,
    width / Math.max(1, height),
    WIDTHS,
  );
  return { key, url: feedbackImageOf((k) => ctx.storage.urlOf(k), key).url };
}

/** The keys a feedback names are its author's own uploads that exist. */
export async function ownFeedbackPictures(
  ctx: AppContext,
  userId: string,
  keys: readonly string[],
): Promise<boolean> {
  const folder = feedbackMediaFolder(userId);
  const checks = keys.map(async (key) => {
    const own = key.startsWith(folder) && !key.includes('..') && !key.slice(folder.length).includes('/');
    return own && (await ctx.storage.get(imageFileKey(key, 400))) !== null;
  });
  return (await Promise.all(checks)).every(Boolean);
}
