import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import styles from './affiliate-desk.module.css';
import { DecisionButtons } from './decision-buttons';
import type { HeldConversion } from './desk-types';

/**
 * Conversion orders the anti-fraud checks hold, with the signals in words and the commission
 * at stake: "Duyệt" lets the commission go on, "Từ chối" cancels it with a reason.
 */
export function ReviewList({ conversions }: { conversions: HeldConversion[] }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  if (conversions.length === 0) return <EmptyState title={t('affiliateAdmin.reviews.empty')} />;
  return (
    <>
      <p className={styles.total}>{t('affiliateAdmin.reviews.total', { count: conversions.length })}</p>
      <ul className={styles.list}>
        {conversions.map((c) => (
          <li key={c.id}>
            <article className={styles.card} data-testid="affiliate-review">
              <div className={styles.cardHead}>
                <h2 className={styles.name}>
                  {t('affiliateAdmin.reviews.order')} {c.orderCode}
                </h2>
                <span className={styles.money}>{formatVnd(c.commission)}</span>
              </div>
              <span className={styles.muted}>
                {t('affiliateAdmin.reviews.held', { date: formatDateTime(c.createdAt, language) })}
              </span>
              <dl className={styles.facts}>
                <dt>{t('affiliateAdmin.reviews.kol')}</dt>
                <dd>{c.kolName}</dd>
                <dt>{t('affiliateAdmin.reviews.commission')}</dt>
                <dd>{formatVnd(c.commission)}</dd>
                <dt>{t('affiliateAdmin.reviews.flags')}</dt>
                <dd>
                  <ul className={styles.flags}>
                    {c.flags.map((flag) => (
                      <li key={flag}>
                        <Badge tone="warning">{t(`affiliateAdmin.reviews.flag.${flag}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                </dd>
              </dl>
              <DecisionButtons
                target="review"
                id={c.id}
                words={{ code: c.orderCode }}
                onDone={() => revalidator.revalidate()}
              />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
