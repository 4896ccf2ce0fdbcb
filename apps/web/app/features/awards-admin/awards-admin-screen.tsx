import type { AwardEventSummary } from '@cho-dep/api/awards/award-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { EmptyState } from '../../ui/empty-state';
import { AwardEventForm } from './award-event-form';
import styles from './awards-admin.module.css';
import { AWARDS_ADMIN_PATH } from './awards-admin-api';

/** /quan-tri/binh-chon: every edition, and the form for a new one. */
export function AwardsAdminScreen({ events, now }: { events: AwardEventSummary[]; now: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <AdminPage title={t('awardsAdmin.title')} description={t('awardsAdmin.intro')} withBreadcrumb>
      {events.length === 0 ? (
        <EmptyState title={t('awardsAdmin.empty')} />
      ) : (
        <ul className={styles.list}>
          {events.map((e) => (
            <li key={e.id} className={styles.card}>
              <Link to={`${AWARDS_ADMIN_PATH}/${e.id}`} className={styles.cardTitle}>
                {e.title}
              </Link>
              <span className={styles.muted}>
                {t(`awards.window.${e.window}`, {
                  opens: formatDateTime(e.opensAt, language),
                  closes: formatDateTime(e.closesAt, language),
                })}
              </span>
              <Link to={`/binh-chon/${e.slug}`} className={styles.muted}>
                /binh-chon/{e.slug}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <AwardEventForm initial={null} now={now} />
    </AdminPage>
  );
}
