import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { Alert } from '../alert';
import { Button } from '../button';
import { ProductLine } from './product-line';
import styles from './product-list-field.module.css';

/**
 * The "products" field of a seller form (banner related products, shop category products):
 * a titled panel with an "add" button, the chosen products each with a remove button, and the
 * API's errors on `productIds` and `productIds.N`. The picker itself stays with the form's
 * owner, outside the <form> (the picker has its own search form and forms do not nest).
 */
export function ProductListField({
  id,
  title,
  addLabel,
  emptyText,
  removeLabel,
  items,
  addDisabled = false,
  error,
  itemError,
  onAdd,
  onRemove,
}: {
  id: string;
  title: string;
  addLabel: string;
  emptyText: string;
  removeLabel: (name: string) => string;
  items: readonly PickerProduct[];
  addDisabled?: boolean;
  error?: string;
  itemError: (index: number) => string | undefined;
  onAdd: () => void;
  onRemove: (productId: string) => void;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <Button size="sm" variant="secondary" disabled={addDisabled} onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.products}>
          {items.map((product, index) => (
            <li key={product.id}>
              <ProductLine product={product}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={removeLabel(product.name)}
                  onClick={() => onRemove(product.id)}
                >
                  ✕
                </Button>
              </ProductLine>
              {itemError(index) && <Alert>{itemError(index)}</Alert>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
