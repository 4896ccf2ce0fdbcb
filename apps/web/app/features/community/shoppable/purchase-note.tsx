import { purchaseLabelParts } from '@cho-dep/core/community/purchase-label';
import { useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import styles from './purchase-note.module.css';
import type { PostProductTag } from './shoppable-types';

/**
 * What the author bought and how it fits them, from a real completed order:
 * "Đã mua · size M · 158 cm / 50 kg", with the verified-purchase badge "Đã mua hàng".
 */
export function PurchaseNote({ purchase }: { purchase: NonNullable<PostProductTag['purchase']> }) {
  const t = useT();
  const parts = [t('shoppable.purchase.bought')];
  for (const part of purchaseLabelParts(purchase.variantLabel ?? '')) {
    parts.push(part.isSize ? t('shoppable.purchase.size', { size: part.value }) : part.value);
  }
  if (purchase.heightCm != null && purchase.weightKg != null) {
    parts.push(t('shoppable.purchase.body', { height: purchase.heightCm, weight: purchase.weightKg }));
  } else if (purchase.heightCm != null) {
    parts.push(t('shoppable.purchase.height', { height: purchase.heightCm }));
  } else if (purchase.weightKg != null) {
    parts.push(t('shoppable.purchase.weight', { weight: purchase.weightKg }));
  }
  return (
    <div className={styles.note} data-testid="purchase-note">
      <Badge tone="success" className={styles.badge}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('shoppable.purchase.verified')}
      </Badge>
      <span className={styles.line}>{parts.join(' · ')}</span>
    </div>
  );
}
