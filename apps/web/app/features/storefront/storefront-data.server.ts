import { listLives } from '@cho-dep/api/live/live-queries';
import { type CategoryNodeView, listCategoryTree } from '@cho-dep/api/products/catalog/catalog-queries';
import { runSearch } from '@cho-dep/api/search/search-service';
import { countListedByCategory } from '@cho-dep/api/storefront/category-counts-query';
import { loadCategoryPage } from '@cho-dep/api/storefront/category-page-query';
import { listShopCollections, loadCollection } from '@cho-dep/api/storefront/collection-queries';
import { loadShopPage } from '@cho-dep/api/storefront/shop-page-query';
import type { ShopProductSort } from '@cho-dep/api/storefront/shop-product-sort';
import { listShopProducts } from '@cho-dep/api/storefront/shop-products-query';
import { listTopSellers } from '@cho-dep/api/storefront/top-sellers-query';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { ServerContext } from '../../server-context';
import type {
  CategoryGroup,
  CategoryPageData,
  CollectionListData,
  CollectionPageData,
  SellerPageData,
  TopSellerPageData,
} from './storefront-types';

/**
 * The storefront pages read the API's query functions in-process (no HTTP hop): the same
 * read models GET /api/v1/public/... answers, in the visitor's language.
 */
const urlOf =
  ({ app }: ServerContext) =>
  (key: string) =>
    app.storage.urlOf(key);

function group(
  node: CategoryNodeView,
  language: ServerContext['info']['language'],
  counts?: Map<string, number>,
) {
  const children = node.children.map((child) => ({
    id: child.id,
    name: child.name[language],
    imageUrl: child.imageUrl,
    productCount: counts?.get(child.id) ?? 0,
  }));
  return {
    id: node.id,
    name: node.name[language],
    imageUrl: node.imageUrl,
    productCount: children.reduce((sum, child) => sum + child.productCount, counts?.get(node.id) ?? 0),
    children,
  };
}

/** The whole tree, with listed product counts when asked (the /nganh-hang page shows them). */
export async function loadCategoryGroups(
  server: ServerContext,
  withCounts: boolean,
): Promise<CategoryGroup[]> {
  const db = server.app.database.db;
  const [tree, counts] = await Promise.all([
    listCategoryTree(db, urlOf(server)),
    withCounts ? countListedByCategory(db) : Promise.resolve(undefined),
  ]);
  return tree.map((node) => group(node, server.info.language, counts));
}

export async function loadCategoryData(
  server: ServerContext,
  categoryId: string,
  params: SearchParams,
): Promise<CategoryPageData | null> {
  const { app, info, user } = server;
  const page = await loadCategoryPage(app.database.db, categoryId, urlOf(server));
  if (!page) return null;
  const language = info.language;
  // The category's products are a search without words: the same sorts, paging and cache.
  const result = await runSearch(
    app,
    { ...params, q: '', category: page.category.id },
    { userId: user?.userId, sessionId: info.sessionId, deviceId: info.deviceId, ip: info.ip },
  );
  const ref = (c: typeof page.category) => ({ id: c.id, name: c.name[language] });
  return {
    category: ref(page.category),
    parent: page.parent ? ref(page.parent) : null,
    chips: page.children.map(ref),
    params: { sort: params.sort, page: params.page, pageSize: params.pageSize },
    result,
  };
}

export async function loadSellerData(
  server: ServerContext,
  shopId: string,
  options: { sort: ShopProductSort; page: number },
): Promise<SellerPageData | null> {
  const { app, user } = server;
  const db = app.database.db;
  const view = await loadShopPage(
    db,
    shopId,
    { viewerId: user?.userId ?? null, now: app.now() },
    urlOf(server),
  );
  if (!view) return null;
  const [products, lives] = await Promise.all([
    listShopProducts(
      db,
      shopId,
      { sort: options.sort, page: options.page, pageSize: LIMITS.storefront.productsPageSize },
      urlOf(server),
    ),
    listLives(app, { shopId, page: 1 }),
  ]);
  return { ...view, products, lives: lives.items, signedIn: Boolean(user) };
}

export async function loadCollectionData(
  server: ServerContext,
  collectionId: string,
  page: number,
): Promise<CollectionPageData | null> {
  const collection = await loadCollection(
    server.app.database.db,
    collectionId,
    { page, pageSize: LIMITS.storefront.productsPageSize },
    urlOf(server),
  );
  return collection ? { collection } : null;
}

/** A shop's collections with one of them open (the collection list page). */
export async function loadCollectionListData(
  server: ServerContext,
  collectionId: string,
  page: number,
): Promise<CollectionListData | null> {
  const data = await loadCollectionData(server, collectionId, page);
  if (!data) return null;
  const collections = await listShopCollections(
    server.app.database.db,
    data.collection.shop.id,
    urlOf(server),
  );
  return { ...data, collections };
}

export async function loadTopSellerData(server: ServerContext): Promise<TopSellerPageData> {
  const sellers = await listTopSellers(
    server.app.database.db,
    { limit: LIMITS.storefront.topSellersMax, products: LIMITS.storefront.shopShowcaseProducts },
    urlOf(server),
  );
  return { sellers };
}
