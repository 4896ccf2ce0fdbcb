import { useT } from '../../../lib/i18n';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import styles from './post-card.module.css';

/**
 * Where a post's link can go from a computer (phones use the system's share sheet instead):
 * copy it, or Zalo's and Facebook's share pages, which read the post page's Open Graph tags
 * for the preview picture and title.
 */
function shareTargets(url: string) {
  const encoded = encodeURIComponent(url);
  return {
    zalo: `https://sp.zalo.me/share_to_zalo?url=${encoded}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  };
}

export function ShareSheet({
  url,
  onClose,
  onShared,
}: {
  url: string;
  onClose: () => void;
  onShared: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const targets = shareTargets(url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('community.share.copied'), 'success');
      onShared();
    } catch {
      toast.show(t('community.card.actionFailed'), 'error');
    }
    onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('community.share.title')}>
      <div className={styles.shareList}>
        <button type="button" className={styles.shareItem} onClick={() => void copy()} data-autofocus>
          <span className={`${styles.shareIcon} ${styles.shareCopy}`} aria-hidden="true">
            🔗
          </span>
          {t('community.share.copyLink')}
        </button>
        <a
          className={styles.shareItem}
          href={targets.zalo}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            onShared();
            onClose();
          }}
        >
          <span className={`${styles.shareIcon} ${styles.shareZalo}`} aria-hidden="true">
            Z
          </span>
          {t('community.share.zalo')}
        </a>
        <a
          className={styles.shareItem}
          href={targets.facebook}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            onShared();
            onClose();
          }}
        >
          <span className={`${styles.shareIcon} ${styles.shareFacebook}`} aria-hidden="true">
            f
          </span>
          {t('community.share.facebook')}
        </a>
      </div>
    </Modal>
  );
}
