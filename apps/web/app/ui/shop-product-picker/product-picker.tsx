import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../alert';
import { Button } from '../button';
import { Modal } from '../modal';
import { Spinner } from '../spinner';
import { TextField } from '../text-field';
import { searchPickerProducts } from './picker-api';
import { ProductLine } from './product-line';
import styles from './shop-product-picker.module.css';

/**
 * The product picker of the category form: the shop's own products, searched by name (accents
 * ignored), a page at a time. Adding one hands it to the form; the form keeps the list.
 */
export function ProductPicker({
  chosen,
  onAdd,
  onClose,
}: {
  chosen: ReadonlySet<string>;
  onAdd: (product: PickerProduct) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<PickerProduct[]>([]);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = chosen.size >= LIMITS.shopCategories.productsMax;

  const load = useCallback(
    async (query: string, nextPage: number) => {
      setLoading(true);
      setError(null);
      try {
        const answer = await searchPickerProducts(query, nextPage);
        setItems((current) => (nextPage === 1 ? answer.data.data : [...current, ...answer.data.data]));
        setPage(nextPage);
        setTotal(answer.data.total);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
      } finally {
        setLoading(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void load('', 1);
  }, [load]);

  function search(event: FormEvent) {
    event.preventDefault();
    void load(q, 1);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('shopCategories.picker.title')}
      size="wide"
      footer={<Button onClick={onClose}>{t('shopCategories.picker.done')}</Button>}
    >
      <form className={styles.search} onSubmit={search}>
        <TextField
          label={t('shopCategories.picker.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={LIMITS.product.sellerSearchMax}
          type="search"
          data-autofocus
        />
        <Button type="submit" variant="secondary">
          {t('shopCategories.picker.searchButton')}
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      {full && (
        <Alert tone="info">
          {t('shopCategories.picker.full', { max: LIMITS.shopCategories.productsMax })}
        </Alert>
      )}
      {!loading && items.length === 0 && !error && (
        <p className={styles.empty}>{t('shopCategories.picker.empty')}</p>
      )}
      <ul className={styles.pickerList}>
        {items.map((product) => {
          const added = chosen.has(product.id);
          return (
            <li key={product.id}>
              <ProductLine product={product}>
                <Button
                  size="sm"
                  variant={added ? 'neutral' : 'secondary'}
                  disabled={added || full}
                  onClick={() => onAdd(product)}
                  aria-label={`${t(added ? 'shopCategories.picker.added' : 'shopCategories.picker.add')} ${product.name}`}
                >
                  {t(added ? 'shopCategories.picker.added' : 'shopCategories.picker.add')}
                </Button>
              </ProductLine>
            </li>
          );
        })}
      </ul>
      {loading && <Spinner />}
      {!loading && items.length < total && (
        <Button variant="ghost" block onClick={() => void load(q, page + 1)}>
          {t('shopCategories.picker.more')}
        </Button>
      )}
    </Modal>
  );
}
