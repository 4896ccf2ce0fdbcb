import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button, buttonClassName } from '../../ui/button';
import { Modal } from '../../ui/modal';
import styles from './live-sheet.module.css';
import { liveHref, useLiveSheet } from './live-sheet-context';

interface PlacedOrders {
  orders: { id: string; code: string }[];
}

/**
 * /live/{id}/mua: the express checkout in a sheet over the video. A cash-on-delivery order ends
 * here with its number and the way back to the live; the checkout itself comes from the route
 * (`children` gets what to call once the order is placed).
 */
export function LiveCheckoutSheet({
  children,
}: {
  children: (onPlaced: (placed: PlacedOrders) => void) => ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { live, signedIn } = useLiveSheet();
  const [placed, setPlaced] = useState<PlacedOrders | null>(null);
  const close = () => navigate(liveHref(live.id), { preventScrollReset: true });
  const order = placed?.orders[0];
  return (
    <Modal open onClose={close} title={t('live.sheet.checkout')} size="wide">
      <div data-testid="live-checkout" className={styles.checkout}>
        {order ? (
          <div
            className={styles.placed}
            data-testid="live-order-placed"
            data-order-code={order.code}
            data-order-id={order.id}
            role="status"
          >
            <p className={styles.placedTitle}>{t('live.sheet.placed')}</p>
            <p>{t('live.sheet.placedCode', { code: order.code })}</p>
            <p className={styles.placedHint}>{t('live.sheet.placedHint')}</p>
            <div className={styles.placedActions}>
              {signedIn ? (
                <Link
                  to={`/trang-ca-nhan/don-hang/${order.id}`}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  {t('live.sheet.viewOrder')}
                </Link>
              ) : null}
              <Button onClick={close}>{t('live.sheet.keepWatching')}</Button>
            </div>
          </div>
        ) : (
          children(setPlaced)
        )}
      </div>
    </Modal>
  );
}
