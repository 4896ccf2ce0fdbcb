import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
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
 * The post's "⋯": anyone may report it; its author may edit it (the compose screen) or delete
 * it after a confirmation.
 */
export function PostMenu({
  post,
  report,
  onDeleted,
}: {
  post: PostView;
  /** The report action (the moderation part's button), shown to everyone but the author. */
  report?: ReactNode;
  onDeleted?: (id: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  if (!post.isMine && !report) return null;
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
            report
          )
        }
      </DotsMenu>
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
