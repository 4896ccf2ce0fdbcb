import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import styles from './kol-campaigns.module.css';
import { productLink } from './kol-campaigns-api';

/**
 * A campaign product; once the KOL joined, "Get link" makes (or finds) their tracked link to it
 * and shows it with a copy button.
 */
export function ProductLinkRow({
  product,
  canLink,
}: {
  product: { id: string; name: string; image: string | null; price: number };
  canLink: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const [link, setLink] = useState<{ url: string; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function getLink() {
    setBusy(true);
    try {
      const made = (await productLink(product.id)).data;
      setLink({ url: made.url, code: made.code });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setBusy(false);
    }
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('affiliateCampaigns.copied'), 'success');
    } catch {
      // No clipboard (an old browser, an insecure page): the link stays on screen to copy by hand.
    }
  }
  return (
    <li className={styles.product} data-testid="campaign-product-row">
      {product.image ? (
        <img className={styles.thumb} src={product.image} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div>
        <div>{product.name}</div>
        <p className={styles.muted}>{formatVnd(product.price)}</p>
      </div>
      {canLink && (
        <div className={styles.productLink}>
          {link ? (
            <>
              <code className={styles.url} data-testid="campaign-link-url">
                {link.url}
              </code>
              <Button size="sm" variant="secondary" onClick={() => void copy(link.url)}>
                {t('affiliateCampaigns.copy')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              loading={busy}
              onClick={() => void getLink()}
              data-testid="campaign-get-link"
            >
              {t('affiliateCampaigns.getLink')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
