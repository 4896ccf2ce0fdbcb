import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { BannerCarousel } from '../features/home/banner-carousel';
import { BrandOfMonth } from '../features/home/brand-of-month';
import { CategoryStrip } from '../features/home/category-strip';
import { FlashSaleStrip } from '../features/home/flash-sale-strip';
import { loadHomeData } from '../features/home/home-data.server';
import { HomeHero } from '../features/home/home-hero';
import styles from '../features/home/home-page.module.css';
import { ProductGrid } from '../features/home/product-grid';
import { TopShops } from '../features/home/top-shops';
import { headersFromLoader, storefrontCacheHeaders } from '../features/storefront/cache-headers';
import { useT } from '../lib/i18n';
import { serverContext } from '../server-context';
import { LiveShelf } from '../ui/live-card/live-shelf';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { app, info, user } = context.get(serverContext);
  const home = await loadHomeData(app, info.language);
  return data(
    {
      ...home,
      meta: {
        title: translate(info.language, 'shell.home.metaTitle'),
        description: translate(info.language, 'shell.home.metaDescription'),
      },
    },
    { headers: storefrontCacheHeaders(Boolean(user)) },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, categories, flashSale, brandsOfMonth, shops, recommended, lives, now } = loaderData;
  const t = useT();
  return (
    <div className={styles.page}>
      {banners.length > 0 ? <BannerCarousel banners={banners} /> : <HomeHero showcase={recommended} />}
      <CategoryStrip categories={categories} />
      <FlashSaleStrip sale={flashSale} serverNow={now} />
      <LiveShelf title={t('storefront.lives.homeTitle')} lives={lives} moreHref="/live" testId="home-lives" />
      <BrandOfMonth brands={brandsOfMonth} />
      <TopShops shops={shops} />
      <ProductGrid products={recommended} />
    </div>
  );
}
