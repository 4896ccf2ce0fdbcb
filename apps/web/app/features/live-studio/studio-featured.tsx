import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import styles from './live-studio.module.css';
import { type LivePin, pinToLive, type SellerLive, unpinFromLive } from './live-studio-api';
import { PinProductDialog } from './pin-product-dialog';

type FeaturedProduct = SellerLive['products'][number];

/**
 * The live's line-up, each product or voucher with "Ghim"; the pinned one says so, shows its
 * live price and when it ends, and has "Bỏ ghim". One pin at a time (the API closes the last).
 */
export function StudioFeatured({
  live,
  pin,
  canPin,
  onPin,
}: {
  live: SellerLive;
  pin: LivePin | null;
  canPin: boolean;
  onPin: (pin: LivePin | null) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [pinning, setPinning] = useState<FeaturedProduct | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(key: string, task: () => Promise<LivePin | null>, doneKey: string) {
    setBusy(key);
    setError(null);
    try {
      onPin(await task());
      toast.show(t(doneKey), 'success');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setBusy(null);
    }
  }
  const unpin = () =>
    void act(
      'unpin',
      async () => {
        await unpinFromLive(live.id);
        return null;
      },
      'sellerLive.studio.unpinDone',
    );
  const pinButtons = (pinned: boolean, key: string, pinIt: () => void) =>
    !canPin ? null : pinned ? (
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'unpin'}
        onClick={unpin}
        data-testid="studio-unpin"
      >
        {t('sellerLive.studio.unpin')}
      </Button>
    ) : (
      <Button size="sm" loading={busy === key} onClick={pinIt} data-testid={`studio-pin-${key}`}>
        {t('sellerLive.studio.pin')}
      </Button>
    );

  const empty = live.products.length === 0 && live.vouchers.length === 0;
  return (
    <section className={styles.panel} aria-labelledby="studio-featured">
      <h2 id="studio-featured" className={styles.panelTitle}>
        {t('sellerLive.studio.featured')}
      </h2>
      {error && <Alert>{error}</Alert>}
      {empty && <p className={styles.muted}>{t('sellerLive.studio.noFeatured')}</p>}
      <ul className={styles.featured}>
        {live.products.map((p) => {
          const pinned = pin?.kind === 'product' && pin.product?.card.id === p.card.id;
          return (
            <li
              key={p.card.id}
              className={styles.item}
              data-testid={`studio-product-${p.card.id}`}
              data-pinned={pinned}
            >
              {p.card.imageUrl ? (
                <img
                  className={styles.thumb}
                  src={p.card.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.itemText}>
                <p className={styles.itemName}>{p.card.name}</p>
                <p className={styles.muted}>
                  {formatVnd(p.card.salePrice ?? p.card.price)} ·{' '}
                  {t('sellerLive.studio.stock', { count: p.stock })}
                </p>
                {pinned && (
                  <p className={styles.pinnedLine}>
                    <Badge tone="danger">{t('sellerLive.studio.pinned')}</Badge>
                    {pin?.livePrice !== null && pin?.livePriceEndsAt && (
                      <span data-testid="studio-pinned-price">
                        {t('sellerLive.studio.livePriceUntil', {
                          price: formatVnd(pin.livePrice),
                          time: formatDateTime(pin.livePriceEndsAt, language),
                        })}
                      </span>
                    )}
                  </p>
                )}
              </div>
              {pinButtons(pinned, p.card.id, () => setPinning(p))}
            </li>
          );
        })}
        {live.vouchers.map((v) => {
          const pinned = pin?.kind === 'voucher' && pin.voucher?.id === v.id;
          return (
            <li
              key={v.id}
              className={styles.item}
              data-testid={`studio-voucher-${v.id}`}
              data-pinned={pinned}
            >
              <span className={styles.voucherCode}>{v.code}</span>
              <div className={styles.itemText}>
                <p className={styles.itemName}>{v.name}</p>
                {pinned && <Badge tone="danger">{t('sellerLive.studio.pinned')}</Badge>}
              </div>
              {pinButtons(
                pinned,
                v.id,
                () =>
                  void act(
                    v.id,
                    async () => await pinToLive(live.id, { kind: 'voucher', voucherId: v.id }),
                    'sellerLive.studio.pinDone',
                  ),
              )}
            </li>
          );
        })}
      </ul>
      {pinning && (
        <PinProductDialog
          liveId={live.id}
          product={pinning}
          onClose={() => setPinning(null)}
          onPinned={(next) => {
            setPinning(null);
            onPin(next);
            toast.show(t('sellerLive.studio.pinDone'), 'success');
          }}
        />
      )}
    </section>
  );
}
