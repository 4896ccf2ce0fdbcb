import { formatVnd } from '@cho-dep/core/format/money';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import page from '../../ui/seller-marketing.module.css';
import { PromotionPicker } from '../promotions/promotion-picker';
import type { FormProduct } from './live-form-values';
import styles from './live-studio.module.css';

export interface VoucherChoice {
  id: string;
  code: string;
  name: string;
}

const L = LIVE_LIMITS;

/**
 * What the live features: products picked from the shop's own (the promotions' picker), in
 * order, and up to five of its running or upcoming vouchers. The API's per-item refusals
 * (`productIds.N`, `voucherIds.N`) show on the item.
 */
export function LiveLineUp({
  products,
  voucherIds,
  vouchers,
  errors,
  onProducts,
  onVouchers,
}: {
  products: FormProduct[];
  voucherIds: string[];
  vouchers: VoucherChoice[];
  errors: ReturnType<typeof useFormErrors>;
  onProducts: (products: FormProduct[]) => void;
  onVouchers: (ids: string[]) => void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const full = products.length >= L.featuredProductsMax;
  const toggleVoucher = (id: string) =>
    onVouchers(voucherIds.includes(id) ? voucherIds.filter((v) => v !== id) : [...voucherIds, id]);
  return (
    <>
      <section className={page.panel} aria-labelledby="live-products">
        <div className={page.head}>
          <h2 id="live-products" className={page.sectionTitle}>
            {t('sellerLive.form.products', { count: products.length, max: L.featuredProductsMax })}
          </h2>
          <Button
            size="sm"
            variant="secondary"
            disabled={full}
            onClick={() => setPicking(true)}
            data-testid="live-add-products"
          >
            {t('sellerLive.form.addProducts')}
          </Button>
        </div>
        <p className={page.intro}>{t('sellerLive.form.productsHint', { max: L.featuredProductsMax })}</p>
        {errors.fields.productIds && <Alert>{errors.fields.productIds}</Alert>}
        <ul className={styles.featured}>
          {products.map((p, index) => (
            <li key={p.id} className={styles.item} data-testid={`live-form-product-${p.id}`}>
              {p.image ? (
                <img className={styles.thumb} src={p.image} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.itemText}>
                <p className={styles.itemName}>{p.name}</p>
                <p className={styles.muted}>{formatVnd(p.price)}</p>
                {errors.fields[`productIds.${index}`] && (
                  <p className={styles.fieldError}>{errors.fields[`productIds.${index}`]}</p>
                )}
              </div>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onProducts(products.filter((x) => x.id !== p.id))}
                aria-label={`${t('sellerLive.form.remove')} ${p.name}`}
              >
                {t('sellerLive.form.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.panel} aria-labelledby="live-vouchers">
        <h2 id="live-vouchers" className={page.sectionTitle}>
          {t('sellerLive.form.vouchers')}
        </h2>
        <p className={page.intro}>{t('sellerLive.form.vouchersHint', { max: L.featuredVouchersMax })}</p>
        {errors.fields.voucherIds && <Alert>{errors.fields.voucherIds}</Alert>}
        {vouchers.length === 0 ? (
          <p className={page.empty}>{t('sellerLive.form.noVouchers')}</p>
        ) : (
          <ul className={styles.featured}>
            {vouchers.map((v) => {
              const index = voucherIds.indexOf(v.id);
              const checked = index >= 0;
              return (
                <li key={v.id}>
                  <label className={styles.voucherChoice}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && voucherIds.length >= L.featuredVouchersMax}
                      onChange={() => toggleVoucher(v.id)}
                    />
                    <span className={styles.voucherCode}>{v.code}</span>
                    <span>{v.name}</span>
                  </label>
                  {checked && errors.fields[`voucherIds.${index}`] && (
                    <p className={styles.fieldError}>{errors.fields[`voucherIds.${index}`]}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {picking && (
        <PromotionPicker
          kind="product"
          chosen={new Set(products.map((p) => p.id))}
          onAdd={(product) => {
            if (products.length >= L.featuredProductsMax) return;
            onProducts([
              ...products,
              { id: product.id, name: product.name, image: product.image, price: product.price },
            ]);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
