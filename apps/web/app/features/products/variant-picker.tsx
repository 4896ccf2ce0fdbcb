import type { ProductOptionView } from '@cho-dep/core/catalog/product-detail';
import type { Selection, ValueState } from '@cho-dep/core/catalog/variant-choice';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import styles from './variant-picker.module.css';

/**
 * One group of buttons per classification (Màu sắc, Kích cỡ). A value is disabled when every
 * variant it leads to, given the other choices, is sold out; a second tap on the chosen value
 * clears it. Button names are the values themselves ("Đen", "M"), inside a group named by the
 * option (a fieldset), so `group "Màu sắc" > button "Đen"` finds one.
 */
export function VariantPicker({
  options,
  states,
  selection,
  onPick,
  invalid,
}: {
  options: ProductOptionView[];
  states: Record<string, ValueState[]>;
  selection: Selection;
  onPick: (option: string, value: string) => void;
  /** The buyer tried to buy without choosing: the unchosen groups are outlined. */
  invalid: boolean;
}) {
  const t = useT();
  const baseId = useId();
  return (
    <div className={styles.picker}>
      {options.map((option, optionIndex) => {
        const soldOutId = `${baseId}-${optionIndex}-sold-out`;
        const chosen = selection[option.name];
        const missing = invalid && chosen === undefined;
        return (
          <fieldset
            key={option.name}
            data-missing={missing || undefined}
            className={[styles.option, missing && styles.missing].filter(Boolean).join(' ')}
          >
            <legend className={styles.label}>
              {option.name}
              {chosen !== undefined && (
                <span className={styles.chosen} aria-hidden="true">
                  : {chosen}
                </span>
              )}
            </legend>
            <span id={soldOutId} hidden>
              {t('product.choice.soldOut')}
            </span>
            <div className={styles.values}>
              {option.values.map((value) => {
                const state = states[option.name]?.find((s) => s.value === value.value);
                const soldOut = state?.soldOut ?? true;
                const selected = chosen === value.value;
                return (
                  <button
                    key={value.value}
                    type="button"
                    className={[styles.value, selected && styles.selected, soldOut && styles.soldOut]
                      .filter(Boolean)
                      .join(' ')}
                    aria-pressed={selected}
                    disabled={soldOut && !selected}
                    aria-describedby={soldOut ? soldOutId : undefined}
                    onClick={() => onPick(option.name, value.value)}
                  >
                    {value.image && (
                      <img
                        className={styles.swatch}
                        src={value.image.thumbUrl}
                        alt=""
                        width={28}
                        height={28}
                        loading="lazy"
                        decoding="async"
                      />
                    )}
                    <span>{value.value}</span>
                    {soldOut && (
                      <span className={styles.soldOutTag} aria-hidden="true">
                        {t('product.choice.soldOut')}
                      </span>
                    )}
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
