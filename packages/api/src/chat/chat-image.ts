import { randomBytes } from 'node:crypto';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import type { AppContext } from '../app/app-context';
import { webpRenditions } from '../media/webp-renditions';
import { imageFileKey, imageUrl } from '../products/catalog/catalog-media';
import { CHAT_IMAGE_SIZES } from './chat-message-views';

/** Every chat picture a user uploads lives under their folder: a message may only use its sender's. */
function chatImageFolder(userId: string): string {
  return `chat/${userId}/`;
}

/**
 * Stores a chat picture: recognised by its bytes (never by name or declared type), re-encoded
 * to WebP at 1080 and 540 px without metadata (no GPS position), under a random key nobody
 * can guess. The size limit is the upload route's (LIMITS.upload).
 */
export async function uploadChatImage(
  ctx: AppContext,
  userId: string,
  file: File,
): Promise<{ key: string; url: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  const key = `${chatImageFolder(userId)}${randomBytes(12).toString('base64url')}`;
  for (const image of await webpRenditions(bytes, CHAT_IMAGE_SIZES)) {
    await ctx.storage.put(imageFileKey(key, image.size), new Uint8Array(image.body), 'image/webp');
  }
  return { key, url: imageUrl((k) => ctx.storage.urlOf(k), key, CHAT_IMAGE_SIZES[0]) ?? '' };
}

/** Whether `key` is a stored chat picture of `userId`'s own. */
export async function isOwnChatImage(ctx: AppContext, userId: string, key: string): Promise<boolean> {
  const folder = chatImageFolder(userId);
  const rest = key.slice(folder.length);
  if (!key.startsWith(folder) || rest.length === 0 || rest.includes('/') || rest.includes('.')) return false;
  return (await ctx.storage.get(imageFileKey(key, CHAT_IMAGE_SIZES[1]))) !== null;
}
