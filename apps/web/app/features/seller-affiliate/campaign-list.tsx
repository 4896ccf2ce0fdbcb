import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import page from '../../ui/seller-marketing.module.css';
import { CampaignBadges, useCampaignDates } from './campaign-status';
import styles from './seller-affiliate.module.css';
import { CAMPAIGNS_HREF, campaignHref } from './seller-affiliate-api';

export interface CampaignRowData {
  id: string;
  name: string;
  ratePercent: number;
  status: string;
  phase: string;
  startsAt: string;
  endsAt: string;
  productsCount: number;
  kolsCount: number;
  orders: number;
  commission: number;
}

/** /nha-ban/chien-dich-mo: the shop's campaigns, newest first, with how each is doing. */
export function CampaignList({ campaigns }: { campaigns: CampaignRowData[] }) {
  const t = useT();
  const dates = useCampaignDates();
  const create = (
    <Link
      to={`${CAMPAIGNS_HREF}/tao`}
      className={buttonClassName({ size: 'sm' })}
      data-testid="campaign-create"
    >
      {t('sellerAffiliate.list.create')}
    </Link>
  );
  return (
    <div className={page.screen}>
      <div className={page.head}>
        <p className={page.intro}>{t('sellerAffiliate.list.intro')}</p>
        {campaigns.length > 0 && create}
      </div>
      {campaigns.length === 0 ? (
        <EmptyState
          title={t('sellerAffiliate.list.empty')}
          description={t('sellerAffiliate.list.emptyHint')}
          action={create}
        />
      ) : (
        <ul className={page.list} data-testid="campaign-list">
          {campaigns.map((c) => (
            <li key={c.id} className={page.row}>
              <div className={page.rowMain}>
                <div className={page.rowHead}>
                  <Link to={campaignHref(c.id)} className={page.rowTitle}>
                    {c.name}
                  </Link>
                  <CampaignBadges status={c.status} phase={c.phase} />
                </div>
                <p className={page.meta}>
                  {t('sellerAffiliate.list.rate', { rate: c.ratePercent })} · {dates(c)}
                </p>
                <p className={styles.figures}>
                  <span>
                    {t('sellerAffiliate.list.products')}: {c.productsCount}
                  </span>
                  <span>
                    {t('sellerAffiliate.list.kols')}: {c.kolsCount}
                  </span>
                  <span>
                    {t('sellerAffiliate.list.orders')}: {c.orders}
                  </span>
                  <span>
                    {t('sellerAffiliate.list.commission')}: {formatVnd(c.commission)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
