import { randomBytes } from 'node:crypto';
import { checkVideoLength, videoDurationSeconds } from '@cho-dep/core/community/video-duration';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import { detectVideoKind, type VideoKind } from '@cho-dep/core/reviews/video-signature';
import type { AppContext } from '../../app/app-context';
import { webpRenditions } from '../../media/webp-renditions';
import { imageFileKey, imageUrl } from '../../products/catalog/catalog-media';
import { extractPosterFrame } from './video-poster';

const SIZES = LIMITS.post.photoSizes;
const SMALL = SIZES[1];

export interface UploadedPostMedia {
  kind: 'image' | 'video';
  /** What the post form sends back in imageKeys / videoKey. */
  key: string;
  /** The small rendition of a picture, the video itself for a video. */
  previewUrl: string;
  posterUrl?: string | null;
  seconds?: number;
}

/** Every key a member uploads lives under their folder: a post may only use its author's files. */
export function postMediaFolder(userId: string): string {
  return `community/${userId}/`;
}

/** The poster frame of a video is stored beside it, as a picture key: `<video stem>-poster`. */
export function posterKeyOf(videoKey: string): string {
  return `${videoKey.replace(/\.(mp4|mov|webm)$/, '')}-poster`;
}

const VIDEO_KEY = /\.(mp4|mov|webm)$/;
const CONTENT_TYPE: Record<VideoKind, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

async function storePicture(ctx: AppContext, stem: string, bytes: Uint8Array): Promise<void> {
  for (const image of await webpRenditions(bytes, SIZES)) {
    await ctx.storage.put(imageFileKey(stem, image.size), new Uint8Array(image.body), 'image/webp');
  }
}

/**
 * Stores a post's picture or video, both recognised by their bytes (never by the name or the
 * declared type). Pictures are re-encoded to WebP at 1080 and 540 px like product pictures.
 * Videos are kept as uploaded (no transcoder on the server) once their container says they
 * are shorter than LIMITS.post.videoMaxSeconds, with a poster frame when ffmpeg can take one.
 */
export async function uploadPostMedia(
  ctx: AppContext,
  userId: string,
  file: File,
): Promise<UploadedPostMedia> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stem = `${postMediaFolder(userId)}${randomBytes(9).toString('base64url')}`;
  const urlOf = (key: string) => ctx.storage.urlOf(key);
  const video = detectVideoKind(bytes.subarray(0, 16));
  if (video) {
    const seconds = checkVideoLength(videoDurationSeconds(bytes, video));
    const key = `${stem}.${video}`;
    await ctx.storage.put(key, bytes, CONTENT_TYPE[video]);
    const frame = await extractPosterFrame(bytes, ctx.logger);
    let posterUrl: string | null = null;
    if (frame) {
      try {
        await storePicture(ctx, posterKeyOf(key), frame);
        posterUrl = imageUrl(urlOf, posterKeyOf(key), SMALL);
      } catch (error) {
        ctx.logger.warn({ err: error }, 'video poster: frame not stored');
      }
    }
    return { kind: 'video', key, previewUrl: urlOf(key), posterUrl, seconds };
  }
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  await storePicture(ctx, stem, bytes);
  return { kind: 'image', key: stem, previewUrl: imageUrl(urlOf, stem, SMALL) ?? '' };
}

export interface CheckedPostMedia {
  videoPosterKey: string | null;
  videoSeconds: number | null;
}

function ownKey(userId: string, key: string): boolean {
  const folder = postMediaFolder(userId);
  return key.startsWith(folder) && !key.includes('..') && !key.slice(folder.length).includes('/');
}

/**
 * The pictures and video a post (or reply) names must be its author's own uploads, of the
 * right kind, stored, and not repeated; otherwise POST_MEDIA_INVALID. The video's length is
 * read again from the stored file (the post keeps it) and its poster looked up. On an edit,
 * the pictures the post already has stay valid wherever they live (`kept`).
 */
export async function checkPostMedia(
  ctx: AppContext,
  userId: string,
  media: { imageKeys: readonly string[]; videoKey?: string | null },
  kept: {
    imageKeys: readonly string[];
    videoKey: string | null;
    videoPosterKey: string | null;
    videoSeconds: number | null;
  } | null = null,
): Promise<CheckedPostMedia> {
  if (new Set(media.imageKeys).size !== media.imageKeys.length) throw new AppError('POST_MEDIA_INVALID');
  const pictures = await Promise.all(
    media.imageKeys.map(async (key) =>
      kept?.imageKeys.includes(key)
        ? true
        : ownKey(userId, key) && !VIDEO_KEY.test(key)
          ? (await ctx.storage.get(imageFileKey(key, SMALL))) !== null
          : false,
    ),
  );
  if (!pictures.every(Boolean)) throw new AppError('POST_MEDIA_INVALID');
  const key = media.videoKey;
  if (!key) return { videoPosterKey: null, videoSeconds: null };
  if (kept && key === kept.videoKey)
    return { videoPosterKey: kept.videoPosterKey, videoSeconds: kept.videoSeconds };
  const kind = VIDEO_KEY.exec(key)?.[1] as VideoKind | undefined;
  const file = kind && ownKey(userId, key) ? await ctx.storage.get(key) : null;
  if (!file || !kind) throw new AppError('POST_MEDIA_INVALID');
  const seconds = checkVideoLength(videoDurationSeconds(new Uint8Array(file.body), kind));
  const poster = posterKeyOf(key);
  const hasPoster = (await ctx.storage.get(imageFileKey(poster, SMALL))) !== null;
  return { videoPosterKey: hasPoster ? poster : null, videoSeconds: seconds };
}
