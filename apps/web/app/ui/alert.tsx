import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An inline message inside a form or section. Errors are announced at once (role=alert). */
export function Alert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
