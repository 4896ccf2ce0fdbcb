/**
 * How catalog pictures are stored: an image key is a base path such as
 * `catalog/products/tshirt-den`, and each size is a WebP file `<key>-<size>.webp` (sizes are
 * the width in pixels; product pictures are square, banners 3:1). Pages ask for the size they show.
 */
export const IMAGE_SIZES = {
  product: [800, 400, 200],
  category: [400, 200],
  logo: [400, 200],
  cover: [1340, 670],
  /** Carousel banners, 3:1 (1200x400 and 600x200). */
  banner: [1200, 600],
} as const;

/** 1080 and 540: community post pictures (LIMITS.post.photoSizes). */
export type ImageSize = 1340 | 1200 | 1080 | 800 | 670 | 600 | 540 | 400 | 200;

export function imageFileKey(key: string, size: ImageSize): string {
  return `${key}-${size}.webp`;
}

/** Turns a storage key into a public URL (ctx.storage.urlOf) for the given size. */
export type UrlOf = (key: string) => string;

/** The local storage's URL scheme, used when a caller has no storage at hand. */
export const localUrlOf: UrlOf = (key) => `/media/${key}`;

export function imageUrl(urlOf: UrlOf, key: string | null, size: ImageSize): string | null {
  return key ? urlOf(imageFileKey(key, size)) : null;
}
