import type { AppContext } from '@cho-dep/api/app/app-context';
import { listCategoryTree, listHomeProducts, listTopShops } from '@cho-dep/api/catalog/catalog-queries';
import type { Language } from '@cho-dep/core/locale/locales';
import type { HomeCategory, HomeProduct, HomeShop } from './home-types';

export interface HomeData {
  categories: HomeCategory[];
  products: HomeProduct[];
  shops: HomeShop[];
}

const PRODUCT_LIMIT = 20;
const SHOP_LIMIT = 8;

/**
 * The home page's three lists, through the catalog domain's queries (which own the listing
 * rule: approved products of approved, unpaused shops), in the visitor's language.
 */
export async function loadHomeData(app: AppContext, language: Language): Promise<HomeData> {
  const db = app.database.db;
  const urlOf = (key: string) => app.storage.urlOf(key);
  const [tree, products, shops] = await Promise.all([
    listCategoryTree(db, urlOf),
    listHomeProducts(db, { limit: PRODUCT_LIMIT, offset: 0 }, urlOf),
    listTopShops(db, { limit: SHOP_LIMIT }, urlOf),
  ]);
  return {
    categories: tree.map((node) => ({
      id: node.id,
      slug: node.slug,
      name: node.name[language],
      imageUrl: node.imageUrl,
    })),
    products,
    shops: shops.map((shop) => ({
      id: shop.id,
      name: shop.name,
      logoUrl: shop.logoUrl,
      country: shop.country,
    })),
  };
}
