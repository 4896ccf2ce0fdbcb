import type { AppContext } from '../app/app-context';
import { readPicture, storePicture } from '../banners/seller-banner-images';
import { imageFileKey, type UrlOf } from '../products/catalog/catalog-media';

/** Feedback pictures: WebP at the review photos' widths; the desk shows them large. */
const WIDTHS = [800, 400] as const;

/**
 * A signed-in member's uploads live under their own folder; a guest's (the form is open to
 * anyone) under the shared one, with an unguessable name.
 */
export function socialFeedbackMediaFolder(userId: string | undefined): string {
  return `social-feedback/${userId ?? 'guest'}/`;
}

export function socialFeedbackPicture(urlOf: UrlOf, key: string) {
  return { key, url: urlOf(imageFileKey(key, 400)), largeUrl: urlOf(imageFileKey(key, 800)) };
}

/** One picture of a feedback, checked by content and re-encoded with the banners' helpers. */
export async function uploadSocialFeedbackPicture(ctx: AppContext, userId: string | undefined, file: File) {
  const { bytes, width, height } = await readPicture(file);
  const key = await storePicture(
    ctx,
    socialFeedbackMediaFolder(userId),
    bytes,
    width / Math.max(1, height),
    WIDTHS,
  );
  return { key, url: socialFeedbackPicture((k) => ctx.storage.urlOf(k), key).url };
}

/**
 * The keys a feedback names are feedback uploads of the same sender that exist: a member's
 * own folder, or the guests' folder for a guest. Nobody attaches a member's pictures but them.
 */
export async function feedbackPicturesExist(
  ctx: AppContext,
  userId: string | undefined,
  keys: readonly string[],
): Promise<boolean> {
  const folder = socialFeedbackMediaFolder(userId);
  const checks = keys.map(async (key) => {
    const own = key.startsWith(folder) && !key.includes('..') && !key.slice(folder.length).includes('/');
    return own && (await ctx.storage.get(imageFileKey(key, 400))) !== null;
  });
  return (await Promise.all(checks)).every(Boolean);
}
