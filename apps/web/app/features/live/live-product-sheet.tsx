import { formatVnd } from '@cho-dep/core/format/money';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { ProductBuySheetBody } from '../../ui/product-buy/product-buy-sheet-body';
import { LivePriceCountdown } from './live-price-countdown';
import styles from './live-sheet.module.css';
import { liveHref, useLiveSheet } from './live-sheet-context';

/**
 * /live/{id}/san-pham/{productId}: a product of the live in a sheet over the video, which plays
 * on under it. The pinned product shows its live price and how long it holds; "Mua ngay" opens
 * the express checkout over the video too, so the order counts in this live.
 */
export function LiveProductSheet({ productId }: { productId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { live, pin, now } = useLiveSheet();
  const close = () => navigate(liveHref(live.id), { preventScrollReset: true });
  const featured = live.products.find((p) => p.card.id === productId);
  const livePin =
    pin?.product?.card.id === productId && pin.livePrice !== null && live.state === 'live' ? pin : null;
  return (
    <Modal
      open
      onClose={close}
      title={featured?.card.name ?? pin?.product?.card.name ?? t('live.featured.title')}
    >
      <div data-testid="live-sheet" className={styles.sheet}>
        {livePin?.livePrice ? (
          <p className={styles.livePrice}>
            <span>{t('live.sheet.livePriceNote', { price: formatVnd(livePin.livePrice) })}</span>
            {livePin.livePriceEndsAt ? (
              <LivePriceCountdown endsAt={livePin.livePriceEndsAt} serverNow={now} />
            ) : null}
          </p>
        ) : null}
        <ProductBuySheetBody
          productId={productId}
          startVariantId={null}
          onDone={close}
          onBuyNow={(variantId, quantity) =>
            navigate(
              `${liveHref(live.id)}/mua?${new URLSearchParams({ variant: variantId, qty: String(quantity) })}`,
              {
                preventScrollReset: true,
              },
            )
          }
          testId="live-sheet"
        />
      </div>
    </Modal>
  );
}
