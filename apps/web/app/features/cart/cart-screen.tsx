import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Button, buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LineIcon } from '../../ui/line-icon';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import {
  type CartItemView,
  type CartView,
  removeLine,
  removeLines,
  selectAll,
  selectLine,
  setQuantity,
} from './cart-api';
import styles from './cart-screen.module.css';
import { CartShopGroup, type LineActions } from './cart-shop-group';
import { CartSummaryBar } from './cart-summary-bar';
import { withSelection } from './optimistic-selection';
import { useCart } from './use-cart';

const CartIcon = () => (
  <LineIcon size={32}>
    <path d="M3 4h2.2l2.3 11h10.8l2.2-8H6.3" />
    <path d="M9 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
    <path d="M18 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
  </LineIcon>
);

interface Removal {
  ids: string[];
  /** The product's name when one line goes (the question names it). */
  name?: string;
}

/**
 * /gio-hang (product.md §3, Cart): the buyer's lines grouped by shop, the lines that cannot
 * be bought apart with the reason, and the bottom bar with the selection's total. Works for a
 * signed-in buyer and for a guest with the guest cookie; without either it offers the login.
 */
export function CartScreen({ initial, signedIn }: { initial: CartView | null; signedIn: boolean }) {
  const t = useT();
  const toast = useToast();
  const { openLogin } = useLoginPrompt();
  const { cart, change, pending } = useCart(initial);
  const [removal, setRemoval] = useState<Removal | null>(null);

  if (!cart || cart.number === 0) {
    const noOwner = !cart && !signedIn;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('cart.title')}</h1>
        <div className={styles.emptyCard}>
          <EmptyState
            icon={<CartIcon />}
            title={noOwner ? t('cart.login.title') : t('cart.empty.title')}
            description={noOwner ? t('cart.login.description') : t('cart.empty.description')}
            action={
              <div className={styles.emptyActions}>
                {noOwner && <Button onClick={openLogin}>{t('cart.login.action')}</Button>}
                <Link to="/" className={buttonClassName({ variant: noOwner ? 'secondary' : 'primary' })}>
                  {t('cart.empty.action')}
                </Link>
              </div>
            }
          />
        </div>
      </div>
    );
  }

  const actions: LineActions = {
    onSelect: (item, selected) =>
      void change(
        () => selectLine(item._id, selected),
        (c) => withSelection(c, { lineId: item._id }, selected),
      ),
    onQuantity: (item, quantity) => void change(() => setQuantity(item._id, quantity)),
    onRemove: (item: CartItemView) => setRemoval({ ids: [item._id], name: item.product.name }),
  };
  const selectedIds = cart.valid.flatMap((g) => g.items.filter((i) => i.is_selected).map((i) => i._id));
  const invalidIds = cart.invalid.flatMap((g) => g.items.map((i) => i._id));

  const confirmRemoval = async () => {
    if (!removal) return;
    const [first, ...rest] = removal.ids;
    setRemoval(null);
    if (!first) return;
    const ok = await change(() => (rest.length === 0 ? removeLine(first) : removeLines(removal.ids)));
    if (ok) toast.show(t('cart.removed'), 'success');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t('cart.title')}{' '}
        <span className={styles.count}>({t('cart.lineCount', { count: cart.number })})</span>
      </h1>

      {!signedIn && (
        <p className={styles.guest}>
          <span>{t('cart.login.guestNote')}</span>
          <Button variant="secondary" size="sm" onClick={openLogin}>
            {t('cart.login.action')}
          </Button>
        </p>
      )}

      <div className={styles.columns} aria-hidden="true">
        <span />
        <span className={styles.columnProduct}>{t('cart.columns.product')}</span>
        <span>{t('cart.columns.unitPrice')}</span>
        <span>{t('cart.columns.quantity')}</span>
        <span>{t('cart.columns.amount')}</span>
        <span>{t('cart.columns.actions')}</span>
      </div>

      {cart.valid.map((group) => (
        <CartShopGroup
          key={group.shop._id}
          group={group}
          actions={actions}
          onSelectShop={(selected) =>
            void change(
              () => selectAll(selected, group.shop._id),
              (c) => withSelection(c, { shopId: group.shop._id }, selected),
            )
          }
        />
      ))}

      {cart.invalid.length > 0 && (
        <section className={styles.invalid} aria-labelledby="cart-invalid-title" data-testid="cart-invalid">
          <div className={styles.invalidHeader}>
            <h2 id="cart-invalid-title" className={styles.invalidTitle}>
              {t('cart.invalid.title', { count: invalidIds.length })}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setRemoval({ ids: invalidIds })}>
              {t('cart.invalid.clear')}
            </Button>
          </div>
          {cart.invalid.map((group) => (
            <CartShopGroup
              key={group.shop._id}
              group={group}
              invalid
              actions={actions}
              onSelectShop={() => {}}
            />
          ))}
        </section>
      )}

      <CartSummaryBar
        summary={cart.summary}
        busy={pending > 0}
        onSelectAll={(selected) =>
          void change(
            () => selectAll(selected),
            (c) => withSelection(c, {}, selected),
          )
        }
        onRemoveSelected={() => setRemoval({ ids: selectedIds })}
      />

      <Modal
        open={removal !== null}
        onClose={() => setRemoval(null)}
        title={t('cart.confirm.title')}
        description={
          removal?.name && removal.ids.length === 1
            ? t('cart.confirm.one', { name: removal.name })
            : t('cart.confirm.many', { count: removal?.ids.length ?? 0 })
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoval(null)} data-autofocus>
              {t('cart.confirm.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirmRemoval()}>
              {t('cart.confirm.confirm')}
            </Button>
          </>
        }
      >
        {null}
      </Modal>
    </div>
  );
}
