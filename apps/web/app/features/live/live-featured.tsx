import type { LiveProductView } from '@cho-dep/api/live/live-view-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import shared from './live.module.css';
import styles from './live-watch.module.css';

/** One product of the live's line-up: picture, name, price, stock; it opens over the video. */
function FeaturedItem({
  liveId,
  product,
  onPick,
}: {
  liveId: string;
  product: LiveProductView;
  onPick?: () => void;
}) {
  const t = useT();
  const { card } = product;
  return (
    <li>
      <Link
        to={`/live/${liveId}/san-pham/${card.id}`}
        className={styles.featuredItem}
        data-testid="live-featured-item"
        data-product-id={card.id}
        preventScrollReset
        onClick={onPick}
      >
        {card.imageUrl ? <img src={card.imageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
        <span className={styles.featuredText}>
          <span className={styles.featuredName}>{card.name}</span>
          <strong>{formatVnd(card.salePrice ?? card.price)}</strong>
          <span className={styles.muted}>
            {product.stock > 0 ? t('live.stockLeft', { count: product.stock }) : t('live.featured.soldOut')}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The line-up as a list: in the basket's sheet, and beside the cover before the live starts. */
export function FeaturedList({
  liveId,
  products,
  onPick,
}: {
  liveId: string;
  products: LiveProductView[];
  onPick?: () => void;
}) {
  return (
    <ul className={shared.chapters} data-testid="live-featured">
      {products.map((product) => (
        <FeaturedItem key={product.card.id} liveId={liveId} product={product} onPick={onPick} />
      ))}
    </ul>
  );
}

/**
 * The basket over the video ("giỏ hàng", with how many products the seller lined up): it opens
 * the line-up with prices and stock, each product opening its sheet over the video.
 */
export function LiveFeatured({ liveId, products }: { liveId: string; products: LiveProductView[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (products.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={`${styles.railButton} ${styles.basket}`}
        onClick={() => setOpen(true)}
        aria-label={t('live.featured.open', { count: products.length })}
        data-testid="live-featured-open"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M6 7h12l-1.2 11.2a2 2 0 0 1-2 1.8H9.2a2 2 0 0 1-2-1.8L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className={`${styles.railCount} ${styles.basketCount}`}>{products.length}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('live.featured.title')}>
        <FeaturedList liveId={liveId} products={products} onPick={() => setOpen(false)} />
      </Modal>
    </>
  );
}
