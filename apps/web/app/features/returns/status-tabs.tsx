import { RETURN_STATUSES, type ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import { useT } from '../../lib/i18n';
import styles from './returns.module.css';

/** "All" and the seven status labels, as filter chips. */
export function StatusTabs({
  value,
  onChange,
}: {
  value: ReturnStatus | null;
  onChange: (next: ReturnStatus | null) => void;
}) {
  const t = useT();
  const tabs: (ReturnStatus | null)[] = [null, ...RETURN_STATUSES];
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab ?? 'all'}
          type="button"
          role="tab"
          aria-selected={value === tab}
          className={`${styles.tab} ${value === tab ? styles.tabActive : ''}`}
          onClick={() => onChange(tab)}
        >
          {tab ? t(`returns.status.${tab}`) : t('returns.seller.all')}
        </button>
      ))}
    </div>
  );
}
