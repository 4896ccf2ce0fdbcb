import type { BlookSlot } from '@cho-dep/core/community/blook-schemas';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Price } from '../../../ui/price';
import { Spinner } from '../../../ui/spinner';
import { tagProductQuery, tagProductSearchQuery } from '../compose/compose-api';
import styles from './blook-builder.module.css';

export interface PickedItem {
  productId: string;
  variantId: string | null;
  name: string;
  imageUrl: string | null;
  variantLabel: string | null;
}

/**
 * What the search starts with for a slot: the catalog's product names are Vietnamese whatever
 * the reader's language, so the first results already fit the slot.
 */
const SLOT_WORDS: Record<BlookSlot, string> = {
  top: 'áo',
  bottom: 'quần',
  dress: 'váy',
  outerwear: 'áo khoác',
  shoes: 'giày',
  bag: 'túi',
  accessory: 'kính',
  beauty: 'son',
};

function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The sheet that fills one slot: products of any shop from the buyers' search, then a variant if wanted. */
export function BlookProductPicker({
  slot,
  onPick,
  onClose,
}: {
  slot: BlookSlot;
  onPick: (item: PickedItem) => void;
  onClose: () => void;
}) {
  const t = useT();
  const ids = useId();
  const slotName = t(`blook.slots.${slot}`);
  const [q, setQ] = useState(SLOT_WORDS[slot]);
  const settled = useSettled(q.trim());
  const [chosen, setChosen] = useState<{ id: string; name: string; imageUrl: string | null } | null>(null);
  const [variantId, setVariantId] = useState<string | null>(null);
  const results = useQuery({ ...tagProductSearchQuery(settled), enabled: chosen === null });
  const detail = useQuery({ ...tagProductQuery(chosen?.id ?? ''), enabled: chosen !== null });
  const labelOf = (id: string | null) => {
    const variant = detail.data?.variants.find((v) => v.id === id);
    return variant ? variant.optionValues.map((o) => o.value).join(', ') : null;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('blook.picker.title', { slot: slotName.toLowerCase() })}
      footer={
        chosen ? (
          <div className={styles.sheetActions}>
            <Button variant="neutral" onClick={() => setChosen(null)}>
              {t('blook.picker.back')}
            </Button>
            <Button
              data-testid="blook-pick-confirm"
              onClick={() =>
                onPick({
                  productId: chosen.id,
                  variantId,
                  name: chosen.name,
                  imageUrl: chosen.imageUrl,
                  variantLabel: labelOf(variantId),
                })
              }
            >
              {t('blook.picker.choose')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {chosen ? (
        <div className={styles.pickVariant}>
          <div className={styles.pickChosen}>
            {chosen.imageUrl && <img src={chosen.imageUrl} alt="" width={72} height={72} />}
            <p>{chosen.name}</p>
          </div>
          {detail.isPending ? (
            <Spinner />
          ) : (
            <fieldset className={styles.chipsField}>
              <legend className={styles.label}>{t('blook.picker.variant')}</legend>
              <div className={styles.chips}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={variantId === null}
                  onClick={() => setVariantId(null)}
                >
                  {t('blook.picker.variantAny')}
                </button>
                {detail.data?.variants
                  .filter((variant) => variant.optionValues.length > 0)
                  .map((variant) => (
                    <button
                      key={variant.id}
                      type="button"
                      className={styles.chip}
                      aria-pressed={variantId === variant.id}
                      onClick={() => setVariantId(variant.id)}
                      data-testid="blook-pick-variant"
                    >
                      {variant.optionValues.map((o) => o.value).join(', ')}
                    </button>
                  ))}
              </div>
            </fieldset>
          )}
        </div>
      ) : (
        <div className={styles.pickSearch}>
          <label htmlFor={`${ids}-q`} className="visually-hidden">
            {t('blook.picker.searchLabel')}
          </label>
          <input
            id={`${ids}-q`}
            className={styles.searchInput}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('blook.picker.searchPlaceholder')}
            autoComplete="off"
            data-testid="blook-pick-search"
          />
          {results.isPending ? (
            <Spinner />
          ) : results.data?.items.length === 0 ? (
            <p className={styles.hint}>{t('blook.picker.noResults')}</p>
          ) : (
            <ul className={styles.pickGrid}>
              {results.data?.items
                .flatMap((card) => (card ? [card] : []))
                .map((card) => (
                  <li key={card.id}>
                    <button
                      type="button"
                      className={styles.pickCard}
                      data-testid="blook-pick-product"
                      onClick={() => {
                        setVariantId(null);
                        setChosen({ id: card.id, name: card.name, imageUrl: card.imageUrl });
                      }}
                    >
                      {card.imageUrl ? (
                        <img src={card.imageUrl} alt="" width={200} height={200} loading="lazy" />
                      ) : (
                        <span className={styles.pickBlank} />
                      )}
                      <span className={styles.pickName}>{card.name}</span>
                      <span className={styles.pickShop}>{card.shopName}</span>
                      <Price price={card.price} salePrice={card.salePrice} />
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
