import type { ReportQueue } from '@cho-dep/api/community/moderation/report-queue';
import { REPORT_TARGET_TYPES } from '@cho-dep/core/community/report-schemas';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from './moderation-desk.module.css';
import { pageCount, type QueueQuery, queueHref } from './moderation-query';
import { ModerationTabs } from './moderation-tabs';
import { ReportCard } from './report-card';

/**
 * /quan-tri/kiem-duyet: reported posts, replies and blooks, one card per content with its
 * picture, author, reasons and counts, and the moderator's decisions on it.
 */
export function ReportQueueScreen({ queue, query }: { queue: ReportQueue; query: QueueQuery }) {
  const t = useT();
  const pages = pageCount(queue.total, queue.pageSize);
  const filters = [undefined, ...REPORT_TARGET_TYPES] as const;
  return (
    <AdminPage
      title={t('moderation.admin.title')}
      description={t('moderation.admin.description')}
      withBreadcrumb
    >
      <ModerationTabs current={query.status} />
      <nav className={styles.filters} aria-label={t('moderation.admin.filterLabel')}>
        {filters.map((type) => (
          <Link
            key={type ?? 'all'}
            to={queueHref({ status: query.status, targetType: type, page: 1 })}
            className={`${styles.chip} ${type === query.targetType ? styles.chipActive : ''}`}
            aria-current={type === query.targetType ? 'page' : undefined}
          >
            {type ? t(`moderation.admin.type.${type}`) : t('moderation.admin.allTypes')}
          </Link>
        ))}
      </nav>
      {queue.items.length === 0 ? (
        <EmptyState
          title={
            query.status === 'open' ? t('moderation.admin.emptyOpen') : t('moderation.admin.emptyResolved')
          }
        />
      ) : (
        <>
          <p className={styles.total}>{t('moderation.admin.total', { count: queue.total })}</p>
          <ul className={styles.list}>
            {queue.items.map((item) => (
              <li key={`${item.targetType}:${item.targetId}`}>
                <ReportCard item={item} />
              </li>
            ))}
          </ul>
          <Pagination
            page={queue.page}
            pages={pages}
            href={(page) => queueHref({ ...query, page })}
            label={t('moderation.admin.paginationLabel')}
          />
        </>
      )}
    </AdminPage>
  );
}
