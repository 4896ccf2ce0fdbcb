import { randomBytes } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import sharp from 'sharp';
import { updateAccount } from '../accounts/account-updates';
import { forgetUserSessions } from '../accounts/session-cache';
import type { AppContext } from '../app/app-context';
import { loadUser } from './profile-service';

/** A photo larger than this many pixels is refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export interface StoredAvatar {
  /** The small rendition, saved as the user's avatar. */
  avatar: string;
  /** Every rendition by size in pixels. */
  sizes: Record<string, string>;
}

async function renditions(bytes: Uint8Array): Promise<{ size: number; body: Buffer }[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' });
    // rotate() applies the EXIF orientation; the output carries no metadata (no GPS position).
    return await Promise.all(
      LIMITS.profile.avatarSizes.map(async (size) => ({
        size,
        body: await source
          .clone()
          .rotate()
          .resize(size, size, { fit: 'cover' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch (error) {
    // The first bytes looked like an image but the file does not decode.
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

function keyOfUrl(ctx: AppContext, url: string, userId: string): string | null {
  const prefix = ctx.storage.urlOf('');
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return key.startsWith(`avatars/${userId}/`) ? key : null;
}

/**
 * Checks an uploaded avatar by content (png, jpeg, gif or webp by magic bytes; its size was
 * checked by the upload route, http/upload-limits.ts), re-encodes it to square WebP renditions under
 * avatars/<userId>/<random>-<size>.webp, saves the small one on the user and removes the
 * previous files. New uploads always get new keys, so media URLs can be cached forever.
 */
export async function replaceAvatar(ctx: AppContext, userId: string, file: File): Promise<StoredAvatar> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  const images = await renditions(bytes);
  const previous = (await loadUser(ctx, userId)).avatarUrl;
  const stem = `avatars/${userId}/${randomBytes(9).toString('base64url')}`;
  const sizes: Record<string, string> = {};
  for (const image of images) {
    const key = `${stem}-${image.size}.webp`;
    await ctx.storage.put(key, new Uint8Array(image.body), 'image/webp');
    sizes[String(image.size)] = ctx.storage.urlOf(key);
  }
  const avatar = sizes[String(LIMITS.profile.avatarSizes[0])] ?? '';
  await updateAccount(ctx.database.db, userId, { avatarUrl: avatar, updatedAt: ctx.now() });
  // The header of every page shows the picture from the session cache: read it again.
  await forgetUserSessions(ctx, userId);
  const oldKey = previous ? keyOfUrl(ctx, previous, userId) : null;
  if (oldKey) {
    const oldStem = oldKey.replace(/-\d+\.webp$/, '');
    await Promise.all(
      LIMITS.profile.avatarSizes.map((size) =>
        ctx.storage.delete(`${oldStem}-${size}.webp`).catch((error: unknown) => {
          ctx.logger.warn({ err: error, key: oldStem }, 'old avatar not removed');
        }),
      ),
    );
  }
  return { avatar, sizes };
}
