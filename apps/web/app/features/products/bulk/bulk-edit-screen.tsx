import type { BulkEditRowsAnswer } from '@cho-dep/api/products/bulk/product-bulk-schemas';
import { PRODUCT_STATUSES, type ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useEffect, useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { call, client } from '../../../lib/api-fetch';
import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { useToast } from '../../../ui/toast';
import styles from './bulk-edit.module.css';
import {
  buildBulkEdit,
  countChanges,
  type Drafts,
  emptyDrafts,
  errorsByProduct,
  formatAmount,
  type ProductRow,
  parseAmount,
  type VariantField,
} from './bulk-edit-drafts';
import { BULK_EDIT_PATH, type BulkEditQuery, bulkEditHref } from './bulk-edit-query';
import { formatDay } from './bulk-format';

const TONE: Record<ProductStatus, BadgeTone> = {
  approved: 'success',
  hidden: 'neutral',
  draft: 'info',
  pending: 'primary',
  rejected: 'danger',
};

type RowErrors = ReturnType<typeof errorsByProduct>;

/**
 * /ban-hang/quan-ly-san-pham/chinh-sua-hang-loat: the shop's products and variants with
 * price, sale price, stock and visibility editable in place, saved once for the whole page.
 * The server saves all rows or none; refused rows come back marked with the reason.
 */
export function BulkEditScreen({ rows, query }: { rows: BulkEditRowsAnswer; query: BulkEditQuery }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [drafts, setDrafts] = useState<Drafts>(emptyDrafts);
  const [errors, setErrors] = useState<RowErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changes = countChanges(rows.data, drafts);
  const pages = Math.max(1, Math.ceil(rows.total / rows.pageSize));

  // New rows (a page change, a filter, the reload after saving) drop the drafts of the old ones.
  const [shown, setShown] = useState(rows);
  if (shown !== rows) {
    setShown(rows);
    setDrafts(emptyDrafts());
    setErrors({});
    setSummary(null);
  }

  useEffect(() => {
    if (changes === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes]);

  const setCell = (variantId: string, field: VariantField, value: string) =>
    setDrafts((d) => ({ ...d, cells: { ...d.cells, [`${variantId}.${field}`]: value } }));
  const setVisible = (productId: string, visible: boolean) =>
    setDrafts((d) => ({ ...d, visible: { ...d.visible, [productId]: visible } }));

  const save = async () => {
    const built = buildBulkEdit(rows.data, drafts);
    if ('empty' in built) {
      toast.show(t('productBulk.edit.nothing'), 'info');
      return;
    }
    if ('invalid' in built) {
      setErrors(
        errorsByProduct(built.invalid.map((path) => ({ path, message: t('validation.invalidType') }))),
      );
      setSummary(t('errors.BULK_EDIT_REJECTED'));
      return;
    }
    setBusy(true);
    try {
      const answer = await call(client.PATCH('/api/v1/seller/products/bulk', { body: built.body }));
      toast.show(t('productBulk.edit.saved', { count: answer.data.products }), 'success');
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(errorsByProduct(error.fields));
        setSummary(error.message);
      } else {
        setSummary(t('errors.INTERNAL'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('productBulk.edit.title')}</h1>
      <p className={styles.muted}>{t('productBulk.edit.intro')}</p>

      <Form method="get" action={BULK_EDIT_PATH} className={styles.filters} role="search">
        <label className={styles.search}>
          <span className="visually-hidden">{t('productBulk.edit.search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t('productBulk.edit.search')}
            maxLength={LIMITS.product.sellerSearchMax}
            className={styles.input}
          />
        </label>
        <label className={styles.statusField}>
          <span className="visually-hidden">{t('productBulk.edit.status')}</span>
          <select name="status" defaultValue={query.status} className={styles.input}>
            <option value="all">{t('productBulk.edit.statusAll')}</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`productBulk.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" variant="secondary">
          {t('productBulk.edit.apply')}
        </Button>
      </Form>

      <p className={styles.muted} aria-live="polite">
        {t('productBulk.edit.count', { count: rows.total })}
      </p>
      {summary && <Alert>{summary}</Alert>}

      {rows.data.length === 0 ? (
        <EmptyState
          title={t('productBulk.edit.empty')}
          description={t('productBulk.edit.emptyHint')}
          action={
            <Link to="/ban-hang/quan-ly-san-pham/tao" className={buttonClassName({ size: 'sm' })}>
              {t('sellerProducts.menu.create')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.products}>
          {rows.data.map((product) => (
            <ProductBlock
              key={product.id}
              product={product}
              drafts={drafts}
              errors={errors[product.id] ?? []}
              onCell={setCell}
              onVisible={setVisible}
            />
          ))}
        </ul>
      )}

      <Pagination
        page={query.page}
        pages={pages}
        href={(page) => bulkEditHref(query, { page })}
        label={t('productBulk.edit.pages')}
      />

      <div className={styles.saveBar} data-active={changes > 0 || undefined}>
        <span className={styles.unsaved} aria-live="polite">
          {changes > 0 ? t('productBulk.edit.unsaved', { count: changes }) : t('productBulk.edit.nothing')}
        </span>
        <div className={styles.saveActions}>
          <Button
            variant="ghost"
            size="sm"
            disabled={changes === 0 || busy}
            onClick={() => {
              setDrafts(emptyDrafts());
              setErrors({});
              setSummary(null);
            }}
          >
            {t('productBulk.edit.discard')}
          </Button>
          <Button size="sm" disabled={changes === 0} loading={busy} onClick={() => void save()}>
            {t('productBulk.edit.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ProductBlock({
  product,
  drafts,
  errors,
  onCell,
  onVisible,
}: {
  product: ProductRow;
  drafts: Drafts;
  errors: RowErrors[string];
  onCell: (variantId: string, field: VariantField, value: string) => void;
  onVisible: (productId: string, visible: boolean) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const canToggle = product.status === 'approved' || product.status === 'hidden';
  const visible = drafts.visible[product.id] ?? product.status === 'approved';
  const productErrors = errors.filter((e) => e.variantId === null);
  const lock = product.priceLock;
  const priceLocked = lock.applies && !lock.allowed;
  return (
    <li className={[styles.product, errors.length > 0 && styles.productError].filter(Boolean).join(' ')}>
      <div className={styles.productHead}>
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div className={styles.productText}>
          <Link to={`/ban-hang/quan-ly-san-pham/cap-nhat/${product.id}`} className={styles.productName}>
            {product.name}
          </Link>
          <div className={styles.productMeta}>
            <Badge tone={TONE[product.status]}>{t(`productBulk.statuses.${product.status}`)}</Badge>
            {priceLocked && lock.allowedFrom && (
              <span className={styles.lock}>
                {t('productBulk.edit.priceLocked', { date: formatDay(lock.allowedFrom, language) })}
              </span>
            )}
            {lock.applies && lock.allowed && (
              <span className={styles.muted}>
                {t('productBulk.edit.changesLeft', { count: lock.changesLeft })}
              </span>
            )}
          </div>
        </div>
        {canToggle && (
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={visible}
              checked={visible}
              onChange={(event) => onVisible(product.id, event.target.checked)}
            />
            <span>{t('productBulk.edit.visible')}</span>
          </label>
        )}
      </div>
      {productErrors.map((error) => (
        <p key={`${error.field}-${error.message}`} className={styles.error} role="alert">
          {error.message}
        </p>
      ))}
      <table className={styles.variants}>
        <caption className="visually-hidden">{product.name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('productBulk.edit.variant')}</th>
            <th scope="col">{t('productBulk.edit.price')}</th>
            <th scope="col">{t('productBulk.edit.salePrice')}</th>
            <th scope="col">{t('productBulk.edit.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => {
            const cellErrors = errors.filter((e) => e.variantId === variant.id);
            const label = variant.label || t('productBulk.edit.noOptions');
            return (
              <tr key={variant.id} className={variant.isActive ? undefined : styles.inactive}>
                <th scope="row" className={styles.variantLabel}>
                  <span>{label}</span>
                  {variant.sku && <span className={styles.sku}>SKU: {variant.sku}</span>}
                  {cellErrors.map((error) => (
                    <span key={`${error.field}-${error.message}`} className={styles.error} role="alert">
                      {error.message}
                    </span>
                  ))}
                </th>
                {(['price', 'salePrice', 'stock'] as const).map((field) => {
                  const key = `${variant.id}.${field}`;
                  const typed = drafts.cells[key];
                  const value = typed ?? formatAmount(variant[field]);
                  const changed = typed !== undefined && parseAmount(typed) !== variant[field];
                  const invalid = cellErrors.some((e) => e.field === field);
                  return (
                    <td key={field} data-label={t(`productBulk.edit.${field}`)}>
                      <input
                        type="text"
                        inputMode="numeric"
                        value={value}
                        disabled={!variant.isActive || (field !== 'stock' && priceLocked)}
                        onChange={(event) => onCell(variant.id, field, event.target.value)}
                        aria-label={`${t(`productBulk.edit.${field}`)} · ${product.name} · ${label}`}
                        aria-invalid={invalid || undefined}
                        className={[styles.cell, changed && styles.changed, invalid && styles.cellInvalid]
                          .filter(Boolean)
                          .join(' ')}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </li>
  );
}
