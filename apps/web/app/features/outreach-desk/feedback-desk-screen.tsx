import type { AdminSocialFeedbackPage } from '@cho-dep/api/social-feedback/social-feedback-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import {
  SOCIAL_FEEDBACK_STATUSES,
  type SocialFeedbackStatus,
  socialFeedbackExcerpt,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { SocialFeedbackStatusBadge } from '../../ui/social-feedback-status';
import styles from './outreach-desk.module.css';
import { StatusTabs } from './status-tabs';

export const FEEDBACK_DESK_PATH = '/quan-tri/phan-anh';
export const feedbackDeskHref = (status: SocialFeedbackStatus, page = 1) =>
  `${FEEDBACK_DESK_PATH}?status=${status}${page > 1 ? `&page=${page}` : ''}`;

/** /quan-tri/phan-anh: the feedback of one status, with how many stand in each. */
export function FeedbackDeskScreen({
  status,
  list,
}: {
  status: SocialFeedbackStatus;
  list: AdminSocialFeedbackPage;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <AdminPage
      title={t('outreachAdmin.feedback.title')}
      description={t('outreachAdmin.feedback.description')}
      withBreadcrumb
    >
      <StatusTabs
        label={t('outreachAdmin.feedback.title')}
        statuses={SOCIAL_FEEDBACK_STATUSES}
        current={status}
        counts={list.counts}
        href={(s) => feedbackDeskHref(s)}
        name={(s) => t(`socialFeedback.status.${s}`)}
      />
      {list.items.length === 0 ? (
        <EmptyState title={t('outreachAdmin.feedback.empty')} />
      ) : (
        <ul className={styles.rows} data-testid="feedback-desk-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <Link to={`${FEEDBACK_DESK_PATH}/${item.id}`} className={styles.row}>
                {item.images[0] && <img className={styles.thumb} src={item.images[0].url} alt="" />}
                <span className={styles.rowText}>
                  <span className={styles.rowTop}>
                    <strong>{item.organisationName}</strong>
                    <SocialFeedbackStatusBadge status={item.status} />
                  </span>
                  <span>{socialFeedbackExcerpt(item.content, 100)}</span>
                  <span className={styles.muted}>
                    {item.email} ·{' '}
                    {t('outreachAdmin.feedback.sentOn', {
                      date: formatDayMonthYear(new Date(item.createdAt), undefined, language),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={Math.ceil(list.total / list.pageSize)}
        href={(page) => feedbackDeskHref(status, page)}
        label={t('outreachAdmin.feedback.title')}
      />
    </AdminPage>
  );
}
