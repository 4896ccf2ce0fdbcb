import type { ShopSettings } from '@cho-dep/api/shops/settings/shop-settings-schemas';
import { PAYMENT_METHODS, type PaymentMethod } from '@cho-dep/core/checkout/payment-methods';
import { paymentSettingsSchema } from '@cho-dep/core/seller-shop/shop-settings-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { useToast } from '../../../ui/toast';
import { saveSection } from './settings-api';
import { SettingsHead } from './settings-head';
import styles from './shop-settings.module.css';

/** /ban-hang/cai-dat/thanh-toan: the payment methods the shop accepts (the checkout refuses the others). */
export function PaymentSettingsForm({ initial }: { initial: ShopSettings }) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [methods, setMethods] = useState<PaymentMethod[]>(initial.payment.paymentMethods);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(paymentSettingsSchema, {
      paymentMethods: PAYMENT_METHODS.filter((m) => methods.includes(m)),
    });
    if (!value) return;
    const ok = await errors.run(() => saveSection('payment', value));
    if (ok) toast.show(t('shopSettings.saved'), 'success');
  }

  return (
    <form ref={errors.formRef} className={styles.screen} onSubmit={(event) => void submit(event)} noValidate>
      <SettingsHead title={t('shopSettings.meta.payment')} />
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
      <section className={styles.panel}>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('shopSettings.payment.methods')}</legend>
          <p className={styles.hint}>{t('shopSettings.payment.methodsHint')}</p>
          {PAYMENT_METHODS.map((method) => (
            <Checkbox
              key={method}
              label={t(`checkout.payment.methods.${method}`)}
              checked={methods.includes(method)}
              onChange={(event) => {
                const on = event.target.checked;
                setMethods((current) => (on ? [...current, method] : current.filter((m) => m !== method)));
                errors.clear('paymentMethods');
              }}
            />
          ))}
          {errors.fields.paymentMethods && <Alert>{errors.fields.paymentMethods}</Alert>}
        </fieldset>
      </section>
      <div className={styles.footer}>
        <Button type="submit" loading={errors.busy}>
          {t('shopSettings.save')}
        </Button>
      </div>
    </form>
  );
}
