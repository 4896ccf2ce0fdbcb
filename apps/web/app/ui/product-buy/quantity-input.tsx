import { useT } from '../../lib/i18n';
import styles from './quantity-input.module.css';

/** − n +, kept between 1 and `max` (the chosen variant's stock): compact, for sheets and lists. */
export function QuantityInput({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Read aloud: which product's quantity this is. */
  label: string;
}) {
  const t = useT();
  const upper = Math.max(1, max);
  const set = (next: number) => onChange(Math.max(1, Math.min(upper, Math.trunc(next) || 1)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a field and its two buttons, not a form section.
    <div className={styles.stepper} role="group" aria-label={label}>
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
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={upper}
        value={value}
        aria-label={t('product.quantity.label')}
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
  );
}
