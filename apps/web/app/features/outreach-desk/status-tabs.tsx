import { Link } from 'react-router';
import styles from './outreach-desk.module.css';

/** Tabs by status as links (each its own address, working before hydration), with counts. */
export function StatusTabs<S extends string>({
  label,
  statuses,
  current,
  counts,
  href,
  name,
}: {
  label: string;
  statuses: readonly S[];
  current: S;
  counts: Record<S, number>;
  href: (status: S) => string;
  name: (status: S) => string;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {statuses.map((status) => (
        <Link
          key={status}
          to={href(status)}
          className={`${styles.tab} ${status === current ? styles.tabActive : ''}`}
          aria-current={status === current ? 'page' : undefined}
          data-testid={`status-tab-${status}`}
        >
          {name(status)}
          <span className={styles.count}>{counts[status]}</span>
        </Link>
      ))}
    </nav>
  );
}
