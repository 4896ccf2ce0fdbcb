import type { ShopApplicationList } from '@cho-dep/api/shops/registration/admin-shop-applications';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from './admin-review.module.css';
import { deadlineShown } from './deadline-shown';
import { QueueTabs } from './queue-tabs';
import { pageCount, type QueueTab, queueHref, SHOPS_PATH } from './review-query';

const COLUMNS = {
  '--columns': 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1.4fr)',
} as CSSProperties;

/** /quan-tri/cua-hang: shop applications by tab; each row opens the application. */
export function ShopQueueScreen({ list, status }: { list: ShopApplicationList; status: QueueTab }) {
  const t = useT();
  const language = useLanguage();
  const pages = pageCount(list.total, list.pageSize);
  return (
    <AdminPage title={t('admin.shops.title')} description={t('admin.shops.description')} withBreadcrumb>
      <QueueTabs base={SHOPS_PATH} current={status} />
      {list.data.length === 0 ? (
        <EmptyState title={t('admin.shops.empty')} />
      ) : (
        <>
          <p className={styles.total}>{t('admin.home.entries', { count: list.total })}</p>
          <div style={COLUMNS}>
            <div className={styles.head} aria-hidden="true">
              <span>{t('admin.shops.columns.shop')}</span>
              <span>{t('admin.shops.columns.owner')}</span>
              <span>{t('admin.shops.columns.submitted')}</span>
              <span>{status === 'pending' ? t('admin.shops.columns.replyBy') : t('admin.decidedAt')}</span>
            </div>
            <ul className={styles.list}>
              {list.data.map((row) => (
                <li key={row.shopId}>
                  <Link
                    to={`${SHOPS_PATH}/${row.shopId}`}
                    className={styles.row}
                    data-testid="shop-application"
                  >
                    <span className={styles.cell}>
                      <span className={styles.name}>{row.shopName}</span>
                      {row.submissionCount > 1 && (
                        <Badge tone="info">
                          {t('admin.shops.resubmitted', { count: row.submissionCount })}
                        </Badge>
                      )}
                    </span>
                    <span className={styles.cell}>
                      <span className={styles.label}>{t('admin.shops.columns.owner')}:</span>
                      <span>{row.ownerName}</span>
                      {row.ownerEmail && <span className={styles.muted}>{row.ownerEmail}</span>}
                    </span>
                    <span className={styles.cell}>
                      <span className={styles.label}>{t('admin.shops.columns.submitted')}:</span>
                      {row.submittedAt ? formatDateTime(row.submittedAt, language) : '—'}
                    </span>
                    <span className={styles.cell}>
                      {status === 'pending' ? (
                        <>
                          <span className={styles.label}>{t('admin.shops.columns.replyBy')}:</span>
                          <span className={row.overdue ? styles.danger : undefined}>
                            {row.replyBy
                              ? formatDateTime(new Date(deadlineShown(row.replyBy)).toISOString(), language)
                              : '—'}
                          </span>
                          {row.overdue && <Badge tone="danger">{t('admin.overdue')}</Badge>}
                        </>
                      ) : (
                        <>
                          <span className={styles.label}>{t('admin.decidedAt')}:</span>
                          {row.decidedAt ? formatDateTime(row.decidedAt, language) : '—'}
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <Pagination
            page={list.page}
            pages={pages}
            href={(page) => queueHref(SHOPS_PATH, { status, page })}
            label={t('admin.paginationLabel')}
          />
        </>
      )}
    </AdminPage>
  );
}
