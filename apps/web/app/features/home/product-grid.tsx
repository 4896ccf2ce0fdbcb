import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import styles from './home-sections.module.css';
import type { HomeProduct } from './home-types';
import { ProductCard } from './product-card';

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
        <ul className={styles.products}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
