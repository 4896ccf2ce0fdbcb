import { translate } from '@cho-dep/i18n/translate';
import { CategoryStrip } from '../features/home/category-strip';
import { loadHomeData } from '../features/home/home-data.server';
import { HomeHero } from '../features/home/home-hero';
import styles from '../features/home/home-page.module.css';
import { ProductGrid } from '../features/home/product-grid';
import { TopShops } from '../features/home/top-shops';
import { serverContext } from '../server-context';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = context.get(serverContext);
  const data = await loadHomeData(app, info.language);
  return {
    ...data,
    meta: {
      title: translate(info.language, 'shell.home.metaTitle'),
      description: translate(info.language, 'shell.home.metaDescription'),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, products, shops } = loaderData;
  return (
    <div className={styles.page}>
      <HomeHero showcase={products} />
      <CategoryStrip categories={categories} />
      <ProductGrid products={products} />
      <TopShops shops={shops} />
    </div>
  );
}
