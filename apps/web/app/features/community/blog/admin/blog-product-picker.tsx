import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { useQuery } from '../../../../lib/query-cache';
import { Button } from '../../../../ui/button';
import { Modal } from '../../../../ui/modal';
import { Price } from '../../../../ui/price';
import { Spinner } from '../../../../ui/spinner';
import { TextField } from '../../../../ui/text-field';
import { blogProductSearch } from './blog-admin-api';
import styles from './blog-editor.module.css';

/** Finds a product of any shop by name and hands it to the editor as a product card block. */
export function BlogProductPicker({
  chosen,
  onPick,
  onClose,
}: {
  chosen: ReadonlySet<string>;
  onPick: (product: ProductCardView) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery(blogProductSearch(q));
  const items = (results.data?.items ?? []).filter((item): item is ProductCardView => item !== null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <Modal open onClose={onClose} title={t('blog.editor.pickProduct')} size="wide">
      <form className={styles.pickerSearch} onSubmit={search}>
        <TextField
          label={t('blog.editor.search')}
          placeholder={t('blog.editor.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-autofocus
        />
        <Button type="submit" variant="secondary">
          {t('blog.editor.searchButton')}
        </Button>
      </form>
      {results.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className={styles.hint}>{t('blog.editor.noResults')}</p>
      ) : (
        <ul className={styles.pickerList}>
          {items.map((product) => (
            <li key={product.id} className={styles.pickerRow} data-testid="blog-picker-row">
              {product.imageUrl ? (
                <img src={product.imageUrl} alt="" width={56} height={56} />
              ) : (
                <span className={styles.pickerPicture} />
              )}
              <span className={styles.pickerName}>
                {product.name}
                <Price price={product.price} salePrice={product.salePrice} />
              </span>
              <Button size="sm" disabled={chosen.has(product.id)} onClick={() => onPick(product)}>
                {t('blog.editor.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
