import type {
  SellerProductDetail,
  SellerProductListAnswer,
  SellerProductRow,
} from '@cho-dep/api/products/seller/seller-product-schemas';
import type { ProductInputBody } from '@cho-dep/core/catalog/product-input-schema';
import {
  SELLER_PRODUCT_SORTS,
  SELLER_PRODUCT_TABS,
  type SellerProductSort,
  type SellerProductTab,
} from '@cho-dep/core/catalog/seller-product-tabs';
import { ApiError } from '../../../lib/api-client';
import { call, client, multipart } from '../../../lib/api-fetch';
import type { MediaRef } from './product-form-values';

/** The seller products API (helper C; /tmp/contract-products.md) as the seller centre calls it. */

export type { SellerProductDetail, SellerProductRow };
export type SellerProductList = SellerProductListAnswer;
export type StoredProduct = SellerProductDetail['product'];
export type PriceLock = SellerProductDetail['priceLock'];

export const PRODUCT_TABS = SELLER_PRODUCT_TABS;
export type ProductTab = SellerProductTab;
export const PRODUCT_SORTS = SELLER_PRODUCT_SORTS;
export type ProductSort = SellerProductSort;

export interface ProductListQuery {
  tab: ProductTab;
  q: string;
  sort: ProductSort;
  page: number;
}

/**
 * The API checks `{ product, submit }`, so its field paths start with "product."; the form
 * names its fields like the schema does, without it.
 */
function withFormPaths(error: unknown): never {
  if (error instanceof ApiError && error.fields.length > 0) {
    throw new ApiError(
      error.status,
      error.code,
      error.message,
      error.fields.map((f) => ({ ...f, path: f.path.replace(/^product\./, '') })),
    );
  }
  throw error;
}

export async function saveProduct(
  id: string | null,
  product: ProductInputBody,
  submit: boolean,
): Promise<SellerProductDetail> {
  const body = { product, submit };
  try {
    const answer = id
      ? await call(client.PUT('/api/v1/seller/products/{id}', { params: { path: { id } }, body }))
      : await call(client.POST('/api/v1/seller/products', { body }));
    return answer.data;
  } catch (error) {
    return withFormPaths(error);
  }
}

export type ProductAction = 'submit' | 'hide' | 'show';

export async function productAction(id: string, action: ProductAction): Promise<SellerProductDetail> {
  const path = `/api/v1/seller/products/{id}/${action}` as const;
  const answer = await call(client.POST(path, { params: { path: { id } } }));
  return answer.data;
}

/** Uploads one picture or the video; answers its storage key and a preview URL. */
export async function uploadProductMedia(file: File): Promise<MediaRef> {
  const form = new FormData();
  form.append('files', file);
  const answer = await call(client.POST('/api/v1/seller/products/media', { body: multipart(form) }));
  const first = answer.data[0];
  if (!first) throw new Error('empty upload answer');
  return { key: first.key, url: first.url };
}
