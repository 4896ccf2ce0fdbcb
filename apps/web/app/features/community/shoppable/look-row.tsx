import { chosenVariant, type ValueState } from '@cho-dep/core/catalog/variant-choice';
import { useT } from '../../../lib/i18n';
import { Price } from '../../../ui/price';
import { QuantityInput } from '../../../ui/product-buy/quantity-input';
import { VariantChips } from '../../../ui/product-buy/variant-chips';
import { choiceOptions, type LookProduct } from './look-api';
import type { LookChoice } from './look-choice';
import styles from './look-row.module.css';

/**
 * One product of the look: ticked or not, its picture, shop and price for the chosen variant,
 * the size recommended for the buyer, its classifications (sold-out ones disabled) and quantity.
 */
export function LookRow({
  item,
  choice,
  states,
  error,
  onPick,
  onQuantity,
  onInclude,
}: {
  item: LookProduct;
  choice: LookChoice;
  states: Record<string, ValueState[]>;
  error: string | undefined;
  onPick: (option: string, value: string) => void;
  onQuantity: (quantity: number) => void;
  onInclude: (included: boolean) => void;
}) {
  const t = useT();
  const options = choiceOptions(item);
  const variant = chosenVariant(options, item.variants, choice.selection);
  const priced = variant ?? item.variants.find((v) => !v.soldOut) ?? item.variants[0];
  const nothingLeft = item.variants.every((v) => v.soldOut);
  const recommended = item.recommended;
  return (
    <li
      className={[styles.row, !choice.included && styles.excluded].filter(Boolean).join(' ')}
      data-testid="look-row"
    >
      <div className={styles.head}>
        <input
          type="checkbox"
          className={styles.tick}
          checked={choice.included}
          disabled={nothingLeft}
          onChange={(event) => onInclude(event.target.checked)}
          aria-label={t('shoppable.look.include', { name: item.name })}
        />
        {item.imageUrl ? (
          <img className={styles.picture} src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className={styles.picture} aria-hidden="true" />
        )}
        <div className={styles.text}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.shop}>{item.shop.name}</span>
          {priced && <Price price={priced.price} salePrice={priced.salePrice} />}
        </div>
      </div>
      {nothingLeft ? (
        <p className={styles.soldOut}>{t('shoppable.sheet.soldOut')}</p>
      ) : (
        <>
          {recommended?.reason === 'size' && recommended.size && (
            <p className={styles.recommendation} data-testid="look-size-hint">
              {t('shoppable.look.recommended', { size: recommended.size })}
            </p>
          )}
          {item.options.length > 0 && (
            <VariantChips
              options={options}
              states={states}
              selection={choice.selection}
              onPick={onPick}
              invalid={choice.included && !variant}
            />
          )}
          <div className={styles.quantity}>
            <span>{t('product.quantity.label')}</span>
            <QuantityInput
              value={choice.quantity}
              max={variant?.stock ?? 1}
              onChange={onQuantity}
              label={t('shoppable.sheet.quantityOf', { name: item.name })}
            />
          </div>
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
