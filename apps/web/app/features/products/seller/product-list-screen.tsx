import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Form, Link, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { useToast } from '../../../ui/toast';
import styles from './product-list.module.css';
import { PRODUCT_LIST_PATH, productListHref } from './product-list-query';
import { ProductStatusBadge } from './product-status';
import {
  PRODUCT_SORTS,
  PRODUCT_TABS,
  type ProductAction,
  type ProductListQuery,
  productAction,
  type SellerProductList,
  type SellerProductRow,
} from './products-api';

/**
 * /ban-hang/quan-ly-san-pham: status tabs with counts, search by name or SKU, a sort, then
 * the shop's products. The address holds the view (tabs and pages are links, search is a GET
 * form), so the loader renders it on the server; row actions call the API and reload.
 */
export function ProductListScreen({ list, query }: { list: SellerProductList; query: ProductListQuery }) {
  const t = useT();
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerProducts.meta.list')}</h1>
        <div className={styles.headActions}>
          <Link
            to={`${PRODUCT_LIST_PATH}/chinh-sua-hang-loat`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {t('productBulk.menu.edit')}
          </Link>
          <Link
            to={`${PRODUCT_LIST_PATH}/tai-xuong-danh-sach`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {t('productBulk.menu.files')}
          </Link>
          <Link to={`${PRODUCT_LIST_PATH}/tao`} className={buttonClassName({ size: 'sm' })}>
            + {t('sellerProducts.list.create')}
          </Link>
        </div>
      </div>

      <nav className={styles.tabs} aria-label={t('sellerProducts.list.tabsLabel')}>
        {PRODUCT_TABS.map((tab) => (
          <Link
            key={tab}
            to={productListHref(query, { tab })}
            className={[styles.tab, tab === query.tab && styles.tabActive].filter(Boolean).join(' ')}
            aria-current={tab === query.tab ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sellerProducts.tabs.${tab}`)}
            <span className={styles.tabCount}>{list.counts[tab]}</span>
          </Link>
        ))}
      </nav>

      <Form method="get" action={PRODUCT_LIST_PATH} className={styles.filters} role="search">
        {query.tab !== 'all' && <input type="hidden" name="tab" value={query.tab} />}
        <label className={styles.searchField}>
          <span className="visually-hidden">{t('sellerProducts.list.search')}</span>
          <input
            key={query.q}
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t('sellerProducts.list.searchPlaceholder')}
            maxLength={LIMITS.product.sellerSearchMax}
            className={styles.input}
          />
        </label>
        <label className={styles.sortField}>
          <span className="visually-hidden">{t('sellerProducts.list.sort')}</span>
          <select
            name="sort"
            value={query.sort}
            className={styles.input}
            onChange={(event) =>
              navigate(productListHref(query, { sort: event.target.value as ProductListQuery['sort'] }), {
                preventScrollReset: true,
              })
            }
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sellerProducts.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {t('sellerProducts.list.searchButton')}
        </Button>
        {query.q && (
          <Link
            to={productListHref(query, { q: '' })}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          >
            {t('sellerProducts.list.clear')}
          </Link>
        )}
      </Form>

      {list.data.length === 0 ? (
        <EmptyState
          title={query.q ? t('sellerProducts.list.noMatch') : t('sellerProducts.list.empty')}
          description={query.q ? undefined : t('sellerProducts.list.emptyHint')}
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {t('sellerProducts.list.count', { count: list.total })}
          </p>
          <div className={styles.tableHead} aria-hidden="true">
            <span>{t('sellerProducts.list.product')}</span>
            <span>{t('sellerProducts.list.price')}</span>
            <span>{t('sellerProducts.list.stock')}</span>
            <span>{t('sellerProducts.list.sold')}</span>
            <span>{t('sellerProducts.list.status')}</span>
            <span>{t('sellerProducts.list.actions')}</span>
          </div>
          <ul className={styles.rows}>
            {list.data.map((row) => (
              <ProductRow key={row.id} row={row} />
            ))}
          </ul>
        </>
      )}

      <Pagination
        page={query.page}
        pages={pages}
        href={(page) => productListHref(query, { page })}
        label={t('sellerProducts.list.pages')}
      />
    </div>
  );
}

function priceRange(min: number, max: number): string {
  return min === max ? formatVnd(min) : `${formatVnd(min)} – ${formatVnd(max)}`;
}

function ProductRow({ row }: { row: SellerProductRow }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<ProductAction | null>(null);
  const editHref = `${PRODUCT_LIST_PATH}/cap-nhat/${row.id}`;
  const act = async (action: ProductAction) => {
    setBusy(action);
    try {
      await productAction(row.id, action);
      toast.show(
        t(`sellerProducts.toasts.${action}`, {
          min: LIMITS.product.approvalDaysMin,
          max: LIMITS.product.approvalDaysMax,
        }),
        'success',
      );
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        // The stored draft is not complete yet: the form shows what is missing.
        toast.show(t('sellerProducts.toasts.incomplete'), 'error');
      } else toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setBusy(null);
    }
  };
  const discounted = row.priceMin !== row.originalPriceMin || row.priceMax !== row.originalPriceMax;
  return (
    <li className={styles.row}>
      <div className={styles.product}>
        {row.imageUrl ? (
          <img src={row.imageUrl} alt="" width={64} height={64} className={styles.thumb} loading="lazy" />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div className={styles.productText}>
          <Link to={editHref} className={styles.name}>
            {row.name}
          </Link>
          {row.variantCount > 1 && (
            <span className={styles.muted}>
              {t('sellerProducts.list.variants', { count: row.variantCount })}
            </span>
          )}
        </div>
      </div>
      <div className={styles.cell} data-label={t('sellerProducts.list.price')}>
        <span className={styles.price}>{priceRange(row.priceMin, row.priceMax)}</span>
        {discounted && (
          <s className={styles.muted}>{priceRange(row.originalPriceMin, row.originalPriceMax)}</s>
        )}
      </div>
      <div className={styles.cell} data-label={t('sellerProducts.list.stock')}>
        <span className={row.stock === 0 ? styles.zero : undefined}>{row.stock.toLocaleString('vi-VN')}</span>
      </div>
      <div className={styles.cell} data-label={t('sellerProducts.list.sold')}>
        {row.sold.toLocaleString('vi-VN')}
      </div>
      <div className={styles.statusCell}>
        <ProductStatusBadge tab={row.tab} />
      </div>
      <div className={styles.actions}>
        <Link to={editHref} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('sellerProducts.list.edit')}
          <span className="visually-hidden"> {row.name}</span>
        </Link>
        {(row.status === 'draft' || row.status === 'rejected') && (
          <Button
            size="sm"
            onClick={() => void act('submit')}
            loading={busy === 'submit'}
            disabled={busy !== null}
          >
            {t('sellerProducts.list.submit')}
          </Button>
        )}
        {row.status === 'approved' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void act('hide')}
            loading={busy === 'hide'}
            disabled={busy !== null}
          >
            {t('sellerProducts.list.hide')}
          </Button>
        )}
        {row.status === 'hidden' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void act('show')}
            loading={busy === 'show'}
            disabled={busy !== null}
          >
            {t('sellerProducts.list.show')}
          </Button>
        )}
      </div>
      {row.status === 'rejected' && row.rejectReason && (
        <p className={styles.reject}>
          <strong>{t('sellerProducts.list.rejectReason')}</strong> {row.rejectReason}
        </p>
      )}
      {row.status === 'pending' && (
        <p className={styles.pendingNote}>
          {t('sellerProducts.list.pendingNote', {
            min: LIMITS.product.approvalDaysMin,
            max: LIMITS.product.approvalDaysMax,
          })}
        </p>
      )}
    </li>
  );
}
