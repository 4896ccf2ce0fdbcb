import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import styles from '../../../ui/seller-marketing.module.css';
import { useVoucherErrors, useVoucherField } from './voucher-form-fields';

/**
 * The shop's products a "some products" voucher applies to: each with a remove button and the
 * API's message on it, and a button that opens the picker (kept by the form, outside it). A
 * running voucher's list is fixed.
 */
export function VoucherProductsField({ running, onPick }: { running: boolean; onPick: () => void }) {
  const t = useT();
  const products = useVoucherField('products');
  const errorAt = useVoucherErrors();
  return (
    <div className={styles.products}>
      <div className={styles.head}>
        <h3 className={styles.sectionTitle}>
          {t('sellerVouchers.form.products', { count: products.value.length })}
        </h3>
        {!running && (
          <Button size="sm" variant="secondary" onClick={onPick}>
            {t('sellerVouchers.form.addProducts')}
          </Button>
        )}
      </div>
      {errorAt('productIds') && <Alert>{errorAt('productIds')}</Alert>}
      {products.value.length === 0 ? (
        <p className={styles.empty}>{t('sellerVouchers.form.noProducts')}</p>
      ) : (
        <ul className={styles.productList}>
          {products.value.map((product, index) => (
            <li key={product.id}>
              <div className={styles.productLine}>
                <span>{product.name}</span>
                {!running && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('sellerVouchers.form.remove', { name: product.name })}
                    onClick={() => products.set(products.value.filter((p) => p.id !== product.id))}
                  >
                    ✕
                  </Button>
                )}
              </div>
              {errorAt(`productIds.${index}`) && <Alert>{errorAt(`productIds.${index}`)}</Alert>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
