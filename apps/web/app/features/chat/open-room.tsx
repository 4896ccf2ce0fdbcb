import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { openRoom } from './chat-api';
import styles from './chat-screen.module.css';

/**
 * /tro-chuyen?shop=…[&product=…|&order=…]: opens (or creates) the buyer's room with the shop,
 * the API puts the product or order card in as the first message, and the address becomes
 * the room's (replace: the back button does not open it twice).
 */
export function OpenRoom({
  shopId,
  productId,
  orderId,
}: {
  shopId: string;
  productId?: string;
  orderId?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef('');
  const key = `${shopId}:${productId ?? ''}:${orderId ?? ''}`;
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    openRoom({ shopId, productId, orderId }).then(
      (room) => navigate(`/tro-chuyen?id=${room.id}`, { replace: true }),
      (caught) => setError(caught instanceof ApiError ? caught.message : t('chat.room.openError')),
    );
  }, [key, shopId, productId, orderId, navigate, t]);
  return (
    <div className={styles.opening} role="status" data-testid="chat-opening">
      {error ? (
        <>
          <p>{error}</p>
          <Button variant="secondary" size="sm" onClick={() => navigate('/tro-chuyen', { replace: true })}>
            {t('chat.room.back')}
          </Button>
        </>
      ) : (
        <>
          <Spinner />
          <p>{t('chat.room.opening')}</p>
        </>
      )}
    </div>
  );
}
