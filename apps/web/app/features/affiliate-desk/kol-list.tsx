import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import styles from './affiliate-desk.module.css';
import { deskHref, KOL_STATUSES, type KolStatus, kolHref, pageCount } from './desk-query';
import type { KolPage } from './desk-types';
import { KolStatusBadge } from './kol-status-badge';

/** KOL applications of one status; each card opens the application, where the decision is taken. */
export function KolList({ list, status }: { list: KolPage; status: KolStatus }) {
  const t = useT();
  const language = useLanguage();
  const pages = pageCount(list.total, list.pageSize);
  return (
    <>
      <nav className={styles.filters} aria-label={t('admin.tabsLabel')}>
        {KOL_STATUSES.map((s) => (
          <Link
            key={s}
            to={deskHref({ tab: 'kols', status: s })}
            className={`${styles.filter} ${s === status ? styles.filterActive : ''}`}
            aria-current={s === status ? 'page' : undefined}
          >
            {t(`affiliateAdmin.status.${s}`)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <EmptyState title={t('affiliateAdmin.kols.empty')} />
      ) : (
        <>
          <p className={styles.total}>{t('affiliateAdmin.kols.total', { count: list.total })}</p>
          <ul className={styles.list}>
            {list.items.map((kol) => {
              const followers = kol.channels.reduce((sum, c) => sum + c.followers, 0);
              const decided = status !== 'pending' && kol.decidedAt;
              return (
                <li key={kol.userId}>
                  <Link to={kolHref(kol.userId)} className={styles.card} data-testid="kol-application">
                    <div className={styles.cardHead}>
                      <p className={styles.name}>{kol.fullName}</p>
                      <KolStatusBadge status={kol.status} />
                    </div>
                    {kol.email && <span className={styles.muted}>{kol.email}</span>}
                    <dl className={styles.facts}>
                      <dt>{t('affiliateAdmin.kols.channels')}</dt>
                      <dd>
                        {kol.channels.map((c) => t(`affiliateApply.platform.${c.platform}`)).join(', ')} ·{' '}
                        {t('affiliateAdmin.kols.followers', {
                          count: followers,
                          shown: formatCount(followers, language),
                        })}
                      </dd>
                      <dt>{t('affiliateAdmin.kols.niches')}</dt>
                      <dd className={styles.flags}>
                        {kol.niches.map((n) => (
                          <Badge key={n}>{t(`affiliateApply.niche.${n}`)}</Badge>
                        ))}
                      </dd>
                      <dt>{decided ? t('affiliateAdmin.kols.decided') : t('affiliateAdmin.kols.applied')}</dt>
                      <dd>{formatDateTime(decided || kol.appliedAt, language)}</dd>
                    </dl>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={list.page}
            pages={pages}
            href={(page) => deskHref({ tab: 'kols', status, page })}
            label={t('admin.paginationLabel')}
          />
        </>
      )}
    </>
  );
}
