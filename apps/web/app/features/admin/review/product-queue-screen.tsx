import type { ProductReviewList } from '@cho-dep/api/products/admin-product-reviews';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from './admin-review.module.css';
import { priceRange } from './price-range';
import { QueueTabs } from './queue-tabs';
import { PRODUCTS_PATH, pageCount, type QueueTab, queueHref } from './review-query';

const COLUMNS = {
  '--columns': '56px minmax(0, 3fr) minmax(0, 1.5fr) minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1.6fr)',
} as CSSProperties;

/** /quan-tri/san-pham: products by review tab, oldest submission first while pending. */
export function ProductQueueScreen({ list, status }: { list: ProductReviewList; status: QueueTab }) {
  const t = useT();
  const language = useLanguage();
  const pages = pageCount(list.total, list.pageSize);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');
  return (
    <AdminPage title={t('admin.products.title')} description={t('admin.products.description')} withBreadcrumb>
      <QueueTabs base={PRODUCTS_PATH} current={status} />
      {list.data.length === 0 ? (
        <EmptyState title={t('admin.products.empty')} />
      ) : (
        <>
          <p className={styles.total}>{t('admin.home.entries', { count: list.total })}</p>
          <div style={COLUMNS}>
            <div className={styles.head} aria-hidden="true">
              <span />
              <span>{t('admin.products.columns.product')}</span>
              <span>{t('admin.products.columns.shop')}</span>
              <span>{t('admin.products.columns.price')}</span>
              <span>{t('admin.products.columns.submitted')}</span>
              <span>{status === 'pending' ? t('admin.products.columns.due') : t('admin.decidedAt')}</span>
            </div>
            <ul className={styles.list}>
              {list.data.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`${PRODUCTS_PATH}/${row.id}`}
                    className={`${styles.row} ${styles.withThumb}`}
                    data-testid="product-review"
                  >
                    {row.image ? (
                      <img className={styles.thumb} src={row.image.thumbUrl} alt="" loading="lazy" />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                    <span className={styles.cell}>
                      <span className={styles.name}>{row.name}</span>
                      <span className={styles.muted}>
                        {row.category} · {t('admin.products.variantCount', { count: row.variantCount })}
                      </span>
                    </span>
                    <span className={styles.cell}>
                      <span className={styles.label}>{t('admin.products.columns.shop')}:</span>
                      {row.shop.name}
                    </span>
                    <span className={styles.cell}>
                      <span className={styles.label}>{t('admin.products.columns.price')}:</span>
                      {priceRange(row.priceMin, row.priceMax)}
                    </span>
                    <span className={styles.cell}>
                      <span className={styles.label}>{t('admin.products.columns.submitted')}:</span>
                      {date(row.submittedAt)}
                    </span>
                    <span className={styles.cell}>
                      {status === 'pending' ? (
                        <>
                          <span className={styles.label}>{t('admin.products.columns.due')}:</span>
                          <span className={row.overdue ? styles.danger : undefined}>
                            {row.dueFrom && row.dueBy
                              ? t('admin.products.dueRange', { from: date(row.dueFrom), to: date(row.dueBy) })
                              : '—'}
                          </span>
                          {row.overdue && <Badge tone="danger">{t('admin.overdue')}</Badge>}
                        </>
                      ) : (
                        <>
                          <span className={styles.label}>{t('admin.decidedAt')}:</span>
                          {date(row.reviewedAt)}
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
            href={(page) => queueHref(PRODUCTS_PATH, { status, page })}
            label={t('admin.paginationLabel')}
          />
        </>
      )}
    </AdminPage>
  );
}
