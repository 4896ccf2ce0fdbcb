import type { FlashSaleView } from '@cho-dep/api/storefront/storefront-views';
import { formatVnd } from '@cho-dep/core/format/money';
import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import { countdownParts } from '../../lib/countdown';
import { useT } from '../../lib/i18n';
import { CountdownClock } from '../../ui/countdown-clock';
import styles from './flash-sale.module.css';

function Bolt() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M13 2L4 14h6l-1 8 9-12h-6z" fill="currentColor" />
    </svg>
  );
}

/**
 * The platform flash sale on the home page: a live countdown to its end, then its products at
 * the program price with how many are left. When the slot ends the page data is reloaded, so
 * the next slot (or nothing) appears without a refresh.
 */
export function FlashSaleStrip({ sale, serverNow }: { sale: FlashSaleView | null; serverNow: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  if (!sale || sale.items.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="home-flash-sale">
      <div className={styles.head}>
        <h2 id="home-flash-sale" className={styles.title}>
          <Bolt />
          {t('storefront.home.flashSale')}
        </h2>
        <CountdownClock
          endsAt={sale.endsAt}
          serverNow={serverNow}
          onDone={reload}
          split={countdownParts}
          tone="quiet"
          digitsTestId="flash-sale-countdown"
          labels={{
            ended: t('storefront.home.ended'),
            endsIn: t('storefront.home.endsIn'),
            endsInLong: (parts) =>
              t('storefront.home.endsInLong', { hours: parts.hours, minutes: parts.minutes }),
          }}
        />
      </div>
      <ul className={styles.items}>
        {sale.items.map((item, index) => {
          const soldOut = item.stockLeft === 0;
          const left = item.stock > 0 ? Math.round((item.stockLeft / item.stock) * 100) : 0;
          return (
            <li key={item.product.id}>
              <Link to={`/san-pham/${item.product.id}?position=FlashSale`} className={styles.item}>
                <span className={styles.frame}>
                  {item.product.imageUrl ? (
                    // Eager but low priority: on a phone the strip is below the first banner,
                    // which is what the shopper sees first and should not wait behind these.
                    <img
                      src={item.product.imageUrl}
                      srcSet={item.product.imageSrcSet ?? undefined}
                      sizes="(min-width: 900px) 180px, 38vw"
                      alt=""
                      width={400}
                      height={400}
                      loading={index < 3 ? 'eager' : 'lazy'}
                      fetchPriority="low"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.placeholder} aria-hidden="true" />
                  )}
                  {item.discountPercent > 0 && (
                    <span className={styles.discount} aria-hidden="true">
                      -{item.discountPercent}%
                    </span>
                  )}
                  {soldOut && <span className={styles.soldOut}>{t('storefront.home.soldOut')}</span>}
                </span>
                <span className="visually-hidden">{item.product.name}</span>
                <span className={styles.price}>{formatVnd(item.programPrice)}</span>
                <del className={styles.original}>{formatVnd(item.product.price)}</del>
                <span className={styles.bar}>
                  <span className={styles.barFill} style={{ width: `${left}%` }} />
                  <span className={styles.barLabel}>
                    {soldOut
                      ? t('storefront.home.soldOut')
                      : t('storefront.home.stockLeft', { count: item.stockLeft })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
