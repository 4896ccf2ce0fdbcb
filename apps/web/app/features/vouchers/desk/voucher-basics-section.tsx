import { LIMITS } from '@cho-dep/core/constants/limits';
import { useT } from '../../../lib/i18n';
import { RadioGroup } from '../../../ui/radio-group';
import styles from '../../../ui/seller-marketing.module.css';
import type { VoucherDesk } from './voucher-desk';
import { useVoucherErrors, useVoucherField, VoucherBox } from './voucher-form-fields';
import type { VoucherFormValues } from './voucher-form-values';
import { VoucherProductsField } from './voucher-products-field';

/**
 * What the voucher is: its kind (platform desk), name and code, when it runs, whether buyers
 * see it, and (shop vouchers) which products it covers. A running voucher keeps its choices.
 */
export function VoucherBasicsSection({
  desk,
  running,
  onPick,
}: {
  desk: VoucherDesk;
  running: boolean;
  onPick: () => void;
}) {
  const t = useT();
  const kind = useVoucherField('kind');
  const display = useVoucherField('display');
  const scope = useVoucherField('scope');
  const errorAt = useVoucherErrors();
  return (
    <section className={styles.panel} aria-labelledby="voucher-basics">
      <h2 id="voucher-basics" className={styles.sectionTitle}>
        {t('sellerVouchers.form.basics')}
      </h2>
      {desk.kinds.length > 1 && (
        <RadioGroup
          legend={t('sellerVouchers.platform.kindLabel')}
          name="kind"
          value={kind.value}
          error={errorAt('kind')}
          options={desk.kinds.map((k) => ({
            value: k,
            label: t(`sellerVouchers.platform.kind.${k}`),
            disabled: running && k !== kind.value,
          }))}
          onChange={(v) => kind.set(v as VoucherFormValues['kind'])}
        />
      )}
      <VoucherBox
        name="name"
        label={t('sellerVouchers.form.name')}
        hint={t('sellerVouchers.form.nameHint', { max: LIMITS.voucher.nameMax })}
        max={LIMITS.voucher.nameMax}
        running={running}
      />
      <VoucherBox
        name="code"
        label={t('sellerVouchers.form.code')}
        hint={t('sellerVouchers.form.codeHint', { max: LIMITS.voucher.codeMax })}
        max={LIMITS.voucher.codeMax}
        locked
        running={running}
      />
      <div className={styles.grid}>
        <VoucherBox
          name="startsAt"
          label={t('sellerVouchers.form.startsAt')}
          type="datetime-local"
          hint={t('sellerVouchers.form.timeHint')}
          locked
          running={running}
        />
        <VoucherBox
          name="endsAt"
          label={t('sellerVouchers.form.endsAt')}
          type="datetime-local"
          hint={t('sellerVouchers.form.timeHint')}
          running={running}
        />
      </div>
      <RadioGroup
        legend={t('sellerVouchers.form.display')}
        name="display"
        direction="horizontal"
        value={display.value}
        error={errorAt('display')}
        options={(['all', 'hidden'] as const).map((d) => ({
          value: d,
          label: t(`sellerVouchers.display.${d}`),
          disabled: running && d !== display.value,
        }))}
        onChange={(v) => display.set(v as VoucherFormValues['display'])}
      />
      {!desk.platform && (
        <RadioGroup
          legend={t('sellerVouchers.form.scope')}
          name="scope"
          direction="horizontal"
          value={scope.value}
          error={errorAt('scope')}
          options={(['all', 'products'] as const).map((s) => ({
            value: s,
            label: t(`sellerVouchers.scope.${s}`),
            disabled: running && s !== scope.value,
          }))}
          onChange={(v) => scope.set(v as VoucherFormValues['scope'])}
        />
      )}
      {scope.value === 'products' && !desk.platform && (
        <VoucherProductsField running={running} onPick={onPick} />
      )}
    </section>
  );
}
