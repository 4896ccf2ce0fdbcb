import { formatVnd } from '@cho-dep/core/format/money';
import { discountPercentOf } from '@cho-dep/core/marketing/promotion-input-schema';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/i18n';
import type { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import styles from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';
import { itemsFromPicker, type PromotionItemValues } from './promotion-form-values';
import { PromotionPicker } from './promotion-picker';
import type { PromotionKind } from './seller-promotion-api';
import own from './seller-promotions.module.css';

type ItemBox = 'discountedPrice' | 'maxDiscount' | 'stock' | 'perOrderLimit' | 'perUserLimit';
const keyOf = (i: { productId: string; variantId: string | null }) =>
  i.variantId ? `${i.productId}:${i.variantId}` : i.productId;

/**
 * The items of a program (promotion or group buy, one set of rules): each product or variant
 * with its price boxes and limits, the server's field errors under their box, and the picker.
 * `priceLabel` names the price box (the promotion price, or the team price of a group buy).
 */
export function PromotionItemsSection({
  kind,
  items,
  errors,
  intro,
  priceLabel,
  titleKey = 'sellerPromotions.form.items',
  onItems,
}: {
  kind: PromotionKind;
  items: PromotionItemValues[];
  errors: ReturnType<typeof useFormErrors>;
  intro: string;
  priceLabel?: string;
  /** The section's title, with the count of items. */
  titleKey?: string;
  onItems: (items: PromotionItemValues[]) => void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const setItem = (index: number, box: ItemBox, value: string) => {
    onItems(items.map((item, i) => (i === index ? { ...item, [box]: value } : item)));
    errors.clear(`items.${index}.${box}`);
  };
  const itemBox = (item: PromotionItemValues, index: number, box: ItemBox, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={item[box]}
      inputMode="numeric"
      error={errors.fields[`items.${index}.${box}`]}
      onChange={(event) => setItem(index, box, event.target.value)}
    />
  );
  return (
    <>
      <section className={styles.panel} aria-labelledby="promotion-items">
        <div className={styles.head}>
          <h2 id="promotion-items" className={styles.sectionTitle}>
            {t(titleKey, { count: items.length })}
          </h2>
          <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
            {t('sellerPromotions.form.add')}
          </Button>
        </div>
        <p className={styles.intro}>{intro}</p>
        {errors.fields.items && <Alert>{errors.fields.items}</Alert>}
        {items.length === 0 ? (
          <p className={styles.empty}>{t('sellerPromotions.form.noItems')}</p>
        ) : (
          <ul className={own.pickerList}>
            {items.map((item, index) => {
              const price = Number(item.discountedPrice.replace(/[.\s]/g, ''));
              const percent =
                item.discountedPrice.trim() && Number.isFinite(price)
                  ? discountPercentOf(item.originalPrice, price)
                  : null;
              const title = item.label ? `${item.name} · ${item.label}` : item.name;
              return (
                <li key={keyOf(item)} className={own.item}>
                  <div className={own.itemHead}>
                    {item.image ? (
                      <img
                        className={own.thumb}
                        src={item.image}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                      />
                    ) : (
                      <span className={own.thumb} aria-hidden="true" />
                    )}
                    <div>
                      <p className={own.itemName}>{title}</p>
                      <p className={styles.meta}>
                        <span>
                          {t('sellerPromotions.form.originalPrice')}: {formatVnd(item.originalPrice)}
                        </span>
                        {percent !== null && (
                          <span className={own.promoPrice}>
                            {t('sellerPromotions.form.discount', { percent })}
                          </span>
                        )}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('sellerPromotions.form.remove', { name: title })}
                      onClick={() => onItems(items.filter((_, i) => i !== index))}
                    >
                      ✕
                    </Button>
                  </div>
                  {(['productId', 'originalPrice'] as const).map(
                    (field) =>
                      errors.fields[`items.${index}.${field}`] && (
                        <Alert key={field}>{errors.fields[`items.${index}.${field}`]}</Alert>
                      ),
                  )}
                  <div className={own.itemFields}>
                    {itemBox(
                      item,
                      index,
                      'discountedPrice',
                      priceLabel ?? t('sellerPromotions.form.discountedPrice'),
                    )}
                    {itemBox(
                      item,
                      index,
                      'maxDiscount',
                      t('sellerPromotions.form.maxDiscount'),
                      t('sellerPromotions.form.optional'),
                    )}
                    {itemBox(
                      item,
                      index,
                      'stock',
                      t('sellerPromotions.form.stock'),
                      item.available === null
                        ? undefined
                        : t('sellerPromotions.form.stockHint', { stock: item.available }),
                    )}
                    {itemBox(
                      item,
                      index,
                      'perOrderLimit',
                      t('sellerPromotions.form.perOrderLimit'),
                      t('sellerPromotions.form.optional'),
                    )}
                    {itemBox(
                      item,
                      index,
                      'perUserLimit',
                      t('sellerPromotions.form.perUserLimit'),
                      t('sellerPromotions.form.optional'),
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {/* The picker has a search form of its own: it is drawn outside the program's form in the
          page (no form inside a form); its search stops its submit event there. */}
      {picking &&
        createPortal(
          <PromotionPicker
            kind={kind}
            chosen={new Set(items.map(keyOf))}
            onAdd={(product, variantId) => {
              const taken = new Set(items.map(keyOf));
              const added = itemsFromPicker(kind, product, variantId).filter((i) => !taken.has(keyOf(i)));
              onItems([...items, ...added]);
              errors.clear('items');
            }}
            onClose={() => setPicking(false)}
          />,
          document.body,
        )}
    </>
  );
}
