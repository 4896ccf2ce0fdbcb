import { listCategoryTree } from '@cho-dep/api/products/catalog/catalog-queries';
import { listSellerProducts, loadSellerProduct } from '@cho-dep/api/products/seller/seller-product-queries';
import { listSizeCharts } from '@cho-dep/api/products/size-charts/size-chart-service';
import type { SizeChartRow } from '@cho-dep/core/catalog/size-chart';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { SellerContext } from '../../../lib/require-seller.server';
import type { CategoryChoice } from './product-form-fields';
import { parseProductListQuery } from './product-list-query';
import type { SizeChartChoice } from './size-section';

const urlOf = (seller: SellerContext) => (key: string) => seller.app.storage.urlOf(key);

/** The list page's data: the same query the API answers, straight from the service. */
export async function loadProductList(seller: SellerContext, url: URL) {
  const query = parseProductListQuery(url.searchParams);
  const list = await listSellerProducts(seller.app.database.db, {
    shopId: seller.shop.id,
    tab: query.tab,
    q: query.q || undefined,
    sort: query.sort,
    page: query.page,
    urlOf: urlOf(seller),
  });
  return { query, list };
}

/**
 * The categories a product can be filed under, named in the seller's language: the leaves of
 * the visible tree, grouped by their top category (the API refuses a top category).
 */
export async function loadCategoryChoices(seller: SellerContext): Promise<CategoryChoice[]> {
  const tree = await listCategoryTree(seller.app.database.db, urlOf(seller));
  const language = seller.info.language;
  return tree
    .filter((top) => top.children.length > 0)
    .map((top) => ({
      id: top.id,
      name: top.name[language],
      children: top.children.map((leaf) => ({ id: leaf.id, name: leaf.name[language] })),
    }));
}

/** One product of the seller's shop for editing; another shop's product (or a bad id) is a 404 page. */
export async function loadProductForEdit(seller: SellerContext, productId: string) {
  try {
    return await loadSellerProduct(seller.app.database.db, {
      shopId: seller.shop.id,
      productId,
      now: seller.app.now(),
      urlOf: urlOf(seller),
    });
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'PRODUCT_ID_INVALID')) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** The shop's size charts for the form's picker and its preview. */
export async function loadSizeChartChoices(seller: SellerContext): Promise<SizeChartChoice[]> {
  const charts = await listSizeCharts(seller.app.database.db, seller.shop.id);
  // The API's view types attribute ids as numbers; the table stores them as the ten fixed ids.
  return charts.map((c) => ({ id: c.id, name: c.name, type: c.type, rows: c.rows as SizeChartRow[] }));
}
