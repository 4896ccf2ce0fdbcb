import type { ProductPicture } from '@cho-dep/core/catalog/product-detail';
import { imageFileKey, type UrlOf } from './catalog/catalog-media';
import { productSrcSet } from './catalog/product-cards';

/** A stored product picture (`<key>-<width>.webp`) in the sizes the product page draws. */
export function productPicture(urlOf: UrlOf, key: string): ProductPicture {
  return {
    url: urlOf(imageFileKey(key, 800)),
    srcSet: productSrcSet(urlOf, key) ?? '',
    thumbUrl: urlOf(imageFileKey(key, 200)),
  };
}
