import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { LineIcon } from '../../ui/line-icon';
import type { CartItemView, CartShopGroupView } from './cart-api';
import { CartLine } from './cart-line';
import styles from './cart-shop-group.module.css';

export interface LineActions {
  onSelect: (item: CartItemView, selected: boolean) => void;
  onQuantity: (item: CartItemView, quantity: number) => void;
  onRemove: (item: CartItemView) => void;
}

/** A shop's lines with the shop's checkbox (select or unselect all of its lines). */
export function CartShopGroup({
  group,
  invalid = false,
  onSelectShop,
  actions,
}: {
  group: CartShopGroupView;
  invalid?: boolean;
  onSelectShop: (selected: boolean) => void;
  actions: LineActions;
}) {
  const t = useT();
  return (
    <section className={styles.group} aria-label={group.shop.name}>
      <header className={styles.header}>
        <span className={styles.check}>
          {!invalid && (
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={group.is_selected}
              onChange={(event) => onSelectShop(event.target.checked)}
              aria-label={t('cart.select.shop', { name: group.shop.name })}
            />
          )}
        </span>
        <Link
          to={`/nguoi-ban/${group.shop._id}`}
          className={styles.shop}
          aria-label={t('cart.shop.visit', { name: group.shop.name })}
        >
          <LineIcon size={18}>
            <path d="M4 9l1.5-5h13L20 9" />
            <path d="M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
            <path d="M5 11v9h14v-9" />
            <path d="M10 20v-5h4v5" />
          </LineIcon>
          <span className={styles.shopName}>{group.shop.name}</span>
          <LineIcon size={14}>
            <path d="M9 5l7 7-7 7" />
          </LineIcon>
        </Link>
      </header>
      <ul className={styles.lines}>
        {group.items.map((item) => (
          <CartLine
            key={item._id}
            item={item}
            onSelect={(selected) => actions.onSelect(item, selected)}
            onQuantity={(quantity) => actions.onQuantity(item, quantity)}
            onRemove={() => actions.onRemove(item)}
          />
        ))}
      </ul>
    </section>
  );
}
