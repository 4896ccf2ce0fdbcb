import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import styles from './shop-the-look-button.module.css';
import { ShopTheLookSheet } from './shop-the-look-sheet';
import type { LookSource } from './shoppable-types';

/**
 * How many products "shop the look" adds: a product pinned on two pictures, or in two slots,
 * goes in the cart once, so it counts once.
 */
export function distinctProducts(items: readonly { productId: string }[]): number {
  return new Set(items.map((item) => item.productId)).size;
}

/**
 * "Mua cả set (N)": one tap puts every product of a post or a blook in the cart, each in the
 * size recommended for the buyer, after a sheet to adjust. It needs an account (the sizes come
 * from the buyer's measurements), so a guest is asked to log in first.
 */
export function ShopTheLookButton({ source, count }: { source: LookSource; count: number }) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => requireLogin(() => setOpen(true))}
        aria-haspopup="dialog"
        data-testid="shop-the-look"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('shoppable.look.button', { count })}</span>
      </button>
      {open && <ShopTheLookSheet source={source} onClose={() => setOpen(false)} />}
    </>
  );
}
