import { randomUUID } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { PRIVATE_STORAGE_PREFIX } from '@cho-dep/core/media/storage-key';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import sharp from 'sharp';
import type { AppContext } from '../../app/app-context';

/**
 * ID card and business licence photos. They are personal documents: stored under `private/`
 * (which /media/* refuses) and served only by GET /api/v1/shop-registration/documents/<key>
 * to their owner and to admins. The owner is the user id in the key:
 * `private/<folder>/<userId>/<uuid>.webp`.
 */
export const PRIVATE_PREFIX = PRIVATE_STORAGE_PREFIX;
export const DOCUMENT_FOLDERS = ['identity', 'shop-documents'] as const;
export type DocumentFolder = (typeof DOCUMENT_FOLDERS)[number];

export const DOCUMENTS_PATH = '/api/v1/shop-registration/documents/';

/** `private/<folder>/<owner user id>/<file>`: the owner is read from the third segment. */
const KEY_PATTERN =
  /^private\/[a-z-]+\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[A-Za-z0-9._-]+$/;
const MAX_INPUT_PIXELS = 50_000_000;

/** The user a private document belongs to, or null when the key is not a document key. */
export function documentOwnerOf(key: string): string | null {
  if (key.includes('..')) return null;
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Whether `reader` may see the document: its owner, or an admin reviewing applications. */
export function canReadShopDocument(
  reader: { userId: string; roles: readonly string[] },
  key: string,
): boolean {
  const owner = documentOwnerOf(key);
  if (!owner) return false;
  return owner === reader.userId || reader.roles.includes('admin');
}

/** The URL pages use to show a document (works for the owner and for admins only). */
export function documentUrlOf(key: string): string {
  return `${DOCUMENTS_PATH}${key}`;
}

/**
 * Checks a photo by its bytes, re-encodes it to WebP (drops EXIF and GPS, keeps text
 * readable at 2000 px) and stores it under the owner's private folder.
 */
export async function storeShopDocument(
  ctx: AppContext,
  userId: string,
  folder: DocumentFolder,
  file: File,
): Promise<{ key: string; url: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageKind(bytes)) throw new AppError('UNSUPPORTED_FILE');
  let body: Buffer;
  try {
    const side = LIMITS.shop.documentLongSide;
    body = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  const key = `${PRIVATE_PREFIX}${folder}/${userId}/${randomUUID()}.webp`;
  await ctx.storage.put(key, new Uint8Array(body), 'image/webp');
  return { key, url: documentUrlOf(key) };
}

/** Refuses (400 on `path`) a document key that is not the user's own stored file. */
export async function assertOwnDocument(
  ctx: AppContext,
  userId: string,
  key: string,
  path: string,
): Promise<void> {
  const mine = documentOwnerOf(key) === userId && (await ctx.storage.get(key)) !== null;
  if (!mine) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path, message: 'validation.shop.photoRequired' }] });
  }
}
