import type { ProductOptionView } from '@cho-dep/core/catalog/product-detail';
import type { Selection, ValueState } from '@cho-dep/core/catalog/variant-choice';
import { useT } from '../../lib/i18n';
import styles from './variant-chips.module.css';

/**
 * A compact classification choice for sheets over the feed: one row of chips per option
 * (Màu sắc, Kích cỡ). A value every matching variant of which is sold out is disabled; a
 * second tap on the chosen value clears it.
 */
export function VariantChips({
  options,
  states,
  selection,
  onPick,
  invalid = false,
}: {
  options: readonly Pick<ProductOptionView, 'name' | 'values'>[];
  states: Record<string, ValueState[]>;
  selection: Selection;
  onPick: (option: string, value: string) => void;
  invalid?: boolean;
}) {
  const t = useT();
  return (
    <div className={styles.chips}>
      {options.map((option) => {
        const chosen = selection[option.name];
        return (
          <fieldset
            key={option.name}
            className={[styles.option, invalid && chosen === undefined && styles.missing]
              .filter(Boolean)
              .join(' ')}
          >
            <legend className={styles.label}>{option.name}</legend>
            <div className={styles.values}>
              {option.values.map(({ value }) => {
                const soldOut = states[option.name]?.find((s) => s.value === value)?.soldOut ?? true;
                const selected = chosen === value;
                return (
                  <button
                    key={value}
                    type="button"
                    className={[styles.value, selected && styles.selected].filter(Boolean).join(' ')}
                    aria-pressed={selected}
                    disabled={soldOut && !selected}
                    title={soldOut ? t('shoppable.sheet.soldOut') : undefined}
                    onClick={() => onPick(option.name, value)}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
