import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { useT } from '../../lib/i18n';
import { Alert } from '../alert';
import { Button } from '../button';
import { ProductLine } from './product-line';
import styles from './product-list-field.module.css';

/**
 * The "products" field of a seller form (banner related products, shop category products):
 * a titled panel with an "add" button, the chosen products each with a remove button, and the
 * errors on `productIds` and `productIds.N`. Its words come from the catalog `ns` (form.products,
 * addProducts, noProducts, remove). The list and the picker come from usePickedProducts; the
 * picker stays outside the <form> (it has its own search form and forms do not nest).
 */
export function ProductListField({
  id,
  ns,
  max,
  items,
  addDisabled = false,
  errors,
  onAdd,
  onRemove,
}: {
  id: string;
  ns: 'sellerBanners' | 'shopCategories';
  /** The most products the list may hold, shown in its title. */
  max: number;
  items: readonly PickerProduct[];
  addDisabled?: boolean;
  /** The form's messages by path. */
  errors: Record<string, string>;
  onAdd: () => void;
  onRemove: (productId: string) => void;
}) {
  const t = useT();
  const error = errors.productIds;
  const itemError = (index: number) => errors[`productIds.${index}`];
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.sectionTitle}>
          {t(`${ns}.form.products`, { count: items.length, max })}
        </h2>
        <Button size="sm" variant="secondary" disabled={addDisabled} onClick={onAdd}>
          {t(`${ns}.form.addProducts`)}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      {items.length === 0 ? (
        <p className={styles.empty}>{t(`${ns}.form.noProducts`)}</p>
      ) : (
        <ul className={styles.products}>
          {items.map((product, index) => (
            <li key={product.id}>
              <ProductLine product={product}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t(`${ns}.form.remove`, { name: product.name })}
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
