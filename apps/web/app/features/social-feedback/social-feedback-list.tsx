import type { SocialFeedbackPage } from '@cho-dep/api/social-feedback/social-feedback-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { SocialFeedbackStatusBadge } from '../../ui/social-feedback-status';
import styles from './social-feedback.module.css';

export const SOCIAL_FEEDBACK_FORM_PATH = '/phan-anh-to-chuc-xa-hoi';
const pageHref = (page: number) => (page > 1 ? `/danh-sach?page=${page}` : '/danh-sach');

/**
 * /danh-sach: the feedback received, newest first. What is public is the organisation, the
 * day, the status and the start of the content; e-mails, decision numbers, pictures and our
 * answers stay between the organisation and us.
 */
export function SocialFeedbackList({ list }: { list: SocialFeedbackPage }) {
  const t = useT();
  const language = useLanguage();
  const pages = Math.ceil(list.total / list.pageSize);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('socialFeedback.list.title')}</h1>
        <p className={styles.lead}>{t('socialFeedback.list.description')}</p>
        <div className={styles.listBar}>
          <span className={styles.muted}>{t('socialFeedback.list.total', { count: list.total })}</span>
          <Link
            className={buttonClassName({ variant: 'primary', size: 'sm' })}
            to={SOCIAL_FEEDBACK_FORM_PATH}
          >
            {t('socialFeedback.list.send')}
          </Link>
        </div>
      </header>
      {list.items.length === 0 ? (
        <EmptyState title={t('socialFeedback.list.empty')} />
      ) : (
        <ol className={styles.items} data-testid="social-feedback-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <Link to={`/danh-sach/${item.id}`} className={styles.item}>
                <span className={styles.itemTop}>
                  <span className={styles.organisation}>{item.organisationName}</span>
                  <SocialFeedbackStatusBadge status={item.status} />
                </span>
                <span className={styles.excerpt}>{item.excerpt}</span>
                <span className={styles.muted}>
                  {t('socialFeedback.list.sentOn', {
                    date: formatDayMonthYear(new Date(item.createdAt), undefined, language),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={list.page} pages={pages} href={pageHref} label={t('socialFeedback.list.title')} />
      <p className={styles.muted}>{t('socialFeedback.list.publicNote')}</p>
    </div>
  );
}
