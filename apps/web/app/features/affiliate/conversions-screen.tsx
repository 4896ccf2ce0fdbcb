import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import styles from './affiliate.module.css';
import type { ConversionSummary } from './affiliate-types';
import { ConversionRow } from './conversion-row';
import { CONVERSIONS_HREF } from './kol-dashboard-screen';

const FILTERS = ['all', 'pending', 'approved', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];

const hrefOf = (status: Filter, page = 1) => {
  const query = new URLSearchParams();
  if (status !== 'all') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${CONVERSIONS_HREF}?${text}` : CONVERSIONS_HREF;
};

/** The KOL's conversion orders by status, newest first, 20 a page. */
export function ConversionsScreen({
  status,
  list,
}: {
  status: Filter;
  list: { items: ConversionSummary[]; total: number; page: number; pageSize: number };
}) {
  const t = useT();
  return (
    <AffiliateShell side="kol" title={t('affiliate.conversions.title')}>
      <nav className={styles.tabs} aria-label={t('affiliate.conversions.title')}>
        {FILTERS.map((f) => (
          <Link
            key={f}
            to={hrefOf(f)}
            aria-current={f === status ? 'page' : undefined}
            className={[styles.tab, f === status && styles.tabActive].filter(Boolean).join(' ')}
          >
            {t(`affiliate.conversions.tabs.${f}`)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <EmptyState
          title={t('affiliate.conversions.emptyTitle')}
          description={t('affiliate.conversions.emptyBody')}
        />
      ) : (
        <Card>
          <ul className={styles.list}>
            {list.items.map((c) => (
              <ConversionRow key={c.orderId} conversion={c} />
            ))}
          </ul>
        </Card>
      )}
      <Pagination
        page={list.page}
        pages={Math.ceil(list.total / list.pageSize)}
        href={(page) => hrefOf(status, page)}
        label={t('affiliate.conversions.pages')}
      />
    </AffiliateShell>
  );
}
