import type { ShopFeedbackSummary } from '@cho-dep/core/community/shop-feedback-schemas';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatRating } from './format-rating';
import styles from './shop-feedback.module.css';
import { shopFeedbackHref } from './shop-feedback-api';

/** "Đánh giá shop ★ 4,8 (123)": the seller page's way to the shop's feedback. */
export function ShopFeedbackLink({ shopId, summary }: { shopId: string; summary: ShopFeedbackSummary }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Link to={shopFeedbackHref(shopId)} className={styles.link} data-testid="shop-feedback-link">
      <span className={styles.linkLabel}>{t('shopFeedback.link.label')}</span>
      {summary.count > 0 ? (
        <span className={styles.linkValue}>
          <span className={styles.linkStar} aria-hidden="true">
            ★
          </span>{' '}
          {t('shopFeedback.link.value', {
            rating: formatRating(summary.average, language),
            count: summary.count,
          })}
        </span>
      ) : (
        <span className={styles.linkValue}>{t('shopFeedback.link.none')}</span>
      )}
      <span aria-hidden="true">›</span>
    </Link>
  );
}
