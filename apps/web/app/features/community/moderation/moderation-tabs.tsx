import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import styles from './moderation-desk.module.css';
import { queueHref, REFUSALS_PATH } from './moderation-query';

export type DeskTab = 'open' | 'resolved' | 'refusals';

/** Open / resolved reports and the automatic refusals, as links: each tab has its own address. */
export function ModerationTabs({ current }: { current: DeskTab }) {
  const t = useT();
  const tabs: { tab: DeskTab; to: string }[] = [
    { tab: 'open', to: queueHref({ status: 'open', page: 1 }) },
    { tab: 'resolved', to: queueHref({ status: 'resolved', page: 1 }) },
    { tab: 'refusals', to: REFUSALS_PATH },
  ];
  return (
    <nav className={styles.tabs} aria-label={t('moderation.admin.tabsLabel')}>
      {tabs.map(({ tab, to }) => (
        <Link
          key={tab}
          to={to}
          className={`${styles.tab} ${tab === current ? styles.tabActive : ''}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`moderation.admin.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
