import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import styles from './team-screen.module.css';

/**
 * "Mời bạn bè": the phone's share sheet where there is one, else the link is copied; Zalo and
 * Facebook get their own share links (their previews read the page's Open Graph tags).
 */
export function ShareTeam({ url, text }: { url: string; text: string }) {
  const t = useT();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('groupBuying.team.copied'), 'success');
    } catch {
      toast.show(t('groupBuying.team.shareFailed'), 'error');
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A cancelled share sheet rejects too; there is nothing to tell the buyer then.
      await navigator.share({ title: text, text, url }).catch(() => {});
      return;
    }
    await copy();
  };
  const encoded = encodeURIComponent(url);
  return (
    <div className={styles.share}>
      <Button onClick={() => void share()} data-testid="team-share">
        {t('groupBuying.shareTeam')}
      </Button>
      <div className={styles.shareLinks}>
        <Button size="sm" variant="secondary" onClick={() => void copy()} data-testid="team-copy-link">
          {t('groupBuying.team.copyLink')}
        </Button>
        <a
          className={styles.shareLink}
          href={`https://sp.zalo.me/share_inline?d=${encodeURIComponent(JSON.stringify({ url }))}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('groupBuying.team.zalo')}
        </a>
        <a
          className={styles.shareLink}
          href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('groupBuying.team.facebook')}
        </a>
      </div>
    </div>
  );
}
