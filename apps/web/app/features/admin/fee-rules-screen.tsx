import type { FeeRulesAnswer } from '@cho-dep/api/revenue/seller-revenue-schemas';
import { formatDay } from '@cho-dep/core/format/date-time';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import styles from './fee-rules-screen.module.css';

/** "300" basis points -> "3%", "491" -> "4.91%" (language-neutral: the admin reads numbers). */
function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toString()}%`;
}

/**
 * /quan-tri/phi-nguoi-ban: the seller fee rules in force (read only) and the configured reading
 * of the year-one service fee (SERVICE_FEE_YEAR_ONE, decision 025).
 */
export function FeeRulesScreen({ rules }: { rules: FeeRulesAnswer }) {
  const t = useT();
  const language = useLanguage();
  return (
    <AdminPage
      title={t('sellerRevenue.admin.title')}
      description={t('sellerRevenue.admin.description')}
      withBreadcrumb
    >
      <p className={styles.reading}>
        {t('sellerRevenue.admin.reading')}:{' '}
        <strong>{t(`sellerRevenue.admin.readings.${rules.serviceFeeYearOne}`)}</strong>
      </p>
      <ul className={styles.rules}>
        {rules.rules.map((rule) => (
          <li key={rule.id} className={styles.rule}>
            <p className={styles.name}>
              {t(`sellerRevenue.admin.kinds.${rule.kind}`)} ·{' '}
              {t(`sellerRevenue.admin.methods.${rule.methods}`)}
              <span className={styles.rate}>{percent(rule.rateBasisPoints)}</span>
            </p>
            <dl className={styles.facts}>
              <dt>{t('sellerRevenue.admin.base')}</dt>
              <dd>{t(`sellerRevenue.admin.bases.${rule.base}`)}</dd>
              <dt>{t('sellerRevenue.admin.from')}</dt>
              <dd>{formatDay(rule.effectiveFrom, language)}</dd>
              <dt>{t('sellerRevenue.admin.waiver')}</dt>
              <dd>
                {rule.waiver?.firstYear
                  ? rule.waiver.requiresRegularSettlement
                    ? t('sellerRevenue.admin.waiverRegular')
                    : t('sellerRevenue.admin.waiverFirstYear')
                  : t('sellerRevenue.admin.noWaiver')}
              </dd>
            </dl>
            {rule.verify && <p className={styles.verify}>{t('sellerRevenue.detail.verify')}</p>}
            <p className={styles.id}>{rule.id}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
