import { randomBytes } from 'node:crypto';
import { checkVideoLength, videoDurationSeconds } from '@cho-dep/core/community/video-duration';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import { detectVideoKind } from '@cho-dep/core/reviews/video-signature';
import type { AppContext } from '../app/app-context';
import { webpRenditions } from '../media/webp-renditions';
import { imageFileKey, imageUrl } from '../products/catalog/catalog-media';

const R = LIMITS.review;

export interface UploadedReviewMedia {
  kind: 'photo' | 'video';
  /** What the review form sends back in photoKeys / videoKey. */
  key: string;
  /** A small rendition for the form's preview (the video itself for a video). */
  previewUrl: string;
}

/** Every key a user uploads lives under this folder: a review may only use its author's files. */
export function reviewMediaFolder(userId: string): string {
  return `reviews/${userId}/`;
}

/**
 * Stores a review photo or video. Photos are checked by content and re-encoded to WebP
 * renditions (`<key>-800.webp`, `<key>-400.webp`, the catalog's scheme, so the product page
 * shows them like any picture); videos are checked by content and stored as they are (the
 * server has no transcoder), within a smaller size limit.
 */
export async function uploadReviewMedia(
  ctx: AppContext,
  userId: string,
  file: File,
): Promise<UploadedReviewMedia> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const stem = `${reviewMediaFolder(userId)}${randomBytes(9).toString('base64url')}`;
  const video = detectVideoKind(head);
  if (video) {
    const key = `${stem}.${video}`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The length is read from the file itself: the browser's own check can be skipped.
    checkVideoLength(videoDurationSeconds(bytes, video), R.videoMaxSeconds);
    await ctx.storage.put(key, bytes, `video/${video === 'mov' ? 'quicktime' : video}`);
    return { kind: 'video', key, previewUrl: ctx.storage.urlOf(key) };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  for (const image of await webpRenditions(bytes, R.photoSizes)) {
    await ctx.storage.put(imageFileKey(stem, image.size), new Uint8Array(image.body), 'image/webp');
  }
  const urlOf = (key: string) => ctx.storage.urlOf(key);
  return { kind: 'photo', key: stem, previewUrl: imageUrl(urlOf, stem, 400) ?? '' };
}

const VIDEO_KEY = /\.(mp4|mov|webm)$/;

/**
 * The photos and video a review names must be the reviewer's own uploads, of the right kind,
 * and exist; otherwise REVIEW_MEDIA_INVALID (a key from someone else's review is refused too).
 */
export async function checkReviewMedia(
  ctx: AppContext,
  userId: string,
  media: { photoKeys: readonly string[]; videoKey?: string | null },
): Promise<void> {
  const folder = reviewMediaFolder(userId);
  const own = (key: string) =>
    key.startsWith(folder) && !key.includes('..') && !key.slice(folder.length).includes('/');
  const checks: Promise<boolean>[] = media.photoKeys.map(async (key) =>
    own(key) && !VIDEO_KEY.test(key) ? (await ctx.storage.get(imageFileKey(key, 400))) !== null : false,
  );
  if (media.videoKey) {
    const key = media.videoKey;
    checks.push(
      own(key) && VIDEO_KEY.test(key)
        ? ctx.storage.get(key).then((file) => file !== null)
        : Promise.resolve(false),
    );
  }
  if (new Set(media.photoKeys).size !== media.photoKeys.length) throw new AppError('REVIEW_MEDIA_INVALID');
  if (!(await Promise.all(checks)).every(Boolean)) throw new AppError('REVIEW_MEDIA_INVALID');
}
