import { discountPercentOf, type ProductCardView } from '@cho-dep/core/catalog/product-card';
import { sql } from 'drizzle-orm';
import { shops } from '../../shops/shops.tables';
import { IMAGE_SIZES, imageFileKey, imageUrl, type UrlOf } from './catalog-media';
import { productImages, products } from './products.tables';

/**
 * The one way listings turn product rows into cards (ProductCardView): select
 * `productCardColumns` from products joined to shops, then map each row with
 * `toProductCard`. Home, search, categories, shop pages, collections and favourites use it.
 */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  salePrice: products.salePrice,
  soldCount: products.soldCount,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  shopId: products.shopId,
  shopName: shops.name,
  shopCountry: products.shopCountry,
  freeShipping: products.freeShipping,
  // The first picture; a correlated subquery on (product_id, position) is one index probe.
  imageKey: sql<string | null>`(
    select ${productImages.imageKey} from ${productImages}
    where ${productImages.productId} = ${products.id}
    order by ${productImages.position} limit 1)`.as('image_key'),
};

export interface ProductCardRow {
  id: string;
  name: string;
  price: number;
  salePrice: number | null;
  soldCount: number;
  ratingAvg: number;
  ratingCount: number;
  shopId: string;
  shopName: string;
  shopCountry: 'VN' | 'KO';
  freeShipping: boolean;
  imageKey: string | null;
}

/** `src 400w, src 200w` for a product picture, so phones download the small one. */
export function productSrcSet(urlOf: UrlOf, key: string | null): string | null {
  if (!key) return null;
  return IMAGE_SIZES.product.map((width) => `${urlOf(imageFileKey(key, width))} ${width}w`).join(', ');
}

export function toProductCard(row: ProductCardRow, urlOf: UrlOf): ProductCardView {
  const { imageKey, ...rest } = row;
  return {
    ...rest,
    // Raw SQL paths may hand numerics back as strings; cards always carry numbers.
    price: Number(row.price),
    salePrice: row.salePrice === null ? null : Number(row.salePrice),
    ratingAvg: Number(row.ratingAvg),
    discountPercent: discountPercentOf(
      Number(row.price),
      row.salePrice === null ? null : Number(row.salePrice),
    ),
    imageUrl: imageUrl(urlOf, imageKey, 400),
    imageSrcSet: productSrcSet(urlOf, imageKey),
  };
}
