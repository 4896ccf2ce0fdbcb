/** What the home page shows, as the catalog queries return it (packages/api/src/catalog/catalog-queries.ts). */
export interface HomeCategory {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  productCount?: number;
}

export interface HomeProduct {
  id: string;
  name: string;
  imageUrl: string | null;
  price: number;
  salePrice: number | null;
  soldCount: number;
  rating: number;
  shopName: string;
  shopCountry: string;
}

export interface HomeShop {
  id: string;
  name: string;
  logoUrl: string | null;
  country: string;
  productCount?: number;
}
