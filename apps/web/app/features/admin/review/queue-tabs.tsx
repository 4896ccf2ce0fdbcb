import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import styles from './admin-review.module.css';
import { QUEUE_TABS, type QueueTab, queueHref } from './review-query';

/** Pending / approved / rejected as links: each tab has its own address. */
export function QueueTabs({ base, current }: { base: string; current: QueueTab }) {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('admin.tabsLabel')}>
      {QUEUE_TABS.map((tab) => (
        <Link
          key={tab}
          to={queueHref(base, { status: tab, page: 1 })}
          className={`${styles.tab} ${tab === current ? styles.tabActive : ''}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`admin.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
