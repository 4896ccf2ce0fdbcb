import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import styles from './affiliate.module.css';

/** A link to share, shown whole and copied with one tap. */
export function CopyLink({ url }: { url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.linkBox}>
      <span className={styles.url} data-testid="affiliate-url">
        {url}
      </span>
      <Button
        size="sm"
        variant="secondary"
        onClick={async () => {
          await navigator.clipboard?.writeText(url).catch(() => {});
          setCopied(true);
        }}
      >
        {copied ? t('affiliate.links.copied') : t('affiliate.links.copy')}
      </Button>
    </div>
  );
}
