import { PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import styles from '../../../ui/seller-marketing.module.css';
import type { VoucherDesk } from './voucher-desk';
import { useVoucherErrors, useVoucherField } from './voucher-form-fields';

const SHIPPING_METHODS = ['self', 'ghn', 'ghtk'] as const;

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/**
 * Who may use the voucher: first purchase only, in the app only, and (platform vouchers) the
 * payment and shipping methods it is limited to (none ticked means any).
 */
export function VoucherConditionsSection({ desk, running }: { desk: VoucherDesk; running: boolean }) {
  const t = useT();
  const firstPurchaseOnly = useVoucherField('firstPurchaseOnly');
  const appOnly = useVoucherField('appOnly');
  const paymentMethods = useVoucherField('paymentMethods');
  const shippingMethods = useVoucherField('shippingMethods');
  const errorAt = useVoucherErrors();
  return (
    <section className={styles.panel} aria-labelledby="voucher-conditions">
      <h2 id="voucher-conditions" className={styles.sectionTitle}>
        {t('sellerVouchers.form.conditions')}
      </h2>
      <Checkbox
        label={t('sellerVouchers.form.firstPurchaseOnly')}
        checked={firstPurchaseOnly.value}
        disabled={running}
        onChange={(event) => firstPurchaseOnly.set(event.target.checked)}
      />
      <Checkbox
        label={t('sellerVouchers.form.appOnly')}
        checked={appOnly.value}
        disabled={running}
        onChange={(event) => appOnly.set(event.target.checked)}
      />
      {appOnly.value && <p className={styles.empty}>{t('sellerVouchers.form.appOnlyHint')}</p>}
      {desk.platform && (
        <>
          <fieldset className={styles.checks}>
            <legend>{t('sellerVouchers.platform.paymentMethods')}</legend>
            <p className={styles.empty}>{t('sellerVouchers.platform.anyHint')}</p>
            {PAYMENT_METHODS.map((m) => (
              <Checkbox
                key={m}
                label={t(`checkout.payment.methods.${m}`)}
                checked={paymentMethods.value.includes(m)}
                disabled={running}
                onChange={(event) =>
                  paymentMethods.set(toggle(paymentMethods.value, m, event.target.checked))
                }
              />
            ))}
          </fieldset>
          <fieldset className={styles.checks}>
            <legend>{t('sellerVouchers.platform.shippingMethods')}</legend>
            <p className={styles.empty}>{t('sellerVouchers.platform.anyHint')}</p>
            {SHIPPING_METHODS.map((m) => (
              <Checkbox
                key={m}
                label={t(`checkout.shippingMethods.${m}`)}
                checked={shippingMethods.value.includes(m)}
                disabled={running}
                onChange={(event) =>
                  shippingMethods.set(toggle(shippingMethods.value, m, event.target.checked))
                }
              />
            ))}
          </fieldset>
        </>
      )}
      {errorAt('conditions') && <Alert>{errorAt('conditions')}</Alert>}
    </section>
  );
}
