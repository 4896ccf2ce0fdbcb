import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { ProductGrid as CardGrid } from '../../ui/product-card';
import styles from './home-sections.module.css';
import type { HomeProduct } from './home-types';

export function ProductGrid({ products }: { products: HomeProduct[] }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="home-products">
      <div className={styles.head}>
        <h2 id="home-products" className={styles.title}>
          {t('shell.home.products')}
        </h2>
      </div>
      {products.length === 0 ? (
        <EmptyState
          title={t('shell.home.noProducts')}
          description={t('shell.home.noProductsBody')}
          headingLevel="h3"
        />
      ) : (
        <CardGrid products={products} position="Home" eagerCount={2} />
      )}
    </section>
  );
}
