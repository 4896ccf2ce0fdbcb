import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import styles from './report-button.module.css';
import { ReportDialog, type ReportTarget } from './report-dialog';

/**
 * "Báo cáo" in a post's, reply's or blook's menu: opens the report dialog, or the login
 * dialog for a guest (reporting needs an account). The dialog lives inside this component, so
 * the menu around it must stay mounted while it is open; `onOpen` lets the menu fold itself
 * away without unmounting (or mount <ReportDialog> itself outside the menu).
 */
export function ReportButton({
  targetType,
  targetId,
  className,
  onOpen,
}: ReportTarget & { className?: string; onOpen?: () => void }) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        role="menuitem"
        className={[styles.item, className].filter(Boolean).join(' ')}
        onClick={() =>
          requireLogin(() => {
            setOpen(true);
            onOpen?.();
          })
        }
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path
            d="M5 21V4m0 0h11l-1.5 4L16 12H5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('moderation.report.menuItem')}
      </button>
      <ReportDialog open={open} onClose={() => setOpen(false)} targetType={targetType} targetId={targetId} />
    </>
  );
}
