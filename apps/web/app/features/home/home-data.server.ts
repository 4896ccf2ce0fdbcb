import type { AppContext } from '@cho-dep/api/app/app-context';
import { listCategoryTree } from '@cho-dep/api/products/catalog/catalog-queries';
import { loadHomeView } from '@cho-dep/api/storefront/home-query';
import type { HomeView } from '@cho-dep/api/storefront/storefront-views';
import type { Language } from '@cho-dep/core/locale/locales';
import type { HomeCategory, HomeShop } from './home-types';

export interface HomeData extends Omit<HomeView, 'topSellers'> {
  categories: HomeCategory[];
  shops: HomeShop[];
}

/**
 * The home page through the storefront's read model (GET /api/v1/public/home answers the
 * same): running banners and flash sale, Brand of Month, top sellers, recommended products,
 * plus the category menu, in the visitor's language.
 */
export async function loadHomeData(app: AppContext, language: Language): Promise<HomeData> {
  const db = app.database.db;
  const urlOf = (key: string) => app.storage.urlOf(key);
  const [tree, view] = await Promise.all([
    listCategoryTree(db, urlOf),
    loadHomeView(db, app.now(), urlOf, language),
  ]);
  const { topSellers, ...rest } = view;
  return {
    ...rest,
    categories: tree.map((node) => ({
      id: node.id,
      slug: node.slug,
      name: node.name[language],
      imageUrl: node.imageUrl,
    })),
    shops: topSellers.map(({ shop, productCount }) => ({
      id: shop.id,
      name: shop.name,
      logoUrl: shop.logoUrl,
      country: shop.country,
      productCount,
    })),
  };
}
