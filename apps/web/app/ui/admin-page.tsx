import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import styles from './admin-page.module.css';

/**
 * The frame of an admin page inside the site shell: a way back to the admin home (on
 * sub-pages), the title and what the page is for. Without a title the children bring their
 * own heading (the voucher desk shared with the seller centre).
 */
export function AdminPage({
  title,
  description,
  withBreadcrumb = false,
  children,
}: {
  title?: string;
  description?: string;
  withBreadcrumb?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.page}>
      {withBreadcrumb && (
        <nav className={styles.breadcrumb} aria-label={t('outbox.admin.breadcrumb')}>
          <Link to="/quan-tri" className={styles.back}>
            <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
              <path
                d="M12.5 4.5L7 10l5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('outbox.admin.breadcrumb')}
          </Link>
        </nav>
      )}
      {title && (
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
        </header>
      )}
      {children}
    </div>
  );
}
