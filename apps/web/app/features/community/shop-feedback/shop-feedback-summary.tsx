import type { ShopFeedbackPage } from '@cho-dep/api/community/shop-feedback/shop-feedback-schemas';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatRating } from './format-rating';
import styles from './shop-feedback.module.css';
import { Stars } from './stars';

/** The average in large type with its stars, and one bar per star count. */
export function ShopFeedbackSummary({ summary }: { summary: ShopFeedbackPage['summary'] }) {
  const t = useT();
  const language = useLanguage();
  const most = Math.max(1, ...summary.distribution);
  return (
    <section
      className={styles.summary}
      aria-label={t('shopFeedback.summary.label')}
      data-testid="shop-feedback-summary"
    >
      <div className={styles.average}>
        <span className={styles.averageValue}>
          {summary.count > 0 ? formatRating(summary.average, language) : '–'}
        </span>
        <Stars
          value={summary.average}
          label={t('shopFeedback.summary.stars', { rating: formatRating(summary.average, language) })}
        />
        <span className={styles.muted}>{t('shopFeedback.summary.count', { count: summary.count })}</span>
      </div>
      <ol className={styles.bars} reversed>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className={styles.bar}>
              <span className={styles.barLabel}>{stars} ★</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className={styles.barCount}>
                <span className="visually-hidden">
                  {t('shopFeedback.summary.barLabel', { count, stars })}
                </span>
                <span aria-hidden="true">{count}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
