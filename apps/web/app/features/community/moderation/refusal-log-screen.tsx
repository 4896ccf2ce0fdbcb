import type { RefusalLog } from '@cho-dep/api/community/moderation/refusal-log';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useLanguage, useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from './moderation-desk.module.css';
import { pageCount, refusalsHref } from './moderation-query';
import { ModerationTabs } from './moderation-tabs';

/**
 * /quan-tri/kiem-duyet/chan-tu-dong: what the offensive-word filter refused, with the word it
 * matched and how often the same member was refused (someone trying again and again stands out).
 */
export function RefusalLogScreen({ log }: { log: RefusalLog }) {
  const t = useT();
  const language = useLanguage();
  const pages = pageCount(log.total, log.pageSize);
  return (
    <AdminPage
      title={t('moderation.admin.refusals.title')}
      description={t('moderation.admin.refusals.description')}
      withBreadcrumb
    >
      <ModerationTabs current="refusals" />
      {log.items.length === 0 ? (
        <EmptyState title={t('moderation.admin.refusals.empty')} />
      ) : (
        <>
          <p className={styles.total}>{t('moderation.admin.total', { count: log.total })}</p>
          <ul className={styles.list}>
            {log.items.map((item) => (
              <li key={item.id} className={styles.refusal} data-testid="refusal-item">
                <div className={styles.badges}>
                  <Badge tone="neutral">{t(`moderation.admin.type.${item.targetType}`)}</Badge>
                  <span className={styles.authorName}>{item.author.name}</span>
                  <Badge tone={item.authorRefusals > 2 ? 'danger' : 'warning'}>
                    {t('moderation.admin.refusals.authorRefusals', { count: item.authorRefusals })}
                  </Badge>
                </div>
                <p className={styles.text}>{item.content}</p>
                <p className={styles.muted}>
                  {t('moderation.admin.refusals.matched')}{' '}
                  <mark className={styles.matched}>{item.matched.join(', ')}</mark>
                  {' · '}
                  {formatDateTime(item.createdAt, language)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            page={log.page}
            pages={pages}
            href={refusalsHref}
            label={t('moderation.admin.paginationLabel')}
          />
        </>
      )}
    </AdminPage>
  );
}
