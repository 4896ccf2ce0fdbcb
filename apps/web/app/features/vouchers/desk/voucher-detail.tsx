import type { ManagedVoucherDetail } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { buttonClassName } from '../../../ui/button';
import styles from '../../../ui/seller-marketing.module.css';
import { VoucherActions } from './voucher-actions';
import type { VoucherDesk } from './voucher-desk';
import { discountSummary, scopeLabel } from './voucher-format';

const PHASE_TONE: Record<ManagedVoucherDetail['phase'], BadgeTone> = {
  upcoming: 'info',
  running: 'success',
  ended: 'neutral',
};

/** {desk}/chi-tiet/{id}: the voucher's terms and its live usage and save counts. */
export function VoucherDetail({ desk, voucher: v }: { desk: VoucherDesk; voucher: ManagedVoucherDetail }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const limit = (n: number | null) => (n === null ? t('sellerVouchers.list.unlimited') : String(n));
  const stat = (label: string, value: string, of: string | null) => (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
        {of !== null && <span> {t('sellerVouchers.detail.of', { limit: of })}</span>}
      </dd>
    </div>
  );
  const conditions = [
    v.conditions.firstPurchaseOnly && t('sellerVouchers.form.firstPurchaseOnly'),
    v.conditions.appOnly && t('sellerVouchers.form.appOnly'),
    v.conditions.paymentMethods.length > 0 &&
      `${t('sellerVouchers.platform.paymentMethods')}: ${v.conditions.paymentMethods.map((m) => t(`checkout.payment.methods.${m as 'CASH'}`)).join(', ')}`,
    v.conditions.shippingMethods.length > 0 &&
      `${t('sellerVouchers.platform.shippingMethods')}: ${v.conditions.shippingMethods.map((m) => t(`checkout.shippingMethods.${m as 'ghn'}`)).join(', ')}`,
    v.shops.length > 0 && `${t('sellerVouchers.platform.shops')}: ${v.shops.map((s) => s.name).join(', ')}`,
    v.conditions.userIds.length > 0 &&
      t('sellerVouchers.platform.users', { count: v.conditions.userIds.length }),
  ].filter(Boolean);
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <div className={styles.rowHead}>
          <span className={styles.code}>{v.code}</span>
          <h1 className={styles.title}>{v.name}</h1>
          <Badge tone={PHASE_TONE[v.phase]}>{t(`sellerVouchers.tabs.${v.phase}`)}</Badge>
        </div>
        <div className={styles.actions}>
          <Link
            to={`${desk.href}?tab=${v.phase}`}
            className={buttonClassName({ size: 'sm', variant: 'ghost' })}
          >
            {t('sellerVouchers.form.back')}
          </Link>
          {v.phase !== 'ended' && (
            <Link
              to={`${desk.href}/cap-nhat/${v.id}`}
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              {t('sellerVouchers.actions.edit')}
            </Link>
          )}
          <VoucherActions
            desk={desk}
            voucher={v}
            onEnded={() => void revalidator.revalidate()}
            onDeleted={() => navigate(`${desk.href}?tab=upcoming`)}
          />
        </div>
      </div>
      <dl className={styles.stats}>
        {stat(t('sellerVouchers.detail.usage'), String(v.usedCount), limit(v.usageLimit))}
        {stat(t('sellerVouchers.detail.saves'), String(v.savedCount), limit(v.saveLimit))}
        {stat(
          t('sellerVouchers.detail.budgetUsed'),
          formatVnd(v.budgetUsed),
          v.budget === null ? t('sellerVouchers.list.unlimited') : formatVnd(v.budget),
        )}
      </dl>
      <section className={styles.panel}>
        <h2 className={styles.sectionTitle}>{t('sellerVouchers.detail.terms')}</h2>
        <dl className={styles.terms}>
          {desk.platform && (
            <>
              <dt>{t('sellerVouchers.platform.kindLabel')}</dt>
              <dd>{t(`sellerVouchers.platform.kind.${v.kind}`)}</dd>
            </>
          )}
          <dt>{t('sellerVouchers.form.value')}</dt>
          <dd>{discountSummary(t, v)}</dd>
          <dt>{t('sellerVouchers.detail.period')}</dt>
          <dd>
            {t('sellerVouchers.list.period', {
              from: formatDateTime(v.startsAt, language),
              to: formatDateTime(v.endsAt, language),
            })}
            {v.endedAt && (
              <>
                <br />
                {t('sellerVouchers.detail.endedEarly', { time: formatDateTime(v.endedAt, language) })}
              </>
            )}
          </dd>
          <dt>{t('sellerVouchers.form.perUserPerDay')}</dt>
          <dd>
            {v.perUserPerDay === null
              ? t('sellerVouchers.list.unlimited')
              : t('sellerVouchers.detail.perUserPerDay', { count: v.perUserPerDay })}
          </dd>
          <dt>{t('sellerVouchers.form.display')}</dt>
          <dd>{t(`sellerVouchers.display.${v.display}`)}</dd>
          <dt>{t('sellerVouchers.form.scope')}</dt>
          <dd>
            {scopeLabel(t, desk.platform, v.scope)}
            {v.products.length > 0 && (
              <ul className={styles.productNames}>
                {v.products.map((p) => (
                  <li key={p.id}>{p.name}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('sellerVouchers.form.conditions')}</dt>
          <dd>{conditions.length > 0 ? conditions.join(' · ') : t('sellerVouchers.detail.none')}</dd>
        </dl>
      </section>
    </div>
  );
}
