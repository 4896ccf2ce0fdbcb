import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import type { ManagedVoucherDetail } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import { PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { voucherInputSchema } from '@cho-dep/core/vouchers/voucher-input-schema';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { RadioGroup } from '../../../ui/radio-group';
import styles from '../../../ui/seller-marketing.module.css';
import { ProductPicker } from '../../../ui/shop-product-picker/product-picker';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { saveVoucher, type VoucherDesk } from './voucher-desk';
import {
  emptyVoucherValues,
  type VoucherFormValues,
  voucherInputOf,
  voucherValuesOf,
} from './voucher-form-values';

type BoxName = Exclude<
  keyof VoucherFormValues,
  | 'kind'
  | 'discountType'
  | 'display'
  | 'scope'
  | 'products'
  | 'firstPurchaseOnly'
  | 'appOnly'
  | 'paymentMethods'
  | 'shippingMethods'
>;

const SHIPPING_METHODS = ['self', 'ghn', 'ghtk'] as const;

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/**
 * {desk}/tao and /cap-nhat/{id}: every field of a voucher (SPEC.md section 3), checked with
 * the schema the API uses. A running voucher keeps its terms: the boxes it may not change are
 * read-only, as the API refuses them anyway.
 */
export function VoucherForm({
  desk,
  initial,
  now,
}: {
  desk: VoucherDesk;
  initial: ManagedVoucherDetail | null;
  now: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [values, setValues] = useState<VoucherFormValues>(() =>
    initial ? voucherValuesOf(initial) : emptyVoucherValues(new Date(now), desk.kinds[0]),
  );
  const [picking, setPicking] = useState(false);
  const running = initial?.phase === 'running';

  const set = <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };

  const box = (
    name: BoxName,
    label: string,
    extra: { hint?: string; locked?: boolean; type?: string; max?: number } = {},
  ) => (
    <TextField
      label={label}
      hint={extra.hint}
      value={values[name]}
      type={extra.type ?? 'text'}
      inputMode={extra.type ? undefined : name === 'name' || name === 'code' ? undefined : 'numeric'}
      maxLength={extra.max}
      disabled={running && extra.locked}
      error={errors.fields[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(voucherInputSchema, voucherInputOf(values, initial?.conditions ?? null));
    if (!value) return;
    let savedId: string | null = null;
    const ok = await errors.run(async () => {
      savedId = (await saveVoucher(desk, initial?.id ?? null, value)).data.id;
    });
    if (!ok || !savedId) return;
    toast.show(t(initial ? 'sellerVouchers.done.saved' : 'sellerVouchers.done.created'), 'success');
    navigate(`${desk.href}/chi-tiet/${savedId}`);
  }

  const percent = values.discountType === 'percent';
  return (
    <>
      <form
        ref={errors.formRef}
        className={styles.screen}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.head}>
          <h1 className={styles.title}>
            {t(initial ? 'sellerVouchers.meta.edit' : 'sellerVouchers.meta.create')}
          </h1>
          <Link to={desk.href} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('sellerVouchers.form.back')}
          </Link>
        </div>
        {running && <Alert tone="info">{t('sellerVouchers.form.runningNotice')}</Alert>}
        {errors.form && <Alert>{errors.form}</Alert>}
        <FormErrorSummary errors={errors} />

        <section className={styles.panel} aria-labelledby="voucher-basics">
          <h2 id="voucher-basics" className={styles.sectionTitle}>
            {t('sellerVouchers.form.basics')}
          </h2>
          {desk.kinds.length > 1 && (
            <RadioGroup
              legend={t('sellerVouchers.platform.kindLabel')}
              name="kind"
              value={values.kind}
              error={errors.fields.kind}
              options={desk.kinds.map((k) => ({
                value: k,
                label: t(`sellerVouchers.platform.kind.${k}`),
                disabled: running && k !== values.kind,
              }))}
              onChange={(v) => set('kind', v as VoucherFormValues['kind'])}
            />
          )}
          {box('name', t('sellerVouchers.form.name'), {
            hint: t('sellerVouchers.form.nameHint', { max: LIMITS.voucher.nameMax }),
            max: LIMITS.voucher.nameMax,
          })}
          {box('code', t('sellerVouchers.form.code'), {
            hint: t('sellerVouchers.form.codeHint', { max: LIMITS.voucher.codeMax }),
            max: LIMITS.voucher.codeMax,
            locked: true,
          })}
          <div className={styles.grid}>
            {box('startsAt', t('sellerVouchers.form.startsAt'), {
              type: 'datetime-local',
              hint: t('sellerVouchers.form.timeHint'),
              locked: true,
            })}
            {box('endsAt', t('sellerVouchers.form.endsAt'), {
              type: 'datetime-local',
              hint: t('sellerVouchers.form.timeHint'),
            })}
          </div>
          <RadioGroup
            legend={t('sellerVouchers.form.display')}
            name="display"
            direction="horizontal"
            value={values.display}
            error={errors.fields.display}
            options={(['all', 'hidden'] as const).map((d) => ({
              value: d,
              label: t(`sellerVouchers.display.${d}`),
              disabled: running && d !== values.display,
            }))}
            onChange={(v) => set('display', v as VoucherFormValues['display'])}
          />
          {!desk.platform && (
            <RadioGroup
              legend={t('sellerVouchers.form.scope')}
              name="scope"
              direction="horizontal"
              value={values.scope}
              error={errors.fields.scope}
              options={(['all', 'products'] as const).map((s) => ({
                value: s,
                label: t(`sellerVouchers.scope.${s}`),
                disabled: running && s !== values.scope,
              }))}
              onChange={(v) => set('scope', v as VoucherFormValues['scope'])}
            />
          )}
          {values.scope === 'products' && !desk.platform && (
            <div className={styles.products}>
              <div className={styles.head}>
                <h3 className={styles.sectionTitle}>
                  {t('sellerVouchers.form.products', { count: values.products.length })}
                </h3>
                {!running && (
                  <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
                    {t('sellerVouchers.form.addProducts')}
                  </Button>
                )}
              </div>
              {errors.fields.productIds && <Alert>{errors.fields.productIds}</Alert>}
              {values.products.length === 0 ? (
                <p className={styles.empty}>{t('sellerVouchers.form.noProducts')}</p>
              ) : (
                <ul className={styles.productList}>
                  {values.products.map((product, index) => (
                    <li key={product.id}>
                      <div className={styles.productLine}>
                        <span>{product.name}</span>
                        {!running && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('sellerVouchers.form.remove', { name: product.name })}
                            onClick={() =>
                              set(
                                'products',
                                values.products.filter((p) => p.id !== product.id),
                              )
                            }
                          >
                            ✕
                          </Button>
                        )}
                      </div>
                      {errors.fields[`productIds.${index}`] && (
                        <Alert>{errors.fields[`productIds.${index}`]}</Alert>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </section>

        <section className={styles.panel} aria-labelledby="voucher-rules">
          <h2 id="voucher-rules" className={styles.sectionTitle}>
            {t('sellerVouchers.form.rules')}
          </h2>
          <RadioGroup
            legend={t('sellerVouchers.form.discountType')}
            name="discountType"
            direction="horizontal"
            value={values.discountType}
            options={(['fixed', 'percent'] as const).map((d) => ({
              value: d,
              label: t(`sellerVouchers.form.${d}`),
              disabled: running && d !== values.discountType,
            }))}
            onChange={(v) => set('discountType', v as VoucherFormValues['discountType'])}
          />
          <div className={styles.grid}>
            {box('value', t('sellerVouchers.form.value'), {
              hint: t(
                percent ? 'sellerVouchers.form.valuePercentHint' : 'sellerVouchers.form.valueFixedHint',
              ),
              locked: true,
            })}
            {percent && box('maxDiscount', t('sellerVouchers.form.maxDiscount'), { locked: true })}
            {box('minOrderValue', t('sellerVouchers.form.minOrderValue'), { locked: true })}
            {box('budget', t('sellerVouchers.form.budget'), { hint: t('sellerVouchers.form.limitHint') })}
            {box('usageLimit', t('sellerVouchers.form.usageLimit'), {
              hint: t('sellerVouchers.form.limitHint'),
            })}
            {box('saveLimit', t('sellerVouchers.form.saveLimit'), {
              hint: t('sellerVouchers.form.limitHint'),
            })}
            {box('perUserPerDay', t('sellerVouchers.form.perUserPerDay'), {
              hint: t('sellerVouchers.form.limitHint'),
              locked: true,
            })}
          </div>
        </section>

        <section className={styles.panel} aria-labelledby="voucher-conditions">
          <h2 id="voucher-conditions" className={styles.sectionTitle}>
            {t('sellerVouchers.form.conditions')}
          </h2>
          <Checkbox
            label={t('sellerVouchers.form.firstPurchaseOnly')}
            checked={values.firstPurchaseOnly}
            disabled={running}
            onChange={(event) => set('firstPurchaseOnly', event.target.checked)}
          />
          <Checkbox
            label={t('sellerVouchers.form.appOnly')}
            checked={values.appOnly}
            disabled={running}
            onChange={(event) => set('appOnly', event.target.checked)}
          />
          {values.appOnly && <p className={styles.empty}>{t('sellerVouchers.form.appOnlyHint')}</p>}
          {desk.platform && (
            <>
              <fieldset className={styles.checks}>
                <legend>{t('sellerVouchers.platform.paymentMethods')}</legend>
                <p className={styles.empty}>{t('sellerVouchers.platform.anyHint')}</p>
                {PAYMENT_METHODS.map((m) => (
                  <Checkbox
                    key={m}
                    label={t(`checkout.payment.methods.${m}`)}
                    checked={values.paymentMethods.includes(m)}
                    disabled={running}
                    onChange={(event) =>
                      set('paymentMethods', toggle(values.paymentMethods, m, event.target.checked))
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
                    checked={values.shippingMethods.includes(m)}
                    disabled={running}
                    onChange={(event) =>
                      set('shippingMethods', toggle(values.shippingMethods, m, event.target.checked))
                    }
                  />
                ))}
              </fieldset>
            </>
          )}
          {errors.fields.conditions && <Alert>{errors.fields.conditions}</Alert>}
        </section>

        <div className={styles.footer}>
          <Link to={desk.href} className={buttonClassName({ variant: 'neutral' })}>
            {t('sellerVouchers.form.cancel')}
          </Link>
          <Button type="submit" loading={errors.busy}>
            {t(initial ? 'sellerVouchers.form.save' : 'sellerVouchers.form.create')}
          </Button>
        </div>
      </form>
      {picking && (
        <ProductPicker
          chosen={new Set(values.products.map((p) => p.id))}
          onAdd={(product: PickerProduct) =>
            set('products', [...values.products, { id: product.id, name: product.name }])
          }
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
