import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './admin-home.module.css';
import { AdminPage } from './admin-page';
import { OUTBOX_PATH } from './outbox/outbox-query';

/** The admin home: one card per admin tool that exists (the outbox, refunds). */
export function AdminHome({ outboxTotal }: { outboxTotal: number }) {
  const t = useT();
  return (
    <AdminPage title={t('outbox.admin.home.title')} description={t('outbox.admin.home.description')}>
      <ul className={styles.tools}>
        <li>
          <Link to={OUTBOX_PATH} className={styles.tool}>
            <span className={styles.icon} aria-hidden="true">
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
              </svg>
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{t('outbox.admin.title')}</span>
              <span className={styles.about}>{t('outbox.admin.home.outboxDescription')}</span>
              <span className={styles.count}>
                {t('outbox.admin.home.messageCount', { count: outboxTotal })}
              </span>
            </span>
            <svg className={styles.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path
                d="M7.5 4.5L13 10l-5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Link>
        </li>
        <li>
          <Link to="/quan-tri/hoan-tien" className={styles.tool}>
            <span className={styles.icon} aria-hidden="true">
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{t('returns.admin.heading')}</span>
            </span>
          </Link>
        </li>
      </ul>
    </AdminPage>
  );
}
