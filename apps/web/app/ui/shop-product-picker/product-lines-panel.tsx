import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { ProductLine } from './product-line';
import styles from './product-list-field.module.css';

/** The products of a banner or shop category on its detail page: read only, or a line when none. */
export function ProductLinesPanel({
  id,
  title,
  emptyText,
  products,
}: {
  id: string;
  title: string;
  emptyText: string;
  products: readonly PickerProduct[];
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {products.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.products}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductLine product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
