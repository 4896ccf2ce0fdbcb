import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import page from '../../ui/seller-marketing.module.css';
import type { CampaignRowData } from './campaign-list';
import { CampaignBadges, useCampaignDates } from './campaign-status';
import { ProductThumb } from './rates-form';
import styles from './seller-affiliate.module.css';
import { CAMPAIGNS_HREF, campaignHref } from './seller-affiliate-api';

interface Detail extends CampaignRowData {
  description: string;
  audience: 'all' | 'invited';
  invitees: string[];
  rejectReason: string | null;
  revenue: number;
  products: { id: string; name: string; image: string | null; price: number }[];
  kols: {
    userId: string;
    name: string;
    joinedAt: string;
    clicks: number;
    orders: number;
    revenue: number;
    commission: number;
  }[];
}

/**
 * /nha-ban/chien-dich-mo/chi-tiet/{id}: the campaign's terms and the admin's verdict, its
 * products, and each joined KOL's clicks, orders, revenue and commission.
 */
export function CampaignDetail({ campaign: c }: { campaign: Detail }) {
  const t = useT();
  const language = useLanguage();
  const dates = useCampaignDates();
  const editable = c.status !== 'approved';
  return (
    <div className={page.screen} data-testid="campaign-detail">
      <div className={page.head}>
        <Link to={CAMPAIGNS_HREF} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('sellerAffiliate.form.back')}
        </Link>
        {editable && (
          <Link
            to={campaignHref(c.id, 'cap-nhat')}
            className={buttonClassName({ size: 'sm' })}
            data-testid="campaign-edit"
          >
            {t('sellerAffiliate.detail.edit')}
          </Link>
        )}
      </div>
      {c.status === 'rejected' && (
        <Alert tone="error">{t('sellerAffiliate.detail.rejected', { reason: c.rejectReason ?? '' })}</Alert>
      )}
      {c.status === 'pending' && <Alert tone="info">{t('sellerAffiliate.detail.pending')}</Alert>}
      {c.status === 'approved' && <p className={page.intro}>{t('sellerAffiliate.detail.locked')}</p>}
      <section className={page.panel}>
        <div className={page.rowHead}>
          <CampaignBadges status={c.status} phase={c.phase} />
        </div>
        <dl className={page.terms}>
          <dt>{t('sellerAffiliate.form.rate')}</dt>
          <dd>{c.ratePercent}%</dd>
          <dt>{t('sellerAffiliate.list.dates')}</dt>
          <dd>{dates(c)}</dd>
          <dt>{t('sellerAffiliate.form.audience')}</dt>
          <dd>
            {c.audience === 'all'
              ? t('sellerAffiliate.detail.audienceAll')
              : t('sellerAffiliate.detail.audienceInvited', { n: c.invitees.length })}
          </dd>
        </dl>
        {c.description && <p>{c.description}</p>}
        <dl className={styles.statGrid}>
          <div className={page.stat}>
            <dt>{t('sellerAffiliate.list.kols')}</dt>
            <dd>{c.kolsCount}</dd>
          </div>
          <div className={page.stat}>
            <dt>{t('sellerAffiliate.list.orders')}</dt>
            <dd>{c.orders}</dd>
          </div>
          <div className={page.stat}>
            <dt>{t('sellerAffiliate.list.revenue')}</dt>
            <dd>{formatVnd(c.revenue)}</dd>
          </div>
          <div className={page.stat}>
            <dt>{t('sellerAffiliate.list.commission')}</dt>
            <dd>{formatVnd(c.commission)}</dd>
          </div>
        </dl>
      </section>
      <section className={page.panel} aria-labelledby="campaign-kols">
        <h2 id="campaign-kols" className={page.sectionTitle}>
          {t('sellerAffiliate.detail.kols')}
        </h2>
        {c.kols.length === 0 ? (
          <p className={page.empty}>{t('sellerAffiliate.detail.kolsEmpty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="campaign-kols">
              <thead>
                <tr>
                  <th scope="col">{t('sellerAffiliate.detail.kol')}</th>
                  <th scope="col">{t('sellerAffiliate.detail.joinedAt')}</th>
                  <th scope="col">{t('sellerAffiliate.detail.clicks')}</th>
                  <th scope="col">{t('sellerAffiliate.list.orders')}</th>
                  <th scope="col">{t('sellerAffiliate.list.revenue')}</th>
                  <th scope="col">{t('sellerAffiliate.list.commission')}</th>
                </tr>
              </thead>
              <tbody>
                {c.kols.map((k) => (
                  <tr key={k.userId}>
                    <td>{k.name}</td>
                    <td>{formatDateTime(k.joinedAt, language)}</td>
                    <td>{k.clicks}</td>
                    <td>{k.orders}</td>
                    <td>{formatVnd(k.revenue)}</td>
                    <td>{formatVnd(k.commission)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={page.panel} aria-labelledby="campaign-products">
        <h2 id="campaign-products" className={page.sectionTitle}>
          {t('sellerAffiliate.detail.products')}
        </h2>
        <ul className={styles.rateLines}>
          {c.products.map((p) => (
            <li key={p.id} className={styles.rateLine}>
              <ProductThumb product={p} />
              <div className={styles.rateName}>
                <span>{p.name}</span>
                <span className={page.meta}>{formatVnd(p.price)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
