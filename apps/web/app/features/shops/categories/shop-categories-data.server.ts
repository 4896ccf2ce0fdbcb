import {
  listSellerCategories,
  loadSellerCategory,
} from '@cho-dep/api/shops/categories/shop-category-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { SellerContext } from '../../../lib/require-seller.server';

/** The list page's data, straight from the service the API uses. */
export async function loadCategoryList(seller: SellerContext, url: URL) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return listSellerCategories(seller.app.database.db, seller.shop.id, page);
}

/** One category of the seller's shop; another shop's (or none) is a 404 page. */
export async function loadCategoryPage(seller: SellerContext, id: string) {
  const { app } = seller;
  try {
    return await loadSellerCategory(app.database.db, seller.shop.id, id, (key) => app.storage.urlOf(key));
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
