import { randomBytes } from 'node:crypto';
import { checkVideoLength, videoDurationSeconds } from '@cho-dep/core/community/video-duration';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectImageKind } from '@cho-dep/core/profile/image-signature';
import { detectVideoKind, type VideoKind } from '@cho-dep/core/reviews/video-signature';
import sharp from 'sharp';
import type { AppContext } from '../../app/app-context';
import { IMAGE_SIZES, imageFileKey } from '../catalog/catalog-media';
import type { UploadedMedia } from './seller-product-schemas';
import { shopMediaPrefix } from './seller-product-store';

const P = LIMITS.product;
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * SVG is text: recognised by its root element after an optional XML declaration, comments
 * and doctype. Only the first 4 KB are looked at.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.slice(0, 4096)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  );
}

/**
 * A user's SVG is never served as is (it may carry scripts): it is rasterised. Before that,
 * anything that could make the rasteriser read other files or the network is refused or
 * removed: entities (XXE), and references other than in-document (#id) or inline pictures.
 */
export function sanitiseSvg(text: string): string {
  if (/<!ENTITY/i.test(text)) throw new AppError('UNSUPPORTED_FILE', { detail: 'svg entity' });
  return text
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, '')
    .replace(/\s(?:xlink:)?href\s*=\s*("|')(?!#|data:image\/(?:png|jpeg|gif);base64,)[^"']*\1/gi, '');
}

type Classified = { kind: 'image'; file: File; svg: boolean } | { kind: 'video'; file: File; ext: VideoKind };

/** Reads what each file really is (product.md §5 formats), by content, never by name. */
async function classify(file: File): Promise<Classified> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const video = detectVideoKind(head);
  if (video) return { kind: 'video', file, ext: video };
  const image = detectImageKind(head);
  // webp is not one of product.md's formats (png, jpg, jpeg, gif, svg).
  if (image && image !== 'webp') return { kind: 'image', file, svg: false };
  if (looksLikeSvg(head)) return { kind: 'image', file, svg: true };
  throw new AppError('UNSUPPORTED_FILE');
}

/** Square WebP renditions, exactly as the seeded catalog stores product pictures (catalog-media.ts). */
async function storeImage(
  ctx: AppContext,
  stem: string,
  item: { file: File; svg: boolean },
): Promise<UploadedMedia> {
  let bytes: Uint8Array = new Uint8Array(await item.file.arrayBuffer());
  if (item.svg) bytes = new TextEncoder().encode(sanitiseSvg(new TextDecoder().decode(bytes)));
  let full: Buffer;
  try {
    full = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(1200, 1200, { fit: 'contain', background: '#ffffff', withoutEnlargement: false })
      .png()
      .toBuffer();
  } catch (error) {
    throw new AppError('UNSUPPORTED_FILE', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  for (const width of IMAGE_SIZES.product) {
    const body = await sharp(full).resize(width, width).webp({ quality: 82, effort: 2 }).toBuffer();
    await ctx.storage.put(imageFileKey(stem, width), new Uint8Array(body), 'image/webp');
  }
  return { key: stem, url: ctx.storage.urlOf(imageFileKey(stem, 400)), kind: 'image' };
}

/**
 * Stores one upload of the seller's product media: 1 to 3 pictures (LIMITS.product
 * .imagesPerUploadMax) or exactly one video, under the shop's folder (products may only name
 * their shop's files).
 */
export async function uploadProductMedia(
  ctx: AppContext,
  shopId: string,
  files: File[],
): Promise<UploadedMedia[]> {
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'files', message: 'validation.required' }] });
  }
  const items = await Promise.all(files.map(classify));
  const videos = items.filter((i) => i.kind === 'video');
  const images = items.filter((i) => i.kind === 'image');
  const refuse = (message: string, params: Record<string, number> = {}) => {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'files', message, params }] });
  };
  if (videos.length > P.videosMax) refuse('validation.product.videosMax', { max: P.videosMax });
  if (videos.length > 0 && images.length > 0) refuse('validation.product.mixedMedia');
  if (images.length > P.imagesPerUploadMax) {
    refuse('validation.product.imagesPerUpload', { max: P.imagesPerUploadMax });
  }
  const out: UploadedMedia[] = [];
  for (const item of items) {
    const stem = `${shopMediaPrefix(shopId)}${randomBytes(12).toString('base64url')}`;
    if (item.kind === 'video') {
      const key = `${stem}.${item.ext}`;
      const type = `video/${item.ext === 'mov' ? 'quicktime' : item.ext}`;
      const bytes = new Uint8Array(await item.file.arrayBuffer());
      // The length is read from the file itself: the browser's own check can be skipped.
      checkVideoLength(videoDurationSeconds(bytes, item.ext), P.videoMaxSeconds);
      await ctx.storage.put(key, bytes, type);
      out.push({ key, url: ctx.storage.urlOf(key), kind: 'video' });
    } else {
      out.push(await storeImage(ctx, stem, item));
    }
  }
  return out;
}
