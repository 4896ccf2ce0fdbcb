import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'solid';

/** A short status label: order states, "Giảm 20%", "Mới". */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>
  );
}

/** A number bubble for icons; above `max` it shows "99+". The label (read aloud) says what is counted. */
export function CountBadge({
  count,
  max = 99,
  label,
  className,
}: {
  count: number;
  max?: number;
  label: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span className={[styles.badge, styles.count, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
