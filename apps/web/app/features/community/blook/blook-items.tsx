import type { BlookItemView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Price } from '../../../ui/price';
import styles from './blook-items.module.css';
import shared from './blook-page.module.css';

export const productHref = (productId: string) => `/san-pham/${productId}?position=Blook`;

/** The look's products as they are now: picture, slot, name, shop, live price, sold out or no longer sold. */
export function BlookItems({ items }: { items: BlookItemView[] }) {
  const t = useT();
  return (
    <section className={styles.items} aria-labelledby="blook-items-heading">
      <h2 id="blook-items-heading" className={shared.sectionHeading}>
        {t('blook.detail.itemsHeading')}
        <span className={shared.muted}> · {t('blook.detail.itemCount', { count: items.length })}</span>
      </h2>
      <ul className={styles.itemList}>
        {items.map((item) => {
          const state = !item.product.onSale
            ? item.product.stock > 0
              ? t('blook.detail.unavailable')
              : t('blook.detail.soldOut')
            : null;
          return (
            <li key={item.slot}>
              <Link to={productHref(item.productId)} className={styles.itemRow} data-testid="blook-item">
                {item.product.imageUrl ? (
                  <img src={item.product.imageUrl} alt="" width={72} height={72} loading="lazy" />
                ) : (
                  <span className={styles.itemPicture} aria-hidden="true" />
                )}
                <span className={styles.itemText}>
                  <span className={styles.itemSlot}>
                    {t(`blook.slots.${item.slot}`)}
                    {item.boughtByAuthor && (
                      <span className={styles.itemBought} data-testid="blook-item-bought">
                        {' · '}✓ {t('blook.detail.bought')}
                      </span>
                    )}
                  </span>
                  <span className={styles.itemName}>{item.product.name}</span>
                  <span className={styles.itemShop}>
                    {item.product.shopName}
                    {item.variantLabel && ` · ${t('blook.detail.variant', { label: item.variantLabel })}`}
                  </span>
                  {state ? (
                    <span className={styles.itemState}>{state}</span>
                  ) : (
                    <Price price={item.product.price} salePrice={item.product.salePrice} />
                  )}
                </span>
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className={styles.itemChevron}
                >
                  <path
                    d="M9 6l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
