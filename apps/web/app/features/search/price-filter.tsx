import type { FieldError } from '@cho-dep/core/errors/app-error';
import { lazy, Suspense, useId } from 'react';
import { useT } from '../../lib/i18n';
import styles from './filter-panel.module.css';

const PriceErrorText = lazy(() => import('./price-error-text').then((m) => ({ default: m.PriceErrorText })));

const grouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/**
 * The price range: two boxes that take amounts as people write them (150.000, 150000đ) and
 * the schema's own messages when the range is wrong. `withApply` adds the sidebar's button;
 * in the phone sheet the sheet's Apply does it.
 */
export function PriceFilter({
  priceMin,
  priceMax,
  errors,
  withApply,
}: {
  priceMin: number | undefined;
  priceMax: number | undefined;
  errors: Partial<Record<'priceMin' | 'priceMax', FieldError>>;
  withApply: boolean;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors.priceMin ?? errors.priceMax;
  return (
    <div className={styles.price}>
      <div className={styles.priceRow}>
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('search.filters.priceMin')}
        </label>
        <input
          id={`${id}-min`}
          name="priceMin"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.priceInput}
          placeholder={t('search.filters.priceMinPlaceholder')}
          defaultValue={priceMin === undefined ? '' : grouping.format(priceMin)}
          aria-invalid={errors.priceMin ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="price-min"
        />
        <span className={styles.priceDash} aria-hidden="true">
          –
        </span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('search.filters.priceMax')}
        </label>
        <input
          id={`${id}-max`}
          name="priceMax"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.priceInput}
          placeholder={t('search.filters.priceMaxPlaceholder')}
          defaultValue={priceMax === undefined ? '' : grouping.format(priceMax)}
          aria-invalid={errors.priceMax ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="price-max"
        />
      </div>
      {error && (
        <Suspense fallback={null}>
          <p id={errorId} className={styles.priceError} role="alert">
            <PriceErrorText error={error} />
          </p>
        </Suspense>
      )}
      {withApply && (
        <button type="submit" className={styles.priceApply} data-testid="price-apply">
          {t('search.filters.apply')}
        </button>
      )}
    </div>
  );
}
