/** What the home page shows, as the catalog queries return it (packages/api/src/products/catalog/catalog-queries.ts). */
export interface HomeCategory {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  productCount?: number;
}

export type { ProductCardView as HomeProduct } from '@cho-dep/core/catalog/product-card';

export interface HomeShop {
  id: string;
  name: string;
  logoUrl: string | null;
  country: string;
  productCount?: number;
}
