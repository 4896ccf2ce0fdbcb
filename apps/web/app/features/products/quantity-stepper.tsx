import { useId } from 'react';
import { useT } from '../../lib/i18n';
import styles from './quantity-stepper.module.css';

/** − [n] +, kept between 1 and `max` (the chosen variant's stock). Typing is allowed too. */
export function QuantityStepper({
  value,
  max,
  onChange,
  hint,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Shown beside the stepper ("Còn 12 sản phẩm"). */
  hint?: string;
}) {
  const t = useT();
  const id = useId();
  const upper = Math.max(1, max);
  const set = (next: number) =>
    onChange(Math.max(1, Math.min(upper, Number.isFinite(next) ? Math.trunc(next) : 1)));
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {t('product.quantity.label')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => set(value - 1)}
          disabled={value <= 1}
          aria-label={t('product.quantity.decrease')}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => set(value + 1)}
          disabled={value >= upper}
          aria-label={t('product.quantity.increase')}
        >
          +
        </button>
      </div>
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}
