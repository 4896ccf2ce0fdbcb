import type { FileStorage } from '@cho-dep/integrations/storage/file-storage';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize, imageFileKey } from './catalog-media';
import { drawnOnce } from './drawn-picture-cache';
import { BANNER_HEIGHT, BANNER_WIDTH, type BannerArt, bannerSvg } from './illustrations/banner-svg';
import { coverSvg, logoSvg, productSvg, type ShapeName } from './illustrations/illustration-svg';

/**
 * Renders the catalog's generated pictures (no network, no stock photos): SVG drawn in code,
 * rasterised once at full size by sharp, then encoded to WebP in each size (or read back from
 * the drawn-picture cache).
 */
async function renderSizes(
  storage: FileStorage,
  key: string,
  svg: string,
  sizes: readonly ImageSize[],
  aspect = 1,
): Promise<void> {
  let full: Promise<Buffer> | undefined;
  for (const width of sizes) {
    const height = Math.round(width / aspect);
    const body = await drawnOnce({ svg, width, height }, async () => {
      full ??= sharp(Buffer.from(svg)).png().toBuffer();
      return sharp(await full)
        .resize(width, height)
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
    });
    await storage.put(imageFileKey(key, width), body, 'image/webp');
  }
}

export function productImageKey(shape: ShapeName, colourSlug: string): string {
  return `catalog/products/${shape}-${colourSlug}`;
}

export async function renderProductImage(
  storage: FileStorage,
  key: string,
  shape: ShapeName,
  colour: string,
): Promise<void> {
  await renderSizes(storage, key, productSvg(shape, colour), IMAGE_SIZES.product);
}

export async function renderCategoryImage(
  storage: FileStorage,
  key: string,
  shape: ShapeName,
  colour: string,
): Promise<void> {
  await renderSizes(storage, key, productSvg(shape, colour), IMAGE_SIZES.category);
}

export async function renderShopLogo(
  storage: FileStorage,
  key: string,
  initials: string,
  colour: string,
): Promise<void> {
  await renderSizes(storage, key, logoSvg(initials, colour), IMAGE_SIZES.logo);
}

export async function renderShopCover(storage: FileStorage, key: string, colour: string): Promise<void> {
  await renderSizes(storage, key, coverSvg(colour), IMAGE_SIZES.cover, 1340 / 754);
}

/** A carousel banner (home or shop page), 3:1, at the banner widths. */
export async function renderBanner(storage: FileStorage, key: string, art: BannerArt): Promise<void> {
  await renderSizes(storage, key, bannerSvg(art), IMAGE_SIZES.banner, BANNER_WIDTH / BANNER_HEIGHT);
}

/** Runs tasks with at most `limit` in flight: sharp works on the libuv pool, so a few at once keep both cores busy. */
export async function runLimited(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
