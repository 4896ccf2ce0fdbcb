import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import styles from './affiliate.module.css';
import type { ConversionSummary } from './affiliate-types';

const TONE: Record<ConversionSummary['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  cancelled: 'neutral',
};

export const conversionHref = (orderId: string) =>
  `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/${orderId}`;

/** One conversion order in a list: code, shop, masked buyer, what it earns and its status. */
export function ConversionRow({ conversion }: { conversion: ConversionSummary }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className={styles.rowMain} data-testid="conversion-row">
      <div className={styles.rowTop}>
        <Link to={conversionHref(conversion.orderId)} className={styles.name}>
          {t('affiliate.conversions.order', { code: conversion.orderCode })}
        </Link>
        <span className={styles.amount}>{formatVnd(conversion.commission)}</span>
      </div>
      <div className={styles.figures}>
        <span>{conversion.shopName}</span>
        <span>
          {t('affiliate.conversions.buyer')}: {conversion.buyer}
        </span>
        <span>{t('affiliate.conversions.items', { count: conversion.items })}</span>
        <time dateTime={conversion.orderedAt}>{formatDateTime(conversion.orderedAt, language)}</time>
      </div>
      <div className={styles.figures}>
        <Badge tone={TONE[conversion.status]}>{t(`affiliate.status.${conversion.status}`)}</Badge>
        {conversion.underReview && <Badge tone="info">{t('affiliate.conversions.underReview')}</Badge>}
        {conversion.counted !== 'yes' && (
          <span>{t(`affiliate.conversions.counted.${conversion.counted}`)}</span>
        )}
      </div>
    </li>
  );
}
