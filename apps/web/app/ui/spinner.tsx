import { useT } from '../lib/i18n';
import styles from './spinner.module.css';

/** A busy indicator. `decorative` when a nearby element already says what is loading. */
export function Spinner({
  size = 'md',
  decorative = false,
}: {
  size?: 'sm' | 'md' | 'lg';
  decorative?: boolean;
}) {
  const t = useT();
  const className = `${styles.spinner} ${styles[size]}`;
  if (decorative) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="status" aria-label={t('common.loading')} />;
}
