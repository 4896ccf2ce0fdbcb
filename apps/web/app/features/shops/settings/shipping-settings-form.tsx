import type { AddressView } from '@cho-dep/api/addresses/address-view';
import type { ShopSettings } from '@cho-dep/api/shops/settings/shop-settings-schemas';
import { SHIPPING_METHODS } from '@cho-dep/core/checkout/checkout-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { shippingSettingsSchema } from '@cho-dep/core/seller-shop/shop-settings-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { emptyDraft } from '../../../ui/address/address-draft';
import { AddressFormModal } from '../../../ui/address/address-form-modal';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { saveSection } from './settings-api';
import { SettingsHead } from './settings-head';
import styles from './shop-settings.module.css';

const P = LIMITS.product;
type Pickable = Pick<AddressView, '_id' | 'name' | 'phoneDisplay' | 'phone' | 'fullAddress'>;

/**
 * /ban-hang/cai-dat/van-chuyen: the deliveries offered (at least one), the pickup address among
 * the owner's saved addresses (or a new one, saved with the pickup flag) and the preparation
 * time new products start with.
 */
export function ShippingSettingsForm({
  initial,
  addresses,
}: {
  initial: ShopSettings;
  addresses: Pickable[];
}) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [saved, setSaved] = useState(initial.shipping);
  const [methods, setMethods] = useState<string[]>(initial.shipping.shippingMethods);
  const [pickupId, setPickupId] = useState(initial.shipping.pickupAddressId ?? '');
  const [days, setDays] = useState(String(initial.shipping.preparationDays));
  const [list, setList] = useState(addresses);
  const [adding, setAdding] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(shippingSettingsSchema, {
      shippingMethods: SHIPPING_METHODS.filter((m) => methods.includes(m)),
      pickupAddressId: pickupId,
      preparationDays: days.trim() === '' ? Number.NaN : Number(days),
    });
    if (!value) return;
    const ok = await errors.run(async () => {
      setSaved((await saveSection('shipping', value)).shipping);
    });
    if (ok) toast.show(t('shopSettings.saved'), 'success');
  }

  return (
    <>
      <form
        ref={errors.formRef}
        className={styles.screen}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <SettingsHead title={t('shopSettings.meta.shipping')} />
        {errors.form && <Alert>{errors.form}</Alert>}
        <FormErrorSummary errors={errors} />
        <section className={styles.panel}>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('shopSettings.shipping.carriers')}</legend>
            <p className={styles.hint}>{t('shopSettings.shipping.carriersHint')}</p>
            {SHIPPING_METHODS.map((method) => (
              <Checkbox
                key={method}
                label={t(`checkout.shippingMethods.${method}`)}
                checked={methods.includes(method)}
                onChange={(event) => {
                  const on = event.target.checked;
                  setMethods((current) => (on ? [...current, method] : current.filter((m) => m !== method)));
                  errors.clear('shippingMethods');
                }}
              />
            ))}
            {errors.fields.shippingMethods && <Alert>{errors.fields.shippingMethods}</Alert>}
          </fieldset>
        </section>
        <section className={styles.panel}>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('shopSettings.shipping.pickup')}</legend>
            <p className={styles.hint}>{t('shopSettings.shipping.pickupHint')}</p>
            {!saved.pickupAddressId &&
              (saved.pickupFallback ? (
                <Alert tone="info">
                  {t('shopSettings.shipping.pickupFallback', { address: saved.pickupFallback })}
                </Alert>
              ) : (
                <Alert>{t('shopSettings.shipping.pickupMissing')}</Alert>
              ))}
            {list.length === 0 && <p className={styles.hint}>{t('shopSettings.shipping.pickupNone')}</p>}
            {list.map((address) => (
              <label
                key={address._id}
                className={[styles.address, pickupId === address._id && styles.addressChosen]
                  .filter(Boolean)
                  .join(' ')}
              >
                <input
                  type="radio"
                  name="pickup"
                  value={address._id}
                  checked={pickupId === address._id}
                  onChange={() => {
                    setPickupId(address._id);
                    errors.clear('pickupAddressId');
                  }}
                />
                <span className={styles.addressText}>
                  <strong>
                    {address.name} · {address.phoneDisplay ?? address.phone}
                  </strong>
                  <span>{address.fullAddress}</span>
                </span>
              </label>
            ))}
            {errors.fields.pickupAddressId && <Alert>{errors.fields.pickupAddressId}</Alert>}
            <div>
              <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
                {t('shopSettings.shipping.addAddress')}
              </Button>
            </div>
          </fieldset>
        </section>
        <section className={styles.panel}>
          <TextField
            label={t('shopSettings.shipping.preparation')}
            hint={t('shopSettings.shipping.preparationHint', {
              min: P.preparationMinDays,
              max: P.preparationInStockMaxDays,
            })}
            type="number"
            inputMode="numeric"
            min={P.preparationMinDays}
            max={P.preparationInStockMaxDays}
            value={days}
            error={errors.fields.preparationDays}
            onChange={(event) => {
              setDays(event.target.value);
              errors.clear('preparationDays');
            }}
          />
        </section>
        <div className={styles.footer}>
          <Button type="submit" loading={errors.busy}>
            {t('shopSettings.save')}
          </Button>
        </div>
      </form>
      {/* Outside the form: the address dialog has its own form, and forms do not nest. */}
      {adding && (
        <AddressFormModal
          editing={undefined}
          initial={{ ...emptyDraft('VN', list.length === 0), isPickup: true }}
          onClose={() => setAdding(false)}
          onSaved={(address) => {
            setAdding(false);
            setList((current) => [address, ...current]);
            setPickupId(address._id);
            // Saved with the pickup flag: the carriers collect from it from now on.
            if (address.isPickup) setSaved((current) => ({ ...current, pickupAddressId: address._id }));
          }}
        />
      )}
    </>
  );
}
