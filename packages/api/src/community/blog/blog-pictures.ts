import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { AppContext } from '../../app/app-context';
import { readPicture, storePicture } from '../../banners/seller-banner-images';
import { imageFileKey, type UrlOf } from '../../products/catalog/catalog-media';

const WIDTHS = LIMITS.blog.pictureWidths;
/** Covers fill the magazine's 3:1 frame, like the home carousel's banners the seed draws them as. */
export const BLOG_COVER_ASPECT = 3;
const COVER_MIN = { width: LIMITS.banner.coverMinWidth, height: LIMITS.banner.coverMinHeight };

/** Where the admin's blog pictures live; an article may only name keys under it. */
export const BLOG_PICTURE_PREFIX = 'blog/';
const COVER_PREFIX = `${BLOG_PICTURE_PREFIX}covers/`;
const BODY_PREFIX = `${BLOG_PICTURE_PREFIX}pictures/`;

export interface BlogPicture {
  url: string;
  srcSet: string;
}

/** The largest rendition and a srcset of both widths. */
export function blogPictureOf(urlOf: UrlOf, key: string): BlogPicture {
  return {
    url: urlOf(imageFileKey(key, WIDTHS[0])),
    srcSet: WIDTHS.map((width) => `${urlOf(imageFileKey(key, width))} ${width}w`).join(', '),
  };
}

/**
 * An uploaded cover or body picture, checked by content and re-encoded to WebP with the
 * banners' helpers (no metadata kept): a cover at least 600x200, cropped in the middle to
 * 3:1; a body picture keeps its own shape.
 */
export async function uploadBlogPicture(
  ctx: AppContext,
  kind: 'cover' | 'body',
  file: File,
): Promise<{ key: string; url: string }> {
  const { bytes, width, height } = await readPicture(file);
  if (kind === 'cover' && (width < COVER_MIN.width || height < COVER_MIN.height)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'cover', message: 'validation.banner.coverTooSmall', params: COVER_MIN }],
    });
  }
  const aspect = kind === 'cover' ? BLOG_COVER_ASPECT : width / Math.max(1, height);
  const key = await storePicture(ctx, kind === 'cover' ? COVER_PREFIX : BODY_PREFIX, bytes, aspect, WIDTHS);
  return { key, url: blogPictureOf((k) => ctx.storage.urlOf(k), key).url };
}

/** A key the admin did not upload here is refused: no pointing an article at other files. */
export function isBlogPictureKey(key: string): boolean {
  return key.startsWith(BLOG_PICTURE_PREFIX) && !key.includes('..');
}
