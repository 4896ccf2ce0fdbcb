import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { LazyReportDialog } from '../moderation/lazy-report-dialog';
import { deletePost } from './community-api';
import { editPostHref } from './community-links';
import styles from './post-card.module.css';
import { DotsIcon } from './post-icons';
import type { PostView } from './post-types';

/** A small "⋯" menu that closes on Escape or a tap elsewhere. */
export function DotsMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <DotsIcon />
      </button>
      {open && <div className={styles.menu}>{children(() => setOpen(false))}</div>}
    </div>
  );
}

/**
 * The post's "⋯": others may report it (the moderation part's dialog, mounted outside the
 * menu so folding the menu keeps it open); its author may edit it (the compose screen) or
 * delete it after a confirmation.
 */
export function PostMenu({ post, onDeleted }: { post: PostView; onDeleted?: (id: string) => void }) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DotsMenu label={t('community.card.menu')}>
        {(close) =>
          post.isMine ? (
            <>
              <Link to={editPostHref(post.id)} className={styles.menuItem}>
                {t('community.card.edit')}
              </Link>
              <button
                type="button"
                className={`${styles.menuItem} ${styles.danger}`}
                onClick={() => {
                  close();
                  setConfirming(true);
                }}
              >
                {t('community.card.delete')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                requireLogin(() => setReporting(true));
              }}
            >
              {t('moderation.report.menuItem')}
            </button>
          )
        }
      </DotsMenu>
      <LazyReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        targetType="post"
        targetId={post.id}
      />
      {confirming && (
        <ConfirmDialog
          title={t('community.card.deleteTitle')}
          body={t('community.card.deleteBody')}
          confirmLabel={t('community.card.deleteConfirm')}
          cancelLabel={t('community.card.cancel')}
          tone="danger"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await deletePost(post.id);
            setConfirming(false);
            toast.show(t('community.card.deleted'), 'success');
            onDeleted?.(post.id);
          }}
        />
      )}
    </>
  );
}
