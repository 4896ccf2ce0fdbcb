import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Price } from '../../../ui/price';
import { Spinner } from '../../../ui/spinner';
import shared from './compose.module.css';
import { tagProductQuery, tagProductSearchQuery } from './compose-api';
import type { TagLabel } from './compose-types';
import styles from './product-pick-sheet.module.css';

export interface PickedProduct {
  productId: string;
  variantId: string | null;
  label: TagLabel;
}

/** What was typed, once the typing pauses (no request per key press). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The sheet that names what a pin points at: products of any shop, found with the buyers'
 * search, then (optionally) the variant worn, e.g. "Đen, M".
 */
export function ProductPickSheet({
  onPick,
  onClose,
}: {
  onPick: (picked: PickedProduct) => void;
  onClose: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [q, setQ] = useState('');
  const settled = useSettled(q.trim());
  const [chosen, setChosen] = useState<{ id: string; name: string; imageUrl: string | null } | null>(null);
  const [variantId, setVariantId] = useState<string | null>(null);
  const results = useQuery({ ...tagProductSearchQuery(settled), enabled: chosen === null });
  const detail = useQuery({ ...tagProductQuery(chosen?.id ?? ''), enabled: chosen !== null });

  const variantLabel = (id: string | null) => {
    const variant = detail.data?.variants.find((v) => v.id === id);
    return variant ? variant.optionValues.map((o) => o.value).join(', ') : null;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={chosen ? t('compose.pick.variantTitle') : t('compose.pick.title')}
      footer={
        chosen ? (
          <div className={styles.sheetActions}>
            <Button variant="neutral" onClick={() => setChosen(null)}>
              {t('compose.pick.back')}
            </Button>
            <Button
              data-testid="compose-pick-confirm"
              onClick={() =>
                onPick({
                  productId: chosen.id,
                  variantId,
                  label: {
                    name: chosen.name,
                    imageUrl: chosen.imageUrl,
                    variantLabel: variantLabel(variantId),
                  },
                })
              }
            >
              {t('compose.pick.confirm')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {chosen ? (
        <div className={styles.pickVariant}>
          <div className={styles.pickProduct}>
            {chosen.imageUrl && <img src={chosen.imageUrl} alt="" width={56} height={56} />}
            <p>{chosen.name}</p>
          </div>
          {detail.isPending ? (
            <Spinner />
          ) : (
            <fieldset className={shared.chipsField}>
              <legend className={shared.label}>{t('compose.pick.variant')}</legend>
              <div className={shared.chips}>
                <button
                  type="button"
                  className={shared.chip}
                  aria-pressed={variantId === null}
                  onClick={() => setVariantId(null)}
                >
                  {t('compose.pick.anyVariant')}
                </button>
                {detail.data?.variants.map((variant) => (
                  <button
                    key={variant.id}
                    type="button"
                    className={shared.chip}
                    aria-pressed={variantId === variant.id}
                    onClick={() => setVariantId(variant.id)}
                    data-testid="compose-pick-variant"
                  >
                    {variant.optionValues.map((o) => o.value).join(', ') || t('compose.pick.defaultVariant')}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      ) : (
        <div className={styles.pickSearch}>
          <label htmlFor={`${ids}-q`} className={shared.visuallyHidden}>
            {t('compose.pick.search')}
          </label>
          <input
            id={`${ids}-q`}
            className={styles.searchInput}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('compose.pick.search')}
            data-autofocus=""
            autoComplete="off"
            data-testid="compose-pick-search"
          />
          {/* Results of what is typed now only: never a list of an earlier query to tap by mistake. */}
          {results.isPending || settled !== q.trim() ? (
            <Spinner />
          ) : results.data?.items.length === 0 ? (
            <p className={shared.hint}>{t('compose.pick.none')}</p>
          ) : (
            <ul className={styles.pickList}>
              {(results.data?.items ?? [])
                .flatMap((card) => (card ? [card] : []))
                .map((card) => (
                  <li key={card.id}>
                    <button
                      type="button"
                      className={styles.pickRow}
                      data-testid="compose-pick-product"
                      onClick={() => {
                        setVariantId(null);
                        setChosen({ id: card.id, name: card.name, imageUrl: card.imageUrl });
                      }}
                    >
                      {card.imageUrl ? <img src={card.imageUrl} alt="" width={48} height={48} /> : <span />}
                      <span className={styles.pickText}>
                        <span className={styles.pickName}>{card.name}</span>
                        <span className={styles.pickShop}>{card.shopName}</span>
                      </span>
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
