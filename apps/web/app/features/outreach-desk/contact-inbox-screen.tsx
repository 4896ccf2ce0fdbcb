import type { ContactMessageView } from '@cho-dep/api/landing/contact-messages';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { CONTACT_STATUSES, type ContactStatus } from '@cho-dep/core/landing/contact-message-schema';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import styles from './outreach-desk.module.css';
import { StatusTabs } from './status-tabs';

export const CONTACT_INBOX_PATH = '/quan-tri/lien-he';
export const contactInboxHref = (status: ContactStatus, page = 1) =>
  `${CONTACT_INBOX_PATH}?status=${status}${page > 1 ? `&page=${page}` : ''}`;

export interface ContactInboxPage {
  items: ContactMessageView[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<ContactStatus, number>;
}

/** /quan-tri/lien-he: the contact form's messages of one status, newest first. */
export function ContactInboxScreen({ status, list }: { status: ContactStatus; list: ContactInboxPage }) {
  const t = useT();
  const language = useLanguage();
  return (
    <AdminPage
      title={t('outreachAdmin.contact.title')}
      description={t('outreachAdmin.contact.description')}
      withBreadcrumb
    >
      <StatusTabs
        label={t('outreachAdmin.contact.title')}
        statuses={CONTACT_STATUSES}
        current={status}
        counts={list.counts}
        href={(s) => contactInboxHref(s)}
        name={(s) => t(`outreachAdmin.contact.status.${s}`)}
      />
      {list.items.length === 0 ? (
        <EmptyState title={t('outreachAdmin.contact.empty')} />
      ) : (
        <ul className={styles.rows} data-testid="contact-inbox-list">
          {list.items.map((message) => (
            <li key={message.id}>
              <Link to={`${CONTACT_INBOX_PATH}/${message.id}`} className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.rowTop}>
                    <strong>{message.name}</strong>
                    <span className={styles.muted}>
                      {formatDayMonthYear(new Date(message.createdAt), undefined, language)}
                    </span>
                  </span>
                  <span className={styles.clamp}>{message.message}</span>
                  <span className={styles.muted}>{message.email}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={Math.ceil(list.total / list.pageSize)}
        href={(page) => contactInboxHref(status, page)}
        label={t('outreachAdmin.contact.title')}
      />
    </AdminPage>
  );
}
