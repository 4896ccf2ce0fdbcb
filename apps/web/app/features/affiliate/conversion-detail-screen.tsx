import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import styles from './affiliate.module.css';
import type { ConversionDetail } from './affiliate-types';
import { CONVERSIONS_HREF } from './kol-dashboard-screen';

/**
 * One conversion order as its KOL sees it: why it counted (the link, when it was clicked, the
 * window it still had) or why not, each line's commission and its fate, the buyer masked.
 */
export function ConversionDetailScreen({ conversion: c }: { conversion: ConversionDetail }) {
  const t = useT();
  const language = useLanguage();
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  return (
    <AffiliateShell side="kol" title={t('affiliate.conversions.order', { code: c.orderCode })}>
      <Link to={CONVERSIONS_HREF} className={styles.muted}>
        ← {t('affiliate.conversions.back')}
      </Link>
      <Card as="section" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>
            {c.counted === 'yes' ? t('affiliate.conversion.why') : t('affiliate.conversion.whyNot')}
          </h2>
          <Badge tone={c.status === 'approved' ? 'success' : c.status === 'pending' ? 'warning' : 'neutral'}>
            {t(`affiliate.status.${c.status}`)}
          </Badge>
        </div>
        {c.counted !== 'yes' && <Alert tone="info">{t(`affiliate.conversions.counted.${c.counted}`)}</Alert>}
        {c.review !== 'none' && (
          <Alert tone={c.review === 'refused' ? 'error' : 'info'}>
            {t(`affiliate.conversion.review.${c.review}`)}
          </Alert>
        )}
        <dl className={styles.facts} data-testid="conversion-facts">
          <dt>{t('affiliate.conversion.link')}</dt>
          <dd>
            {t(`affiliate.links.target.${c.link.target}`)}: {c.link.name} (/l/{c.link.code})
          </dd>
          <dt>{t('affiliate.conversion.clickedAt')}</dt>
          <dd>{time(c.clickedAt)}</dd>
          <dt>{t('affiliate.conversion.windowEnds')}</dt>
          <dd>
            {time(c.windowEndsAt)} ({t('affiliate.conversion.daysLeft', { count: c.daysLeftAtOrder })})
          </dd>
          <dt>{t('affiliate.conversion.orderedAt')}</dt>
          <dd>{time(c.orderedAt)}</dd>
          <dt>{t('affiliate.conversions.buyer')}</dt>
          <dd>{c.buyer}</dd>
          <dt>{t('affiliate.conversion.orderStatus')}</dt>
          <dd>{t(`orders.status.${c.orderStatus}`)}</dd>
        </dl>
      </Card>
      <Card as="section" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('affiliate.conversion.lines')}</h2>
          <span className={styles.amount} data-testid="conversion-commission">
            {formatVnd(c.commission)}
          </span>
        </div>
        <ul className={styles.list}>
          {c.lines.map((line) => (
            <li
              key={`${line.productId}-${line.variantLabel}`}
              className={styles.row}
              data-testid="commission-line"
            >
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" className={styles.thumb} />
              ) : (
                <span className={styles.thumb} />
              )}
              <div className={styles.rowMain}>
                <div className={styles.rowTop}>
                  <span className={styles.name}>{line.productName}</span>
                  <span className={styles.amount}>{formatVnd(line.commission)}</span>
                </div>
                <div className={styles.figures}>
                  <span>{line.variantLabel}</span>
                  <span>× {line.quantity}</span>
                  <span>
                    {t('affiliate.conversions.base')}: {formatVnd(line.base)}
                  </span>
                  <span>
                    {t('affiliate.conversion.rate')}: {line.ratePercent.toLocaleString(language)} %
                  </span>
                </div>
                <div className={styles.figures}>
                  <Badge
                    tone={
                      line.status === 'approved'
                        ? 'success'
                        : line.status === 'pending'
                          ? 'warning'
                          : 'neutral'
                    }
                  >
                    {t(`affiliate.status.${line.status}`)}
                  </Badge>
                  {line.cancelReason && (
                    <span>{t(`affiliate.conversion.cancelReason.${line.cancelReason}`)}</span>
                  )}
                  {line.refundedUnits > 0 && (
                    <span>{t('affiliate.conversion.refunded', { count: line.refundedUnits })}</span>
                  )}
                  {line.campaignName && (
                    <span>{t('affiliate.conversion.campaign', { name: line.campaignName })}</span>
                  )}
                  {line.approvedAt && (
                    <span>
                      {t('affiliate.conversion.approvedAt', {
                        time: formatDateTime(line.approvedAt, language),
                      })}
                    </span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('affiliate.conversion.payoutNote')}</p>
      </Card>
    </AffiliateShell>
  );
}
