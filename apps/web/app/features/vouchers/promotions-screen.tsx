import type {
  PromotionProgramsView,
  PromotionProgramView,
} from '@cho-dep/api/promotions/promotion-programs-query';
import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { CountdownClock } from '../../ui/countdown-clock';
import { EmptyState } from '../../ui/empty-state';
import { ProductGrid } from '../../ui/product-card';
import { programCountdown, vietnamTimeLabel } from './program-time';
import styles from './promotions.module.css';

function Bolt() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M13 2L4 14h6l-1 8 9-12h-6z" fill="currentColor" />
    </svg>
  );
}

/** Who runs a program: the platform's flash sale, or a shop with a link to its page. */
function Owner({ program }: { program: PromotionProgramView }) {
  const t = useT();
  if (!program.shop) {
    return (
      <span className={styles.owner}>
        <span className={styles.flashBadge}>
          <Bolt />
          {program.kind === 'flash_sale'
            ? t('vouchers.promotions.flashSale')
            : t('vouchers.promotions.platform')}
        </span>
      </span>
    );
  }
  return (
    <Link to={`/nguoi-ban/${program.shop.id}`} className={styles.owner}>
      {program.shop.logoUrl ? (
        <img
          src={program.shop.logoUrl}
          alt=""
          width={24}
          height={24}
          className={styles.ownerLogo}
          loading="lazy"
        />
      ) : null}
      <span className={styles.ownerName}>{program.shop.name}</span>
    </Link>
  );
}

/**
 * /uu-dai: the promotion programs running now, each under a banner with its countdown and its
 * products at the program price (the product grid every listing uses), then the upcoming ones
 * with their start. When a program ends on screen, the page data is reloaded.
 */
export function PromotionsScreen({ programs }: { programs: PromotionProgramsView }) {
  const t = useT();
  const revalidator = useRevalidator();
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { running, upcoming, now } = programs;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title}>{t('vouchers.promotions.title')}</h1>
          <p className={styles.intro}>{t('vouchers.promotions.intro')}</p>
        </div>
        <Link to="/khuyen-mai" className={styles.heroLink}>
          {t('vouchers.promotions.vouchersLink')}
        </Link>
      </header>

      {running.length === 0 && upcoming.length === 0 && (
        <EmptyState
          title={t('vouchers.promotions.empty')}
          description={t('vouchers.promotions.emptyBody')}
          action={
            <Link to="/khuyen-mai" className={buttonClassName({ variant: 'secondary' })}>
              {t('vouchers.promotions.vouchersLink')}
            </Link>
          }
        />
      )}

      {running.map((program, index) => (
        <section
          key={program.id}
          className={styles.program}
          aria-labelledby={`program-${program.id}`}
          data-testid="promotion-program"
        >
          <div
            className={styles.banner}
            data-kind={program.kind}
            style={program.coverUrl ? { backgroundImage: `url(${program.coverUrl})` } : undefined}
          >
            <div className={styles.bannerText}>
              <Owner program={program} />
              <h2 id={`program-${program.id}`} className={styles.programName}>
                {program.name}
              </h2>
              <p className={styles.programMeta}>
                {t('vouchers.promotions.productCount', { count: program.itemCount })}
              </p>
            </div>
            <CountdownClock
              endsAt={program.endsAt}
              serverNow={now}
              onDone={reload}
              split={programCountdown}
              tone="strong"
              labels={{
                ended: t('vouchers.promotions.ended'),
                endsIn: t('vouchers.promotions.endsIn'),
                endsInLong: (parts) =>
                  t('vouchers.promotions.endsInLong', {
                    days: parts.days,
                    hours: parts.hours,
                    minutes: parts.minutes,
                  }),
                days: (count) => t('vouchers.promotions.days', { count }),
              }}
            />
          </div>
          <ProductGrid
            products={program.items.map((item) => item.product)}
            position="Promotion"
            eagerCount={index === 0 ? 4 : 0}
          />
        </section>
      ))}

      {upcoming.length > 0 && (
        <section className={styles.upcoming} aria-labelledby="upcoming-programs">
          <h2 id="upcoming-programs" className={styles.upcomingTitle}>
            {t('vouchers.promotions.upcomingTitle')}
          </h2>
          <ul className={styles.upcomingList}>
            {upcoming.map((program) => (
              <li key={program.id} className={styles.upcomingItem} data-kind={program.kind}>
                <Owner program={program} />
                <p className={styles.upcomingName}>{program.name}</p>
                <p className={styles.upcomingStart}>
                  {t('vouchers.promotions.startsAt', { time: vietnamTimeLabel(program.startsAt) })}
                </p>
                <p className={styles.programMetaMuted}>
                  {t('vouchers.promotions.productCount', { count: program.itemCount })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
