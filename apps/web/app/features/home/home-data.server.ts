import type { AppContext } from '@cho-dep/api/app/app-context';
import { listLives } from '@cho-dep/api/live/live-queries';
import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import { listCategoryTree } from '@cho-dep/api/products/catalog/catalog-queries';
import { loadHomeView } from '@cho-dep/api/storefront/home-query';
import type { HomeView } from '@cho-dep/api/storefront/storefront-views';
import type { Language } from '@cho-dep/core/locale/locales';
import type { HomeCategory, HomeShop } from './home-types';

/** How many lives the home page's strip shows; /live has them all. */
const HOME_LIVES = 12;

export interface HomeData extends Omit<HomeView, 'topSellers'> {
  categories: HomeCategory[];
  shops: HomeShop[];
  /** Lives on air, then upcoming ones (the "Đang live" strip). */
  lives: LiveSummaryView[];
}

/**
 * The home page through the storefront's read model (GET /api/v1/public/home answers the
 * same): running banners and flash sale, Brand of Month, top sellers, recommended products,
 * plus the category menu and the lives on air or upcoming, in the visitor's language.
 */
export async function loadHomeData(app: AppContext, language: Language): Promise<HomeData> {
  const db = app.database.db;
  const urlOf = (key: string) => app.storage.urlOf(key);
  const [tree, view, lives] = await Promise.all([
    listCategoryTree(db, urlOf),
    loadHomeView(db, app.now(), urlOf, language),
    listLives(app, { page: 1 }),
  ]);
  const { topSellers, ...rest } = view;
  return {
    ...rest,
    lives: lives.items.slice(0, HOME_LIVES),
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
