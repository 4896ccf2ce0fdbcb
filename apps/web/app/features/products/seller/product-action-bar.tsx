import { LIMITS } from '@cho-dep/core/constants/limits';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { editImpact } from './edit-impact';
import styles from './product-action-bar.module.css';
import { useProductFormContext } from './product-form-state';
import type { ProductFormValues } from './product-form-values';

const P = LIMITS.product;

/**
 * The foot of the product form: what saving would do (review again, a price change counted,
 * or stays live), cancel, save as draft while the product may stay one, and the main button.
 */
export function ProductActionBar({
  listHref,
  initial,
  live,
  priceChangesLeft,
  canDraft,
  pending,
  primaryLabel,
  onDraft,
}: {
  listHref: string;
  /** The values the form opened with: a live product's edit is judged against them. */
  initial: ProductFormValues;
  live: boolean;
  priceChangesLeft: number;
  canDraft: boolean;
  pending: 'draft' | 'submit' | null;
  primaryLabel: string;
  onDraft: () => void;
}) {
  const t = useT();
  const { control } = useProductFormContext();
  const values = useWatch({ control }) as ProductFormValues;
  const impact = useMemo(() => (live ? editImpact(initial, values) : null), [live, initial, values]);
  return (
    <div className={styles.actionBar}>
      <p
        className={[styles.actionNote, impact?.review && styles.actionWarn].filter(Boolean).join(' ')}
        aria-live="polite"
      >
        {!impact
          ? t('sellerProducts.form.reviewNote', { min: P.approvalDaysMin, max: P.approvalDaysMax })
          : impact.review
            ? t('sellerProducts.form.willReview', { min: P.approvalDaysMin, max: P.approvalDaysMax })
            : impact.price
              ? t('sellerProducts.form.willChangePrice', { count: priceChangesLeft })
              : t('sellerProducts.form.liveNote')}
      </p>
      <div className={styles.actionButtons}>
        <Link to={listHref} className={[buttonClassName({ variant: 'ghost' }), styles.cancel].join(' ')}>
          {t('sellerProducts.form.cancel')}
        </Link>
        {canDraft && (
          <Button
            variant="secondary"
            onClick={onDraft}
            loading={pending === 'draft'}
            disabled={pending !== null}
          >
            {t('sellerProducts.form.saveDraft')}
          </Button>
        )}
        <Button type="submit" loading={pending === 'submit'} disabled={pending !== null}>
          {primaryLabel}
        </Button>
      </div>
    </div>
  );
}
