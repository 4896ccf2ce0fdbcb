import { randomBytes } from 'node:crypto';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import { detectVideoKind } from '@cho-dep/core/reviews/video-signature';
import sharp from 'sharp';
import type { AppContext } from '../app/app-context';

/** A member's return evidence and rejection photos live in their own folder. */
export function mediaFolderOf(userId: string): string {
  return `returns/${userId}/`;
}

/** Evidence photos are kept large enough to see a fault, and re-encoded (no EXIF, no GPS). */
const PHOTO_SIZE = 1600;
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Stores a photo or video for a return request (the buyer's evidence) or a seller's rejection
 * photo, under the uploader's own folder: a request may only name its author's files.
 */
export async function uploadReturnMedia(
  ctx: AppContext,
  userId: string,
  file: File,
): Promise<{ kind: 'photo' | 'video'; key: string; url: string }> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const stem = `${mediaFolderOf(userId)}${randomBytes(9).toString('base64url')}`;
  const video = detectVideoKind(head);
  if (video) {
    const key = `${stem}.${video}`;
    await ctx.storage.put(
      key,
      new Uint8Array(await file.arrayBuffer()),
      `video/${video === 'mov' ? 'quicktime' : video}`,
    );
    return { kind: 'video', key, url: ctx.storage.urlOf(key) };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  let body: Buffer;
  try {
    body = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  const key = `${stem}.webp`;
  await ctx.storage.put(key, new Uint8Array(body), 'image/webp');
  return { kind: 'photo', key, url: ctx.storage.urlOf(key) };
}
