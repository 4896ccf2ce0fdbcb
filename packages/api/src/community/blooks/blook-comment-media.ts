import type { AppContext } from '../../app/app-context';
import { readPicture, storePicture } from '../../banners/seller-banner-images';
import { imageFileKey, type UrlOf } from '../../products/catalog/catalog-media';

/** Comment pictures: WebP at the review photos' widths, in their own shape. */
const WIDTHS = [800, 400] as const;

/** A member's uploads live under their own folder: a comment may only show its author's pictures. */
function folderOf(userId: string): string {
  return `blook-comments/${userId}/`;
}

export function commentPictureUrl(urlOf: UrlOf, key: string): string {
  return urlOf(imageFileKey(key, 800));
}

/** The one picture of a comment, checked by content and re-encoded like the banners'. */
export async function uploadCommentPicture(ctx: AppContext, userId: string, file: File) {
  const { bytes, width, height } = await readPicture(file);
  const key = await storePicture(ctx, folderOf(userId), bytes, width / Math.max(1, height), WIDTHS);
  return { key, url: ctx.storage.urlOf(imageFileKey(key, 400)) };
}

/** The keys a comment names are its author's own uploads that exist. */
export async function ownCommentPictures(
  ctx: AppContext,
  userId: string,
  keys: readonly string[],
): Promise<boolean> {
  const folder = folderOf(userId);
  const checks = keys.map(async (key) => {
    const own = key.startsWith(folder) && !key.includes('..') && !key.slice(folder.length).includes('/');
    return own && (await ctx.storage.get(imageFileKey(key, 400))) !== null;
  });
  return (await Promise.all(checks)).every(Boolean);
}
