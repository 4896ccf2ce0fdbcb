import type { LivePinView } from '@cho-dep/api/live/live-view-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './live.module.css';
import { LivePriceCountdown } from './live-price-countdown';
import { liveHref } from './live-sheet-context';

/**
 * The product the seller pinned, over the video: picture, the live price struck over the
 * normal one and how long it holds, the stock left; a tap opens its sheet over the video.
 */
export function PinnedProduct({ pin, liveId, now }: { pin: LivePinView; liveId: string; now: string }) {
  const t = useT();
  const product = pin.product;
  if (!product) return null;
  const normal = product.card.salePrice ?? product.card.price;
  const price = pin.livePrice ?? normal;
  return (
    <Link
      to={`${liveHref(liveId)}/san-pham/${product.card.id}`}
      preventScrollReset
      className={styles.pinned}
      data-testid="live-pinned"
      data-product-id={product.card.id}
    >
      {product.card.imageUrl ? <img src={product.card.imageUrl} alt="" width={56} height={56} /> : null}
      <span className={styles.chapterText}>
        <span className={styles.pinLabel}>{t('live.pinned')}</span>
        <span className={styles.pinName}>{product.card.name}</span>
        <span>
          <strong>{formatVnd(price)}</strong>{' '}
          {price < normal ? <s className={styles.muted}>{formatVnd(normal)}</s> : null}
        </span>
        {pin.livePrice !== null && pin.livePriceEndsAt ? (
          <LivePriceCountdown endsAt={pin.livePriceEndsAt} serverNow={now} />
        ) : null}
        <span className={styles.muted}>{t('live.stockLeft', { count: product.stock })}</span>
      </span>
    </Link>
  );
}
