import type { PromotionPickerProduct } from '@cho-dep/api/promotions/seller-promotion-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatVnd } from '@cho-dep/core/format/money';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import styles from '../../ui/seller-marketing.module.css';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { type PromotionKind, searchPromotionPicker } from './seller-promotion-api';
import own from './seller-promotions.module.css';

/**
 * The shop's own products (and, by variant, each active variant) to put in the program. The
 * API checks ownership again; this only spares the seller typing ids.
 */
export function PromotionPicker({
  kind,
  chosen,
  onAdd,
  onClose,
}: {
  kind: PromotionKind;
  /** Keys already in the form: the product id, or `productId:variantId`. */
  chosen: ReadonlySet<string>;
  onAdd: (product: PromotionPickerProduct, variantId?: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<PromotionPickerProduct[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (query: string) => {
      setLoading(true);
      setError(null);
      try {
        setItems((await searchPromotionPicker(query)).data);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
      } finally {
        setLoading(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void load('');
  }, [load]);

  function search(event: FormEvent) {
    event.preventDefault();
    // The picker opens from a program's form: its search must not submit that form too.
    event.stopPropagation();
    void load(q);
  }

  const addButton = (added: boolean, name: string, onClick: () => void) => (
    <Button
      size="sm"
      variant={added ? 'neutral' : 'secondary'}
      disabled={added}
      onClick={onClick}
      aria-label={`${t(added ? 'sellerPromotions.picker.added' : 'sellerPromotions.picker.add')} ${name}`}
    >
      {t(added ? 'sellerPromotions.picker.added' : 'sellerPromotions.picker.add')}
    </Button>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('sellerPromotions.picker.title')}
      size="wide"
      footer={<Button onClick={onClose}>{t('sellerPromotions.picker.done')}</Button>}
    >
      <form className={own.search} onSubmit={search}>
        <TextField
          label={t('sellerPromotions.picker.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={LIMITS.product.sellerSearchMax}
          type="search"
          data-autofocus
        />
        <Button type="submit" variant="secondary">
          {t('sellerPromotions.picker.searchButton')}
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      {!loading && items.length === 0 && !error && (
        <p className={styles.empty}>{t('sellerPromotions.picker.empty')}</p>
      )}
      <ul className={own.pickerList}>
        {items.map((product) => (
          <li key={product.id} className={own.item}>
            <div className={own.itemHead}>
              {product.image ? (
                <img className={own.thumb} src={product.image} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className={own.thumb} aria-hidden="true" />
              )}
              <div>
                <p className={own.itemName}>{product.name}</p>
                <p className={styles.meta}>
                  <span>{formatVnd(product.price)}</span>
                  <span>{t('sellerPromotions.picker.stock', { stock: product.stock })}</span>
                </p>
              </div>
              {kind === 'product' ? (
                addButton(chosen.has(product.id), product.name, () => onAdd(product))
              ) : (
                <span />
              )}
            </div>
            {kind === 'variant' &&
              product.variants.map((v) => (
                <div key={v.id} className={own.variantLine}>
                  <span>
                    {v.label} · {formatVnd(v.price)} ·{' '}
                    {t('sellerPromotions.picker.stock', { stock: v.stock })}
                  </span>
                  {addButton(chosen.has(`${product.id}:${v.id}`), `${product.name} ${v.label}`, () =>
                    onAdd(product, v.id),
                  )}
                </div>
              ))}
          </li>
        ))}
      </ul>
      {loading && <Spinner />}
    </Modal>
  );
}
