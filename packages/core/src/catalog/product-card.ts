/**
 * A product as every listing shows it (home, search, category, shop, collection, favourites):
 * one shape, so one card component renders them all. Money in whole dong.
 */
export interface ProductCardView {
  id: string;
  name: string;
  /** 400 px WebP; `imageSrcSet` offers the other sizes for srcset. */
  imageUrl: string | null;
  imageSrcSet: string | null;
  price: number;
  salePrice: number | null;
  /** Whole percent off the original price, 0 when there is no sale price. */
  discountPercent: number;
  soldCount: number;
  ratingAvg: number;
  ratingCount: number;
  shopId: string;
  shopName: string;
  shopCountry: 'VN' | 'KO';
  freeShipping: boolean;
}

/** Whole percent saved, rounded down so a card never claims more than the real saving. */
export function discountPercentOf(price: number, salePrice: number | null): number {
  if (salePrice === null || salePrice >= price || price <= 0) return 0;
  return Math.floor(((price - salePrice) * 100) / price);
}
