import { useT } from '../../../lib/i18n';
import { RadioGroup } from '../../../ui/radio-group';
import styles from '../../../ui/seller-marketing.module.css';
import { useVoucherField, VoucherBox } from './voucher-form-fields';
import type { VoucherFormValues } from './voucher-form-values';

/** The limits (an empty box is unlimited); a running voucher keeps its per-buyer limit. */
const LIMIT_BOXES = [
  { name: 'budget', locked: false },
  { name: 'usageLimit', locked: false },
  { name: 'saveLimit', locked: false },
  { name: 'perUserPerDay', locked: true },
] as const;

/**
 * What the voucher gives and how often: a fixed amount or a percent (with its cap), the
 * minimum order, and the budget and limits (an empty box is unlimited).
 */
export function VoucherRulesSection({ running }: { running: boolean }) {
  const t = useT();
  const discountType = useVoucherField('discountType');
  const percent = discountType.value === 'percent';
  const limitHint = t('sellerVouchers.form.limitHint');
  return (
    <section className={styles.panel} aria-labelledby="voucher-rules">
      <h2 id="voucher-rules" className={styles.sectionTitle}>
        {t('sellerVouchers.form.rules')}
      </h2>
      <RadioGroup
        legend={t('sellerVouchers.form.discountType')}
        name="discountType"
        direction="horizontal"
        value={discountType.value}
        options={(['price', 'percent'] as const).map((d) => ({
          value: d,
          label: t(`sellerVouchers.form.${d}`),
          disabled: running && d !== discountType.value,
        }))}
        onChange={(v) => discountType.set(v as VoucherFormValues['discountType'])}
      />
      <div className={styles.grid}>
        <VoucherBox
          name="value"
          label={t('sellerVouchers.form.value')}
          hint={t(percent ? 'sellerVouchers.form.valuePercentHint' : 'sellerVouchers.form.valueFixedHint')}
          locked
          running={running}
        />
        {percent && (
          <VoucherBox
            name="maxDiscount"
            label={t('sellerVouchers.form.maxDiscount')}
            locked
            running={running}
          />
        )}
        <VoucherBox
          name="minOrderValue"
          label={t('sellerVouchers.form.minOrderValue')}
          locked
          running={running}
        />
        {LIMIT_BOXES.map(({ name, locked }) => (
          <VoucherBox
            key={name}
            name={name}
            label={t(`sellerVouchers.form.${name}`)}
            hint={limitHint}
            locked={locked}
            running={running}
          />
        ))}
      </div>
    </section>
  );
}
