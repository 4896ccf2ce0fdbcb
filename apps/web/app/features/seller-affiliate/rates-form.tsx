import { shopRatesInputSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { SelectField } from '../../ui/select-field';
import page from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import styles from './seller-affiliate.module.css';
import { saveRates } from './seller-affiliate-api';
import { percentOf, useMappedForm } from './use-mapped-form';

const A = LIMITS.affiliate;

interface Product {
  id: string;
  name: string;
  image: string | null;
  price: number;
}
interface Values {
  shopRatePercent: string;
  products: { productId: string; ratePercent: string }[];
}

const toInput = (v: Values) => ({
  shopRatePercent: percentOf(v.shopRatePercent),
  products: v.products.map((p) => ({
    productId: p.productId,
    ratePercent: percentOf(p.ratePercent) ?? null,
  })),
});

/**
 * /ban-hang/cai-dat/tiep-thi-lien-ket: the shop-wide commission and the products paying their
 * own, checked with the schema the API uses; the limits are the form's hints.
 */
export function RatesForm({
  rates,
}: {
  rates: {
    shopRatePercent: number;
    products: { productId: string; ratePercent: number }[];
    catalog: Product[];
  };
}) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useMappedForm<Values, ReturnType<typeof shopRatesInputSchema.parse>>(
    shopRatesInputSchema,
    toInput,
    {
      shopRatePercent: String(rates.shopRatePercent),
      products: rates.products.map((p) => ({ productId: p.productId, ratePercent: String(p.ratePercent) })),
    },
  );
  const lines = useFieldArray({ control: form.control, name: 'products' });
  const [pick, setPick] = useState('');
  const byId = new Map(rates.catalog.map((p) => [p.id, p]));
  const chosen = new Set(lines.fields.map((f) => f.productId));
  const options = rates.catalog.filter((p) => !chosen.has(p.id)).map((p) => ({ value: p.id, label: p.name }));

  const onSubmit = form.submit(async (body) => {
    await saveRates(body);
    toast.show(t('sellerAffiliate.rates.saved'), 'success');
    await revalidator.revalidate();
  });

  return (
    <form
      ref={form.formRef}
      className={page.screen}
      onSubmit={onSubmit}
      noValidate
      data-testid="affiliate-rates"
    >
      <p className={page.intro}>{t('sellerAffiliate.rates.intro')}</p>
      {form.formError && <Alert>{form.formError}</Alert>}
      <FormErrorSummary errors={form} />
      <section className={page.panel}>
        <TextField
          label={t('sellerAffiliate.rates.shopRate')}
          hint={t('sellerAffiliate.rates.shopRateHint', { min: A.ratePercentMin, max: A.ratePercentMax })}
          inputMode="decimal"
          {...form.register('shopRatePercent')}
          error={form.fieldError('shopRatePercent')}
          data-testid="shop-rate"
        />
        <p className={page.intro}>{t('sellerAffiliate.rates.protection', { days: A.rateProtectionDays })}</p>
      </section>
      <section className={page.panel} aria-labelledby="own-rates">
        <h2 id="own-rates" className={page.sectionTitle}>
          {t('sellerAffiliate.rates.products')}
        </h2>
        <p className={page.intro}>{t('sellerAffiliate.rates.productsHint')}</p>
        {lines.fields.length === 0 && <p className={page.empty}>{t('sellerAffiliate.rates.none')}</p>}
        <ul className={styles.rateLines}>
          {lines.fields.map((field, index) => {
            const product = byId.get(field.productId);
            return (
              <li key={field.id} className={styles.rateLine}>
                <ProductThumb product={product} />
                <div className={styles.rateName}>
                  <span>{product?.name ?? field.productId}</span>
                  {product && <span className={page.meta}>{formatVnd(product.price)}</span>}
                </div>
                <TextField
                  className={styles.rateBox}
                  label={t('sellerAffiliate.rates.productRate')}
                  inputMode="decimal"
                  {...form.register(`products.${index}.ratePercent`)}
                  error={form.fieldError(`products.${index}.ratePercent`)}
                />
                <Button size="sm" variant="ghost" onClick={() => lines.remove(index)}>
                  {t('sellerAffiliate.rates.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
        {options.length > 0 && (
          <div className={styles.pickRow}>
            <SelectField
              label={t('sellerAffiliate.rates.pick')}
              options={options}
              placeholder={t('sellerAffiliate.rates.pick')}
              value={pick}
              onChange={(event) => setPick(event.target.value)}
              data-testid="rate-pick"
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={!pick}
              onClick={() => {
                lines.append({ productId: pick, ratePercent: String(rates.shopRatePercent) });
                setPick('');
              }}
            >
              {t('sellerAffiliate.rates.add')}
            </Button>
          </div>
        )}
      </section>
      <div className={page.footer}>
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="rates-save">
          {t('sellerAffiliate.rates.save')}
        </Button>
      </div>
    </form>
  );
}

export function ProductThumb({ product }: { product: { image: string | null; name: string } | undefined }) {
  return product?.image ? (
    <img className={styles.thumb} src={product.image} alt="" width={48} height={48} loading="lazy" />
  ) : (
    <span className={styles.thumb} aria-hidden="true" />
  );
}
