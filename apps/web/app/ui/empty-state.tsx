import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A decorative icon (aria-hidden is applied). */
  icon?: ReactNode;
  /** A button or link that gets the user going again. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** What a list shows when it has nothing in it, and what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M3 7l9-4 9 4-9 4-9-4z" />
            <path d="M3 7v10l9 4 9-4V7" />
          </svg>
        )}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
